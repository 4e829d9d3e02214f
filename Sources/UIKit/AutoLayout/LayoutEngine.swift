import ConstraintSolver
import CoreGraphics
import Foundation

/// The solver of one view tree: every active constraint of the tree, the autoresizing and
/// content-size constraints of the views they reach, and the built-in guides, kept in one
/// `ConstraintSolver.Solver`. Owned by the tree's root view.
///
/// Constraint activation, deactivation and constant changes are incremental (a constant
/// change is `Solver.adjustConstant`, an edit). Trees joining and splitting are too
/// (`LayoutEngine+Merging.swift`): a leaving subtree's constraints are taken out, a joining
/// tree's engine is merged into the larger one. A few changes (`translatesAutoresizing…`,
/// removing a layout guide, an edit making required constraints conflict) mark the engine
/// for a rebuild, done once at the next layout: O(constraints).
@MainActor
package final class LayoutEngine {
    package struct Record {
        var solverConstraint: Constraint
        var expressionConstant: Double
    }

    package weak var root: UIView?
    package let solver = Solver()
    @exclusivity(unchecked) package var records: [ObjectIdentifier: Record] = [:]
    /// Constraints of the tree that could not be satisfied (broken), by identity.
    @exclusivity(unchecked) package var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The views with variables in the solver, in the order they joined. Held weakly: the
    /// engine is owned by its root and must never pin the root or a view that left.
    package var participantRefs: [WeakView] = []
    package var guides: [UILayoutGuide] = []
    /// Views whose autoresizing constraints reproduce their frame (checked at each solve).
    package var translatingViewRefs: [WeakView] = []
    /// When this engine last compared every translating view (see `TranslatingViewChecks`).
    package var translatingScanStamp = TranslatingScanStamp(pass: -1, hierarchy: -1, membership: -1)
    /// How many translating views solves have compared so far (for tests of the cost).
    package var translatingComparisons = 0
    package var needsRebuild = true
    /// Whether `rebuild()` is installing the tree's constraints (see `solverFailed`).
    package var isRebuilding = false
    package var needsSolve = true
    /// Unique to this engine and build (renewed at each rebuild): views and guides taking
    /// part hold it, so that membership is one integer comparison (no weak reference).
    @exclusivity(unchecked) package var membership = LayoutEngine.nextMembership()
    package nonisolated(unsafe) static var membershipCounter = 0
    package static func nextMembership() -> Int { membershipCounter += 1; return membershipCounter }
    /// How many times the engine was rebuilt from scratch (for tests and diagnostics).
    package var rebuildCount = 0
    /// The root size in the solver.
    package var rootSize: CGSize = .zero
    package var rootConstraints: [Constraint] = []
    /// Messages logged by the engine (diagnostics), the latest `diagnosticsLogLimit`; tests
    /// read them. Bounded, so an app that breaks constraints every frame does not grow.
    package static var diagnosticsLog: [String] = []
    /// How many diagnostics `diagnosticsLog` keeps.
    package static let diagnosticsLogLimit = 64

    /// Keeps `text` in `diagnosticsLog`, dropping the oldest beyond the limit.
    package static func remember(diagnostic text: String) {
        if diagnosticsLog.count >= diagnosticsLogLimit { diagnosticsLog.removeFirst(diagnosticsLog.count - diagnosticsLogLimit + 1) }
        diagnosticsLog.append(text)
    }

    /// A scratch engine (for `systemLayoutSizeFitting`) keeps its own variables and
    /// leaves the views' and constraints' engine links alone.
    package let isScratch: Bool
    /// The fitting target and priorities of a scratch engine.
    package var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    package var scratchVariables: [ObjectIdentifier: LayoutVariables] = [:]

    package init(root: UIView, scratch: Bool = false) {
        self.root = root
        self.isScratch = scratch
    }

    /// The variables of an item in this engine (whether or not it takes part yet).
    package func vars(_ item: AnyObject) -> LayoutVariables {
        if isScratch {
            if let v = scratchVariables[ObjectIdentifier(item)] { return v }
            let v = LayoutVariables("scratch")
            scratchVariables[ObjectIdentifier(item)] = v
            return v
        }
        if let view = item as? UIView { return view.layoutState.variables }
        return (item as! UILayoutGuide).variables
    }

    /// The variables of a view in this engine (no dynamic cast: the per-frame path).
    package func vars(_ view: UIView) -> LayoutVariables {
        if isScratch { return vars(view as AnyObject) }
        return view.layoutState.variables
    }

    package func join(_ view: UIView) {
        if isScratch { _ = vars(view); scratchMembers.insert(ObjectIdentifier(view)) } else {
            let state = view.layoutState
            state.membership = membership
            // Engine-made constraints of an earlier membership belong to another solver.
            state.autoresizingConstraints = []
            forgetContentSizeRows(of: view)
        }
        participantRefs.append(WeakView(view))
    }
    package var scratchMembers = Set<ObjectIdentifier>()
    package var scratchContentSize: [ObjectIdentifier: [ContentSizeRow]] = [:]
    /// How many content-size preferences are bare solver rows (not in `records`).
    package var bareContentSizeRows = 0

    /// The content-size preferences of a view in this engine.
    package func contentSizeRows(of view: UIView) -> [ContentSizeRow] {
        isScratch ? scratchContentSize[ObjectIdentifier(view)] ?? [] : view.layoutState.contentSizeRows
    }
    package func setContentSizeRows(_ rows: [ContentSizeRow], of view: UIView) {
        if isScratch { scratchContentSize[ObjectIdentifier(view)] = rows } else { view.layoutState.contentSizeRows = rows }
    }

    // MARK: Stored state of the features (see the LayoutEngine+*.swift files)

    /// The constraints whose items lie in other views' bounds (see `boundsShiftAncestor`),
    /// with those views and their bounds origins when the equation was made.
    package var shiftedConstraints: [ObjectIdentifier: (constraint: NSLayoutConstraint, views: [UIView], origins: [CGPoint])] = [:]

    /// Whether broken constraints are being tried again (they break nothing else).
    package var retrying = false

    /// The engine-made constraints defining each built-in guide, by guide.
    package var guideConstraints: [ObjectIdentifier: [EngineConstraint]] = [:]
    /// The installed constraints with a baseline attribute (their constants follow the text).
    package var baselineConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

    /// The constraint object of each record.
    @exclusivity(unchecked) package var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
}

/// A weak reference to a view (engines, dirty lists and registries hold views this way).
package struct WeakView {
    package weak var view: UIView?
    package init(_ view: UIView) { self.view = view }
}

extension UIView {
    /// Whether engine logging is muted (while retrying broken constraints).
    package nonisolated(unsafe) static var isLoggingSuppressed = false
}
