import CoreGraphics
import Foundation

/// The presentation controller of `.fullScreen` and `.currentContext`: the presented view
/// fills the container and the presenter's view leaves the window once the presentation
/// ended (it comes back when the dismissal starts).
@preconcurrency @MainActor
package final class FullScreenPresentationController: UIPresentationController {
    package override var shouldRemovePresentersView: Bool { true }

    package override var shouldPresentInFullscreen: Bool { presentationStyle == .fullScreen }
}

extension UIPresentationController {
    /// The changes that animate with the transition (the dimming view of a sheet fades);
    /// called inside the transition's animation block, or directly when not animated.
    package func animateAlongsideTransition(presenting: Bool) {
        (self as? UISheetPresentationController)?.updateDimming(presented: presenting)
        (self as? AlertPresentationController)?.updateDimming(presented: presenting)
    }
}
