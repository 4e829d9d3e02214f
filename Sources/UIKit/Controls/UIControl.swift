import CoreGraphics
import Foundation

/// The base class of controls: it turns a touch into tracking calls and control events
/// (touchDown… touchUpInside) sent to its targets and actions.
///
/// Target-action without the Objective-C runtime: `addTarget(self, action: Controller.didTap,
/// for: .touchUpInside)` takes a method reference (the target is held weakly, as UIKit does),
/// `addTarget(nil, action: Selector("copy:"), for:)` sends a selector up the responder chain,
/// and `addAction(UIAction { … }, for:)` runs a closure.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Control states (combinable).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the state.
        public let rawValue: UInt
        /// Creates a state from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available for app-defined states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Control events (combinable).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the events.
        public let rawValue: UInt
        /// Creates events from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (tap count above one) went down in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch was dragged within the control's bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch was dragged outside the control's bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch was dragged from outside into the control's bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch was dragged from inside out of the control's bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch was lifted inside the control's bounds.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch was lifted outside the control's bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled a touch in the control.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (for a button, a tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed in a text control being edited.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control because the user pressed Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All editing events of text controls.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits available for app-defined events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// All events.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of content.
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
    /// Vertical placement of content.
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }

    /// The registered actions, in order: (events, target-action) or (events, UIAction).
    package var controlActions: [ControlActionEntry] = []
    package var enabledFlag = true
    package var selectedFlag = false
    package var highlightedFlag = false
    /// The touch being tracked.
    package weak var trackingTouch: UITouch?
    /// The interaction showing the control's menu.
    package var contextMenuInteractionStorage: UIContextMenuInteraction?
    /// What menu actions get as `sender` instead of the control (a bar button item).
    package weak var menuActionSender: AnyObject?

    /// Whether the control is enabled (default true); disabled controls do not track.
    open var isEnabled: Bool {
        get { enabledFlag }
        set { setEnabledValue(newValue) }
    }

    /// An enabled control can take keyboard focus (Tab), as with Full Keyboard Access.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Whether the control is selected (default false).
    open var isSelected: Bool {
        get { selectedFlag }
        set { setSelectedValue(newValue) }
    }

    /// Whether the control is highlighted (set while a touch is inside during tracking).
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set { setHighlightedValue(newValue) }
    }

    /// The combined state.
    open var state: State { combinedState }

    /// Whether a touch is being tracked.
    open package(set) var isTracking: Bool = false

    /// Whether the tracked touch is inside the control's bounds extended by 70 points (UIKit's
    /// tolerance while tracking).
    open package(set) var isTouchInside: Bool = false

    /// Horizontal alignment of content (default `.center`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Vertical alignment of content (default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with leading/trailing resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment { resolvedHorizontalAlignment() }

    // MARK: Tracking

    /// A touch began in the control; return whether to keep tracking (default true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return whether to keep tracking (default true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended; the default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled; the default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking the touch (highlighting, touch-down events, `beginTracking`).
    /// Creates a UIControl with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a UIControl from an archive: the view's properties, then its own (see `UIControl+Coding.swift`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeControl(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIControl properties after the view's (see `UIControl+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeControl(with: coder)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesBegan(touches, with: event) }
    /// Continues tracking the touch (drag events, `continueTracking`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesMoved(touches, with: event) }
    /// Ends tracking the touch (touch-up events, `endTracking`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesEnded(touches, with: event) }
    /// Cancels tracking the touch (touch-cancel event, `cancelTracking`).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesCancelled(touches, with: event) }

    // MARK: Target-action

    /// Adds a selector action for `controlEvents`; a nil target sends it up the responder chain.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addEntry(.init(events: controlEvents, target: TargetActionEntry(target: target as AnyObject?, selector: action, invoke: nil)))
    }

    /// Removes actions of `target` (nil: all targets) named `action` (nil: all) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargetCore(target as AnyObject?, action: action, for: controlEvents)
    }

    /// The targets with actions (nil-targeted actions contribute `NSNull`).
    open var allTargets: Set<AnyHashable> { allTargetsCore() }

    /// The events that have actions.
    open var allControlEvents: Event { controlActions.reduce(Event()) { $0.union($1.events) } }

    /// The names of the actions of `target` for exactly `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        actionsCore(forTarget: target as AnyObject?, forControlEvent: controlEvent)
    }

    /// Adds a closure action (an action with the same identifier is replaced).
    open func addAction(_ action: UIAction, for controlEvents: Event) { addActionCore(action, for: controlEvents) }

    /// Removes a closure action for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) { removeActionCore(identifier: action.identifier, for: controlEvents) }

    /// Removes the closure action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActionCore(identifier: actionIdentifier, for: controlEvents)
    }

    /// Sends a selector action (through `UIApplication.sendAction`).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs a closure action with the control as sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends the actions of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) { sendActionsCore(for: controlEvents, with: nil) }

    // MARK: Menus

    /// Whether a tap shows the control's menu instead of sending its primary action
    /// (default false: a long press or a right click shows it).
    open var showsMenuAsPrimaryAction: Bool = false

    /// Whether the control shows a context menu (set when a button gets a `menu`).
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteractionStorage != nil }
        set { setContextMenuInteractionEnabled(newValue) }
    }

    /// The interaction showing the control's menu, while enabled.
    open var contextMenuInteraction: UIContextMenuInteraction? { contextMenuInteractionStorage }

    /// The configuration of the control's menu (default nil; a button returns its `menu`).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }

    /// The control's menu is about to show (default: nothing more to do).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {}

    /// The control's menu is about to close (default: nothing more to do).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {}
}

/// One registered control action.
package struct ControlActionEntry {
    package var events: UIControl.Event
    package var target: TargetActionEntry?
    package var action: UIAction?
    package init(events: UIControl.Event, target: TargetActionEntry? = nil, action: UIAction? = nil) {
        self.events = events
        self.target = target
        self.action = action
    }
}
