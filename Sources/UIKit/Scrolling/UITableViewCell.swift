import Foundation

/// What a cell reports to the table showing it (taps on its accessory button and editing
/// controls); UITableView conforms.
@preconcurrency @MainActor
protocol TableCellHost: AnyObject {
    func cellAccessoryButtonTapped(_ cell: UITableViewCell)
    func cellEditingControlTapped(_ cell: UITableViewCell)
    func cellDeleteConfirmationTapped(_ cell: UITableViewCell)
}

/// One row of a table: a `contentView` with the classic labels and image or a content
/// configuration, an accessory, background views for the normal and selected looks, a
/// separator and, while editing, the editing and reorder controls.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The classic layouts of the built-in labels.
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// How a selected cell looks (`.blue` and `.gray` look like `.default` since iOS 7).
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    /// The standard accessories.
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// The editing control a row shows.
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    /// Whether and how focus changes the cell's look.
    public enum FocusStyle: Int, Sendable { case `default` = 0, custom }
    /// Which controls the cell shows (`willTransition(to:)`).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    let style: CellStyle
    /// The identifier the table reuses the cell under.
    public internal(set) var reuseIdentifier: String?
    /// The view holding the cell's content; add custom subviews here.
    public let contentView: UIView
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var contentConfigurationStorage: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    let configurationBackgroundView = UIView()
    let defaultSelectedBackgroundView = UIView()
    let separatorView = UIView()
    var accessoryTypeView: TableCellAccessoryView?
    var editingControl: TableCellEditingControl?
    var reorderControl: TableCellReorderControl?
    var deleteConfirmationButton: UIButton?
    weak var host: TableCellHost?
    /// Whether the table draws this cell's separator (set by the table for each row).
    var showsSeparator = false { didSet { separatorView.isHidden = !showsSeparator; setNeedsLayout() } }
    /// Whether the cell came from the table's reuse queue or registration (data-source check).
    var wasDequeued = false
    /// Storyboard prototype cells: the segues selecting the cell performs (sender: the cell).
    package var segueTemplates: [IBSegueTemplate] = []
    /// The editing style the table gave this row (`.delete` unless the delegate says otherwise).
    var tableEditingStyle: EditingStyle = .delete { didSet { if isEditing { updateEditingControls(animated: false) } } }
    /// Whether the row can move while editing (data source `canMoveRowAt`).
    var tableCanMove = false { didSet { if isEditing { updateEditingControls(animated: false) } } }
    var swipeOffset: CGFloat = 0

    /// Creates a cell of `style` that the table reuses under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = CellContentView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Creates a default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decodes a cell (default style).
    public required init?(coder: NSCoder) {
        style = .default
        contentView = CellContentView()
        super.init(coder: coder)  // installs the parts and decodes the content (decodeArchivedParts)
        if contentView.superview !== self { setUpCell() }
        decodeTableViewCell(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UITableViewCell properties after the view's (see `UITableViewCell+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTableViewCell(with: coder)
    }

    /// A cell's content view, backgrounds, separator and accessories are its own parts: not
    /// archived as subviews (the content view's own subviews are, under `UIContentView`).
    package override func subviewsForArchiving() -> [UIView] { [] }
    package override func archivedPart(named name: Substring) -> UIView? { name == "contentView" ? contentView : nil }
    package override func archivedPartName(of part: UIView) -> String? { part === contentView ? "contentView" : nil }
    package override func decodeArchivedParts(from coder: NSCoder) { decodeCellParts(from: coder) }

    /// The initializer a table uses to create a registered cell class (Linux cannot call an
    /// initializer on a class object): a default-style cell with `reuseIdentifier`.
    /// Subclasses inherit it when they override `init(style:reuseIdentifier:)` and
    /// `init?(coder:)`, or no initializer (Swift's initializer inheritance).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: Classic content

    /// The primary label (created on first use; nil while a content configuration is set).
    open var textLabel: UILabel? { classicTextLabel() }
    /// The secondary label (nil for `.default` cells and with a content configuration).
    open var detailTextLabel: UILabel? { classicDetailTextLabel() }
    /// The image view at the leading edge (created on first use).
    open var imageView: UIImageView? { classicImageView() }

    // MARK: Configurations

    /// The content configuration shown instead of the classic labels.
    open var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationStorage }
        set { setContentConfiguration(newValue) }
    }
    /// The standard list configuration for this cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration { defaultListConfiguration() }
    /// Whether the content configuration is updated for each state change.
    open var automaticallyUpdatesContentConfiguration = true
    /// The background configuration (replaces `backgroundColor` and background views).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { backgroundConfigurationStorage = newValue; applyBackgroundConfiguration() }
    }
    /// Whether the background configuration is updated for each state change.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The cell's current state (selection, highlight, editing, swiping).
    open var configurationState: UICellConfigurationState { currentConfigurationState() }
    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() { updateConfigurationNow() }
    /// Updates the configurations for `state`; subclasses override to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    /// A closure run with the cell and its state whenever the state changes.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    // MARK: Accessory

    /// The standard accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A custom accessory view (wins over `accessoryType`).
    open var accessoryView: UIView? { didSet { oldValue?.removeFromSuperview(); updateAccessory() } }
    /// The accessory shown while editing.
    open var editingAccessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// The custom accessory view shown while editing.
    open var editingAccessoryView: UIView? { didSet { oldValue?.removeFromSuperview(); updateAccessory() } }

    // MARK: Selection and background

    /// How selection looks (`.default`: the gray selected background).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionLook(animated: false) } }
    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Selects or deselects, fading the selected background when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) { applySelected(selected, animated: animated) }
    /// Highlights or unhighlights, fading the selected background when `animated`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { applyHighlighted(highlighted, animated: animated) }
    var selectedStorage = false
    var highlightedStorage = false
    /// The view behind the content (nil: the background color shows).
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); installBackgroundViews() } }
    /// The view shown behind the content while selected or highlighted.
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); installBackgroundViews() } }
    /// The selected background while the table allows multiple selection.
    open var multipleSelectionBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); installBackgroundViews() } }
    /// The insets of the separator below the cell (left 16: UIKit's list margin).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? tableSeparatorInset }
        set { separatorInsetStorage = newValue; setNeedsLayout() }
    }
    var separatorInsetStorage: UIEdgeInsets?
    /// The table's separator inset, used until the cell sets its own.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// How focus changes the cell.
    open var focusStyle: FocusStyle = .default
    /// Whether the cell reacts to touches while being dragged.
    open var userInteractionEnabledWhileDragging = false

    // MARK: Editing and indentation

    /// Whether the cell shows its editing controls.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    var editingStorage = false
    /// Shows or hides the editing controls (sliding the content when `animated`).
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }
    /// The editing style of the row (from the table's delegate).
    open var editingStyle: EditingStyle { isEditing ? tableEditingStyle : .none }
    /// Whether the delete confirmation button is showing.
    open var showingDeleteConfirmation: Bool { deleteConfirmationButton != nil }
    /// Whether the content moves right while editing.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while editing (when the row can move).
    open var showsReorderControl = false { didSet { if isEditing { updateEditingControls(animated: false) } } }
    /// The indentation level of the content.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (10 points).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Called before the editing controls appear or disappear.
    open func willTransition(to state: StateMask) {}
    /// Called after the editing controls appeared or disappeared.
    open func didTransition(to state: StateMask) {}

    // MARK: Reuse and layout

    /// Called before the table hands the cell out again: clears highlight, selection,
    /// editing and swipe state (content is the data source's to reset).
    open func prepareForReuse() { resetForReuse() }

    /// Lays out background views, the content view, accessory, controls and separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// The height the cell needs at the offered width (self-sizing rows).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight(width: size.width)) }
}
