import CoreGraphics
import Foundation

/// What a split view controller moved when it collapsed, to put it back when it expands.
@MainActor
package final class SplitCollapseRecord {
    /// The compact column's controller is shown instead of the columns.
    var usesCompactColumn = false
    /// How many controllers at the bottom of the collapsed stack came from the primary column.
    var primaryCount = 0
    /// How many came next from the supplementary column (0 when it was not moved).
    var supplementaryCount = 0
    var movedSupplementary = false
    /// Whether the secondary column's controllers were moved onto the stack.
    var movedSecondary = false
    /// Classic style: the secondary controller the collapse took away.
    var classicSecondary: UIViewController?
}

extension UISplitViewController {
    /// The navigation controller showing the collapsed interface: the compact column's,
    /// else the primary column's (classic: the primary controller when it is one).
    package var collapsedNavigation: UINavigationController? {
        guard collapsedStorage else { return nil }
        if style == .unspecified { return classicControllers.first as? UINavigationController }
        if collapseRecord?.usesCompactColumn == true { return columnNavigation[.compact] }
        return columnNavigation[.primary]
    }

    /// The controller whose view fills the collapsed interface.
    package var collapsedContainer: UIViewController? {
        if style == .unspecified { return classicControllers.first }
        return collapsedNavigation
    }

    /// Collapses in a compact-width window and expands in a regular-width one (the
    /// horizontal size class of the window, see `UIUserInterfaceSizeClass.regularWindowWidth`).
    package func updateCollapsedStateForSize() {
        guard let container = viewIfLoaded, container.window != nil else { return }
        let compact = container.traitCollection.horizontalSizeClass == .compact
        if compact, !collapsedStorage { collapse() } else if !compact, collapsedStorage { expand() }
    }

    /// Collapses the columns into one navigation stack.
    package func collapse() {
        guard let container = viewIfLoaded else { return }
        let record = SplitCollapseRecord()
        if style == .unspecified {
            collapseClassic(record)
        } else if let compactNav = columnNavigation[.compact] {
            record.usesCompactColumn = true
            compactNav.view.frame = container.bounds
            container.addSubview(compactNav.view)
        } else if let primaryNav = columnNavigation[.primary] {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            var stack = primaryNav.stack
            record.primaryCount = stack.count
            let supplementary = style == .tripleColumn && top != .primary ? columnNavigation[.supplementary] : nil
            if let supplementary {
                record.supplementaryCount = supplementary.stack.count
                record.movedSupplementary = true
                stack += supplementary.stack
            }
            let secondary = top == .secondary ? columnNavigation[.secondary] : nil
            if let secondary {
                record.movedSecondary = true
                stack += secondary.stack
            }
            // The primary's navigation controller stays in the window while the shown
            // controllers move into it, so the one on top hears nothing.
            let primaryView = primaryNav.view!
            if primaryView.superview !== container { container.addSubview(primaryView) }
            primaryView.frame = container.bounds
            primaryNav.adoptStack(stack)
            supplementary?.adoptStack([])
            secondary?.adoptStack([])
        }
        collapseRecord = record
        collapsedStorage = true
        let shown = collapsedContainer?.viewIfLoaded
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            if let view = columnContainer(column)?.viewIfLoaded, view !== shown, view.superview === container { view.removeFromSuperview() }
        }
        if let shown {
            container.bringSubviewToFront(shown)
            shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands the collapsed stack back into columns.
    package func expand() {
        guard let container = viewIfLoaded else { return }
        let record = collapseRecord ?? SplitCollapseRecord()
        collapseRecord = nil
        collapsedStorage = false
        let proposed = resolvedDisplayMode(preferredDisplayModeStorage)
        let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        displayModeOverride = chosen == proposed ? nil : chosen
        displayModeStorage = resolvedDisplayMode(chosen)
        if style == .unspecified {
            expandClassic(record)
        } else if record.usesCompactColumn {
            columnNavigation[.compact]?.viewIfLoaded?.removeFromSuperview()
        } else if let primaryNav = columnNavigation[.primary] {
            let stack = primaryNav.stack
            let primaryCount = min(max(1, record.primaryCount), stack.count)
            var rest = Array(stack[primaryCount...])
            var supplementaryPart: [UIViewController] = []
            if record.movedSupplementary {
                supplementaryPart = Array(rest.prefix(record.supplementaryCount))
                rest.removeFirst(supplementaryPart.count)
            }
            // Everything above the primary's (and supplementary's) controllers goes to the
            // secondary column; when nothing is left there, its own controller comes back.
            var secondaryPart = rest
            if secondaryPart.isEmpty, record.movedSecondary, let own = columnControllers[.secondary] {
                secondaryPart = own is UINavigationController ? [] : [own]
            }
            // Every column's view goes in first, so controllers moving between them stay in
            // the window; `placeColumns` then takes out those the display mode hides.
            for column in [Column.secondary, .supplementary] {
                if let view = columnNavigation[column]?.view, view.superview !== container { container.insertSubview(view, at: 0) }
            }
            if let secondary = columnNavigation[.secondary], record.movedSecondary || !secondaryPart.isEmpty {
                secondary.adoptStack(secondaryPart)
            }
            if record.movedSupplementary, let supplementary = columnNavigation[.supplementary] {
                supplementary.adoptStack(supplementaryPart.isEmpty ? (columnControllers[.supplementary].map { [$0] } ?? []) : supplementaryPart)
            }
            primaryNav.adoptStack(Array(stack[..<primaryCount]))
            primaryNav.viewIfLoaded?.autoresizingMask = []
        }
        placeColumns(animated: false)
        hasResolvedDisplayMode = true
        container.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Collapses the classic interface: the delegate (or the primary controller, a
    /// navigation controller pushing it) takes the secondary controller.
    private func collapseClassic(_ record: SplitCollapseRecord) {
        guard let primary = classicControllers.first else { return }
        let shown = delegate?.primaryViewController(forCollapsing: self) ?? primary
        if let secondary = classicControllers.count > 1 ? classicControllers[1] : nil {
            record.classicSecondary = secondary
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: shown) != true {
                shown.collapseSecondaryViewController(secondary, for: self)
            }
            if secondary.parentStorage === self {
                secondary.willMove(toParent: nil)
                secondary.viewIfLoaded?.removeFromSuperview()
                secondary.removeFromParent()
            }
        }
        if shown !== primary {
            primary.willMove(toParent: nil)
            primary.viewIfLoaded?.removeFromSuperview()
            primary.removeFromParent()
            addChild(shown)
            shown.didMove(toParent: self)
        }
        classicControllers = [shown]
        if let view = shown.viewIfLoaded ?? shown.view, let container = viewIfLoaded {
            if view.superview !== container { container.addSubview(view) }
            view.frame = container.bounds
        }
    }

    /// Expands the classic interface: the delegate (or the primary controller) separates
    /// the secondary controller again; without one the collapsed one comes back.
    private func expandClassic(_ record: SplitCollapseRecord) {
        guard let current = classicControllers.first else { return }
        let primary = delegate?.primaryViewController(forExpanding: self) ?? current
        let secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self) ?? record.classicSecondary
        viewControllers = [primary, secondary].compactMap { $0 }
    }

    /// `setViewController(_:for:)` while collapsed: a column whose controllers are on the
    /// collapsed stack gets its new controllers there.
    package func replaceCollapsedColumn(_ column: Column, with nav: UINavigationController) {
        guard let collapsed = collapsedNavigation, let record = collapseRecord, !record.usesCompactColumn else { return }
        var stack = collapsed.stack
        let primaryEnd = min(record.primaryCount, stack.count)
        let supplementaryEnd = min(primaryEnd + record.supplementaryCount, stack.count)
        let controllers = nav.stack
        switch column {
        case .supplementary where record.movedSupplementary:
            stack.replaceSubrange(primaryEnd..<supplementaryEnd, with: controllers)
            record.supplementaryCount = controllers.count
        case .secondary where record.movedSecondary:
            stack.replaceSubrange(supplementaryEnd..<stack.count, with: controllers)
        default:
            return
        }
        collapsed.adoptStack(stack)
        nav.adoptStack([])
    }

    /// `show(_:)` while collapsed: pops back to the column's controllers or pushes the
    /// secondary's.
    package func showColumnWhileCollapsed(_ column: Column) {
        guard let nav = collapsedNavigation, let record = collapseRecord, !record.usesCompactColumn, style != .unspecified else { return }
        switch column {
        case .primary:
            let index = min(max(1, record.primaryCount), nav.stack.count) - 1
            if index >= 0 { nav.popToViewController(nav.stack[index], animated: true) }
        case .supplementary:
            let index = min(record.primaryCount + record.supplementaryCount, nav.stack.count) - 1
            if record.movedSupplementary, index >= 0 { nav.popToViewController(nav.stack[index], animated: true) }
        case .secondary:
            guard !record.movedSecondary, let secondary = columnNavigation[.secondary], !secondary.stack.isEmpty else { return }
            record.movedSecondary = true
            let moved = secondary.stack
            secondary.adoptStack([])
            nav.setViewControllers(nav.stack + moved, animated: true)
        case .compact:
            break
        }
    }
}

extension UINavigationController {
    /// Classic split view collapse: pushes the secondary controller (a navigation
    /// controller's controllers) on this stack, without animation.
    package func collapseSecondaryCore(_ secondary: UIViewController) {
        if let nav = secondary as? UINavigationController {
            let moved = nav.stack
            collapsedSecondary = (nav, moved.first)
            adoptStack(stack + moved)
            nav.adoptStack([])
        } else {
            collapsedSecondary = nil
            adoptStack(stack + [secondary])
        }
    }

    /// Classic split view expansion: pops what the collapse pushed (or, when nothing was
    /// recorded, the top controller above the root) and returns it as the secondary.
    package func separateSecondaryCore() -> UIViewController? {
        if let record = collapsedSecondary {
            collapsedSecondary = nil
            if let first = record.first, let index = stack.firstIndex(where: { $0 === first }), index > 0 {
                let moved = Array(stack[index...])
                adoptStack(Array(stack[..<index]))
                record.nav.adoptStack(moved)
            }
            return record.nav
        }
        guard stack.count > 1, let top = stack.last else { return nil }
        adoptStack(Array(stack.dropLast()))
        return top
    }
}
