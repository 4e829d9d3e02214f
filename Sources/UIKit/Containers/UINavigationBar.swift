import CoreGraphics
import Foundation

/// The delegate of a standalone navigation bar: it may refuse pushes and pops and hears
/// about them. (A navigation controller manages its own bar.)
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed (default true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped, by code or the back button (default true).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A bar showing a stack of `UINavigationItem`s: the top item's title (large when the bar
/// prefers large titles), its bar button items, and a back button titled after the item
/// below, which pops the top item when tapped. 44 points tall, 96 with a large title,
/// 30 more with a prompt.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The bar's delegate (a navigation controller's bar answers to the controller).
    open weak var delegate: UINavigationBarDelegate?
    /// Whether the top item's title may be shown large (iOS 11).
    open var prefersLargeTitles: Bool = false { didSet { itemsDidChange() } }
    /// Whether the bar is translucent (content scrolls under it).
    open var isTranslucent: Bool = true
    /// The bar's style.
    open var barStyle: UIBarStyle = .default { didSet { itemsDidChange() } }
    /// The background tint (pre-iOS 13 styling; wins over the appearance's background color).
    open var barTintColor: UIColor? { didSet { itemsDidChange() } }
    /// The title's text attributes (pre-iOS 13 styling).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// The large title's text attributes (pre-iOS 13 styling).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// The appearance of a bar of standard height.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { observe(standardAppearance); itemsDidChange() }
    }
    /// The appearance while the content is scrolled to its top edge (nil: the standard
    /// appearance with a transparent background, as on iOS 15).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance.map(observe); itemsDidChange() }
    }
    /// The appearance of a compact-height bar.
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }
    /// The chevron image (pre-iOS 13 styling).
    open var backIndicatorImage: UIImage?
    /// The chevron's transition mask (pre-iOS 13 styling).
    open var backIndicatorTransitionMaskImage: UIImage?

    /// The item stack, bottom first.
    package var itemStack: [UINavigationItem] = []
    /// The navigation controller managing the bar (weak).
    package weak var managingController: UINavigationController?
    /// Whether the content below is scrolled to its top edge (selects `scrollEdgeAppearance`).
    package var isAtScrollEdge = true {
        didSet {
            guard oldValue != isAtScrollEdge else { return }
            setNeedsLayout()
            // A search bar that hides when scrolling changes the bar's height.
            if topItem?.searchController != nil, topItem?.hidesSearchBarWhenScrolling == true { itemsDidChange() }
        }
    }
    /// The search bar shown under the title row (the top item's search controller's).
    package var shownSearchBar: UISearchBar?
    /// The content views, rebuilt when the items change.
    package let backgroundView = BarBackgroundView()
    package let backButton = BackButtonControl()
    package let titleLabel = UILabel()
    package let largeTitleLabel = UILabel()
    package let promptLabel = UILabel()
    package var leftViews: [(UIBarButtonItem, UIView)] = []
    /// Items a container puts at the leading side before the top item's left items (a
    /// split view controller's secondary-only button); they never hide the back button.
    package var leadingSystemItems: [UIBarButtonItem] = [] { didSet { itemsDidChange() } }
    package var rightViews: [(UIBarButtonItem, UIView)] = []
    /// The items whose changes rebuild the bar (shown and hidden ones).
    package var observedItems: [UIBarButtonItem] = []
    package var shownTitleView: UIView?
    /// Whether the views need rebuilding from the items.
    package var contentIsStale = true

    /// Creates an empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    /// The items, bottom first.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top.
    open var topItem: UINavigationItem? { itemStack.last }

    /// The item below the top one (the back button's).
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refuseIfManaged("setItems") else { return }
        setItemsCore(items ?? [])
    }

    /// Pushes `item` on top (the delegate may refuse).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("pushItem") else { return }
        pushItemCore(item)
    }

    /// Pops the top item and returns it (the delegate may refuse; nil when empty).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("popItem") else { return nil }
        return popItemCore()
    }

    /// `.topAttached` under a navigation controller (the background extends up under the
    /// status bar), else what the delegate says.
    open var barPosition: UIBarPosition {
        if managingController != nil { return .topAttached }
        return delegate?.position(for: self) ?? .any
    }

    /// The bar's height for its items (the width is the proposed width).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The bar's height; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// Rebuilds the content views when items changed, then lays them out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBarContent()
    }

    /// Rebuilds the item views in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentIsStale = true
        setNeedsLayout()
    }
}

/// The style of a bar (pre-iOS 13 styling).
public enum UIBarStyle: Int, Sendable {
    /// Light background, dark text.
    case `default` = 0
    /// Dark background, light text.
    case black = 1
}
