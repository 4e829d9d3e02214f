import CoreGraphics
import Foundation

extension UIScrollView {
    /// How fast a fling slows down: the fraction of the velocity kept each millisecond.
    public struct DecelerationRate: Hashable, Equatable, RawRepresentable, Sendable {
        /// The fraction of the velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate (0.998): a fling travels about half its velocity in points.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop (0.99), as paging and pickers use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light backgrounds, light on dark ones (a black bar with a white border).
        case `default` = 0
        /// A black indicator, for light backgrounds.
        case black = 1
        /// A white indicator, for dark backgrounds.
        case white = 2
    }

    /// How dragging the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag and can be pulled down; dismissed on a drag.
        case interactive = 2
        /// As `.onDrag`, the input accessory view going too.
        case onDragWithAccessory = 3
        /// As `.interactive`, the input accessory view going too.
        case interactiveWithAccessory = 4
    }

    /// How the safe area is added to `contentInset` to form `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Scrollable axes, and always vertically for a view controller's root scroll view.
        case automatic = 0
        /// The safe area is added only on axes the content scrolls along.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// Whether the section index of a table is shown.
    public enum IndexDisplayMode: Int, Sendable {
        /// The index is shown when the system decides.
        case automatic = 0
        /// The index is always hidden.
        case alwaysHidden = 1
    }
}
