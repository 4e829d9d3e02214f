import CoreGraphics
import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item, a custom
/// view or a space; tapping it sends its action (its `primaryAction`, else `action` to
/// `target`, a nil target travelling the responder chain).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn.
    public enum Style: Int, Sendable {
        /// A plain item (the default).
        case plain = 0
        /// Deprecated on iOS 8: drawn as `.plain`.
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// The item that completes a task, drawn in a bold font.
        case done = 2
    }

    /// The system's items, with the system's titles (images are drawn as text glyphs).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated, message: "Not available since iOS 11")
        case pageCurl
        case close
    }

    /// The item's style.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of a fixed space, or of the item when positive (0: sized to fit).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// A view shown instead of a button (it gets the taps itself).
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The object that receives `action` (nil: the first responder that handles it).
    open var target: AnyObject? {
        get { targetActionStorage?.target }
        set { targetActionStorage = action.map { TargetActionEntry(target: newValue, selector: $0, invoke: nil) } }
    }
    /// The action sent when the item is tapped.
    open var action: Selector? {
        get { targetActionStorage?.selector }
        set {
            let current = targetActionStorage?.target
            targetActionStorage = newValue.map { TargetActionEntry(target: current, selector: $0, invoke: nil) }
        }
    }
    /// The action performed when the item is tapped (it wins over `target`/`action`;
    /// its title and image fill in the item's when those are unset).
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The item's menu: a tap shows it when the item has no `primaryAction` and no
    /// `action`; otherwise a long press or a right click does.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Titles the item may show, for sizing (kept as UIKit does; the width follows the title).
    open var possibleTitles: Set<String>?
    /// Whether the item is hidden from its bar (iOS 16).
    open var isHidden: Bool = false { didSet { itemDidChange() } }
    /// The tint of the item's title and image (nil: the bar's tint).
    open var tintColor: UIColor? { didSet { itemDidChange() } }

    /// The target and action (a selector or a method reference).
    package var targetActionStorage: TargetActionEntry?
    /// The system item the item was created from.
    package var systemItem: SystemItem?

    /// Creates a plain item with no title.
    public override init() { super.init() }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item showing `title`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setSelectorAction(target: target, action: action)
    }

    /// Creates an item showing `image`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setSelectorAction(target: target, action: action)
    }

    /// Creates a system item.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        applySystemItem(systemItem)
        setSelectorAction(target: target, action: action)
    }

    /// Creates a system item performing `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        applySystemItem(systemItem)
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title and/or an image performing `primaryAction`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// Creates an item performing `primaryAction`, showing its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item whose action is a method of `target`:
    /// `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Controller.edit)`.
    public convenience init<T: AnyObject, Sender>(title: String?, style: Style, target: T, action: @escaping (T) -> (Sender) -> Void) {
        self.init()
        self.title = title
        self.style = style
        targetActionStorage = .make(target, action)
    }

    /// Creates an image item whose action is a method of `target`.
    public convenience init<T: AnyObject, Sender>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> (Sender) -> Void) {
        self.init()
        self.image = image
        self.style = style
        targetActionStorage = .make(target, action)
    }

    /// Creates a system item whose action is a method of `target`.
    public convenience init<T: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping (T) -> (Sender) -> Void) {
        self.init()
        applySystemItem(systemItem)
        targetActionStorage = .make(target, action)
    }

    /// A space of `width` points between items of a toolbar.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes an equal share of the free width of a toolbar.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }
}
