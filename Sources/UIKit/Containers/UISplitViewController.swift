import CoreGraphics
import Foundation

/// A container showing two or three columns side by side in a wide window (a list, an
/// optional supplementary list, and the detail), which collapses into one navigation
/// stack when the window becomes compact-width and expands again when it grows.
///
/// Column-style controllers (`init(style:)` with `.doubleColumn` or `.tripleColumn`)
/// wrap each column's controller in a navigation controller, as UIKit does; the classic
/// style (`.unspecified`) shows `viewControllers` (primary, secondary) as given.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout of a split view controller.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` holds the primary and secondary controllers.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// The columns of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or list).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the columns while collapsed.
        case compact = 3
    }

    /// How the columns are arranged.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller decides from its size and split behavior.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (primary, or supplementary in a triple-column interface) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the full-width secondary.
        case oneOverSecondary = 3
        /// The primary and supplementary beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary over the full-width secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary push the secondary partly off screen.
        case twoDisplaceSecondary = 6

        /// UIKit's pre-iOS 14 name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// UIKit's pre-iOS 14 name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// UIKit's pre-iOS 14 name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the columns share the width when not all fit.
    public enum SplitBehavior: Int, Sendable {
        /// Decided from the size: tile in a landscape window, else overlay (two columns) or displace (three).
        case automatic = 0
        /// The columns sit side by side.
        case tile = 1
        /// The sidebar columns slide over the secondary.
        case overlay = 2
        /// The sidebar columns push the secondary partly off screen.
        case displace = 3
    }

    /// The value that asks for the system's choice of a width: `-CGFloat.greatestFiniteMagnitude`, as UIKit's.
    nonisolated public static let automaticDimension: CGFloat = -.greatestFiniteMagnitude

    /// The interface style given at creation.
    public let style: Style
    /// The delegate.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The navigation controllers wrapping the column-style columns' controllers.
    package var columnNavigation: [Column: UINavigationController] = [:]
    /// The controllers set for each column (unwrapped), column style.
    package var columnControllers: [Column: UIViewController] = [:]
    /// The classic style's controllers (primary, secondary).
    package var classicControllers: [UIViewController] = []
    /// The display mode asked for.
    package var preferredDisplayModeStorage: DisplayMode = .automatic
    /// The display mode shown.
    package var displayModeStorage: DisplayMode = .secondaryOnly
    /// The display mode `show(_:)`/`hide(_:)` chose (nil: the preferred one resolved).
    package var displayModeOverride: DisplayMode?
    /// Whether the display mode was resolved once (the first layout does not animate).
    package var hasResolvedDisplayMode = false
    /// Whether the interface is collapsed into one stack.
    package var collapsedStorage = false
    /// What the expanded interface held when it collapsed (to separate it again).
    package var collapseRecord: SplitCollapseRecord?
    /// The column widths asked for (each `automaticDimension` until set).
    package var widthPreferences = SplitWidthPreferences()
    /// The display-mode change animating now (its number).
    package var displayModeAnimation = 0
    /// The bar item that shows or hides the sidebar.
    package lazy var displayModeButtonItemStorage: UIBarButtonItem = makeDisplayModeButtonItem()
    /// The bar item toggling `.secondaryOnly` (`showsSecondaryOnlyButton`).
    package lazy var secondaryOnlyButtonItemStorage: UIBarButtonItem = makeSecondaryOnlyButtonItem()
    /// Whether the secondary-only button shows its "collapse" look (nil: not drawn yet).
    package var secondaryOnlyButtonShowsExpanded: Bool?
    /// The display mode the secondary-only button left (restored when pressed again).
    package var modeBeforeSecondaryOnly: DisplayMode?
    /// The swipe that shows and hides the primary column (`presentsWithGesture`).
    package lazy var presentationGesture: SplitPresentationGestureRecognizer = makePresentationGesture()
    /// Lets the presentation gesture begin only where it applies.
    lazy var presentationGestureGate = SplitPresentationGestureGate(split: self)

    /// Creates a column-style (or, with `.unspecified`, classic) split view controller.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller from an archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The view: the columns' views, laid out for the display mode.
    open override func loadView() { view = makeSplitContainerView() }

    /// The classic style's controllers (primary, then secondary); in a column style the
    /// navigation controllers of the columns that have a controller.
    open var viewControllers: [UIViewController] {
        get { viewControllersCore() }
        set { setClassicViewControllers(newValue) }
    }

    /// Puts `vc` in `column` (column styles): wrapped in a navigation controller unless it is one.
    open func setViewController(_ vc: UIViewController?, for column: Column) { setColumnController(vc, for: column) }

    /// The controller set for `column` (the controller given, not its navigation controller).
    open func viewController(for column: Column) -> UIViewController? { columnControllerCore(column) }

    /// Shows `column`, moving to the nearest display mode that shows it.
    open func show(_ column: Column) { showColumnCore(column) }

    /// Hides `column`, moving to the nearest display mode without it.
    open func hide(_ column: Column) { hideColumnCore(column) }

    /// The display mode asked for (`.automatic`: decided from the size).
    open var preferredDisplayMode: DisplayMode {
        get { preferredDisplayModeStorage }
        set { setPreferredDisplayMode(newValue) }
    }

    /// The display mode shown now.
    open var displayMode: DisplayMode { displayModeStorage }

    /// The split behavior asked for.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The split behavior in effect.
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior }

    /// Whether the columns collapsed into one navigation stack (a compact-width window).
    open var isCollapsed: Bool { collapsedStorage }

    /// Whether a swipe shows and hides the primary column when it overlays or displaces
    /// the secondary (default true): a swipe to the trailing side from the leading edge
    /// shows it, a swipe to the leading side hides it. Not used in the tile behavior.
    open var presentsWithGesture: Bool = true {
        didSet {
            presentationGesture.isEnabled = presentsWithGesture
            updateDisplayModeButtonVisibility()
        }
    }

    /// Constants that determine the visibility of the display mode button.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// Shown unless `presentsWithGesture` is false (the default).
        case automatic = 0
        /// Never shown.
        case never = 1
        /// Shown even when `presentsWithGesture` is false.
        case always = 2
    }

    /// Whether `displayModeButtonItem` shows (hidden items take no room in their bar).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { updateDisplayModeButtonVisibility() }
    }

    /// Whether the secondary column's navigation bar shows a button that toggles the
    /// display mode to and from `.secondaryOnly` (triple-column style only; default false).
    open var showsSecondaryOnlyButton: Bool = false { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The preferred width of the primary column in points (`automaticDimension`: from the fraction).
    open var preferredPrimaryColumnWidth: CGFloat {
        get { widthPreferences.primary.preferred }
        set { setWidthPreference(\.primary.preferred, newValue, "preferredPrimaryColumnWidth") }
    }
    /// The preferred width of the primary column as a fraction of the split view's width.
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { widthPreferences.primary.fraction }
        set { setWidthPreference(\.primary.fraction, newValue, "preferredPrimaryColumnWidthFraction") }
    }
    /// The narrowest the primary column may be.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { widthPreferences.primary.minimum }
        set { setWidthPreference(\.primary.minimum, newValue, "minimumPrimaryColumnWidth") }
    }
    /// The widest the primary column may be.
    open var maximumPrimaryColumnWidth: CGFloat {
        get { widthPreferences.primary.maximum }
        set { setWidthPreference(\.primary.maximum, newValue, "maximumPrimaryColumnWidth") }
    }
    /// The width the primary column has.
    open var primaryColumnWidth: CGFloat { resolvedColumnWidths().primary }

    /// The preferred width of the supplementary column in points.
    open var preferredSupplementaryColumnWidth: CGFloat {
        get { widthPreferences.supplementary.preferred }
        set { setWidthPreference(\.supplementary.preferred, newValue, "preferredSupplementaryColumnWidth") }
    }
    /// The preferred width of the supplementary column as a fraction of the split view's width.
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { widthPreferences.supplementary.fraction }
        set { setWidthPreference(\.supplementary.fraction, newValue, "preferredSupplementaryColumnWidthFraction") }
    }
    /// The narrowest the supplementary column may be.
    open var minimumSupplementaryColumnWidth: CGFloat {
        get { widthPreferences.supplementary.minimum }
        set { setWidthPreference(\.supplementary.minimum, newValue, "minimumSupplementaryColumnWidth") }
    }
    /// The widest the supplementary column may be.
    open var maximumSupplementaryColumnWidth: CGFloat {
        get { widthPreferences.supplementary.maximum }
        set { setWidthPreference(\.supplementary.maximum, newValue, "maximumSupplementaryColumnWidth") }
    }
    /// The width the supplementary column has.
    open var supplementaryColumnWidth: CGFloat { resolvedColumnWidths().supplementary }

    /// A bar item that shows the sidebar when it is hidden and hides it otherwise (put it
    /// in the secondary controller's navigation item).
    open var displayModeButtonItem: UIBarButtonItem { displayModeButtonItemStorage }

    /// Shows `vc` as the primary controller (classic) or in the primary column; the
    /// delegate's `splitViewController(_:show:sender:)` may handle it instead.
    open override func show(_ vc: UIViewController, sender: Any?) { splitShowPrimary(vc, sender: sender) }

    /// Shows `vc` in the secondary column (pushed on the collapsed stack when collapsed);
    /// the delegate's `splitViewController(_:showDetail:sender:)` may handle it instead.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { splitShowDetail(vc, sender: sender) }
}
