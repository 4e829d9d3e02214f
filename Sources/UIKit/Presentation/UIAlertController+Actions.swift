import Foundation

extension UIAlertController {
    /// Implements `addAction(_:)`.
    package func addActionCore(_ action: UIAlertAction) {
        if action.style == .cancel, actionStorage.contains(where: { $0.style == .cancel }) {
            UIView.log("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \(action.title ?? "an action") was not added")
            return
        }
        if actionStorage.contains(where: { $0 === action }) {
            UIView.log("UIAlertController.addAction: the action \(action.title ?? "") was already added")
            return
        }
        actionStorage.append(action)
        alertView?.reload()
    }

    /// Implements `addTextField(configurationHandler:)`.
    package func addTextFieldCore(_ configure: ((UITextField) -> Void)?) {
        guard styleStorage == .alert else {
            UIView.log("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .white
        textFieldStorage.append(field)
        configure?(field)
        alertView?.reload()
    }

    /// Implements the `preferredAction` setter: the action must be one of `actions`.
    package func setPreferredAction(_ action: UIAlertAction?) {
        if let action, !actionStorage.contains(where: { $0 === action }) {
            UIView.log("UIAlertController.preferredAction must be one of the controller's actions; \(action.title ?? "the action") ignored")
            return
        }
        preferredActionStorage = action
        alertView?.reload()
    }

    /// The action Return chooses: the preferred one, else the only default-style one.
    package var returnKeyAction: UIAlertAction? {
        if let preferredActionStorage { return preferredActionStorage }
        let defaults = actionStorage.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    /// The cancel action (Escape chooses it).
    package var cancelAction: UIAlertAction? { actionStorage.first { $0.style == .cancel } }

    /// Chooses `action`: the alert is dismissed, then the action's handler runs. A
    /// disabled action, or a second choice while the first dismisses, does nothing.
    package func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, presentingStorage != nil, !isBeingPresented else { return }
        chosenAction = action
        dismiss(animated: true) { [weak self] in
            self?.chosenAction = nil
            action.handler?(action)
        }
    }

    /// Handles Return and Escape; returns whether the press was used.
    package func handleKey(_ press: UIPress) -> Bool {
        guard presentingStorage != nil, let key = press.key,
              key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return false }
        switch key.characters {
        case UIKeyCommand.inputReturn, "\n":
            guard let action = returnKeyAction else { return false }
            choose(action)
            return true
        case UIKeyCommand.inputEscape:
            guard let action = cancelAction else { return false }
            choose(action)
            return true
        default:
            return false
        }
    }

    /// The first text field takes the keyboard, else the alert itself.
    package func takeKeyboardFocus() {
        if let field = textFieldStorage.first, field.becomeFirstResponder() { return }
        _ = becomeFirstResponder()
    }
}
