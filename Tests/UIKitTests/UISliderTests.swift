import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UISliderTests {
    func rendered(_ window: UIWindow) -> PixelReader {
        UIApplication.shared.runUntilIdle()
        return PixelReader(window.renderedImage())
    }

    @Test func defaultsAndGeometry() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous)
        #expect(s.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let track = s.trackRect(forBounds: s.bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        s.value = 5
        #expect(s.value == 1)
        s.value = .nan
        #expect(s.value == 0)
        s.minimumValueImage = makeImage(Array(repeating: Array(repeating: .red, count: 10), count: 10))
        #expect(s.trackRect(forBounds: s.bounds).minX == 26)
        #expect(s.minimumValueImageRect(forBounds: s.bounds) == CGRect(x: 0, y: 10.5, width: 10, height: 10))
    }

    @Test func draggingTheThumbChangesTheValueContinuously() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let s = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        window.addSubview(s)
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 120, y: 115), steps: 5)
        #expect(abs(s.value - 0.5) < 0.001)
        #expect(changes == 5)
        window.drag(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 400, y: 115), steps: 4)
        #expect(s.value == 1)
        // A touch on the track away from the thumb does not move it.
        changes = 0
        window.tap(at: CGPoint(x: 40, y: 115))
        window.drag(from: CGPoint(x: 40, y: 115), to: CGPoint(x: 60, y: 115))
        #expect(s.value == 1 && changes == 0)
    }

    @Test func nonContinuousSendsOnceAtTheEnd() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let s = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        s.isContinuous = false
        window.addSubview(s)
        var values: [Float] = []
        s.addAction(UIAction { _ in values.append(s.value) }, for: .valueChanged)
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 77, y: 115), steps: 6)
        #expect(values.count == 1)
        #expect(abs((values.first ?? 0) - 0.25) < 0.001)
        s.isEnabled = false
        window.drag(from: CGPoint(x: 77, y: 115), to: CGPoint(x: 200, y: 115))
        #expect(values.count == 1)
    }

    @Test func accessibilityIsAdjustable() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityTraits.contains(.adjustable))
        s.value = 0.5
        #expect(s.accessibilityValue == "50%")
        s.accessibilityIncrement()
        #expect(abs(s.value - 0.6) < 0.0001 && changes == 1)
        s.accessibilityDecrement(); s.accessibilityDecrement()
        #expect(abs(s.value - 0.4) < 0.0001 && changes == 3)
        s.isEnabled = false
        #expect(s.accessibilityTraits.contains(.notEnabled))
    }

    @Test func looksNormalAndDisabled() {
        let window = makeWindow(CGSize(width: 220, height: 40))
        defer { window.isHidden = true }
        let s = UISlider(frame: CGRect(x: 10, y: 5, width: 200, height: 31))
        s.value = 0.5
        window.addSubview(s)
        var r = rendered(window)
        // Left of the thumb: the tint (system blue); right: the gray fill; the thumb: white.
        #expect(r[40, 20].isNear(Pixel(0, 122, 255, 255), 12), "\(r[40, 20])")
        #expect(r[180, 20].b < 240 && r[180, 20].r > 180, "\(r[180, 20])")
        #expect(r[110, 20].isNear(.white, 8), "\(r[110, 20])")
        s.isEnabled = false
        r = rendered(window)
        #expect(!r[40, 20].isNear(Pixel(0, 122, 255, 255), 40), "\(r[40, 20])")
        s.isEnabled = true
        s.minimumTrackTintColor = .red
        r = rendered(window)
        #expect(r[40, 20].isNear(.red, 12), "\(r[40, 20])")
    }
}

@MainActor @Suite struct UIProgressViewTests {
    @Test func defaultsSizesAndPinning() {
        let p = UIProgressView(progressViewStyle: .default)
        #expect(p.progress == 0 && p.progressViewStyle == .default)
        #expect(p.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(p.sizeThatFits(CGSize(width: 150, height: 100)) == CGSize(width: 150, height: 4))
        #expect(!p.isUserInteractionEnabled)
        p.progress = 2
        #expect(p.progress == 1)
        p.setProgress(-1, animated: true)
        #expect(p.progress == 0)
        p.setProgress(0.3, animated: true)
        #expect(p.layer.animation(forKey: "UIProgressViewProgress") != nil)
        #expect(p.accessibilityValue == "30%")
        #expect(p.accessibilityTraits.contains(.updatesFrequently))
    }

    @Test func looksFilledToTheProgress() {
        let window = makeWindow(CGSize(width: 120, height: 20))
        defer { window.isHidden = true }
        let p = UIProgressView(frame: CGRect(x: 10, y: 8, width: 100, height: 4))
        p.progress = 0.5
        window.addSubview(p)
        UIApplication.shared.runUntilIdle()
        var r = PixelReader(window.renderedImage())
        #expect(r[30, 10].isNear(Pixel(0, 122, 255, 255), 12), "\(r[30, 10])")
        #expect(!r[90, 10].isNear(Pixel(0, 122, 255, 255), 60), "\(r[90, 10])")
        #expect(r[90, 10].r < 250, "\(r[90, 10])")
        p.progressViewStyle = .bar
        p.progressTintColor = .green
        UIApplication.shared.runUntilIdle()
        r = PixelReader(window.renderedImage())
        #expect(r[30, 10].isNear(.green, 3))
        #expect(r[90, 10].isNear(.white, 3))
    }
}

@MainActor @Suite struct AccessibilityTests {
    @Test func viewDefaultsAndStorage() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        defer { window.isHidden = true }
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(v)
        #expect(!v.isAccessibilityElement && v.accessibilityLabel == nil && v.accessibilityTraits == .none)
        #expect(v.accessibilityFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
        v.accessibilityIdentifier = "box"
        v.accessibilityHint = "Does things"
        v.isAccessibilityElement = true
        #expect(v.accessibilityIdentifier == "box" && v.accessibilityHint == "Does things" && v.isAccessibilityElement)
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.adjustable.rawValue == 4096)
    }

    @Test func standardControlsConfigureThemselves() {
        let b = UIButton(type: .system)
        b.setTitle("Go", for: .normal)
        #expect(b.isAccessibilityElement && b.accessibilityLabel == "Go" && b.accessibilityTraits == .button)
        b.isSelected = true
        #expect(b.accessibilityTraits == [.button, .selected])
        b.isAccessibilityElement = false
        #expect(!b.isAccessibilityElement)
        var tapped = 0
        b.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        #expect(b.accessibilityActivate() && tapped == 1)

        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Hello" && label.accessibilityTraits == .staticText)

        let sw = UISwitch()
        #expect(sw.accessibilityValue == "0" && sw.accessibilityTraits.contains(.button))
        #expect(sw.accessibilityActivate() && sw.isOn && sw.accessibilityValue == "1")

        let st = UIStepper()
        st.stepValue = 2
        #expect(st.accessibilityTraits.contains(.adjustable))
        var changes = 0
        st.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        st.accessibilityIncrement()
        #expect(st.value == 2 && st.accessibilityValue == "2" && changes == 1)
        st.accessibilityDecrement(); st.accessibilityDecrement()
        #expect(st.value == 0 && changes == 2)
    }
}
