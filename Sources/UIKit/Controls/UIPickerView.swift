import CoreGraphics
import Foundation

/// A view of spinning wheels ("components"), each a column of rows; the row in the centre
/// band of each wheel is its selection. Rows come from the `dataSource` and the
/// `delegate`; the user drags a wheel (it decelerates and snaps to a row) or taps a row
/// above or below the band, and the delegate hears `didSelectRow` once the wheel settles.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// What a delegate's default width or row height returns: "not answered".
    public static let unansweredLength: CGFloat = -1
    /// The picker's natural height: 216 points, as UIKit's pickers are.
    package static let standardHeight: CGFloat = 216
    /// The row height when the delegate does not give one: 32 points (iOS 14 and later).
    package static let standardRowHeight: CGFloat = 32
    /// The space between two components.
    package static let componentSpacing: CGFloat = 5
    /// The margin left and right of the components (and of the selection band).
    package static let sideMargin: CGFloat = 8

    /// The object that supplies the components and their row counts (weak). Setting it
    /// reloads the picker.
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    /// The object that supplies row content and sizes and hears selections (weak).
    /// Setting it reloads the picker.
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }
    /// Kept for source compatibility: since iOS 7 the band is always shown (default false).
    open var showsSelectionIndicator = false

    /// The wheels, one per component.
    package var columns: [PickerColumn] = []
    /// Whether the data must be asked for again before it is next used.
    package var needsReload = true
    /// Selections set before the data was loaded (from code or an archive), by component.
    package var pendingSelections: [Int: Int] = [:]
    /// The rounded band behind the centre rows.
    package let selectionBand = UIView()

    /// Creates a picker; a zero height becomes the standard 216 points.
    public override init(frame: CGRect) {
        var frame = frame
        if frame.height == 0 { frame.size.height = UIPickerView.standardHeight }
        super.init(frame: frame)
        configurePicker()
    }

    /// Creates a picker from an archive (see `UIPickerView+Coding.swift`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePicker()
        decodePicker(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the picker's settings after the view's (see `UIPickerView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodePicker(with: coder)
    }

    /// The wheels and the band are the picker's own parts, not archived subviews.
    package override func subviewsForArchiving() -> [UIView] {
        subviews.filter { $0 !== selectionBand && !($0 is PickerColumn) }
    }

    private func configurePicker() {
        clipsToBounds = true
        selectionBand.isUserInteractionEnabled = false
        selectionBand.backgroundColor = UIColor(white: 0.46, alpha: 0.12)
        selectionBand.layer.cornerRadius = 8
        addSubview(selectionBand)
    }

    // MARK: Data

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return columns.count
    }

    /// The number of rows of `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        column(component)?.rowCount ?? 0
    }

    /// The size of the rows of `component`: its width and row height ((0, 0) for a
    /// component that does not exist).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let column = column(component) else { return .zero }
        return CGSize(width: column.componentWidth, height: column.rowHeight)
    }

    /// Asks the data source and the delegate again for every component, keeping each
    /// selection (moved into the new row range).
    open func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let kept = columns.map(\.selectedRow)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for (i, column) in columns.enumerated() {
            column.reload(selecting: pendingSelections[i] ?? (i < kept.count ? kept[i] : 0))
        }
        pendingSelections = [:]
        setNeedsLayout()
    }

    /// Asks again for the rows of one component, keeping its selection in range.
    open func reloadComponent(_ component: Int) {
        guard !needsReload else { reloadIfNeeded(); return }
        guard let column = column(component) else { return }
        column.reload(selecting: column.selectedRow)
        setNeedsLayout()
    }

    /// Moves `component`'s wheel to `row` (clamped to its rows), animated or not. As in
    /// UIKit, the delegate's `didSelectRow` is not called.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard let column = column(component) else {
            if component >= 0 && dataSource == nil { pendingSelections[component] = row }
            return
        }
        column.select(row, animated: animated, notify: false)
    }

    /// The selected row of `component`, or -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        guard let column = column(component), column.rowCount > 0 else { return -1 }
        return column.selectedRow
    }

    /// The view showing `row` of `component`, or nil when that row is not on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let column = column(component) else { return nil }
        column.layoutIfNeeded()
        return column.visibleRows[row]
    }

    /// The wheel of `component`, after loading the data if it is stale.
    package func column(_ component: Int) -> PickerColumn? {
        reloadIfNeeded()
        return columns.indices.contains(component) ? columns[component] : nil
    }

    /// Marks the data stale and asks for a layout (where it is loaded again).
    package func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Loads the data if it is stale.
    package func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    /// The picker's own row label: the delegate's styled title, else its title, else "?".
    /// `view` is reused when it is such a label.
    package func titleLabel(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
            label.textColor = .label
            label.font = .systemFont(ofSize: 20)
        }
        return label
    }

    // MARK: Size and layout

    /// The standard height (216 points); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.standardHeight)
    }

    /// The offered width (or 320 when none is offered) by the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UIPickerView.standardHeight)
    }

    /// Lays the components side by side (their widths from the delegate, or the width
    /// shared equally) and the selection band across the centre.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let margin = UIPickerView.sideMargin, spacing = UIPickerView.componentSpacing
        let n = columns.count
        let available = max(0, bounds.width - 2 * margin - spacing * CGFloat(max(0, n - 1)))
        let asked = columns.map(\.askedWidth)
        let unanswered = asked.filter { $0 < 0 }.count
        let answeredTotal = asked.filter { $0 >= 0 }.reduce(0, +)
        let share = unanswered > 0 ? max(0, available - answeredTotal) / CGFloat(unanswered) : 0
        let widths = asked.map { $0 >= 0 ? $0 : share }
        let total = widths.reduce(0, +) + spacing * CGFloat(max(0, n - 1))
        var x = (bounds.width - total) / 2
        var bandHeight: CGFloat = n == 0 ? UIPickerView.standardRowHeight : 0
        for (column, width) in zip(columns, widths) {
            column.componentWidth = width
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + spacing
            bandHeight = max(bandHeight, column.rowHeight)
        }
        selectionBand.frame = CGRect(x: margin, y: (bounds.height - bandHeight) / 2,
                                     width: max(0, bounds.width - 2 * margin), height: bandHeight)
    }
}

/// The label a picker row shows when the delegate gives titles rather than views.
package final class PickerRowLabel: UILabel {
    package override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = .systemFont(ofSize: 20)
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }
}
