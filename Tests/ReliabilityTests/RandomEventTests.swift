import Foundation
import OpenUIKitTool
import Testing
import UIKit
import UIKitTesting

/// Random event streams (taps, drags, pinches, scrolls, typing, key presses) sent to a
/// window holding one of every control, with actions that mutate the tree.
@MainActor
@Suite struct RandomEventTests {
    @Test(arguments: ReliabilityRun.seeds(23))
    func randomEventsReachEveryControlWithoutTrouble(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let window = makeTestWindow(CGSize(width: 240, height: 240))
        defer { closeWindow(window) }
        let button = UIButton(type: .system); button.setTitle("Tap", for: .normal)
        let field = UITextField(); field.text = "hello"; field.borderStyle = .roundedRect
        let textView = UITextView(); textView.text = "two\nlines"
        let slider = UISlider(), toggle = UISwitch(), segments = UISegmentedControl(items: ["A", "B", "C"])
        let stepper = UIView()
        stepper.addGestureRecognizer(UIPanGestureRecognizer())
        stepper.addGestureRecognizer(UIPinchGestureRecognizer())
        stepper.addGestureRecognizer(UITapGestureRecognizer())
        let controls: [UIView] = [button, field, textView, slider, toggle, segments, UILabel(), stepper]
        for (i, v) in controls.enumerated() {
            v.frame = CGRect(x: CGFloat(i % 2) * 120 + 5, y: CGFloat(i / 2) * 58 + 5, width: 110, height: 50)
            window.addSubview(v)
        }
        var actions = 0
        button.addAction(UIAction { _ in
            actions += 1
            field.removeFromSuperview()
            window.addSubview(field)
        }, for: .touchUpInside)
        slider.addAction(UIAction { _ in actions += 1; slider.isHidden = false }, for: .valueChanged)
        UIApplication.shared.runUntilIdle()
        func point() -> CGPoint { CGPoint(x: .random(in: -10...250, using: &random), y: .random(in: -10...250, using: &random)) }
        let events = 300 * ReliabilityRun.scale
        for _ in 0..<events {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: window.tap(at: point())
            case 1: window.drag(from: point(), to: point(), steps: Int.random(in: 1...6, using: &random))
            case 2: window.pinch(center: point(), from: .random(in: 5...80, using: &random), to: .random(in: 5...80, using: &random), steps: 3)
            case 3: window.scroll(at: point(), by: CGVector(dx: .random(in: -50...50, using: &random), dy: .random(in: -50...50, using: &random)))
            case 4: window.type(["a", "Z", "\n", "\t", "é", "🙂", " "].randomElement(using: &random)!)
            case 5: window.press(["UIKeyInputLeftArrow", "UIKeyInputRightArrow", "\u{8}", "UIKeyInputEscape"].randomElement(using: &random)!)
            case 6:
                let handle = window.touchDown(at: point())
                handle.move(to: point())
                if Bool.random(using: &random) { handle.up() } else { handle.cancel() }
            default: UIApplication.shared.advanceTime(by: .random(in: 0...0.5, using: &random))
            }
            UIApplication.shared.runUntilIdle()
        }
        _ = window.renderedImage()
        #expect(window.subviews.count == controls.count)
        #expect(slider.value >= slider.minimumValue && slider.value <= slider.maximumValue)
        _ = actions
    }
}
