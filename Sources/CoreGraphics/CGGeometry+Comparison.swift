import Foundation

// Apple's CoreGraphics comparison methods, which swift-corelibs-foundation lacks
// (`CGSizeEqualToSize` and friends as Swift methods; iOS code such as Apple's collection
// view layout samples calls them).

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have equal origins and sizes.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
