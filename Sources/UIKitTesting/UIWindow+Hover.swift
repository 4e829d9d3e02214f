import Foundation
import UIKit

extension UIWindow {
    /// Moves the pointer to `point` (window coordinates) with no button held, one frame
    /// later: hover recognizers begin, change or end, and the pointer's cursor is chosen.
    public func hover(at point: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
        MediaClock.shared.advance(by: 1.0 / 60)
        UIApplication.shared.sendEvent(HoverEvent(window: self, location: point, exited: false, modifierFlags: modifierFlags,
                                                  timestamp: MediaClock.shared.now))
        UIApplication.shared.runUntilIdle()
    }

    /// The pointer leaves the window: hover recognizers end.
    public func pointerExit() {
        UIApplication.shared.sendEvent(HoverEvent(window: self, location: .zero, exited: true, modifierFlags: [],
                                                  timestamp: MediaClock.shared.now))
        UIApplication.shared.runUntilIdle()
    }
}
