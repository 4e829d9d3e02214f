import Foundation
import UIKit

/// The seeds' round control: a circle (`point(inside:with:)` answers only inside it), gray
/// while tracking, red after.
@MainActor
final class RoundControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .red
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        backgroundColor = .gray
        return super.beginTracking(touch, with: event)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        backgroundColor = .red
    }

    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        backgroundColor = .red
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        let radius = bounds.width / 2
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy < radius * radius
    }
}

/// A box whose subview sticks out of its bounds and stays tappable there, because the box
/// overrides `hitTest` to ask its subviews even outside its own bounds.
@MainActor
final class OverhangingBox: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return super.hitTest(point, with: event)
    }
}

/// A view that toggles its color when tapped (through a tap recognizer).
@MainActor
final class ToggleView: UIView {
    private(set) var isOn = false
    var onToggle: ((Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ToggleView.toggle))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func toggle() {
        isOn.toggle()
        backgroundColor = isOn ? .systemGreen : .systemOrange
        onToggle?(isOn)
    }
}

/// Tells a delegate which sector of a pie chart was selected.
@MainActor
protocol PieChartDelegate: AnyObject {
    func pieChart(_ pieChart: PieChart, didSelectSector sector: Int)
}

/// The seeds' pie chart control: touching or dragging over it selects a sector, reported
/// five ways — target-action (`.valueChanged`), a delegate, a closure, observation of
/// `selectedSector` and a `NotificationCenter` notification.
@MainActor
final class PieChart: UIControl {
    /// Posted with the chart as object and `"sector"` in `userInfo` when the selection changes.
    static let selectionDidChangeNotification = Notification.Name("PieChartSelectionDidChange")

    /// The sector values (drawn proportionally).
    var values: [CGFloat] = [3, 2, 2, 1.5, 1.5] { didSet { setNeedsDisplay() } }
    /// The sector colors.
    var colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]
    /// The delegate (way 2).
    weak var delegate: PieChartDelegate?
    /// The closure (way 3).
    var selectionHandler: ((Int) -> Void)?

    /// The selected sector, or -1; observable (way 4).
    private(set) var selectedSector: Int = -1 {
        didSet {
            guard selectedSector != oldValue else { return }
            setNeedsDisplay()
            didChangeValue(for: \PieChart.selectedSector)
            sendActions(for: .valueChanged)                                        // 1
            delegate?.pieChart(self, didSelectSector: selectedSector)               // 2
            selectionHandler?(selectedSector)                                       // 3
            NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self,
                                            userInfo: ["sector": selectedSector])  // 5
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Only the disc is the control.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let r = min(bounds.width, bounds.height) / 2
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= r * r
    }

    /// The sector under `point` (bounds coordinates), or nil outside the disc.
    func sector(at point: CGPoint) -> Int? {
        guard self.point(inside: point, with: nil) else { return nil }
        var angle = atan2(point.y - bounds.midY, point.x - bounds.midX) + .pi / 2
        if angle < 0 { angle += 2 * .pi }
        let total = values.reduce(0, +)
        var start: CGFloat = 0
        for (i, v) in values.enumerated() {
            let end = start + v / total * 2 * .pi
            if angle >= start && angle < end { return i }
            start = end
        }
        return values.count - 1
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let s = sector(at: touch.location(in: self)) { selectedSector = s }
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let s = sector(at: touch.location(in: self)) { selectedSector = s }
        return true
    }

    override func draw(_ rect: CGRect) {
        let total = values.reduce(0, +)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        var start = -CGFloat.pi / 2
        for (i, v) in values.enumerated() {
            let end = start + v / total * 2 * .pi
            let path = UIBezierPath()
            let r = i == selectedSector ? radius : radius * 0.85
            path.move(to: center)
            path.addArc(withCenter: center, radius: r, startAngle: start, endAngle: end, clockwise: true)
            path.close()
            (i == selectedSector ? UIColor.black : colors[i % colors.count]).setFill()
            path.fill()
            start = end
        }
    }
}
