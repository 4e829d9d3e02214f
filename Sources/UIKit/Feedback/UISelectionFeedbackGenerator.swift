import Foundation

/// Plays the haptic of a selection changing (a picker wheel's detent, a segment).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-change haptic.
    open func selectionChanged() { perform(.selection(location: nil)) }

    /// Plays the selection-change haptic at `location` in the attached view.
    open func selectionChanged(at location: CGPoint) { perform(.selection(location: location)) }
}
