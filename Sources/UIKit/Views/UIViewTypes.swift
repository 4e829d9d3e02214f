import CoreGraphics
import Foundation

extension UIView {
    /// How a view's content is placed in its bounds when the size changes.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to fill the bounds.
        case scaleToFill = 0
        /// Scales keeping the aspect ratio so the content fits; the rest is transparent.
        case scaleAspectFit = 1
        /// Scales keeping the aspect ratio to fill the bounds; some content may be clipped.
        case scaleAspectFill = 2
        /// Redraws the content (calls `draw(_:)`) whenever the bounds size changes.
        case redraw = 3
        /// Centers the content without scaling.
        case center = 4
        /// Aligns the content to the top.
        case top = 5
        /// Aligns the content to the bottom.
        case bottom = 6
        /// Aligns the content to the left.
        case left = 7
        /// Aligns the content to the right.
        case right = 8
        /// Aligns the content to the top-left corner.
        case topLeft = 9
        /// Aligns the content to the top-right corner.
        case topRight = 10
        /// Aligns the content to the bottom-left corner.
        case bottomLeft = 11
        /// Aligns the content to the bottom-right corner.
        case bottomRight = 12
    }

    /// Which parts of a view resize when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the tint color is adjusted for display.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherits the superview's mode (normal at the root).
        case automatic = 0
        /// The tint is used unchanged.
        case normal = 1
        /// The tint is desaturated and dimmed.
        case dimmed = 2
    }
}

/// How a view's content is laid out in left-to-right and right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction of the application.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction content flows horizontally.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
