import CoreGraphics
import Foundation

/// The view of an alert controller: a rounded card (two for an action sheet, the cancel
/// action apart) holding the title, the message, the text fields and the action buttons.
///
/// Metrics (iOS's alert): 270 points wide, corner radius 13, title semibold 17 and
/// message 13 centred with 16-point side insets and 20 points above and below, buttons
/// 44 points tall under hairline separators — two side by side (the cancel action on the
/// left) when both titles fit, else stacked with the cancel action at the bottom. Action
/// sheets: buttons 57 points tall with 20-point titles, header title and message 13 in
/// grey, the cancel action in its own card 8 points below.
@preconcurrency @MainActor
package final class AlertView: UIView {
    package weak var controller: UIAlertController?
    /// The card with the header and the actions (but a sheet's cancel action).
    package let card = UIView()
    /// An action sheet's card holding the cancel action.
    package let cancelCard = UIView()
    package let titleLabel = UILabel()
    package let messageLabel = UILabel()
    /// The buttons, in the order shown.
    package private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []

    package static let alertWidth: CGFloat = 270
    package static let cornerRadius: CGFloat = 13

    package init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
        backgroundColor = nil
        isOpaque = false
        for group in [card, cancelCard] {
            group.backgroundColor = UIColor(white: 0.97, alpha: 1)
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.addSubview(label)
        }
        reload()
    }

    package required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { controller?.styleStorage == .actionSheet }

    /// Rebuilds the labels, fields and buttons from the controller.
    package func reload() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        if isSheet {
            titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
            titleLabel.textColor = .secondaryLabel
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .secondaryLabel
        } else {
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = .label
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .label
        }
        for field in controller.textFieldStorage where field.superview !== card {
            field.layer.borderWidth = 0.5
            field.layer.borderColor = UIColor.separator.cgColor
            card.addSubview(field)
        }
        for button in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        buttons = orderedActions().map { action in
            let button = AlertActionButton(action: action, sheet: isSheet, preferred: action === controller.preferredActionStorage,
                                           anyPreferred: controller.preferredActionStorage != nil)
            button.addAction(UIAction { [weak controller] _ in controller?.choose(action) }, for: .touchUpInside)
            return button
        }
        for button in buttons {
            (isSheet && button.action.style == .cancel ? cancelCard : card).addSubview(button)
        }
        cancelCard.isHidden = !(isSheet && controller.cancelAction != nil)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The actions in display order: a side-by-side pair puts the cancel action first
    /// (left); stacked buttons put it last.
    private func orderedActions() -> [UIAlertAction] {
        guard let controller else { return [] }
        let others = controller.actionStorage.filter { $0.style != .cancel }
        guard let cancel = controller.cancelAction else { return others }
        return sideBySide(width: Self.alertWidth) ? [cancel] + others : others + [cancel]
    }

    /// Whether two alert actions sit side by side: both titles fit half the width.
    private func sideBySide(width: CGFloat) -> Bool {
        guard let controller, !isSheet, controller.actionStorage.count == 2 else { return false }
        let half = width / 2 - 16
        return controller.actionStorage.allSatisfy { action in
            let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            return (action.title ?? "").size(withAttributes: [.font: font]).width <= half
        }
    }

    private var buttonHeight: CGFloat { isSheet ? 57 : 44 }

    /// The height the view needs at `width`.
    package func preferredHeight(for width: CGFloat) -> CGFloat { arrange(width: width, apply: false) }

    package override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    /// Lays out the cards at `width` (setting frames when `apply`); returns the height.
    private func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        guard let controller else { return 0 }
        let hairline = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        if apply { separators.forEach { $0.removeFromSuperview() }; separators = [] }
        func separator(_ frame: CGRect, in group: UIView) {
            guard apply else { return }
            let line = UIView(frame: frame)
            line.backgroundColor = .separator
            group.addSubview(line)
            separators.append(line)
        }
        let inset: CGFloat = 16
        let textWidth = max(0, width - 2 * inset)
        var y: CGFloat = 0
        let hasTitle = !(controller.title ?? "").isEmpty, hasMessage = !(controller.message ?? "").isEmpty
        let fields = controller.textFieldStorage
        if hasTitle || hasMessage || !fields.isEmpty {
            y = isSheet ? 14 : 20
            if hasTitle {
                let h = ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                if apply { titleLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: h) }
                y += h
            }
            if hasMessage {
                if hasTitle { y += isSheet ? 2 : 4 }
                let h = ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                if apply { messageLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: h) }
                y += h
            }
            if !fields.isEmpty {
                y += hasTitle || hasMessage ? 16 : 0
                for (index, field) in fields.enumerated() {
                    if apply { field.frame = CGRect(x: inset, y: y, width: textWidth, height: 26) }
                    y += 26 + (index < fields.count - 1 ? 4 : 0)
                }
                y += 16
            } else {
                y += isSheet ? 14 : 20
            }
        }
        if apply {
            titleLabel.isHidden = !hasTitle
            messageLabel.isHidden = !hasMessage
        }
        let inCard = buttons.filter { !(isSheet && $0.action.style == .cancel) }
        if sideBySide(width: width), inCard.count == 2 {
            let half = (width / 2).rounded()
            separator(CGRect(x: 0, y: y, width: width, height: hairline), in: card)
            separator(CGRect(x: half, y: y, width: hairline, height: buttonHeight), in: card)
            if apply {
                inCard[0].frame = CGRect(x: 0, y: y, width: half, height: buttonHeight)
                inCard[1].frame = CGRect(x: half, y: y, width: width - half, height: buttonHeight)
            }
            y += buttonHeight
        } else {
            for (index, button) in inCard.enumerated() {
                if y > 0 || index > 0 { separator(CGRect(x: 0, y: y, width: width, height: hairline), in: card) }
                if apply { button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight) }
                y += buttonHeight
            }
        }
        if apply { card.frame = CGRect(x: 0, y: 0, width: width, height: y) }
        if isSheet, let cancel = buttons.first(where: { $0.action.style == .cancel }) {
            y += 8
            if apply {
                cancelCard.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                cancel.frame = cancelCard.bounds
            }
            y += buttonHeight
        }
        return y
    }
}

/// One action's button: its title centred, bold for the preferred action (and the
/// cancel action when no other is preferred), red for a destructive one, dimmed when disabled; grey while
/// pressed.
@preconcurrency @MainActor
package final class AlertActionButton: UIControl {
    package let action: UIAlertAction
    package let titleLabel = UILabel()

    package init(action: UIAlertAction, sheet: Bool, preferred: Bool, anyPreferred: Bool) {
        self.action = action
        super.init(frame: .zero)
        // The cancel action is bold unless another action is preferred (always in a sheet).
        let bold = preferred || (action.style == .cancel && (sheet || !anyPreferred))
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: sheet ? 20 : 17, weight: bold ? .semibold : .regular)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(titleLabel)
        backgroundColor = nil
        isOpaque = false
        action.enabledDidChange = { [weak self] in self?.applyState() }
        applyState()
    }

    package required init?(coder: NSCoder) { nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }

    package override var isHighlighted: Bool {
        didSet { applyState() }
    }

    /// An action button is one accessibility element: a button named by the action's title.
    package override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    package override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }

    package override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? action.title }
        set { super.accessibilityLabel = newValue }
    }

    /// Colours for the action's style and state.
    private func applyState() {
        isEnabled = action.isEnabled
        let color: UIColor = action.style == .destructive ? .systemRed : .systemBlue
        titleLabel.textColor = action.isEnabled ? color : .tertiaryLabel
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.1) : nil
    }
}
