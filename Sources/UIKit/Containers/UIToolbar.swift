import CoreGraphics
import Foundation

/// The delegate of a toolbar (its position).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of `UIBarButtonItem`s, 44 points tall: buttons sized to fit, fixed spaces of
/// their width and flexible spaces sharing what is left. Under a navigation controller its
/// background extends down through the bottom safe area.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's delegate.
    open weak var delegate: UIToolbarDelegate?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent.
    open var isTranslucent: Bool = true
    /// The background tint (wins over the appearance's background color).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The appearance of the toolbar.
    open var standardAppearance = UIToolbarAppearance() { didSet { standardAppearance.observers.add(self); setNeedsLayout() } }
    /// The appearance when content is scrolled to the bottom edge (nil: the standard one).
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsLayout() } }
    /// The appearance in a compact-height bar.
    open var compactAppearance: UIToolbarAppearance? { didSet { setNeedsLayout() } }

    /// The items shown, left to right.
    package var itemStorage: [UIBarButtonItem] = []
    /// The views shown for the items.
    package var itemViews: [(UIBarButtonItem, UIView)] = []
    /// Whether the item views need rebuilding.
    package var itemsAreStale = false
    /// The items whose changes rebuild the views, hidden ones included.
    package var observedItems: [UIBarButtonItem] = []
    /// The background (color, image, hairline at the top).
    let backgroundView = BarBackgroundView()
    /// Whether a navigation controller manages the bar (its background extends down).
    package var isManaged = false

    /// Creates an empty toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// Creates a toolbar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemStorage = items ?? []
        itemsAreStale = true
        setNeedsLayout()
    }

    /// `.bottom` under a navigation controller, else what the delegate says.
    open var barPosition: UIBarPosition { isManaged ? .bottom : (delegate?.position(for: self) ?? .any) }

    /// 44 points tall at the proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.height) }

    /// The bar's height; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.height) }

    /// Lays the items out along the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutToolbarContent()
    }

    /// Rebuilds the item views in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsAreStale = true
        setNeedsLayout()
    }
}

extension UIToolbar {
    /// A toolbar's height: 44 points, as the navigation bar's row.
    package static let height: CGFloat = 44

    /// Adds the background once.
    package func setUpToolbar() {
        backgroundView.shadowAtTop = true
        addSubview(backgroundView)
        standardAppearance.observers.add(self)
    }

    /// Rebuilds the item views when stale, then places them: margins of 16 points, 8
    /// between items, flexible spaces sharing the free width equally.
    package func layoutToolbarContent() {
        backgroundView.apply(scrollEdgeAppearance ?? standardAppearance)
        if let barTintColor { backgroundView.backgroundColor = barTintColor }
        let below = isManaged ? max(0, (superview?.bounds.height ?? bounds.height) - frame.maxY) : 0
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + below)
        if itemsAreStale { rebuildToolbarItemViews() }
        let margin: CGFloat = 16, spacing: CGFloat = 8, h = bounds.height
        var sizes: [CGSize] = []
        var fixed: CGFloat = 0
        var flexibleCount = 0
        for (item, view) in itemViews {
            if item.systemItem == .flexibleSpace { flexibleCount += 1; sizes.append(.zero); continue }
            let size = item.systemItem == .fixedSpace ? CGSize(width: item.width, height: 0) : barItemSize(item, view: view, height: h)
            sizes.append(size)
            fixed += size.width
        }
        let gaps = CGFloat(max(0, itemViews.count - 1)) * spacing
        let free = max(0, bounds.width - 2 * margin - fixed - gaps)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = margin
        for (index, (item, view)) in itemViews.enumerated() {
            var size = sizes[index]
            if item.systemItem == .flexibleSpace { size.width = flexibleWidth }
            if !item.isSpace {
                view.frame = CGRect(x: x, y: (h - size.height) / 2, width: size.width, height: size.height)
            }
            x += size.width + spacing
        }
    }

    /// Replaces the item views with views for the items.
    package func rebuildToolbarItemViews() {
        itemsAreStale = false
        let key = ObjectIdentifier(self)
        for item in observedItems { item.changeHandlers[key] = nil }
        for (_, view) in itemViews where view.superview === self { view.removeFromSuperview() }
        itemViews = itemStorage.filter { !$0.isHidden }.map { item in
            (item, item.isSpace ? UIView() : barItemView(for: item, titleAttributes: [:]))
        }
        for (item, view) in itemViews where !item.isSpace { addSubview(view) }
        // Hidden items are observed too, so showing one again rebuilds the toolbar.
        observedItems = itemStorage
        for item in observedItems {
            item.changeHandlers[key] = { [weak self] in
                self?.itemsAreStale = true
                self?.setNeedsLayout()
            }
        }
    }
}
