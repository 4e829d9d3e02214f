import ConstraintSolver
import CoreGraphics
import Foundation

/// A constraint the engine makes for itself: autoresizing-mask constraints, content-size
/// (hugging and compression resistance) constraints, and the edges of built-in guides.
/// Its equation is computed by the engine (it may mention three variables).
@preconcurrency @MainActor
package final class EngineConstraint: NSLayoutConstraint {
    package enum Kind { case autoresizing, contentSize, guide, root }
    package let kind: Kind
    /// Builds the expression (relation 0) from the engine's variables.
    package var build: @MainActor (LayoutEngine) -> ConstraintSolver.Expression
    package let solverRelation: RelationalOperator
    /// Makes the equation's description (only when it is asked for: logs and `description`;
    /// a layout makes hundreds of these constraints and describes none).
    package var labelMaker: @MainActor () -> String
    /// The equation as UIKit describes it.
    package var label: String {
        get { labelMaker() }
        set { labelMaker = { newValue } }
    }

    package init(kind: Kind, item: AnyObject, attribute: Attribute, relation: Relation, priority: UILayoutPriority,
                 label: @autoclosure @escaping @MainActor () -> String,
                 build: @escaping @MainActor (LayoutEngine) -> ConstraintSolver.Expression) {
        self.kind = kind
        self.build = build
        self.labelMaker = label
        switch relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        super.init()
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        priorityStorage = priority
    }

    package override var kindDescriptionPrefix: String {
        switch kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .guide: "NSLayoutConstraint"
        case .root: "NSLayoutConstraint"
        }
    }

    package override var equationDescription: String { label }

    override public var isActive: Bool {
        get { engine != nil }
        set {}
    }
}
