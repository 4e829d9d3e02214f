import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UISegmentedControlTests {
    func makeControl(in window: UIWindow) -> UISegmentedControl {
        let c = UISegmentedControl(items: ["One", "Two", "Three"])
        c.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
        window.addSubview(c)
        return c
    }

    @Test func sizesAndSegments() {
        let c = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(c.numberOfSegments == 3 && c.selectedSegmentIndex == UISegmentedControl.noSegment)
        let widest = ceil("Three".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]).width) + 24
        #expect(c.intrinsicContentSize == CGSize(width: 3 * widest, height: 32))
        #expect(c.bounds.size == c.intrinsicContentSize)
        c.selectedSegmentIndex = 1
        c.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(c.selectedSegmentIndex == 2 && c.titleForSegment(at: 0) == "Zero")
        c.removeSegment(at: 2, animated: false)
        #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment && c.numberOfSegments == 3)
        c.selectedSegmentIndex = 7
        #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
        c.setWidth(100, forSegmentAt: 0)
        #expect(c.intrinsicContentSize.width == 100 + 2 * widest)
        let image = makeImage(Array(repeating: Array(repeating: .red, count: 20), count: 10))
        c.insertSegment(with: image, at: 3, animated: false)
        #expect(c.imageForSegment(at: 3) === image && c.titleForSegment(at: 3) == nil)
        c.removeAllSegments()
        #expect(c.numberOfSegments == 0 && c.intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    @Test func tapsSelectWithValueChanged() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let c = makeControl(in: window)
        var log: [Int] = []
        c.addAction(UIAction { _ in log.append(c.selectedSegmentIndex) }, for: .valueChanged)
        window.tap(at: CGPoint(x: 130, y: 26))
        #expect(c.selectedSegmentIndex == 1 && log == [1])
        window.tap(at: CGPoint(x: 130, y: 26))
        #expect(log == [1])
        window.drag(from: CGPoint(x: 20, y: 26), to: CGPoint(x: 230, y: 26))
        #expect(c.selectedSegmentIndex == 2 && log == [1, 2])
        c.setEnabled(false, forSegmentAt: 0)
        window.tap(at: CGPoint(x: 20, y: 26))
        #expect(c.selectedSegmentIndex == 2 && log == [1, 2])
        c.isEnabled = false
        window.tap(at: CGPoint(x: 130, y: 26))
        #expect(c.selectedSegmentIndex == 2)
    }

    @Test func momentarySendsEveryTapAndDeselects() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let c = makeControl(in: window)
        c.isMomentary = true
        var log: [Int] = []
        c.addAction(UIAction { _ in log.append(c.selectedSegmentIndex) }, for: .valueChanged)
        window.tap(at: CGPoint(x: 20, y: 26))
        window.tap(at: CGPoint(x: 20, y: 26))
        #expect(log == [0, 0])
        #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func looksSelectedAndDisabled() {
        let window = makeWindow(CGSize(width: 260, height: 52), color: .black)
        defer { window.isHidden = true }
        let c = makeControl(in: window)
        c.selectedSegmentIndex = 0
        UIApplication.shared.runUntilIdle()
        let normal = window.renderedImage()
        let r = PixelReader(normal)
        #expect(r[16, 26].isNear(.white, 3), "\(r[16, 26])")   // the selected pill
        #expect(r[96, 26].r < 60, "\(r[96, 26])")                // an unselected segment
        c.isEnabled = false
        UIApplication.shared.runUntilIdle()
        #expect(window.renderedImage().pngData() != normal.pngData())
    }
}

@MainActor @Suite struct UIPageControlTests {
    @Test func sizes() {
        let p = UIPageControl()
        #expect(p.numberOfPages == 0 && p.currentPage == 0 && !p.hidesForSinglePage)
        #expect(p.size(forNumberOfPages: 3) == CGSize(width: 63, height: 26))
        #expect(p.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        p.numberOfPages = 5
        #expect(p.intrinsicContentSize == p.size(forNumberOfPages: 5))
        p.currentPage = 9
        #expect(p.currentPage == 4)
        p.numberOfPages = 2
        #expect(p.currentPage == 1)
        #expect(p.accessibilityValue == "page 2 of 2" && p.accessibilityTraits.contains(.adjustable))
        p.accessibilityDecrement()
        #expect(p.currentPage == 0)
    }

    @Test func tapsEitherSideOfTheCurrentDotStep() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let p = UIPageControl(frame: CGRect(x: 50, y: 100, width: 200, height: 26))
        p.numberOfPages = 3
        window.addSubview(p)
        var log: [Int] = []
        p.addAction(UIAction { _ in log.append(p.currentPage) }, for: .valueChanged)
        window.tap(at: CGPoint(x: 200, y: 113))
        window.tap(at: CGPoint(x: 200, y: 113))
        window.tap(at: CGPoint(x: 200, y: 113))
        #expect(log == [1, 2] && p.currentPage == 2)
        window.tap(at: CGPoint(x: 60, y: 113))
        #expect(log == [1, 2, 1])
    }

    @Test func looksNormalDisabledAndHidden() {
        let window = makeWindow(CGSize(width: 100, height: 26))
        defer { window.isHidden = true }
        let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        p.numberOfPages = 3
        p.currentPage = 1
        window.addSubview(p)
        UIApplication.shared.runUntilIdle()
        var r = PixelReader(window.renderedImage())
        // Dots at x 30.5, 46.5, 62.5 (+3.5 to the center), y 13.
        #expect(r[50, 13].isNear(.black, 10), "\(r[50, 13])")
        #expect(r[34, 13].r > 100 && r[34, 13].r < 240, "\(r[34, 13])")
        p.isEnabled = false
        UIApplication.shared.runUntilIdle()
        r = PixelReader(window.renderedImage())
        #expect(r[50, 13].r > 80 && r[50, 13].r < 200, "\(r[50, 13])")
        p.numberOfPages = 1
        p.hidesForSinglePage = true
        UIApplication.shared.runUntilIdle()
        r = PixelReader(window.renderedImage())
        #expect(r[50, 13].isNear(.white, 0))
    }
}

@MainActor @Suite struct UIActivityIndicatorViewTests {
    func rotation(_ v: UIView) -> Double {
        let value = v.layer.presentation()?.value(forKeyPath: "transform.rotation.z")
        if let d = value as? Double { return d }
        if let c = value as? CGFloat { return Double(c) }
        if let n = value as? NSNumber { return n.doubleValue }
        return .nan
    }

    @Test func stylesAndHiding() {
        let a = UIActivityIndicatorView(style: .large)
        #expect(a.bounds.size == CGSize(width: 37, height: 37) && a.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).bounds.size == CGSize(width: 20, height: 20))
        #expect(a.hidesWhenStopped && a.isHidden && !a.isAnimating)
        a.startAnimating()
        #expect(a.isAnimating && !a.isHidden)
        #expect(a.accessibilityLabel == "In progress")
        a.stopAnimating()
        #expect(!a.isAnimating && a.isHidden)
        a.hidesWhenStopped = false
        #expect(!a.isHidden)
        a.style = .medium
        #expect(a.bounds.size == CGSize(width: 20, height: 20))
    }

    @Test func spinsOnTheVirtualClock() {
        let window = makeWindow(CGSize(width: 40, height: 40))
        defer { window.isHidden = true }
        let a = UIActivityIndicatorView(style: .large)
        a.color = .red
        window.addSubview(a)
        a.startAnimating()
        UIApplication.shared.runUntilIdle()
        #expect(a.layer.animation(forKey: "UIActivityIndicatorViewSpin") != nil)
        let first = window.renderedImage().pngData()
        UIApplication.shared.advanceTime(by: 0.3)
        let angle = rotation(a)
        #expect(abs(angle - .pi / 2) < 0.01, "\(angle)")
        let later = window.renderedImage().pngData()
        #expect(first != later)
        let r = PixelReader(window.renderedImage())
        #expect(r[18, 8].r > 200 && r[18, 8].g < 120, "\(r[18, 8])")
        a.stopAnimating()
        #expect(a.layer.animation(forKey: "UIActivityIndicatorViewSpin") == nil)
    }
}

@MainActor @Suite struct ControlHighlightAndImageTests {
    @Test func segmentUnderTheFingerHighlightsWhileTracking() {
        let window = makeEventWindow(CGSize(width: 260, height: 52))
        window.backgroundColor = .black
        defer { window.isHidden = true }
        let c = UISegmentedControl(items: ["A", "B", "C"])
        c.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
        window.addSubview(c)
        UIApplication.shared.runUntilIdle()
        let idle = PixelReader(window.renderedImage())[100, 14]
        let finger = window.touchDown(at: CGPoint(x: 130, y: 26))
        UIApplication.shared.runUntilIdle()
        let pressed = PixelReader(window.renderedImage())[100, 14]
        #expect(pressed.r > idle.r, "\(idle) \(pressed)")
        #expect(c.isHighlighted && c.selectedSegmentIndex == UISegmentedControl.noSegment)
        finger.up()
        #expect(c.selectedSegmentIndex == 1)
    }

    @Test func segmentActionsArePerformed() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        var performed: [String] = []
        let c = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Left") { _ in performed.append("left") },
            UIAction(title: "Right") { _ in performed.append("right") },
        ])
        window.addSubview(c)
        #expect(c.numberOfSegments == 2 && c.titleForSegment(at: 1) == "Right")
        window.tap(at: CGPoint(x: 150, y: 16))
        #expect(performed == ["right"] && c.selectedSegmentIndex == 1)
    }

    @Test func sliderThumbImagePerStateAndValueImages() {
        let window = makeEventWindow(CGSize(width: 240, height: 40))
        window.backgroundColor = .white
        defer { window.isHidden = true }
        let red = makeImage(Array(repeating: Array(repeating: .red, count: 20), count: 20))
        let green = makeImage(Array(repeating: Array(repeating: .green, count: 20), count: 20))
        let blue = makeImage(Array(repeating: Array(repeating: .blue, count: 10), count: 10))
        let s = UISlider(frame: CGRect(x: 10, y: 5, width: 220, height: 31))
        s.setThumbImage(red, for: .normal)
        s.setThumbImage(green, for: .highlighted)
        s.minimumValueImage = blue
        window.addSubview(s)
        #expect(s.currentThumbImage === red)
        UIApplication.shared.runUntilIdle()
        var r = PixelReader(window.renderedImage())
        #expect(r[15, 20].isNear(.blue, 3), "\(r[15, 20])")        // the minimum value image
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: 0)
        #expect(thumb.size == CGSize(width: 20, height: 20) && thumb.minX == 24)
        let center = CGPoint(x: 10 + thumb.midX, y: 5 + thumb.midY)
        #expect(r[Int(center.x), Int(center.y)].isNear(.red, 3))
        let finger = window.touchDown(at: center)
        #expect(s.isHighlighted && s.currentThumbImage === green)
        UIApplication.shared.runUntilIdle()
        r = PixelReader(window.renderedImage())
        #expect(r[Int(center.x), Int(center.y)].isNear(.green, 3))
        finger.up()
        #expect(s.currentThumbImage === red)
    }
}

@MainActor @Suite struct SegmentAccessibilityTests {
    @Test func segmentsAreButtonElements() {
        let window = makeWindow(CGSize(width: 300, height: 100))
        defer { window.isHidden = true }
        let c = UISegmentedControl(items: ["A", "B"])
        c.frame = CGRect(x: 20, y: 30, width: 200, height: 32)
        window.addSubview(c)
        c.selectedSegmentIndex = 1
        c.setEnabled(false, forSegmentAt: 0)
        #expect(!c.isAccessibilityElement)
        let elements = c.accessibilityElements as? [UIAccessibilityElement] ?? []
        #expect(elements.count == 2)
        #expect(elements.map(\.accessibilityLabel) == ["A", "B"])
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled])
        #expect(elements[1].accessibilityTraits == [.button, .selected])
        #expect(elements[1].accessibilityValue == "2 of 2")
        #expect(elements[1].accessibilityFrame == CGRect(x: 120, y: 30, width: 100, height: 32))
        #expect(elements[0].accessibilityContainer === c)
    }
}
