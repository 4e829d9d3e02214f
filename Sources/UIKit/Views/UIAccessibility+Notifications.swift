import Foundation

/// UIKit's accessibility functions and notifications.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the string argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause an assistive technology's reading.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume an assistive technology's reading.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Receives every posted notification with its argument: the AT-SPI bridge turns them
    /// into AT-SPI events; tests record them.
    package static var notificationObservers: [(Notification, Any?) -> Void] = []

    /// Whether an assistive technology is connected (true while the AT-SPI bridge is
    /// registered with the desktop's accessibility registry).
    package static var assistiveTechnologyConnected = false

    /// Sends `notification` with `argument` to assistive technologies.
    public static func post(notification: Notification, argument: Any?) {
        for observer in notificationObservers { observer(notification, argument) }
    }

    /// Whether a screen reader is running (on Linux: whether the app is registered with the
    /// AT-SPI accessibility bus, which a screen reader such as Orca reads).
    public static var isVoiceOverRunning: Bool { assistiveTechnologyConnected }
}
