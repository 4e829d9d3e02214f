import CoreGraphics
import Foundation

/// A cell with list features: accessories beside the content (leading or trailing as
/// UIKit places them), indentation, a separator drawn by the cell, and the list
/// section's default content and background looks.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown beside the content view.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessoryViews() } }
    /// The indentation level (set from the section snapshot by diffable data sources).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (default 16).
    open var indentationWidth: CGFloat = 16 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation (default true).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// A guide whose leading edge is where the separator starts.
    open var separatorLayoutGuide: UILayoutGuide { listSeparatorGuide() }

    /// What the list section told the cell (nil outside list sections).
    var listInfo: CollectionListInfo?
    /// The background the cell set itself for its list appearance (replaced when the
    /// appearance changes, unless the user set another).
    var automaticBackground: UIBackgroundConfiguration?
    var accessoryViews: [(UICellAccessory, UIView)] = []
    package let separatorView = UIView()
    var separatorGuide: UILayoutGuide?
    var separatorGuideLeading: NSLayoutConstraint?
    /// Whether the item's children show (from the section snapshot).
    var isOutlineExpanded = false { didSet { if oldValue != isOutlineExpanded { refreshAccessoryState() } } }

    /// Creates a list cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    /// Decodes a list cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    /// The list's standard content for this cell: a cell, sidebar cell, header or footer
    /// configuration for the list's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration { listDefaultContent() }

    /// Whether the cell is selected; the multiselect accessory follows it.
    open override var isSelected: Bool { didSet { refreshAccessoryState() } }

    /// Takes the list section's information (separators, corners, default background).
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyListInfo(layoutAttributes.listInfo)
    }

    /// Lays out the accessories, the indented content view and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListCell()
    }

    /// The view showing `accessories[index]` (for tests).
    package func accessoryView(at index: Int) -> UIView? { index >= 0 && index < accessoryViews.count ? accessoryViews[index].1 : nil }

    override func selfSizingFit(_ size: CGSize, _ axes: UIAxis?) -> CGSize? { listSelfSizingFit(size, axes) }
}
