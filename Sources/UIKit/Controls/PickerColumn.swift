import CoreGraphics
import Foundation

/// One wheel of a picker view: a vertical scroll view over the component's rows whose
/// insets let the first and last rows reach the centre band. Only the rows in sight have
/// views (reused as they scroll out); each is drawn as if on a turning drum, shrinking
/// and fading away from the centre. A drag ends on a row; a tap on a row above or below
/// the centre turns the wheel to it; either way the delegate hears `didSelectRow` once.
@MainActor
package final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    package unowned let picker: UIPickerView
    /// The component this wheel shows.
    package let component: Int
    /// The row count, row height and width the data source and delegate gave (-1: the
    /// delegate gave no width).
    package private(set) var rowCount = 0
    package private(set) var rowHeight = UIPickerView.standardRowHeight
    package private(set) var askedWidth = UIPickerView.unansweredLength
    /// The width the picker laid this wheel out with.
    package var componentWidth: CGFloat = 0
    /// The selected row (the one settled in the band).
    package private(set) var selectedRow = 0
    /// The views of the rows in sight, by row.
    package private(set) var visibleRows: [Int: UIView] = [:]
    /// Row views that scrolled out of sight, offered back to the delegate.
    private var reusableViews: [UIView] = []
    /// Whether the motion under way was started by the user (so its end is reported).
    private var userMotion = false

    package init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        backgroundColor = .clear
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        delegate = self
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerColumn.handleTap))
    }

    /// A picker's wheels are not archived (the picker rebuilds them): decoding one fails.
    package required init?(coder: NSCoder) { return nil }

    // MARK: Data

    /// Asks again for the row count, row height and width, and selects `row` (clamped).
    package func reload(selecting row: Int) {
        let oldCount = rowCount
        let count = picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0
        rowCount = max(0, count)
        let height = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.unansweredLength
        rowHeight = height.isFinite && height > 0 ? min(height, 10_000) : UIPickerView.standardRowHeight
        let width = picker.delegate?.pickerView(picker, widthForComponent: component) ?? UIPickerView.unansweredLength
        askedWidth = width.isFinite && width >= 0 ? min(width, 100_000) : UIPickerView.unansweredLength
        // Rows are asked for again; their views may be reused.
        for view in visibleRows.values { view.removeFromSuperview(); reusableViews.append(view) }
        visibleRows = [:]
        contentSize = CGSize(width: 0, height: CGFloat(rowCount) * rowHeight)
        let row = clampedRow(row)
        // New rows or a moved selection stop the wheel; new titles alone let it turn on.
        if rowCount != oldCount || row != selectedRow {
            stopScrollAnimation()
            userMotion = false
        }
        selectedRow = row
        setNeedsLayout()
    }

    private func clampedRow(_ row: Int) -> Int { rowCount == 0 ? 0 : min(max(row, 0), rowCount - 1) }

    /// The content offset that puts `row` in the centre band.
    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the centre of the wheel at content offset `y`.
    private func row(atOffset y: CGFloat) -> Int {
        clampedRow(Int(((y + contentInset.top) / rowHeight).rounded()))
    }

    // MARK: Selection

    /// Turns the wheel to `row`; `notify`: tell the delegate when it settles there (a
    /// user's choice) rather than changing the selection at once (code's choice).
    package func select(_ row: Int, animated: Bool, notify: Bool) {
        guard rowCount > 0 else { return }
        let row = clampedRow(row)
        if !notify { selectedRow = row }
        userMotion = notify
        let target = offset(for: row)
        if bounds.height > 0 && window != nil && animated && target != contentOffset {
            setContentOffset(target, animated: true)
        } else {
            if bounds.height > 0 { stopScrollAnimation(); contentOffset = target }
            if notify { settle() }
        }
    }

    /// The wheel stopped: the row in the band becomes the selection, and when the user
    /// moved the wheel to a new row the delegate hears of it (once).
    private func settle() {
        guard rowCount > 0 else { return }
        let row = bounds.height > 0 ? row(atOffset: contentOffset.y) : selectedRow
        let changed = row != selectedRow
        selectedRow = row
        let report = userMotion && changed
        userMotion = false
        if bounds.height > 0, contentOffset != offset(for: row) { contentOffset = offset(for: row) }
        if report { picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component) }
    }

    // MARK: Scrolling

    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userMotion = true }

    /// The fling ends on the row nearest to where it would have stopped.
    package func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(for: row(atOffset: targetContentOffset.pointee.y))
    }

    package func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// A tap on a row above or below the band turns the wheel to it (animated).
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowCount > 0, !isDragging else { return }
        let y = tap.location(in: self).y
        let center = contentOffset.y + bounds.height / 2
        let radius = max(1, bounds.height / 2)
        // Undo the drum's projection: a row drawn at `radius * sin(a)` lies `radius * a` away.
        let along = radius * asin(min(1, max(-1, (y - center) / radius)))
        let row = clampedRow(Int(((center + along) / rowHeight).rounded(.down)))
        guard row != selectedRow || isDecelerating else { return }
        select(row, animated: true, notify: true)
    }

    // MARK: Layout

    package override func layoutSubviews() {
        super.layoutSubviews()
        let inset = max(0, (bounds.height - rowHeight) / 2)
        if contentInset.top != inset || contentInset.bottom != inset {
            contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        }
        if !isTracking && !isDragging && !isDecelerating && scrollState.animation == nil && contentOffset != offset(for: selectedRow) {
            contentOffset = offset(for: selectedRow)
        }
        tileRows()
    }

    /// Gives each row in sight its view (asking the delegate, offering views to reuse)
    /// and places it on the drum: `radius * sin(a)` from the centre, squashed by
    /// `cos(a)` and faded, where `a` is the row's distance from the centre over the radius.
    private func tileRows() {
        let radius = max(1, bounds.height / 2)
        let center = contentOffset.y + bounds.height / 2
        // Rows more than a quarter turn away are out of sight.
        let reach = radius * .pi / 2
        var wanted = Set<Int>()
        if rowCount > 0 {
            let first = max(0, Int(((center - reach) / rowHeight).rounded(.down)))
            let last = min(rowCount - 1, Int(((center + reach) / rowHeight).rounded(.down)))
            if first <= last { wanted = Set(first...last) }
        }
        for (row, view) in visibleRows where !wanted.contains(row) {
            view.removeFromSuperview()
            reusableViews.append(view)
            visibleRows[row] = nil
        }
        for row in wanted.sorted() {
            let view: UIView
            if let shown = visibleRows[row] {
                view = shown
            } else {
                let reused = reusableViews.popLast()
                view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
                    ?? picker.titleLabel(forRow: row, forComponent: component, reusing: reused)
                visibleRows[row] = view
                if view.superview !== self { addSubview(view) }
            }
            let mid = (CGFloat(row) + 0.5) * rowHeight
            let angle = max(-.pi / 2, min(.pi / 2, (mid - center) / radius))
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: center + radius * sin(angle))
            let squash = max(0.01, cos(angle))
            view.transform = CGAffineTransform(scaleX: 1 - 0.08 * (1 - squash), y: squash)
            view.alpha = max(0, 1 - 0.7 * abs(angle) / (.pi / 2))
        }
    }

    // MARK: Accessibility

    /// Each wheel is one adjustable element, as VoiceOver presents picker components.
    package override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    package override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }
    /// The selected row's title (or its view's accessibility label).
    package override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            guard rowCount > 0 else { return nil }
            if let styled = picker.delegate?.pickerView(picker, attributedTitleForRow: selectedRow, forComponent: component) {
                return styled.string
            }
            if let title = picker.delegate?.pickerView(picker, titleForRow: selectedRow, forComponent: component) { return title }
            let view = visibleRows[selectedRow]
            return view?.accessibilityLabel ?? (view as? UILabel)?.text
        }
        set { super.accessibilityValue = newValue }
    }
    /// Turns the wheel one row down (towards later rows) and reports it.
    package override func accessibilityIncrement() { select(selectedRow + 1, animated: false, notify: true) }
    /// Turns the wheel one row up and reports it.
    package override func accessibilityDecrement() { select(selectedRow - 1, animated: false, notify: true) }
}
