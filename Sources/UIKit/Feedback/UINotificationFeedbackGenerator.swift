import Foundation

/// Plays the haptic that tells a task succeeded, failed or produced a warning.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the haptic communicates.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the haptic of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        perform(.notification(notificationType, location: nil))
    }

    /// Plays the haptic of `notificationType` at `location` in the attached view.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        perform(.notification(notificationType, location: location))
    }
}
