import CoreGraphics
import Foundation

/// One open menu (the root or a submenu) drawn as a desktop popup menu: a rounded panel
/// with a hairline border and a shadow, rows with a checkmark column, an optional image,
/// the title (and subtitle), a shortcut or a submenu arrow at the trailing edge; the
/// highlighted row in the tint with white text, destructive rows red, disabled rows grey.
///
/// Metrics (macOS's menus, which desktop users expect): 14-point text, 24-point rows
/// (38 with a subtitle), 5 points of padding above and below, 11-point separators,
/// a 22-point checkmark column, 16-point images, corner radius 6.
@preconcurrency @MainActor
package final class MenuPanelView: UIView {
    package var menu: UIMenu
    package var rows: [MenuRow] = []
    /// The highlighted row's index in `rows`.
    package var highlightedIndex: Int? { didSet { if oldValue != highlightedIndex { setNeedsDisplay() } } }
    /// The row of the parent panel this submenu opened from.
    package var parentRowIndex: Int?

    package static let font = UIFont.systemFont(ofSize: 14)
    package static let subtitleFont = UIFont.systemFont(ofSize: 11)
    package static let headerFont = UIFont.systemFont(ofSize: 11, weight: .semibold)
    package static let rowHeight: CGFloat = 24
    package static let subtitleRowHeight: CGFloat = 38
    package static let headerHeight: CGFloat = 20
    package static let separatorHeight: CGFloat = 11
    package static let padding: CGFloat = 5
    package static let checkColumn: CGFloat = 22
    package static let imageSize: CGFloat = 16
    package static let trailing: CGFloat = 14
    package static let minimumWidth: CGFloat = 120

    package init(menu: UIMenu) {
        self.menu = menu
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.98, alpha: 1)
        layer.cornerRadius = 6
        layer.borderWidth = 0.5
        layer.borderColor = UIColor(white: 0, alpha: 0.25).cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
        clipsToBounds = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    /// Sets the rows and lays them out; returns the panel's size.
    package func setRows(_ newRows: [MenuRow]) -> CGSize {
        rows = newRows
        var y = Self.padding
        var width = Self.minimumWidth
        let images = rows.contains { $0.element.flatMap { Self.validImage($0) } != nil }
        for index in rows.indices {
            let height: CGFloat
            switch rows[index].kind {
            case .separator: height = Self.separatorHeight
            case .header: height = Self.headerHeight
            default: height = rows[index].element?.subtitle?.isEmpty == false ? Self.subtitleRowHeight : Self.rowHeight
            }
            rows[index].frame = CGRect(x: 0, y: y, width: 0, height: height)
            y += height
            width = max(width, contentWidth(of: rows[index], images: images))
        }
        width = ceil(width)
        for index in rows.indices { rows[index].frame.size.width = width }
        if let highlightedIndex, !rows.indices.contains(highlightedIndex) || !rows[highlightedIndex].isSelectable { self.highlightedIndex = nil }
        setNeedsDisplay()
        return CGSize(width: width, height: y + Self.padding)
    }

    /// The x where titles start (after the checkmark column and, when any row has one, the image).
    private func titleX(images: Bool) -> CGFloat { Self.checkColumn + (images ? Self.imageSize + 6 : 0) }

    private func contentWidth(of row: MenuRow, images: Bool) -> CGFloat {
        switch row.kind {
        case .separator: return 0
        case .header(let title): return Self.checkColumn + title.size(withAttributes: [.font: Self.headerFont]).width + Self.trailing
        default:
            let title = Self.displayTitle(of: row).size(withAttributes: [.font: Self.font]).width
            let subtitle = row.element?.subtitle.map { $0.size(withAttributes: [.font: Self.subtitleFont]).width } ?? 0
            var accessory: CGFloat = 0
            if case .submenu = row.kind { accessory = 20 }
            if let key = row.element as? UIKeyCommand, let shortcut = Self.shortcutText(key) {
                accessory = 24 + shortcut.size(withAttributes: [.font: Self.font]).width
            }
            return titleX(images: images) + max(title, subtitle) + accessory + Self.trailing
        }
    }

    /// The title a row shows.
    package static func displayTitle(of row: MenuRow) -> String {
        if case .loading = row.kind { return "Loading…" }
        return row.element?.title ?? ""
    }

    /// The image of an element when it can be drawn: finite, positive size. Others are
    /// logged and left out.
    package static func validImage(_ element: UIMenuElement) -> UIImage? {
        guard let image = element.image else { return nil }
        let size = image.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            UIView.log("menu element '\(element.title)': image size \(size) is not drawable; the row shows no image")
            return nil
        }
        return image
    }

    /// A key command's shortcut as desktop menus show it (⌃⌥⇧⌘ then the key).
    package static func shortcutText(_ command: UIKeyCommand) -> String? {
        guard let input = command.input, !input.isEmpty else { return nil }
        var text = ""
        let flags = command.modifierFlags
        if flags.contains(.control) { text += "⌃" }
        if flags.contains(.alternate) { text += "⌥" }
        if flags.contains(.shift) { text += "⇧" }
        if flags.contains(.command) { text += "⌘" }
        let names: [String: String] = [
            UIKeyCommand.inputUpArrow: "↑", UIKeyCommand.inputDownArrow: "↓", UIKeyCommand.inputLeftArrow: "←",
            UIKeyCommand.inputRightArrow: "→", UIKeyCommand.inputEscape: "⎋", UIKeyCommand.inputReturn: "↩",
            UIKeyCommand.inputTab: "⇥", UIKeyCommand.inputBackspace: "⌫", UIKeyCommand.inputDelete: "⌦",
            UIKeyCommand.inputPageUp: "⇞", UIKeyCommand.inputPageDown: "⇟", UIKeyCommand.inputHome: "↖", UIKeyCommand.inputEnd: "↘",
            " ": "Space",
        ]
        return text + (names[input] ?? input.uppercased())
    }

    /// The index of the row at `point` (panel coordinates).
    package func rowIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return rows.firstIndex { $0.frame.minY <= point.y && point.y < $0.frame.maxY }
    }

    package override func draw(_ rect: CGRect) {
        let images = rows.contains { $0.element.flatMap { Self.validImage($0) } != nil }
        let textX = titleX(images: images)
        for (index, row) in rows.enumerated() where row.frame.intersects(rect) {
            let frame = row.frame
            switch row.kind {
            case .separator:
                UIColor(white: 0, alpha: 0.12).setFill()
                UIBezierPath(rect: CGRect(x: 10, y: frame.midY - 0.5, width: frame.width - 20, height: 1)).fill()
                continue
            case .header(let title):
                (title as NSString).draw(at: CGPoint(x: Self.checkColumn, y: frame.minY + 4),
                                         withAttributes: [.font: Self.headerFont, .foregroundColor: UIColor.secondaryLabel])
                continue
            default: break
            }
            let highlighted = index == highlightedIndex
            if highlighted {
                (tintColor ?? .systemBlue).setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 5, dy: 0), cornerRadius: 4).fill()
            }
            let destructive: Bool
            switch row.kind {
            case .submenu(let menu): destructive = menu.options.contains(.destructive)
            case .item(let action as UIAction): destructive = action.attributes.contains(.destructive)
            case .item(let command as UICommand): destructive = command.attributes.contains(.destructive)
            default: destructive = false
            }
            let color: UIColor = !row.isEnabled ? .tertiaryLabel : highlighted ? .white : destructive ? .systemRed : .label
            let secondary: UIColor = highlighted && row.isEnabled ? UIColor(white: 1, alpha: 0.8) : .secondaryLabel
            let hasSubtitle = row.element?.subtitle?.isEmpty == false
            let titleY = frame.minY + (hasSubtitle ? 4 : (frame.height - Self.font.lineHeight) / 2)
            let state = Self.state(of: row)
            if state != .off {
                let mark = state == .on ? "✓" : "–"
                (mark as NSString).draw(at: CGPoint(x: 7, y: titleY), withAttributes: [.font: Self.font, .foregroundColor: color])
            }
            if let element = row.element, let image = Self.validImage(element) {
                let s = image.size, scale = min(Self.imageSize / s.width, Self.imageSize / s.height, 1)
                let w = s.width * scale, h = s.height * scale
                image.draw(in: CGRect(x: Self.checkColumn + (Self.imageSize - w) / 2, y: frame.midY - h / 2, width: w, height: h),
                           blendMode: .normal, alpha: row.isEnabled ? 1 : 0.4)
            }
            (Self.displayTitle(of: row) as NSString).draw(at: CGPoint(x: textX, y: titleY), withAttributes: [.font: Self.font, .foregroundColor: color])
            if let subtitle = row.element?.subtitle, !subtitle.isEmpty {
                (subtitle as NSString).draw(at: CGPoint(x: textX, y: titleY + Self.font.lineHeight + 1),
                                            withAttributes: [.font: Self.subtitleFont, .foregroundColor: secondary])
            }
            if case .submenu = row.kind {
                drawArrow(in: CGRect(x: frame.maxX - 20, y: frame.midY - 5, width: 6, height: 10), color: color)
            } else if let key = row.element as? UIKeyCommand, let shortcut = Self.shortcutText(key) {
                let size = shortcut.size(withAttributes: [.font: Self.font])
                (shortcut as NSString).draw(at: CGPoint(x: frame.maxX - Self.trailing - size.width, y: titleY),
                                            withAttributes: [.font: Self.font, .foregroundColor: secondary])
            }
        }
    }

    /// The check state a row shows.
    package static func state(of row: MenuRow) -> UIMenuElement.State {
        switch row.element {
        case let action as UIAction: return action.state
        case let command as UICommand: return command.state
        default: return .off
        }
    }

    private func drawArrow(in rect: CGRect, color: UIColor) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.lineWidth = 1.5
        color.setStroke()
        path.stroke()
    }
}
