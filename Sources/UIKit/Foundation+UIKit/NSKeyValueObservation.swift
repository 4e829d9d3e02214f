import Foundation

/// The kind of change an observer is told about (Apple's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

/// What an observation reports (Apple's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once right away with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Also call the handler just before each change (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// One change of an observed property (Apple's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (always `.setting` for properties).
    public typealias Kind = NSKeyValueChange
    /// The kind of change.
    public let kind: Kind
    /// The new value, when `.new` was requested (nil in a prior notification).
    public let newValue: Value?
    /// The old value, when `.old` was requested.
    public let oldValue: Value?
    /// The indexes of a to-many change (nil for properties).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// A token for an observation started with `observe(_:options:changeHandler:)`: it
/// observes until invalidated or released. It holds the observed object weakly.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// The registration the observed object holds weakly.
    package let entry: ObservationEntry

    package init(entry: ObservationEntry) {
        self.entry = entry
        super.init()
    }

    /// Stops the observation; the handler is released.
    public func invalidate() { entry.invalidate() }

    deinit { entry.invalidate() }
}
