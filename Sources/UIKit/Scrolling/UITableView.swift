import Foundation

/// A scroll view of rows in sections. Only the rows on screen have cells: a cell that
/// scrolls off goes to a reuse queue and comes back from `dequeueReusableCell`. Row
/// geometry lives in a prefix-sum tree over estimated and measured heights, so finding
/// the rows for an offset costs O(log n) whatever the row count.
@preconcurrency @MainActor
open class UITableView: UIScrollView, TableCellHost {
    /// The table's look: rows edge to edge, grouped sections, or grouped sections inset
    /// with rounded corners.
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }
    /// Where `scrollToRow` puts the row.
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    /// Whether rows have separators.
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }
    /// How separator insets are interpreted.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges = 0, fromAutomaticInsets }
    /// Whether self-sizing rows update when their content changes.
    public enum SelfSizingInvalidation: Int, Sendable { case disabled = 0, enabled, enabledIncludingConstraints }

    /// A height meaning "the table chooses" (self-sizing rows, title-sized headers).
    public static let automaticDimension: CGFloat = -1
    /// What the protocol extensions' height methods return: "not answered, use the table's".
    package static let unansweredHeight: CGFloat = -0.000_123_456

    /// The style chosen at creation.
    public let style: Style
    let core = TableCore()
    /// Answers the table's context menu interaction from the delegate.
    package private(set) lazy var listContextMenu = ListContextMenuDelegate(host: self)

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Decodes a table (the style stored under `UITableViewStyle`, plain when absent).
    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UITableViewStyle")) ?? .plain
        super.init(coder: coder)
        configureTable()
        decodeTableView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UITableView properties after the view's (see `UITableView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTableView(with: coder)
    }

    /// Rows, headers and footers come from the data source: a table archives no subviews.
    package override func subviewsForArchiving() -> [UIView] { [] }

    // MARK: Data

    /// The object that supplies sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate: a `UITableViewDelegate` (heights, selection, editing) and the scroll
    /// view's delegate. The property keeps the scroll view's type because Swift cannot
    /// narrow an inherited property; assign any `UITableViewDelegate`.
    open override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set { super.delegate = newValue; reloadData() }
    }
    /// Reloads everything: counts, heights, visible cells (at the next layout).
    open func reloadData() { reloadDataCore() }
    /// Reloads the section index titles.
    open func reloadSectionIndexTitles() { setNeedsLayout() }
    /// The number of sections (as of the last reload or update).
    open var numberOfSections: Int { currentModel().numberOfSections }
    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { currentModel().rows(in: section) }

    // MARK: Metrics

    /// The height of rows (default `automaticDimension`: self-sizing).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height of section headers (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The height of section footers (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The estimated row height (default `automaticDimension`: 44; 0 disables estimates).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The estimated header height.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// The estimated footer height.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { heightsChanged() } }
    /// Extra space above each section header (plain tables).
    open var sectionHeaderTopPadding: CGFloat = 0 { didSet { heightsChanged() } }
    /// Whether rows resize when their content invalidates (`.enabled`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// The view above all sections.
    open var tableHeaderView: UIView? { didSet { oldValue?.removeFromSuperview(); heightsChanged() } }
    /// The view below all sections.
    open var tableFooterView: UIView? { didSet { oldValue?.removeFromSuperview(); heightsChanged() } }
    /// A view behind all content, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Separators

    /// Whether rows show separators (default single line).
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separator color (default the system separator color).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default separator insets of cells (left 16: the list margin).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// How separator insets are measured.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Whether cell content follows the readable width.
    open var cellLayoutMarginsFollowReadableWidth = false

    // MARK: Reuse

    /// Registers a cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { registerCell(cellClass, identifier) }
    /// Registers a nib whose one top-level object is the cell for `identifier`.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { registerCellNib(nib, identifier) }
    /// Registers a header or footer class for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { registerHeaderFooter(aClass, identifier) }
    /// Registers a nib whose one top-level object is the header or footer view for
    /// `identifier` (nil removes the registration).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) { registerHeaderFooterNib(nib, identifier) }
    /// A cell from the reuse queue for `identifier`, or nil (classic pattern: create one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { dequeueCell(identifier, for: nil) }
    /// A cell for `indexPath` from the queue or the registered class (always a cell).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(identifier, for: indexPath) ?? unregisteredCell(identifier)
    }
    /// A header or footer from the reuse queue or the registered class.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier)
    }

    // MARK: Geometry and visible rows

    /// The cell showing the row at `indexPath`, nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCell(at: indexPath) }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { visibleCellsInOrder() }
    /// The index paths of the rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { visibleIndexPaths() }
    /// The row at `point` (table coordinates), nil outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rowIndexPath(at: point) }
    /// The index path of `cell`, nil when it is not showing a row.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { indexPathOfCell(cell) }
    /// The rows intersecting `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rowIndexPaths(in: rect) }
    /// The frame of the row at `indexPath` in table coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(indexPath) }
    /// The frame of a whole section (header, rows, footer).
    open func rect(forSection section: Int) -> CGRect { sectionRect(section) }
    /// The frame of a section's header.
    open func rectForHeader(inSection section: Int) -> CGRect { slotRect(.header(section)) }
    /// The frame of a section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect { slotRect(.footer(section)) }
    /// The header view of `section` when it is on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { core.headers[section]?.view as? UITableViewHeaderFooterView }
    /// The footer view of `section` when it is on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { core.footers[section]?.view as? UITableViewHeaderFooterView }
    /// Scrolls so the row is at `scrollPosition` (`.none`: just visible).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowCore(indexPath, scrollPosition, animated)
    }
    /// Scrolls so the selected row is at `scrollPosition`.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let ip = indexPathForSelectedRow { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    // MARK: Selection

    /// Whether rows can be selected (default true).
    open var allowsSelection = true
    /// Whether several rows can be selected (default false).
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { trimSelection() } } }
    /// Whether rows can be selected while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether moving focus (keyboard) selects the focused row (stored; focus is not modelled yet).
    open var selectionFollowsFocus = false
    /// The selected row (the first when several are selected).
    open var indexPathForSelectedRow: IndexPath? { core.selected.min() }
    /// The selected rows, nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { core.selected.isEmpty ? nil : core.selected.sorted() }
    /// Selects a row without telling the delegate, scrolling it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowCore(indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectRowCore(indexPath, animated: animated) }

    // MARK: Editing

    /// Whether the table shows editing controls.
    open var isEditing: Bool {
        get { core.editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Shows or hides the editing controls of every row.
    open func setEditing(_ editing: Bool, animated: Bool) { setEditingCore(editing, animated: animated) }

    // MARK: Updates

    /// Inserts rows (data source already updated), animating them in.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { for ip in indexPaths { $0.insertedRows[ip] = animation } } }
    /// Deletes rows (data source already updated), animating them out.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { for ip in indexPaths { $0.deletedRows[ip] = animation } } }
    /// Reloads rows: new cells from the data source, animated.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { for ip in indexPaths { $0.reloadedRows[ip] = animation } } }
    /// Moves a row (data source already updated).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { record { for s in sections { $0.insertedSections[s] = animation } } }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { record { for s in sections { $0.deletedSections[s] = animation } } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { record { for s in sections { $0.reloadedSections[s] = animation } } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    /// Runs `updates` (inserts, deletes, moves, reloads and the matching data changes) as
    /// one animated change, then `completion` with whether the animations finished.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesCore(updates, completion: completion)
    }
    /// Starts a group of updates ended by `endUpdates()` (may nest).
    open func beginUpdates() { core.updateDepth += 1 }
    /// Ends a group of updates and animates them.
    open func endUpdates() { endUpdatesCore() }
    /// Asks rows and headers to re-measure their contents (self-sizing after a change).
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigureRowsCore(indexPaths) }

    // MARK: Overrides

    /// Lays out the visible rows, headers and footers for the current offset (creating,
    /// reusing and measuring cells), then the scroll view's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    /// Highlights the row under the finger.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches, event) }
    /// Tracks a reorder or swipe, or cancels the highlight once the finger moves away.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches, event) }
    /// Selects the highlighted row (or finishes a reorder or swipe).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches, event) }
    /// Clears the highlight (or cancels a reorder or swipe).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches, event) }

    /// The scroll pan does not begin on a reorder control or while a row is reordered or
    /// swiped; the table's row pan begins only for a reorder or a swipe with actions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let verdict = tableGestureShouldBegin(gestureRecognizer) { return verdict }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: TableCellHost

    func cellAccessoryButtonTapped(_ cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
    }
    func cellEditingControlTapped(_ cell: UITableViewCell) { editingControlTapped(cell) }
    func cellDeleteConfirmationTapped(_ cell: UITableViewCell) { deleteConfirmationTapped(cell) }
}
