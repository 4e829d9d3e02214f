import Foundation

/// Edges of a rectangle relative to the layout direction (leading is left in
/// left-to-right layouts).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates edges from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
