import CSDL2
import Foundation
import UIKit

extension SDLInput {
    /// The pointer moved with no button held: a hover event (hover recognizers, the cursor).
    func hover(at point: CGPoint, in window: UIWindow) {
        UIApplication.shared.sendEvent(HoverEvent(window: window, location: point, exited: false, modifierFlags: heldModifiers,
                                                  timestamp: MediaClock.shared.now))
    }

    /// The pointer left `window`.
    func hoverExited(_ window: UIWindow) {
        UIApplication.shared.sendEvent(HoverEvent(window: window, location: .zero, exited: true, modifierFlags: heldModifiers,
                                                  timestamp: MediaClock.shared.now))
    }
}
