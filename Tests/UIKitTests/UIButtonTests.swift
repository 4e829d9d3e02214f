import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIButtonTests {
    static let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, [.selected, .highlighted],
                                            [.selected, .disabled], [.highlighted, .disabled], [.selected, .highlighted, .disabled]]

    @Test func stateLookupForEveryCombination() {
        // Only normal set: every state falls back to it.
        let b = UIButton(type: .custom)
        b.setTitle("N", for: .normal)
        for s in Self.states { #expect(b.title(for: s) == "N") }
        // Each state set: exact matches win; unset combinations use .normal.
        b.setTitle("H", for: .highlighted)
        b.setTitle("S", for: .selected)
        b.setTitle("D", for: .disabled)
        #expect(b.title(for: [.selected, .highlighted]) == "N")
        b.setTitle("SH", for: [.selected, .highlighted])
        let expected: [String] = ["N", "H", "D", "S", "SH", "N", "N", "N"]
        for (s, e) in zip(Self.states, expected) { #expect(b.title(for: s) == e, "\(s)") }
        b.setTitle(nil, for: .highlighted)
        #expect(b.title(for: .highlighted) == "N")
    }

    @Test func currentValuesFollowTheControlState() {
        let b = UIButton(type: .custom)
        let red = UIImage(), blue = UIImage()
        b.setTitle("Off", for: .normal)
        b.setTitle("On", for: .selected)
        b.setImage(red, for: .normal)
        b.setImage(blue, for: .selected)
        b.setTitleColor(.red, for: .disabled)
        #expect(b.currentTitle == "Off")
        b.isSelected = true
        #expect(b.currentTitle == "On")
        #expect(b.currentImage === blue)
        #expect(b.titleLabel?.text == "On")
        b.isSelected = false
        b.isEnabled = false
        #expect(b.currentTitleColor == .red)
        b.isEnabled = true
        b.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(b.currentTitle == "Styled")
    }

    @Test func systemTitleColorIsTheTint() {
        let b = UIButton(type: .system)
        b.setTitle("Button", for: .normal)
        #expect(b.currentTitleColor == UIColor.systemBlue)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }

    @Test func intrinsicSizeFromContent() {
        let b = UIButton(type: .system)
        b.setTitle("Button", for: .normal)
        let titleWidth = ceil("Button".size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width)
        #expect(b.intrinsicContentSize.width == titleWidth)
        #expect(b.intrinsicContentSize.height == ceil(ceil(UIFont.systemFont(ofSize: 15).lineHeight) + 12))
        b.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(b.intrinsicContentSize.width == titleWidth + 20)
    }

    @Test func tapSendsTouchUpInsideAndPrimaryAction() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        b.setTitle("Tap", for: .normal)
        window.addSubview(b)
        var log: [String] = []
        b.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        b.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        b.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        window.tap(at: CGPoint(x: 50, y: 30))
        #expect(log == ["down", "up", "primary"])
        #expect(!b.isHighlighted)
        b.isEnabled = false
        window.tap(at: CGPoint(x: 50, y: 30))
        #expect(log.count == 3)
    }

    @Test func highlightLooksDifferent() {
        let window = makeWindow(CGSize(width: 100, height: 40))
        defer { window.isHidden = true }
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        b.setTitle("█████", for: .normal)
        window.addSubview(b)
        UIApplication.shared.runUntilIdle()
        let normal = window.renderedImage().pngData()
        b.isHighlighted = true
        UIApplication.shared.runUntilIdle()
        let highlighted = window.renderedImage().pngData()
        #expect(normal != highlighted)
    }
}

@MainActor @Suite struct UIImageViewTests {
    func quadrants() -> UIImage {
        // 20x10: red, green on top; blue, black below.
        let top = Array(repeating: Pixel.red, count: 10) + Array(repeating: Pixel.green, count: 10)
        let bottom = Array(repeating: Pixel.blue, count: 10) + Array(repeating: Pixel.black, count: 10)
        return makeImage(Array(repeating: top, count: 5) + Array(repeating: bottom, count: 5))
    }

    @Test func defaults() {
        let v = UIImageView(image: quadrants())
        #expect(!v.isUserInteractionEnabled)
        #expect(v.intrinsicContentSize == v.image!.size)
        #expect(v.frame.size == v.image!.size)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test(arguments: [UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
                      .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight])
    func contentModesPlaceTheImage(mode: UIView.ContentMode) {
        let window = makeWindow(CGSize(width: 60, height: 40), color: .white)
        defer { window.isHidden = true }
        let image = quadrants()
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        v.image = image
        v.contentMode = mode
        window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        let r = PixelReader(window.renderedImage())
        let s = image.size
        var rect: CGRect
        switch mode {
        case .scaleToFill, .redraw: rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        case .scaleAspectFit: let k = min(60 / s.width, 40 / s.height); rect = CGRect(x: (60 - s.width * k) / 2, y: (40 - s.height * k) / 2, width: s.width * k, height: s.height * k)
        case .scaleAspectFill: let k = max(60 / s.width, 40 / s.height); rect = CGRect(x: (60 - s.width * k) / 2, y: (40 - s.height * k) / 2, width: s.width * k, height: s.height * k)
        case .center: rect = CGRect(x: (60 - s.width) / 2, y: (40 - s.height) / 2, width: s.width, height: s.height)
        case .top: rect = CGRect(x: (60 - s.width) / 2, y: 0, width: s.width, height: s.height)
        case .bottom: rect = CGRect(x: (60 - s.width) / 2, y: 40 - s.height, width: s.width, height: s.height)
        case .left: rect = CGRect(x: 0, y: (40 - s.height) / 2, width: s.width, height: s.height)
        case .right: rect = CGRect(x: 60 - s.width, y: (40 - s.height) / 2, width: s.width, height: s.height)
        case .topLeft: rect = CGRect(origin: .zero, size: s)
        case .topRight: rect = CGRect(x: 60 - s.width, y: 0, width: s.width, height: s.height)
        case .bottomLeft: rect = CGRect(x: 0, y: 40 - s.height, width: s.width, height: s.height)
        default: rect = CGRect(x: 60 - s.width, y: 40 - s.height, width: s.width, height: s.height)
        }
        // The image's top-left quadrant color shows just inside the expected rect's top-left corner.
        let topLeft = PixelReader(image)[0, 0]
        let px = Int(max(0, rect.minX) + 2), py = Int(max(0, rect.minY) + 2)
        #expect(r[px, py].isNear(topLeft, 30), "\(mode) at \(px),\(py): \(r[px, py]) vs \(topLeft)")
        // Outside the rect (when it does not cover the view) the window shows white.
        if rect.minX > 2 { #expect(r[0, Int(rect.midY)].isNear(.white, 10), "\(mode)") }
    }

    @Test func highlightedImageAndTemplateTint() {
        let window = makeWindow(CGSize(width: 20, height: 20), color: .white)
        defer { window.isHidden = true }
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.image = makeImage([[.black]]).withRenderingMode(.alwaysTemplate)
        v.highlightedImage = makeImage([[.red]])
        v.tintColor = .green
        window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[10, 10].isNear(.green, 30))
        v.isHighlighted = true
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[10, 10].isNear(.red, 30))
    }

    @Test func animationImagesOnTheVirtualClock() {
        let window = makeWindow(CGSize(width: 10, height: 10), color: .white)
        defer { window.isHidden = true }
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.animationImages = [makeImage([[.red]]), makeImage([[.blue]])]
        v.animationDuration = 1
        v.animationRepeatCount = 1
        window.addSubview(v)
        v.startAnimating()
        #expect(v.isAnimating)
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(PixelReader(window.renderedImage())[5, 5].isNear(.red, 30))
        // The animation began at the first rendered frame (0.1 s); 0.7 s later it is well
        // inside the second image's half (not at the 0.5 s boundary, where rounding of the
        // clock's absolute value would decide).
        UIApplication.shared.advanceTime(by: 0.7)
        #expect(PixelReader(window.renderedImage())[5, 5].isNear(.blue, 30))
        v.stopAnimating()
        #expect(!v.isAnimating)
    }

    @Test func nineParts() {
        let window = makeWindow(CGSize(width: 40, height: 40), color: .white)
        defer { window.isHidden = true }
        let image = makeImage([[.red, .red, .red], [.red, .blue, .red], [.red, .red, .red]])
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.image = image
        window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        let r = PixelReader(window.renderedImage())
        #expect(r[20, 20].isNear(.blue, 30))
        #expect(r[0, 20].isNear(.red, 30))
    }
}
