import CoreGraphics
import Foundation
import TextLayout

extension UITextField {
    /// Draws the whole field: border (or background image), text or placeholder, the
    /// selection or caret while editing, and the clear button.
    package func drawFieldCore() {
        drawBorder()
        let rect = editingFlag ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if editor.length == 0, let p = attributedPlaceholder, p.length > 0 {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawText(in: rect)
        }
        if editingFlag {
            UIGraphicsGetCurrentContext()?.saveGState()
            UIGraphicsGetCurrentContext()?.clip(to: rect.insetBy(dx: -1, dy: 0))
            drawSelection(color: tintColor ?? .systemBlue)
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
        if isClearButtonShown { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    package func drawTextCore(in rect: CGRect) {
        let layout = fieldLayout(width: rect.width)
        let origin = textOrigin(layout, in: rect)
        let color = isEnabled ? (textColor ?? .label) : .systemGray
        let clip = rect.insetBy(dx: -1, dy: 0)
        if let whole = layout as? TextLayout {
            TextLayoutBuilder.draw(whole, at: origin, clip: clip, shadow: nil, defaultColor: color)
            return
        }
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: clip)
        layout.drawText(at: origin, visible: clip.offsetBy(dx: -origin.x, dy: -origin.y), defaultColor: color)
        ctx.restoreGState()
    }

    package func drawPlaceholderCore(in rect: CGRect) {
        guard let p = attributedPlaceholder, p.length > 0 else { return }
        let f = font ?? UITextField.defaultFont
        let layout = TextLayoutBuilder.layout(p, width: rect.width, lines: 1, defaultFont: f,
                                              paragraphOverride: { [textAlignment] s in
                                                  s.alignment = textAlignment.layoutMode
                                                  s.lineBreakMode = .byTruncatingTail
                                              })
        let height = layout.lines.first?.frame.height ?? f.lineHeight
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded(.down))
        TextLayoutBuilder.draw(layout, at: origin, clip: rect, shadow: nil, defaultColor: .placeholderText)
    }

    private func drawBorder() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = borderRect(forBounds: bounds)
        if borderStyle != .roundedRect, let image = (isEnabled ? background : (disabledBackground ?? background)) {
            image.draw(in: r)
            return
        }
        switch borderStyle {
        case .none:
            break
        case .line:
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(1)
            ctx.stroke(r.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            // A sunken edge: dark top and left, lighter bottom and right.
            ctx.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
            ctx.fill(CGRect(x: r.minX, y: r.minY, width: r.width, height: 1))
            ctx.fill(CGRect(x: r.minX, y: r.minY, width: 1, height: r.height))
            ctx.setFillColor(UIColor(white: 0.75, alpha: 1).cgColor)
            ctx.fill(CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1))
            ctx.fill(CGRect(x: r.maxX - 1, y: r.minY, width: 1, height: r.height))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: r.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            (isEnabled ? UIColor.systemBackground : UIColor.secondarySystemBackground).setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }

    private func drawClearButton(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setFillColor(UIColor(white: 0.7, alpha: 1).cgColor)
        ctx.fillEllipse(in: rect.insetBy(dx: 1, dy: 1))
        ctx.setStrokeColor(UIColor.white.cgColor)
        ctx.setLineWidth(1.5)
        let c = CGPoint(x: rect.midX, y: rect.midY), d: CGFloat = rect.width * 0.2
        ctx.move(to: CGPoint(x: c.x - d, y: c.y - d)); ctx.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
        ctx.move(to: CGPoint(x: c.x + d, y: c.y - d)); ctx.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
        ctx.strokePath()
        ctx.restoreGState()
    }
}
