import ConstraintSolver
import CoreGraphics
import Foundation

/// One preference a view's intrinsic content size gives the engine along one axis: hugging
/// (`size <= intrinsic`), compression resistance (`size >= intrinsic`), or, without an
/// intrinsic size, the resting preference (`size == 0`, weaker than any app priority).
///
/// A view's preferences are one short list in its layout state. A preference the app made
/// required is an `EngineConstraint` installed like any constraint (it can conflict and be
/// broken); every other one, nearly all of them, is a bare solver row (it can never fail),
/// and its `NSContentSizeLayoutConstraint` object is made only when asked for
/// (`constraintsAffectingLayout`). A layout of many labels thus adds its hundreds of
/// content-size rows without an object, two closures and two table entries each.
package struct ContentSizeRow {
    /// Width (true) or height.
    let horizontal: Bool
    /// `.lessThanOrEqual` hugging, `.greaterThanOrEqual` compression resistance, `.equal` resting.
    let relation: NSLayoutConstraint.Relation
    /// The intrinsic size along the axis (0 for the resting preference).
    var value: CGFloat
    var priority: UILayoutPriority
    /// The bare solver row of a preference that is not required.
    var row: Constraint?
    /// The constraint object: installed in the engine when required, else made on request.
    var object: EngineConstraint?

    var attribute: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    /// Same axis and kind (a change of value or priority keeps the preference's place).
    func isSameKind(as other: ContentSizeRow) -> Bool { horizontal == other.horizontal && relation == other.relation }
}

/// Hugging and compression-resistance preferences from intrinsic content sizes, and the
/// resting preference of sizes without one.
extension LayoutEngine {
    /// The priority of the preference that rests an undetermined size at zero: strength
    /// 10^(-750/125) = 1e-6, below priority 1 (strength 1.02) and the ambiguity probe (1e-4).
    package static let restingSizePriority = UILayoutPriority(-750)

    // MARK: Content size

    /// The preferences the view's intrinsic size asks for now, width first.
    func wantedContentSizeRows(of view: UIView) -> [ContentSizeRow] {
        let size = view.intrinsicContentSize
        if !isScratch { view.layoutState.appliedIntrinsicSize = size }
        var wanted: [ContentSizeRow] = []
        wanted.reserveCapacity(4)
        func axis(_ horizontal: Bool) {
            let value = horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value >= 0 else {
                // No intrinsic size: the size rests at zero where nothing else decides it, as
                // in UIKit (a plain view whose width is only `<= 23` is 0 wide), by a
                // preference weaker than any priority an app can give and than the ambiguity probe.
                wanted.append(ContentSizeRow(horizontal: horizontal, relation: .equal, value: 0, priority: LayoutEngine.restingSizePriority))
                return
            }
            let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            wanted.append(ContentSizeRow(horizontal: horizontal, relation: .lessThanOrEqual, value: value,
                                         priority: view.contentHuggingPriority(for: axis)))
            wanted.append(ContentSizeRow(horizontal: horizontal, relation: .greaterThanOrEqual, value: value,
                                         priority: view.contentCompressionResistancePriority(for: axis)))
        }
        axis(true)
        axis(false)
        return wanted
    }

    /// Installs or updates the hugging / compression-resistance preferences of a view: a
    /// changed intrinsic size is an edit of each row's constant, a changed priority
    /// replaces that row, a changed shape (an axis gaining or losing its intrinsic size)
    /// replaces them all.
    package func refreshContentSize(of view: UIView) {
        let wanted = wantedContentSizeRows(of: view)
        var rows = contentSizeRows(of: view)
        if rows.count == wanted.count, zip(rows, wanted).allSatisfy({ $0.isSameKind(as: $1) }) {
            var changed = false
            for i in rows.indices where rows[i].priority != wanted[i].priority || rows[i].value != wanted[i].value {
                changed = true
                if rows[i].priority == wanted[i].priority {
                    moveContentSizeRow(&rows[i], of: view, to: wanted[i].value)
                } else {
                    // The same object (if one was made) with the new priority.
                    let object = rows[i].object
                    removeContentSizeRow(rows[i])
                    rows[i] = wanted[i]
                    rows[i].object = object
                    object?.priorityStorage = wanted[i].priority
                    addContentSizeRow(&rows[i], of: view)
                }
            }
            guard changed else { return }
        } else {
            for row in rows { removeContentSizeRow(row) }
            rows = wanted
            for i in rows.indices { addContentSizeRow(&rows[i], of: view) }
        }
        relabelContentSizeConstraints(rows, of: view)
        setContentSizeRows(rows, of: view)
    }

    /// Forgets a view's preferences without touching the solver (it was reset, or the view
    /// joins another engine): their constraint objects are no longer active.
    package func forgetContentSizeRows(of view: UIView) {
        guard let state = view.autoLayoutStorage, !state.contentSizeRows.isEmpty else { return }
        for row in state.contentSizeRows where row.row != nil { row.object?.engine = nil }
        state.contentSizeRows = []
    }

    /// Takes every content-size preference of a view out of the solver (the view leaves).
    package func removeContentSizeRows(of view: UIView) {
        for row in contentSizeRows(of: view) { removeContentSizeRow(row) }
        setContentSizeRows([], of: view)
    }

    /// The content-size constraints of a view in this engine, as constraint objects: those
    /// of the bare rows are made now (once; later requests return the same objects).
    package func contentSizeConstraints(of view: UIView) -> [EngineConstraint] {
        var rows = contentSizeRows(of: view)
        guard rows.contains(where: { $0.object == nil }) else { return rows.compactMap(\.object) }
        for i in rows.indices where rows[i].object == nil {
            let c = makeContentSizeConstraint(rows[i], of: view, rows: rows)
            if !isScratch { c.engine = self }
            rows[i].object = c
        }
        setContentSizeRows(rows, of: view)
        return rows.compactMap(\.object)
    }

    // MARK: Rows

    /// Adds one preference: a bare solver row, or an installed constraint when required.
    private func addContentSizeRow(_ row: inout ContentSizeRow, of view: UIView) {
        let strength = LayoutEngine.strength(row.priority)
        if strength.isRequired {
            let c = row.object ?? makeContentSizeConstraint(row, of: view, rows: [row])
            c.build = contentSizeBuilder(row, of: view)
            row.object = c
            install(c)
            return
        }
        let v = vars(view)
        let variable = row.horizontal ? v.w : v.h
        let relation: RelationalOperator = row.relation == .equal ? .equal : row.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let sc = Constraint(ConstraintSolver.Expression([Term(variable)], constant: -Double(row.value)), relation, strength: strength)
        // A constraint that is not required always fits (its error absorbs any conflict).
        do { try solver.addConstraint(sc) } catch { solverFailed(error); return }
        row.row = sc
        if !isScratch { row.object?.engine = self }
        bareContentSizeRows += 1
        needsSolve = true
    }

    /// Takes one preference out of the solver.
    private func removeContentSizeRow(_ row: ContentSizeRow) {
        guard let sc = row.row else {
            if let c = row.object { uninstall(c) }
            return
        }
        do { try solver.removeConstraint(sc) } catch { solverFailed(error) }
        row.object?.engine = nil
        bareContentSizeRows -= 1
        needsSolve = true
        retryBroken()
    }

    /// Changes the intrinsic value of a preference in place (an edit of its constant).
    private func moveContentSizeRow(_ row: inout ContentSizeRow, of view: UIView, to value: CGFloat) {
        let old = row.value
        row.value = value
        guard let sc = row.row else {
            if let c = row.object {
                c.build = contentSizeBuilder(row, of: view)
                refresh(c)
            }
            return
        }
        do {
            try solver.adjustConstant(of: sc, by: Double(old - value))
            needsSolve = true
        } catch {
            // The edit made required constraints conflict: rebuild to report and recover.
            needsRebuild = true
            root?.setNeedsLayout()
        }
    }

    // MARK: Constraint objects

    /// The `NSContentSizeLayoutConstraint` of a preference.
    private func makeContentSizeConstraint(_ row: ContentSizeRow, of view: UIView, rows: [ContentSizeRow]) -> EngineConstraint {
        EngineConstraint(kind: .contentSize, item: view, attribute: row.attribute, relation: row.relation, priority: row.priority,
                         label: LayoutEngine.contentSizeLabel(row, of: view, rows: rows)(),
                         build: contentSizeBuilder(row, of: view))
    }

    /// Brings the objects of a view's preferences up to date with their rows (descriptions
    /// name both priorities of the axis, so a change of one changes both).
    private func relabelContentSizeConstraints(_ rows: [ContentSizeRow], of view: UIView) {
        for row in rows {
            guard let c = row.object else { continue }
            c.labelMaker = LayoutEngine.contentSizeLabel(row, of: view, rows: rows)
            c.build = contentSizeBuilder(row, of: view)
        }
    }

    /// The equation of a preference: `size - value` (relation 0).
    private func contentSizeBuilder(_ row: ContentSizeRow, of view: UIView) -> @MainActor (LayoutEngine) -> ConstraintSolver.Expression {
        let v = vars(view)
        let variable = row.horizontal ? v.w : v.h, value = Double(row.value)
        return { _ in variable - value }
    }

    /// UIKit's description of a preference: `UILabel:0x….width == 42 Hug:250 CompressionResistance:750`.
    private static func contentSizeLabel(_ row: ContentSizeRow, of view: UIView, rows: [ContentSizeRow]) -> @MainActor () -> String {
        let name = NSLayoutConstraint.ItemName(view), attribute = row.attribute
        if row.relation == .equal { return { "\(name).\(attribute.name) == 0 (no intrinsic size)" } }
        let axis = rows.filter { $0.horizontal == row.horizontal }
        let axisView: NSLayoutConstraint.Axis = row.horizontal ? .horizontal : .vertical
        let hug = axis.first { $0.relation == .lessThanOrEqual }?.priority ?? view.contentHuggingPriority(for: axisView)
        let resist = axis.first { $0.relation == .greaterThanOrEqual }?.priority ?? view.contentCompressionResistancePriority(for: axisView)
        let value = row.value
        return { "\(name).\(attribute.name) == \(NSLayoutConstraint.format(value)) Hug:\(Int(hug.rawValue)) CompressionResistance:\(Int(resist.rawValue))" }
    }
}
