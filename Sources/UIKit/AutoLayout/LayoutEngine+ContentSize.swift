import ConstraintSolver
import CoreGraphics
import Foundation

/// Hugging and compression-resistance constraints from intrinsic content sizes, and the
/// resting preference of sizes without one.
extension LayoutEngine {
    /// The priority of the preference that rests an undetermined size at zero: strength
    /// 10^(-750/125) = 1e-6, below priority 1 (strength 1.02) and the ambiguity probe (1e-4).
    package static let restingSizePriority = UILayoutPriority(-750)

    // MARK: Content size

    /// Installs or updates the hugging / compression-resistance constraints of a view.
    package func refreshContentSize(of view: UIView) {
        let state = view.layoutState
        let size = view.intrinsicContentSize
        if !isScratch { state.appliedIntrinsicSize = size }
        let name = NSLayoutConstraint.ItemName(view)
        var wanted: [EngineConstraint] = []
        let v = vars(view)
        for horizontal in [true, false] {
            let value = horizontal ? size.width : size.height
            let attr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            guard value != UIView.noIntrinsicMetric, value >= 0 else {
                // No intrinsic size: the size rests at zero where nothing else decides it, as
                // in UIKit (a plain view whose width is only `<= 23` is 0 wide), by a
                // preference weaker than any priority an app can give and than the ambiguity probe.
                let variable = horizontal ? v.w : v.h
                wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .equal,
                                               priority: LayoutEngine.restingSizePriority,
                                               label: "\(name).\(attr.name) == 0 (no intrinsic size)") { _ in ConstraintSolver.Expression(variable) })
                continue
            }
            let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            let label = { "\(name).\(attr.name) == \(NSLayoutConstraint.format(value)) Hug:\(Int(hug.rawValue)) CompressionResistance:\(Int(resist.rawValue))" }
            let variable = horizontal ? v.w : v.h
            wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .lessThanOrEqual,
                                           priority: hug, label: label()) { _ in variable - Double(value) })
            wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .greaterThanOrEqual,
                                           priority: resist, label: label()) { _ in variable - Double(value) })
        }
        let old = contentSizeConstraints(of: view)
        if old.count == wanted.count, zip(old, wanted).allSatisfy({ $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation }) {
            for (o, n) in zip(old, wanted) {
                o.build = n.build; o.labelMaker = n.labelMaker
                if o.priorityStorage != n.priorityStorage {
                    o.priorityStorage = n.priorityStorage
                }
                refresh(o)
            }
            return
        }
        for o in old { uninstall(o) }
        setContentSizeConstraints(wanted, of: view)
        for n in wanted { install(n) }
    }
}
