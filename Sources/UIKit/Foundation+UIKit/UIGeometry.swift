import CoreGraphics
import Foundation

/// Insets for the four edges of a rectangle, in points (positive values shrink it).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Zero insets.
    public init() { top = 0; left = 0; bottom = 0; right = 0 }

    /// Insets with the given edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Zero insets.
    public static let zero = UIEdgeInsets()

    /// `UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`, as Swift prints it on iOS.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// Insets for the four edges of a rectangle relative to the layout direction (leading and
/// trailing are left and right in left-to-right layouts).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Zero insets.
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }

    /// Insets with the given edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// `NSDirectionalEdgeInsets(top: …, leading: …, bottom: …, trailing: …)`, as Swift prints it on iOS.
    public var description: String { "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}

/// A position adjustment in points.
public struct UIOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// A zero offset.
    public init() { horizontal = 0; vertical = 0 }

    /// An offset with the given components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// A zero offset.
    public static let zero = UIOffset()

    /// `UIOffset(horizontal: …, vertical: …)`, as Swift prints it on iOS.
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}

/// The corners of a rectangle, with UIKit's raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// The edges of a rectangle, with UIKit's raw values.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative insets), as UIKit's
    /// `UIEdgeInsetsInsetRect`: origin moves by (left, top), size shrinks by the sums.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
