import Foundation

/// The kind of device a scroll comes from, with UIKit's raw values.
public enum UIScrollType: UInt, Hashable, Sendable {
    /// A discrete scroll from a device like a mouse with a scroll wheel.
    case discrete = 0
    /// A continuous scroll from a device like a trackpad.
    case continuous = 1
}

/// The kinds of scrolling a pan recognizer accepts from a wheel or trackpad.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bit mask of the scroll types.
    public let rawValue: Int
    /// Creates a scroll-type mask from a raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Discrete steps (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolling (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

extension UIScrollTypeMask {
    /// The mask holding exactly `type`.
    package init(_ type: UIScrollType) { self = type == .discrete ? .discrete : .continuous }
}
