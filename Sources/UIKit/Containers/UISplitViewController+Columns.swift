import CoreGraphics
import Foundation

/// The width preferences of one column (each `automaticDimension` until set).
struct SplitColumnWidthPreference {
    var preferred = UISplitViewController.automaticDimension
    var fraction = UISplitViewController.automaticDimension
    var minimum = UISplitViewController.automaticDimension
    var maximum = UISplitViewController.automaticDimension

    /// The width in a split view `total` points wide: the preferred width, else the
    /// fraction of the total, else 320 points (UIKit's default sidebar and supplementary
    /// width; its classic maximum), clamped to the minimum (default 0) and maximum.
    func resolved(in total: CGFloat) -> CGFloat {
        let auto = UISplitViewController.automaticDimension
        var width: CGFloat = 320
        if preferred != auto { width = preferred } else if fraction != auto { width = fraction * total }
        if minimum != auto { width = max(width, minimum) }
        if maximum != auto { width = min(width, maximum) }
        return max(0, min(width, total)).rounded()
    }
}

/// The width preferences of the primary and supplementary columns.
package struct SplitWidthPreferences {
    var primary = SplitColumnWidthPreference()
    var supplementary = SplitColumnWidthPreference()
}

extension UISplitViewController {
    /// The columns this style has.
    package var existingColumns: [Column] {
        switch style {
        case .tripleColumn: return [.primary, .supplementary, .secondary, .compact]
        default: return [.primary, .secondary, .compact]
        }
    }

    /// Implements `viewControllers`.
    package func viewControllersCore() -> [UIViewController] {
        guard style != .unspecified else { return classicControllers }
        return [Column.primary, .supplementary, .secondary].compactMap { columnNavigation[$0] }
    }

    /// Implements the `viewControllers` setter: the classic style's primary and secondary.
    package func setClassicViewControllers(_ controllers: [UIViewController]) {
        guard style == .unspecified else {
            UIView.log("UISplitViewController: setting viewControllers on a column-style split view controller is not supported; use setViewController(_:for:)")
            return
        }
        if controllers.count > 2 { UIView.log("UISplitViewController: viewControllers holds \(controllers.count) controllers; only the first two are used") }
        let kept = Array(controllers.prefix(2))
        for old in classicControllers where !kept.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for controller in kept where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        classicControllers = kept
        collapseRecord = nil
        collapsedStorage = false
        viewIfLoaded?.setNeedsLayout()
    }

    /// Implements `setViewController(_:for:)`.
    package func setColumnController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIView.log("UISplitViewController: setViewController(_:for:) does not apply to a classic split view controller; use viewControllers")
            return
        }
        guard existingColumns.contains(column) else {
            UIView.log("UISplitViewController: a \(style == .doubleColumn ? "double" : "triple")-column split view controller has no \(column) column; setViewController ignored")
            return
        }
        let previous = columnNavigation[column]
        // While collapsed, the controllers the old primary stack carried for the other columns move over.
        var carried: [UIViewController] = []
        if collapsedStorage, column == .primary, let previous, let record = collapseRecord, !record.usesCompactColumn {
            carried = Array(previous.stack.dropFirst(min(record.primaryCount, previous.stack.count)))
            previous.adoptStack(Array(previous.stack.prefix(record.primaryCount)))
        }
        if let old = previous {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columnControllers[column] = vc
        guard let vc else {
            columnNavigation[column] = nil
            viewIfLoaded?.setNeedsLayout()
            return
        }
        let nav: UINavigationController
        if let given = vc as? UINavigationController {
            nav = given
        } else {
            nav = vc.parentStorage as? UINavigationController ?? UINavigationController(rootViewController: vc)
            if nav.stack.first !== vc { nav.setViewControllers([vc], animated: false) }
        }
        columnNavigation[column] = nav
        addChild(nav)
        nav.didMove(toParent: self)
        if collapsedStorage, column != .compact {
            if column == .primary {
                collapseRecord?.primaryCount = nav.stack.count
                nav.adoptStack(nav.stack + carried)
            } else {
                replaceCollapsedColumn(column, with: nav)
            }
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Implements `viewController(for:)`.
    package func columnControllerCore(_ column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : collapseRecord?.classicSecondary
            default: return nil
            }
        }
        return columnControllers[column]
    }

    /// Stores a width preference, refusing NaN and infinite values and fractions outside 0...1.
    package func setWidthPreference(_ key: WritableKeyPath<SplitWidthPreferences, CGFloat>, _ value: CGFloat, _ name: String) {
        if value != Self.automaticDimension {
            guard value.isFinite, value >= 0 else {
                UIView.log("UISplitViewController.\(name) = \(value) rejected: use a finite, non-negative width or UISplitViewController.automaticDimension")
                return
            }
            if name.hasSuffix("Fraction"), value > 1 {
                UIView.log("UISplitViewController.\(name) = \(value) rejected: a fraction is between 0 and 1")
                return
            }
        }
        widthPreferences[keyPath: key] = value
        viewIfLoaded?.setNeedsLayout()
    }

    /// The primary and supplementary widths for the split view's current width.
    package func resolvedColumnWidths() -> (primary: CGFloat, supplementary: CGFloat) {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let primary = widthPreferences.primary.resolved(in: total)
        let supplementary = style == .tripleColumn ? widthPreferences.supplementary.resolved(in: max(0, total - primary)) : 0
        return (primary, supplementary)
    }

    /// The split behavior in effect: the preferred one, else tile in a window wider than
    /// tall, else overlay (two columns) or displace (three), as iPadOS in portrait.
    package var resolvedSplitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let size = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        if size.width > size.height { return .tile }
        return style == .tripleColumn ? .displace : .overlay
    }

    /// The display mode `mode` stands for in this style and behavior (`.automatic`
    /// resolved; modes showing two sidebars become one-sidebar modes in two columns).
    package func resolvedDisplayMode(_ mode: DisplayMode) -> DisplayMode {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic:
            switch resolvedSplitBehavior {
            case .overlay: return .secondaryOnly
            case .displace: return .oneBesideSecondary
            default: return triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? mode : .oneBesideSecondary
        case .twoOverSecondary: return triple ? mode : .oneOverSecondary
        default: return mode
        }
    }

    /// The columns a display mode shows (besides or over the secondary).
    package func visibleColumns(in mode: DisplayMode) -> Set<Column> {
        let triple = style == .tripleColumn
        switch mode {
        case .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [triple ? .supplementary : .primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
        case .automatic: return visibleColumns(in: resolvedDisplayMode(.automatic))
        }
    }

    /// Implements the `preferredDisplayMode` setter: a shown mode chosen by `show`/`hide` is forgotten.
    package func setPreferredDisplayMode(_ mode: DisplayMode) {
        preferredDisplayModeStorage = mode
        displayModeOverride = nil
        applyDisplayMode(animated: false)
    }

    /// Implements `show(_:)`.
    package func showColumnCore(_ column: Column) {
        guard existingColumns.contains(column), style != .unspecified || column == .primary || column == .secondary else {
            UIView.log("UISplitViewController.show(_:): this split view controller has no \(column) column; ignored")
            return
        }
        if collapsedStorage {
            showColumnWhileCollapsed(column)
            return
        }
        guard column != .compact else { return }
        let behavior = resolvedSplitBehavior
        let triple = style == .tripleColumn
        let current = displayModeStorage
        guard !visibleColumns(in: current).contains(column) || (column == .secondary && isOverlayMode(current)) else { return }
        let target: DisplayMode
        switch column {
        case .primary:
            switch behavior {
            case .overlay: target = triple ? .twoOverSecondary : .oneOverSecondary
            case .displace: target = triple ? .twoDisplaceSecondary : .oneBesideSecondary
            default: target = triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .supplementary: target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default: target = isOverlayMode(current) ? .secondaryOnly : current
        }
        displayModeOverride = target
        applyDisplayMode(animated: true)
    }

    /// Implements `hide(_:)`.
    package func hideColumnCore(_ column: Column) {
        guard existingColumns.contains(column), column != .compact, style != .unspecified || column == .primary else {
            UIView.log("UISplitViewController.hide(_:): this split view controller has no \(column) column to hide; ignored")
            return
        }
        guard column != .secondary else {
            UIView.log("UISplitViewController.hide(_:): the secondary column cannot be hidden; ignored")
            return
        }
        guard !collapsedStorage, visibleColumns(in: displayModeStorage).contains(column) else { return }
        let target: DisplayMode
        if column == .primary, style == .tripleColumn {
            target = isOverlayMode(displayModeStorage) ? .oneOverSecondary : .oneBesideSecondary
        } else {
            target = .secondaryOnly
        }
        displayModeOverride = target
        applyDisplayMode(animated: true)
    }

    /// Whether the sidebar columns of `mode` lie over the secondary.
    package func isOverlayMode(_ mode: DisplayMode) -> Bool { mode == .oneOverSecondary || mode == .twoOverSecondary }

    /// Makes the display-mode button: it shows the sidebar when hidden and hides it otherwise.
    package func makeDisplayModeButtonItem() -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.image = UIImage(systemName: "sidebar.left")
        item.title = item.image == nil ? "Sidebar" : nil
        item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { [weak self] _ in
            self?.toggleSidebar()
        }
        item.isHidden = !displayModeButtonShows
        return item
    }

    /// The display-mode button's action.
    package func toggleSidebar() {
        if visibleColumns(in: displayModeStorage).contains(.primary) { hide(.primary) } else { show(.primary) }
    }

    /// Implements `show(_:sender:)`: the delegate, else the primary column (classic:
    /// the primary controller is replaced; collapsed: pushed on the stack).
    package func splitShowPrimary(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if style == .unspecified {
            if collapsedStorage, let nav = classicControllers.first as? UINavigationController {
                nav.pushViewController(vc, animated: true)
                return
            }
            var controllers = classicControllers
            if controllers.isEmpty { controllers = [vc] } else { controllers[0] = vc }
            viewControllers = controllers
            return
        }
        if collapsedStorage, let nav = collapsedNavigation {
            nav.pushViewController(vc, animated: true)
            return
        }
        setViewController(vc, for: .primary)
    }

    /// Implements `showDetailViewController(_:sender:)`: the delegate, else the secondary
    /// column (collapsed: pushed on the collapsed stack).
    package func splitShowDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            if let nav = collapsedNavigation {
                nav.pushViewController(vc, animated: true)
            } else {
                classicControllers.first?.show(vc, sender: sender)
            }
            return
        }
        if style == .unspecified {
            viewControllers = [classicControllers.first, vc].compactMap { $0 }
            return
        }
        setViewController(vc, for: .secondary)
        if isOverlayMode(displayModeStorage) { show(.secondary) }
    }

    /// A navigation controller of a column sends `show(_:sender:)` here while expanded:
    /// from the primary (or supplementary) column the controller is pushed on the next
    /// column's stack; returns false when the push stays in `nav`.
    package func routeShow(_ vc: UIViewController, from nav: UINavigationController) -> Bool {
        guard style != .unspecified, !collapsedStorage else { return false }
        let next: Column
        if nav === columnNavigation[.primary] {
            next = style == .tripleColumn ? .supplementary : .secondary
        } else if nav === columnNavigation[.supplementary] {
            next = .secondary
        } else {
            return false
        }
        guard let target = columnNavigation[next] else {
            setViewController(vc, for: next)
            return true
        }
        target.pushViewController(vc, animated: target.forwardsAppearance)
        if !visibleColumns(in: displayModeStorage).contains(next) || (next == .secondary && isOverlayMode(displayModeStorage)) {
            show(next)
        }
        return true
    }
}

extension UIViewController {
    /// The nearest split view controller among the controller's ancestors.
    public var splitViewController: UISplitViewController? {
        var ancestor = parentStorage
        while let controller = ancestor {
            if let split = controller as? UISplitViewController { return split }
            ancestor = controller.parentStorage
        }
        return nil
    }
}
