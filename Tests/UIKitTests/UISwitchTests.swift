import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UISwitchTests {
    @Test func fixedSizeAndTapToggles() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(s.bounds.size == CGSize(width: 51, height: 31))
        window.addSubview(s)
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.tap(at: CGPoint(x: 30, y: 25))
        #expect(s.isOn)
        #expect(changes == 1)
        window.tap(at: CGPoint(x: 30, y: 25))
        #expect(!s.isOn)
        s.isOn = true
        #expect(changes == 2)
        s.isEnabled = false
        window.tap(at: CGPoint(x: 30, y: 25))
        #expect(s.isOn)
    }

    @Test func stepperTapsStepWithinRange() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(s.bounds.size == CGSize(width: 94, height: 32))
        s.maximumValue = 2
        window.addSubview(s)
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        for _ in 0..<3 { window.tap(at: CGPoint(x: 80, y: 16)) }
        #expect(s.value == 2)
        #expect(changes == 2)
        window.tap(at: CGPoint(x: 10, y: 16))
        #expect(s.value == 1)
        s.value = .nan
        #expect(s.value == 0)
    }

    @Test func holdingAStepperButtonRepeats() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let s = UIStepper(frame: .zero)
        window.addSubview(s)
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let finger = window.touchDown(at: CGPoint(x: 80, y: 16))
        #expect(s.value == 1)
        UIApplication.shared.advanceTime(by: 0.45)
        #expect(s.value == 1)
        UIApplication.shared.advanceTime(by: 0.1)    // 0.55 s: the first repeat
        #expect(s.value == 2)
        UIApplication.shared.advanceTime(by: 0.2)    // two more, 0.1 s apart
        #expect(s.value == 4)
        finger.up()
        UIApplication.shared.advanceTime(by: 1)
        #expect(s.value == 4)
        #expect(changes == 4)
    }

    @Test func steppersWithoutAutorepeatOrContinuityStepOnceAndReportAtTheEnd() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let s = UIStepper(frame: .zero)
        s.autorepeat = false
        window.addSubview(s)
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        var finger = window.touchDown(at: CGPoint(x: 80, y: 16))
        UIApplication.shared.advanceTime(by: 2)
        finger.up()
        #expect(s.value == 1)
        #expect(changes == 1)
        s.autorepeat = true
        s.isContinuous = false
        finger = window.touchDown(at: CGPoint(x: 80, y: 16))
        UIApplication.shared.advanceTime(by: 0.55)
        #expect(s.value == 3)
        #expect(changes == 1)                         // nothing sent while held
        finger.up()
        #expect(changes == 2)                         // one report at the end
    }
}

@MainActor @Suite struct SwitchAndStepperLookTests {
    @Test func switchLooksOnOffAndDisabled() {
        let window = makeWindow(CGSize(width: 60, height: 40))
        defer { window.isHidden = true }
        let s = UISwitch(frame: CGRect(x: 4, y: 4, width: 0, height: 0))
        window.addSubview(s)
        UIApplication.shared.runUntilIdle()
        let off = window.renderedImage().pngData()
        s.isOn = true
        UIApplication.shared.runUntilIdle()
        var r = PixelReader(window.renderedImage())
        #expect(r[12, 19].isNear(Pixel(52, 199, 89, 255), 12), "\(r[12, 19])")
        #expect(window.renderedImage().pngData() != off)
        s.isEnabled = false
        UIApplication.shared.runUntilIdle()
        r = PixelReader(window.renderedImage())
        #expect(!r[12, 19].isNear(Pixel(52, 199, 89, 255), 12), "\(r[12, 19])")
    }

    @Test func stepperLooksNormalAndDisabled() {
        let window = makeWindow(CGSize(width: 100, height: 40))
        defer { window.isHidden = true }
        let s = UIStepper(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        s.value = 50
        window.addSubview(s)
        UIApplication.shared.runUntilIdle()
        let normal = window.renderedImage().pngData()
        s.isEnabled = false
        UIApplication.shared.runUntilIdle()
        #expect(window.renderedImage().pngData() != normal)
    }
}
