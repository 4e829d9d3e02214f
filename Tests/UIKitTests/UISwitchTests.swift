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
}
