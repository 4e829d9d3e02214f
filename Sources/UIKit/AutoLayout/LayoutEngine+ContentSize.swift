import ConstraintSolver
import CoreGraphics
import Foundation

/// Hugging and compression-resistance constraints from intrinsic content sizes.
extension LayoutEngine {
    // MARK: Content size

    /// Installs or updates the hugging / compression-resistance constraints of a view.
    package func refreshContentSize(of view: UIView) {
        let state = view.layoutState
        let size = view.intrinsicContentSize
        if !isScratch { state.appliedIntrinsicSize = size }
        let name = NSLayoutConstraint.itemName(view)
        var wanted: [EngineConstraint] = []
        let v = vars(view)
        for horizontal in [true, false] {
            let value = horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value >= 0 else { continue }
            let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            let attr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            let label = "\(name).\(attr.name) == \(NSLayoutConstraint.format(value)) Hug:\(Int(hug.rawValue)) CompressionResistance:\(Int(resist.rawValue))"
            let variable = horizontal ? v.w : v.h
            wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .lessThanOrEqual,
                                           priority: hug, label: label) { _ in variable - Double(value) })
            wanted.append(EngineConstraint(kind: .contentSize, item: view, attribute: attr, relation: .greaterThanOrEqual,
                                           priority: resist, label: label) { _ in variable - Double(value) })
        }
        let old = contentSizeConstraints(of: view)
        if old.count == wanted.count, zip(old, wanted).allSatisfy({ $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation }) {
            for (o, n) in zip(old, wanted) {
                o.build = n.build; o.label = n.label
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
