import CoreGraphics
import Foundation
import QuartzCore

/// The keyboard focus of one window: Tab and Shift-Tab move it between the items that
/// can become focused (text fields and views, enabled controls), in reading order; a
/// focused text field becomes the first responder; Space or Return activates a focused
/// control; the focused view shows a focus ring.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// The window whose focus this is.
    package private(set) weak var window: UIWindow?
    private weak var focusedStorage: UIView?
    /// The ring drawn around the focused view.
    private let ring = CALayer()
    /// The environment that asked for a focus update, when one is pending.
    private weak var pendingEnvironment: (any UIFocusEnvironment)?

    package init(window: UIWindow) {
        self.window = window
        super.init()
        ring.borderWidth = Self.ringWidth
        ring.cornerRadius = 6
        ring.zPosition = 10_000
        ring.name = "focus ring"
    }

    /// The focus ring's width and its distance outside the focused view, in points.
    package static let ringWidth: CGFloat = 3
    package static let ringOutset: CGFloat = 3

    /// The focus system of the window containing `environment` (nil outside a window).
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var current: (any UIFocusEnvironment)? = environment
        var steps = 0
        while let env = current, steps < 10_000 {
            if let window = env as? UIWindow { return window.focusSystemCore }
            current = env.parentFocusEnvironment
            steps += 1
        }
        return nil
    }

    /// Whether `environment` is `otherEnvironment` or contains it.
    public static func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        var steps = 0
        while let env = current, steps < 10_000 {
            if env === environment { return true }
            current = env.parentFocusEnvironment
            steps += 1
        }
        return false
    }

    /// The item that has focus.
    open var focusedItem: (any UIFocusItem)? { focusedStorage }

    /// Asks for focus to be updated from `environment` (its preferred item, else its first
    /// focusable item) at the next `updateFocusIfNeeded()`.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
    }

    /// Performs a requested focus update now.
    open func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let target = preferredItem(in: environment) else { return }
        moveFocus(to: target, heading: [])
    }

    // MARK: Movement

    /// The first focusable view among `environment`'s preferences, else in its subtree.
    private func preferredItem(in environment: any UIFocusEnvironment) -> UIView? {
        var seen = 0
        func search(_ env: any UIFocusEnvironment) -> UIView? {
            seen += 1
            guard seen < 1_000 else { return nil }
            for preferred in env.preferredFocusEnvironments where preferred !== env {
                if let found = search(preferred) { return found }
            }
            if let view = env as? UIView {
                if Self.isFocusable(view) { return view }
                return focusableViews(in: view).first
            }
            return nil
        }
        return search(environment)
    }

    /// Whether `view` can take focus now: it says so, and it is visible and interactive.
    package static func isFocusable(_ view: UIView) -> Bool {
        guard view.canBecomeFocused, view.window != nil else { return false }
        var current: UIView? = view
        while let v = current {
            if v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled { return false }
            current = v.superview
        }
        return true
    }

    /// The focusable views under `root` in reading order: top to bottom, then left to right
    /// (frames in window coordinates; views whose tops are within 4 points share a row).
    package func focusableViews(in root: UIView) -> [UIView] {
        var found: [(view: UIView, frame: CGRect, order: Int)] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { continue }
            if view.canBecomeFocused, view.window != nil {
                found.append((view, view.convert(view.bounds, to: nil), found.count))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found.sorted { a, b in
            if abs(a.frame.minY - b.frame.minY) > 4 { return a.frame.minY < b.frame.minY }
            if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
            return a.order < b.order
        }.map(\.view)
    }

    /// Where Tab moves within: the topmost presented controller's view, else the window.
    private func scope() -> UIView? {
        guard let window else { return nil }
        var controller = window.rootViewController
        var top: UIView? = window
        var steps = 0
        while let presented = controller?.presentedViewController, steps < 100 {
            if presented.isViewLoaded, presented.view.window === window { top = presented.view }
            controller = presented
            steps += 1
        }
        return top
    }

    /// Moves focus to the next (or previous) focusable item; returns whether it moved.
    @discardableResult
    package func moveFocus(_ heading: UIFocusHeading) -> Bool {
        guard let root = scope() else { return false }
        let items = focusableViews(in: root)
        guard !items.isEmpty else { return false }
        let current = (UIApplication.firstResponderStorage as? UIView).flatMap { r in items.contains { $0 === r } ? r : nil } ?? focusedStorage
        let index = current.flatMap { c in items.firstIndex { $0 === c } }
        let next: UIView
        if heading.contains(.previous) {
            next = items[((index ?? 0) - 1 + items.count) % items.count]
        } else {
            next = index.map { items[($0 + 1) % items.count] } ?? items[0]
        }
        if next === current { return true }
        return moveFocus(to: next, heading: heading)
    }

    /// Moves focus to `item`, asking every environment containing either item first.
    @discardableResult
    package func moveFocus(to item: UIView?, heading: UIFocusHeading) -> Bool {
        let previous = focusedStorage
        guard previous !== item else { return true }
        let context = UIFocusUpdateContext(previous: previous, next: item, heading: heading)
        let environments = Self.environments(containing: [previous, item])
        for environment in environments where !environment.shouldUpdateFocus(in: context) { return false }
        focusedStorage = item
        if let field = item, field.canBecomeFirstResponder {
            _ = field.becomeFirstResponder()
        } else if let responder = UIApplication.firstResponderStorage, responder !== item {
            _ = responder.resignFirstResponder()
        }
        placeRing()
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.run()
        return true
    }

    /// The environments containing any of `items`, each once, innermost first.
    private static func environments(containing items: [UIView?]) -> [any UIFocusEnvironment] {
        var result: [any UIFocusEnvironment] = []
        for item in items.compactMap({ $0 }) {
            var current: (any UIFocusEnvironment)? = item
            var steps = 0
            while let env = current, steps < 10_000 {
                if !result.contains(where: { $0 === env }) { result.append(env) }
                current = env.parentFocusEnvironment
                steps += 1
            }
        }
        return result
    }

    /// Puts the focus ring around the focused view (removes it when nothing has focus).
    package func placeRing() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let view = focusedStorage, view.window === window else { ring.removeFromSuperlayer(); return }
        let outset = Self.ringOutset + Self.ringWidth
        ring.frame = view.bounds.insetBy(dx: -outset, dy: -outset)
        ring.borderColor = (view.tintColor ?? .systemBlue).cgColor
        if ring.superlayer !== view.layer { view.layer.addSublayer(ring) }
    }

    /// Whether the focus ring is shown, and the view it surrounds.
    package var ringHost: UIView? { ring.superlayer == nil ? nil : focusedStorage }

    /// Clears focus when the focused view left the window or can no longer be focused.
    package func validateFocus() {
        if let view = focusedStorage, view.window !== window || !Self.isFocusable(view) {
            moveFocus(to: nil, heading: [])
        }
    }

    // MARK: Keys

    /// Handles Tab and Shift-Tab (moving focus; a multiline text view keeps plain Tab,
    /// Control-Tab leaves it) and Space or Return on a focused control (activating it).
    package func handleKey(_ key: UIKey) -> Bool {
        validateFocus()
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        switch key.characters {
        case UIKeyCommand.inputTab:
            guard flags.isSubset(of: [.shift, .control]) else { return false }
            if let editor = UIApplication.firstResponderStorage as? TextEditingHost, editor.isMultilineEditor,
               !flags.contains(.control) { return false }
            return moveFocus(flags.contains(.shift) ? .previous : .next)
        case " ", UIKeyCommand.inputReturn:
            guard flags.isEmpty, let control = focusedStorage as? UIControl, !(control is TextEditingHost),
                  UIApplication.firstResponderStorage == nil, control.isEnabled else { return false }
            Self.activate(control)
            return true
        default:
            return false
        }
    }

    /// What a click does to `control`, from the keyboard.
    private static func activate(_ control: UIControl) {
        if let toggle = control as? UISwitch {
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        } else {
            control.sendActions(for: .touchUpInside)
            if control is UIControlPrimaryActionOnTap { control.sendActions(for: .primaryActionTriggered) }
        }
    }
}
