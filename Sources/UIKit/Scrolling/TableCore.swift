import Foundation

/// A header or footer on screen and whether the table made it for a title.
struct TableSupplementary {
    let view: UIView
    let forTitle: Bool
}

/// The table's private state, kept in one object so the class body stays the API.
@MainActor
final class TableCore {
    var model = TableLayoutModel()
    var needsReload = true
    /// The width the measured heights were taken at (a new width re-measures).
    var measuredWidth: CGFloat = -1
    /// Cells on screen by row.
    var cells: [IndexPath: UITableViewCell] = [:]
    /// Cells of rows being reconfigured: the next dequeue for their row returns them as
    /// they are (no `prepareForReuse`), as `reconfigureRows(at:)` promises.
    var reconfiguring: [IndexPath: UITableViewCell] = [:]
    var headers: [Int: TableSupplementary] = [:]
    var footers: [Int: TableSupplementary] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for cell identifiers (a registration replaces the class's, and back).
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterNibs: [String: UINib] = [:]
    var selected: Set<IndexPath> = []
    var editing = false
    var updateDepth = 0
    var pendingBatch = TableUpdateBatch()
    /// The row whose cell the data source is being asked for, and whether it dequeued one.
    var requestedIndexPath: IndexPath?
    var dequeuedForRequest = false
    /// How many cells the table created (registered classes), for tests and benchmarks.
    var cellsCreated = 0
    /// Views animating out after a delete (removed when their animation ends).
    var dying: [UIView] = []
    /// Diagnostics written to the log, most recent last (kept for tests).
    var diagnostics: [String] = []
    /// Whether the delegate answers height questions (probed at reload).
    var delegateRowHeights = false
    var delegateEstimatedRowHeights = false
    var delegateHeaderHeights = false
    var delegateFooterHeights = false
    var touch: TableTouchTracking?
    /// The row showing its swipe actions, and their buttons.
    var swipe: SwipeActionsReveal?
    var reorder: TableReorderState?
    /// The table's own pan: reorders rows by their grip and swipes rows to show actions.
    var rowPan: UIPanGestureRecognizer?
    /// What the row pan does once it began.
    var rowPanKind: TableTouchTracking.Kind = .none
    var rowPanStart: CGPoint = .zero
}
