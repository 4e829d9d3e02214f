import Foundation
import UIKit
import UIKitTesting

/// A shown window with clean event state, for event tests.
@MainActor
func makeEventWindow(_ size: CGSize = CGSize(width: 300, height: 300)) -> UIWindow {
    UIApplication.shared.resetEventState()
    UIApplication.shared.runUntilIdle()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.isHidden = false
    window.makeKey()
    return window
}

/// A view that records the touch methods it receives into a shared log.
@MainActor
final class TouchLogView: UIView {
    var log: [String] = []
    var name = "view"
    var forwards = false
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).began(\(touches.count))")
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).moved(\(touches.count))")
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).ended(\(touches.count))")
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).cancelled(\(touches.count))")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// An object receiving actions through method references.
@MainActor
final class ActionRecorder {
    var log: [String] = []
    func tapped(_ sender: UIGestureRecognizer) { log.append("\(sender.name ?? "gr"):\(sender.state.rawValue)") }
    func handled() { log.append("handled") }
    func control(_ sender: UIControl) { log.append("control") }
}
