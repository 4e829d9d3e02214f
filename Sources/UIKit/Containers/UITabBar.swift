import CoreGraphics
import Foundation

/// The delegate of a tab bar: hears which item the user selected.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The look of a tab bar.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// A copy of the appearance.
    open override func copy() -> Any { MainActor.assumeIsolated { UITabBarAppearance(barAppearance: self) } }
}

/// A bar of tab items, 49 points tall (plus the bottom safe area under a tab bar
/// controller): equal-width buttons with an image over a title, the selected one in the
/// tint color; tapping one selects it.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The delegate (a tab bar controller's bar answers to the controller).
    open weak var delegate: UITabBarDelegate?
    /// The color of unselected items (nil: system gray).
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsItemsRebuild() } }
    /// The background tint (wins over the appearance's background color).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent.
    open var isTranslucent: Bool = true
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// The bar's appearance.
    open var standardAppearance = UITabBarAppearance() { didSet { standardAppearance.observers.add(self); setNeedsLayout() } }
    /// The appearance when content is scrolled to the bottom edge (nil: the standard one).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsLayout() } }

    /// The items, left to right.
    package var itemStorage: [UITabBarItem] = []
    /// The selected item.
    package weak var selectedItemStorage: UITabBarItem?
    /// The buttons shown for the items.
    package var buttons: [TabBarButton] = []
    /// Whether the buttons need rebuilding.
    package var buttonsAreStale = false
    /// The background (color, image, hairline at the top).
    let backgroundView = BarBackgroundView()
    /// The tab bar controller managing the bar (taps go to it).
    package weak var managingController: UITabBarController?

    /// Creates an empty tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTabBar()
    }

    /// Creates a tab bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTabBar()
    }

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (the selection is kept when still among them).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemStorage = items ?? []
        if let selected = selectedItemStorage, !itemStorage.contains(where: { $0 === selected }) { selectedItemStorage = nil }
        setNeedsItemsRebuild()
    }

    /// The selected item; setting it shows the selection without telling the delegate.
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            if let newValue, !itemStorage.contains(where: { $0 === newValue }) {
                UIView.log("UITabBar: selectedItem is not one of the bar's items; selection unchanged")
                return
            }
            selectedItemStorage = newValue
            updateButtonSelection()
        }
    }

    /// 49 points tall at the proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.height + safeAreaInsets.bottom) }

    /// Lays out the buttons in equal widths.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTabBarContent()
    }

    /// Recolors the buttons.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtonSelection()
    }
}
