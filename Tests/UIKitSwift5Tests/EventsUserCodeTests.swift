import Testing
import UIKit
import UIKitTesting

// Event code written the way UIKit users write it (Swift 5 language mode, no isolation
// annotations): a view controller with target-action, a gesture recognizer, a delegate,
// a custom control and responder actions.

class TapController: UIViewController, UIGestureRecognizerDelegate {
    var log: [String] = []
    let button = UIControl(frame: CGRect(x: 0, y: 0, width: 50, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addTarget(self, action: TapController.buttonTapped, for: .touchUpInside)
        let pan = UIPanGestureRecognizer(target: self, action: TapController.panned)
        pan.delegate = self
        view.addGestureRecognizer(pan)
        declareAction(Selector("refresh:"), TapController.refresh)
    }

    func buttonTapped(_ sender: UIControl) { log.append("tap") }
    func panned(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .ended { log.append("pan \(Int(recognizer.translation(in: view).x))") }
    }
    func refresh(_ sender: Any?) { log.append("refresh") }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

class Knob: UIControl {
    var value: CGFloat = 0
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = touch.location(in: self).x
        sendActions(for: .valueChanged)
        return true
    }
}

@Suite(.serialized) struct EventsUserCodeTests {
    @Test @MainActor func targetActionRecognizersAndResponderActions() {
        UIApplication.shared.resetEventState()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = TapController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        window.tap(at: CGPoint(x: 10, y: 10))
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100))
        UIApplication.shared.sendAction(Selector("refresh:"), to: nil, from: controller.button, for: nil)
        #expect(controller.log == ["tap", "pan 60", "refresh"])

        let knob = Knob(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        window.addSubview(knob)
        var values: [CGFloat] = []
        knob.addAction(UIAction { action in values.append((action.sender as! Knob).value) }, for: .valueChanged)
        window.drag(from: CGPoint(x: 10, y: 120), to: CGPoint(x: 40, y: 120), steps: 3)
        #expect(values == [20, 30, 40])
        window.isHidden = true
    }
}
