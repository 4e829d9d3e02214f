import CoreGraphics
import Foundation

/// The button a bar shows for a `UIBarButtonItem` (title or image, tinted in the bar's
/// tint): a tap sends the item's action.
@MainActor
func makeBarItemButton(for item: UIBarButtonItem, titleAttributes: [NSAttributedString.Key: Any]) -> UIButton {
    let button = UIButton(type: .system)
    let font = (titleAttributes[.font] as? UIFont)
        ?? (item.style == .done ? UIFont.systemFont(ofSize: 17, weight: .semibold) : UIFont.systemFont(ofSize: 17))
    if let image = item.displayedImage {
        button.setImage(image, for: .normal)
    } else {
        button.setTitle(item.displayedTitle, for: .normal)
    }
    button.titleLabel?.font = font
    if let color = titleAttributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
    if let tint = item.tintColor { button.tintColor = tint }
    button.isEnabled = item.isEnabled
    button.accessibilityLabel = item.displayedTitle
    button.addAction(UIAction { [weak item] _ in item?.sendAction(event: nil) }, for: .touchUpInside)
    if let menu = item.menu {
        button.menu = menu
        button.menuActionSender = item
        button.showsMenuAsPrimaryAction = item.primaryAction == nil && item.targetActionStorage == nil
    }
    return button
}

/// The view a bar shows for an item: its custom view, else a button.
@MainActor
func barItemView(for item: UIBarButtonItem, titleAttributes: [NSAttributedString.Key: Any]) -> UIView {
    if let custom = item.customView { return custom }
    return makeBarItemButton(for: item, titleAttributes: titleAttributes)
}

/// The width an item takes in a bar: its `width` when positive, else its view's size.
@MainActor
func barItemSize(_ item: UIBarButtonItem, view: UIView, height: CGFloat) -> CGSize {
    if item.customView != nil {
        var size = view.bounds.size
        if size == .zero { size = view.intrinsicContentSize }
        if size.width < 0 { size.width = 0 }
        if size.height < 0 { size.height = height }
        return CGSize(width: item.width > 0 ? item.width : size.width, height: min(size.height, height))
    }
    let fit = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
    return CGSize(width: item.width > 0 ? item.width : max(fit.width, 22), height: height)
}

/// The back chevron UIKit draws: two strokes meeting at a point on the left, in the tint.
@preconcurrency @MainActor
final class BackChevronView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let path = UIBezierPath()
        path.move(to: CGPoint(x: b.maxX - 2, y: b.minY + 2))
        path.addLine(to: CGPoint(x: b.minX + 2, y: b.midY))
        path.addLine(to: CGPoint(x: b.maxX - 2, y: b.maxY - 2))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? .systemBlue).setStroke()
        path.stroke()
    }

    override func tintColorDidChange() { setNeedsDisplay() }
}

/// The back button of a navigation bar: a chevron and the title of the item below.
@preconcurrency @MainActor
package final class BackButtonControl: UIControl {
    let chevron = BackChevronView(frame: CGRect(x: 0, y: 0, width: 13, height: 21))
    let label = UILabel()
    /// Called when the button is tapped.
    var onTap: (@MainActor () -> Void)?

    override package init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chevron)
        addSubview(label)
        label.font = UIFont.systemFont(ofSize: 17)
        addTarget(self, action: BackButtonControl.fire, for: .touchUpInside)
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    func fire() { onTap?() }

    /// The title shown after the chevron.
    package var title: String? {
        get { label.text }
        set { label.text = newValue; label.isHidden = (newValue ?? "").isEmpty; setNeedsLayout() }
    }

    /// The label's width for `text`.
    func titleWidth(_ text: String) -> CGFloat {
        text.size(withAttributes: [.font: label.font as Any]).width.rounded(.up)
    }

    override package func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.isHidden ? 0 : titleWidth(label.text ?? "") + 6
        return CGSize(width: 8 + 13 + text, height: 44)
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        chevron.frame = CGRect(x: 8, y: (bounds.height - 21) / 2, width: 13, height: 21)
        label.frame = CGRect(x: chevron.frame.maxX + 6, y: 0, width: max(0, bounds.width - chevron.frame.maxX - 6), height: bounds.height)
    }

    override package func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
    }

    override package var isHighlighted: Bool {
        didSet { label.textColor = isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor; chevron.alpha = isHighlighted ? 0.2 : 1 }
    }

    /// The back button is one accessibility element: a button named by its title ("Back"
    /// when it shows none), identified "BackButton" as on iOS.
    override package var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override package var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }

    override package var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? ((title ?? "").isEmpty ? "Back" : title) }
        set { super.accessibilityLabel = newValue }
    }

    override package var accessibilityIdentifier: String? {
        get { super.accessibilityIdentifier ?? "BackButton" }
        set { super.accessibilityIdentifier = newValue }
    }
}

/// A bar's background: the appearance's color and image, with the shadow hairline.
@preconcurrency @MainActor
package final class BarBackgroundView: UIView {
    let imageView = UIImageView()
    let shadow = UIView()
    /// Whether the shadow line is at the top (a toolbar) rather than the bottom.
    var shadowAtTop = false

    override package init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(shadow)
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `appearance`.
    func apply(_ appearance: UIBarAppearance) {
        backgroundColor = appearance.backgroundColor
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        shadow.backgroundColor = appearance.shadowColor
        shadow.isHidden = appearance.shadowColor == nil && appearance.shadowImage == nil
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        let hairline = 1 / max(1, UIScreen.main.scale)
        shadow.frame = CGRect(x: 0, y: shadowAtTop ? -hairline : bounds.height, width: bounds.width, height: hairline)
    }
}
