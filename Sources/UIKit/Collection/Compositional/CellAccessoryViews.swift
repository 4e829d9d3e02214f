import CoreGraphics
import Foundation

/// The outline disclosure chevron: pointing trailing while collapsed, down while expanded
/// (the header style is bolder, in the tint color).
@preconcurrency @MainActor
final class OutlineDisclosureControl: UIControl {
    var isExpanded = false { didSet { if oldValue != isExpanded { setNeedsDisplay() } } }
    var isHeaderStyle = false { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { UIView.log("init(coder:): OutlineDisclosureControl is not archived; not decoded"); return nil }

    override func tintColorDidChange() { super.tintColorDidChange(); setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let p = UIBezierPath()
        if isExpanded {
            p.move(to: CGPoint(x: c.x - 6, y: c.y - 3))
            p.addLine(to: CGPoint(x: c.x, y: c.y + 3))
            p.addLine(to: CGPoint(x: c.x + 6, y: c.y - 3))
        } else {
            p.move(to: CGPoint(x: c.x - 3, y: c.y - 6))
            p.addLine(to: CGPoint(x: c.x + 3, y: c.y))
            p.addLine(to: CGPoint(x: c.x - 3, y: c.y + 6))
        }
        p.lineWidth = isHeaderStyle ? 2.5 : 2
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        (isHeaderStyle ? (tintColor ?? .systemBlue) : UIColor.systemGray3).setStroke()
        p.stroke()
    }
}

/// The multiselect circle: an empty gray ring, or a filled tint circle with a white
/// checkmark while the cell is selected.
@preconcurrency @MainActor
final class MultiselectControl: UIView {
    var isChecked = false { didSet { if oldValue != isChecked { setNeedsDisplay() } } }
    var fillColor: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { UIView.log("init(coder:): MultiselectControl is not archived; not decoded"); return nil }

    override func tintColorDidChange() { super.tintColorDidChange(); setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let d: CGFloat = 22
        let r = CGRect(x: 16, y: (bounds.height - d) / 2, width: d, height: d)
        if isChecked {
            (fillColor ?? tintColor ?? .systemBlue).setFill()
            UIBezierPath(ovalIn: r).fill()
            let p = UIBezierPath()
            p.move(to: CGPoint(x: r.minX + 6, y: r.midY))
            p.addLine(to: CGPoint(x: r.minX + 9.5, y: r.midY + 3.5))
            p.addLine(to: CGPoint(x: r.maxX - 6, y: r.midY - 4))
            p.lineWidth = 2
            p.lineCapStyle = .round
            UIColor.white.setStroke()
            p.stroke()
        } else {
            let ring = UIBezierPath(ovalIn: r.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
        }
    }
}
