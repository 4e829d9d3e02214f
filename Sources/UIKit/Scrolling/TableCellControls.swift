import Foundation

/// A standard accessory drawn as iOS draws it: a chevron, a checkmark, an info button, or
/// an info button and a chevron. The button kinds report taps to the cell's table.
@preconcurrency @MainActor
final class TableCellAccessoryView: UIControl {
    let type: UITableViewCell.AccessoryType
    weak var cell: UITableViewCell?

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: TableCellAccessoryView.size(for: type)))
        backgroundColor = nil
        isOpaque = false
        let isButton = type == .detailButton || type == .detailDisclosureButton
        isUserInteractionEnabled = isButton
        if isButton {
            addAction(UIAction { [weak self] _ in
                guard let self, let cell = self.cell else { return }
                cell.host?.cellAccessoryButtonTapped(cell)
            }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { UIView.log("init(coder:): TableCellAccessoryView is not archived; not decoded"); return nil }

    /// The standard sizes: chevron 8x13, checkmark 14x11, info button 22x22.
    static func size(for type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 22 + 16 + 8, height: 22)
        }
    }

    override func tintColorDidChange() { super.tintColorDidChange(); setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let tint: UIColor = tintColor ?? .systemBlue
        func chevron(at x: CGFloat) {
            let y = (bounds.height - 13) / 2
            let p = UIBezierPath()
            p.move(to: CGPoint(x: x + 1.5, y: y + 1.5))
            p.addLine(to: CGPoint(x: x + 6.5, y: y + 6.5))
            p.addLine(to: CGPoint(x: x + 1.5, y: y + 11.5))
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            UIColor.systemGray3.setStroke()
            p.stroke()
        }
        func info() {
            let circle = UIBezierPath(ovalIn: CGRect(x: 1, y: (bounds.height - 20) / 2, width: 20, height: 20))
            circle.lineWidth = 1.5
            (isHighlighted ? tint.withAlphaComponent(0.3) : tint).setStroke()
            circle.stroke()
            (isHighlighted ? tint.withAlphaComponent(0.3) : tint).setFill()
            let cy = bounds.height / 2
            UIBezierPath(ovalIn: CGRect(x: 10, y: cy - 6, width: 2, height: 2)).fill()
            UIBezierPath(rect: CGRect(x: 10, y: cy - 2.5, width: 2, height: 8)).fill()
        }
        switch type {
        case .none: break
        case .disclosureIndicator: chevron(at: 0)
        case .checkmark:
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 1.5, y: 6))
            p.addLine(to: CGPoint(x: 5, y: 9.5))
            p.addLine(to: CGPoint(x: 12.5, y: 1.5))
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            tint.setStroke()
            p.stroke()
        case .detailButton: info()
        case .detailDisclosureButton: info(); chevron(at: bounds.width - 8)
        }
    }

    override var isHighlighted: Bool { didSet { setNeedsDisplay() } }
}

/// The round control at the leading edge of an editing row: a red minus (delete) or a
/// green plus (insert). A tap reports to the table.
@preconcurrency @MainActor
final class TableCellEditingControl: UIControl {
    static let width: CGFloat = 38
    var style: UITableViewCell.EditingStyle { didSet { setNeedsDisplay() } }
    weak var cell: UITableViewCell?

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: TableCellEditingControl.width, height: 44))
        backgroundColor = nil
        isOpaque = false
        addAction(UIAction { [weak self] _ in
            guard let self, let cell = self.cell else { return }
            cell.host?.cellEditingControlTapped(cell)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { UIView.log("init(coder:): TableCellEditingControl is not archived; not decoded"); return nil }

    override func draw(_ rect: CGRect) {
        let d: CGFloat = 22
        let r = CGRect(x: 16, y: (bounds.height - d) / 2, width: d, height: d)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: r).fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: r.minX + 5, y: r.midY - 1, width: d - 10, height: 2)).fill()
        if style == .insert { UIBezierPath(rect: CGRect(x: r.midX - 1, y: r.minY + 5, width: 2, height: d - 10)).fill() }
    }
}

/// The three-line grip at the trailing edge of a movable editing row; the table tracks
/// drags that start on it.
@preconcurrency @MainActor
final class TableCellReorderControl: UIView {
    static let width: CGFloat = 38

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { UIView.log("init(coder:): TableCellReorderControl is not archived; not decoded"); return nil }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let y = bounds.midY
        for dy: CGFloat in [-5, 0, 5] {
            UIBezierPath(rect: CGRect(x: 9, y: y + dy - 0.75, width: 20, height: 1.5)).fill()
        }
    }
}
