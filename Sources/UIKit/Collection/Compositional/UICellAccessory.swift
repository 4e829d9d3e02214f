import CoreGraphics
import Foundation

/// A view shown beside a list cell's content: a standard accessory (disclosure
/// indicator, checkmark, delete, insert, reorder, outline disclosure, label, detail,
/// multiselect) or a custom view, each shown always, only while editing or only while not.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }
    /// How much width an accessory reserves.
    public enum LayoutDimension: Equatable, Sendable { case actual, standard, custom(CGFloat) }
    /// The look of an outline disclosure: for a header row, a cell, or chosen by the list.
    public enum OutlineDisclosureStyle: Int, Sendable { case automatic = 0, header, cell }
    /// Where a custom view goes.
    public enum Placement {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a reorder control.
    public struct ReorderOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    /// Options of the delete, insert and multiselect controls.
    public struct DeleteOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }
    /// Options of the insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of the multiselect control.
    public typealias MultiselectOptions = DeleteOptions
    /// Options of the detail (info) button.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// Options of a label.
    public struct LabelOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, font: UIFont?, adjustsFontForContentSizeCategory = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
    /// A custom view accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure(OutlineDisclosureStyle), label(String, UIFont?), detail, multiselect
        case custom(UIView, leading: Bool, maintainsFixedSize: Bool)
    }
    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden (it keeps its reserved width).
    public let isHidden: Bool
    /// The width the accessory reserves.
    public let reservedLayoutWidth: LayoutDimension
    /// The accessory's tint (nil: the cell's).
    public let tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: (() -> Void)?

    init(_ kind: Kind, _ displayed: DisplayedState, hidden: Bool?, width: LayoutDimension?, tint: UIColor?, background: UIColor? = nil, action: (() -> Void)? = nil) {
        self.kind = kind
        displayedState = displayed
        isHidden = hidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        backgroundColor = background
        actionHandler = action
    }

    /// A gray chevron at the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(.disclosureIndicator, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A checkmark in the tint color at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(.checkmark, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A red delete control at the leading edge (while editing); `actionHandler` runs on a tap.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.delete, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }
    /// A green insert control at the leading edge (while editing); `actionHandler` runs on a tap.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.insert, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }
    /// The reorder grip at the trailing edge (while editing).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(.reorder, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A chevron that expands and collapses the item's children in its section snapshot
    /// (or runs `actionHandler` instead); it points down while expanded.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.outlineDisclosure(options.style), displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }
    /// A secondary text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self(.label(text, options.font), displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// An info button at the trailing edge; `actionHandler` runs on a tap.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.detail, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }
    /// A selection circle at the leading edge (while editing), filled when the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(.multiselect, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, background: options.backgroundColor)
    }
    /// A custom view at the configured placement.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let (leading, displayed): (Bool, DisplayedState)
        switch configuration.placement {
        case .leading(let d): (leading, displayed) = (true, d)
        case .trailing(let d): (leading, displayed) = (false, d)
        }
        return Self(.custom(configuration.customView, leading: leading, maintainsFixedSize: configuration.maintainsFixedSize ?? false), displayed,
                    hidden: configuration.isHidden, width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether the accessory sits at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .custom(_, let leading, _): return leading
        default: return false
        }
    }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The order of trailing accessories from the content outwards, as UIKit places them.
    var trailingOrder: Int {
        switch kind {
        case .label: return 0
        case .custom: return 1
        case .detail: return 2
        case .checkmark: return 3
        case .disclosureIndicator, .outlineDisclosure: return 4
        case .reorder: return 5
        default: return 0
        }
    }
}
