import ConstraintSolver
import CoreGraphics
import Foundation

/// What the API tells the engine: constraints added, removed or edited.
extension LayoutEngine {
    // MARK: Notifications from the API

    package func constantDidChange(_ c: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        refresh(c)
        root?.setNeedsLayout()
    }

    package func priorityDidChange(_ c: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        refresh(c)
        root?.setNeedsLayout()
    }

    package func constraintWasAdded(_ c: NSLayoutConstraint) {
        if !needsRebuild { install(c) }
        root?.setNeedsLayout()
    }

    package func constraintWasRemoved(_ c: NSLayoutConstraint) {
        if !needsRebuild { uninstall(c) } else { c.engine = nil; broken[ObjectIdentifier(c)] = nil }
        root?.setNeedsLayout()
    }

    package func structureDidChange() {
        needsRebuild = true
        root?.setNeedsLayout()
    }
}
