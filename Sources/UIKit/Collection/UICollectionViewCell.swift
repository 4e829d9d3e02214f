import CoreGraphics
import Foundation

/// One item of a collection view: a `contentView` for the content (or a content
/// configuration), background views for the normal and selected looks (or a background
/// configuration), and the selected and highlighted state the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content; add custom subviews here.
    public let contentView: UIView = CellContentView()
    var selectedStorage = false
    var highlightedStorage = false
    var contentConfigurationStorage: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    let configurationBackgroundView = UIView()
    /// How far the content is slid aside by an open swipe (positive: left).
    var swipeOffset: CGFloat = 0
    /// Storyboards: the segues a prototype cell performs when it is selected.
    package var segueTemplates: [IBSegueTemplate] = []

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    /// Decodes a cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)  // installs the parts and decodes the content (decodeArchivedParts)
        if contentView.superview !== self { setUpCell() }
        decodeCollectionViewCell(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UICollectionViewCell properties after the view's (see `UICollectionViewCell+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeCollectionViewCell(with: coder)
    }

    /// A cell's content view and backgrounds are its own parts: not archived as subviews
    /// (the content view's own subviews are, under `UIContentView`).
    package override func subviewsForArchiving() -> [UIView] { [] }
    package override func archivedPart(named name: Substring) -> UIView? { name == "contentView" ? contentView : nil }
    package override func archivedPartName(of part: UIView) -> String? { part === contentView ? "contentView" : nil }
    package override func decodeArchivedParts(from coder: NSCoder) { decodeCellParts(from: coder) }

    // MARK: State

    /// Whether the cell is selected (the collection view sets it).
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelectedState(newValue) }
    }
    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlightedState(newValue) }
    }

    // MARK: Backgrounds

    /// The view behind the content (nil: the background color shows).
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); installBackgroundViews() } }
    /// The view shown behind the content while selected or highlighted.
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); installBackgroundViews() } }

    // MARK: Configurations

    /// The content configuration shown in the content view.
    open var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationStorage }
        set { setContentConfiguration(newValue) }
    }
    /// Whether the content configuration is updated for each state change (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// The background configuration (replaces `backgroundColor` and the background views).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { backgroundConfigurationStorage = newValue; applyBackgroundConfiguration() }
    }
    /// Whether the background configuration is updated for each state change (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The cell's current state (selection, highlight, disabled).
    open var configurationState: UICellConfigurationState { currentConfigurationState() }
    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() { updateConfigurationNow() }
    /// Updates the configurations for `state`; subclasses override to restyle. The default
    /// runs `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    /// A closure run with the cell and its state whenever the state changes.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    // MARK: Reuse and layout

    /// Clears selection and highlight before the cell is handed out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        resetForReuse()
    }

    /// Lays out the background views and the content view to fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// The size the content view's constraints (or configuration) need at the offered size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize(size) }

    /// Called when a drag of the cell changes state; the default does nothing.
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}

    /// The states of a cell in a drag.
    public enum DragState: Int, Sendable { case none = 0, lifting, dragging }

    override var sizingView: UIView { contentView }
    override func selfSizingFit(_ size: CGSize, _ axes: UIAxis?) -> CGSize? {
        guard axes != nil, let view = configuredContentView else { return nil }
        return view.sizeThatFits(size)
    }
}
