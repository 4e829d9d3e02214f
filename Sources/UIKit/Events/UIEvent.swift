import Foundation

/// An object describing a single user interaction (touches, presses, motion); its
/// touches arrive with the events issue.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Kinds of events.
    public enum EventType: Int, Sendable {
        /// Touches on screen.
        case touches = 0
        /// Device motion (shake).
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Scroll-wheel or trackpad scrolling.
        case scroll = 10
        /// Pointer hovering.
        case hover = 11
        /// A trackpad pinch or rotation.
        case transform = 14
    }

    /// Subtypes of motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// The event's kind.
    public let type: EventType
    /// The event's subtype.
    public let subtype: EventSubtype
    /// When the event happened, in seconds of media time.
    public let timestamp: TimeInterval

    /// Creates an event of a kind at a time (what input backends build).
    public init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }
}
