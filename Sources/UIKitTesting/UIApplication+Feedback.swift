import Foundation
import UIKit

/// A haptic the app asked a feedback generator to play. Linux has no haptic engine, so
/// tests check what would have been felt.
public enum PerformedFeedback: Equatable, Sendable {
    /// `UIImpactFeedbackGenerator.impactOccurred`: the style, the intensity (clamped to
    /// 0...1) and the location in the generator's view when one was given.
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat, location: CGPoint?)
    /// `UINotificationFeedbackGenerator.notificationOccurred`.
    case notification(UINotificationFeedbackGenerator.FeedbackType, location: CGPoint?)
    /// `UISelectionFeedbackGenerator.selectionChanged`.
    case selection(location: CGPoint?)
}

extension UIApplication {
    /// The haptics the app asked for (the last 256), oldest first.
    public var performedFeedback: [PerformedFeedback] {
        FeedbackEvent.performed.map { event in
            switch event {
            case .impact(let style, let intensity, let location): .impact(style, intensity: intensity, location: location)
            case .notification(let type, let location): .notification(type, location: location)
            case .selection(let location): .selection(location: location)
            }
        }
    }

    /// Forgets the haptics performed so far (call before the interaction a test checks).
    public func removeAllPerformedFeedback() { FeedbackEvent.performed.removeAll() }
}
