import Foundation

/// A range of frame rates a display link or animation would like, with a preferred rate.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    /// The lowest acceptable frame rate.
    public var minimum: Float
    /// The highest acceptable frame rate.
    public var maximum: Float
    /// The preferred frame rate, or nil to let the system pick within the range.
    public var preferred: Float?

    /// Creates a range; `preferred` nil lets the system choose.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The range that leaves the frame rate to the system (all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
