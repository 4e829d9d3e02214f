import Foundation

// Selection and highlight looks, the configuration state, content and background
// configurations.

extension UITableViewCell {
    func defaultListConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        contentConfigurationStorage = configuration
        guard let configuration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            setNeedsLayout()
            return
        }
        // The classic views give way to the configuration, as in UIKit.
        for v in [textLabelStorage, detailTextLabelStorage] as [UIView?] { v?.removeFromSuperview() }
        imageViewStorage?.removeFromSuperview()
        textLabelStorage = nil
        detailTextLabelStorage = nil
        imageViewStorage = nil
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        configuredContentView = contentView.showContentConfiguration(shown, replacing: configuredContentView)
        setNeedsLayout()
    }

    func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isEditing = editingStorage
        state.isSwiped = swipeOffset != 0
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Re-applies the configurations for the current state and calls
    /// `updateConfiguration(using:)` (synchronously, so a state change shows in the same turn).
    func updateConfigurationNow() {
        let state = currentConfigurationState()
        if automaticallyUpdatesContentConfiguration, let c = contentConfigurationStorage, let view = configuredContentView {
            view.configuration = c.updated(for: state)
        }
        applyBackgroundConfiguration()
        updateConfiguration(using: state)
    }

    func applyBackgroundConfiguration() {
        guard let config = backgroundConfigurationStorage else {
            configurationBackgroundView.isHidden = true
            updateSelectionLook(animated: false)
            return
        }
        let shown = automaticallyUpdatesBackgroundConfiguration ? config.updated(for: currentConfigurationState()) : config
        backgroundColor = nil
        configurationBackgroundView.showBackgroundConfiguration(shown, tint: tintColor ?? .systemBlue)
        defaultSelectedBackgroundView.alpha = 0
        setNeedsLayout()
    }

    func layoutConfigurationBackground(_ config: UIBackgroundConfiguration) {
        configurationBackgroundView.layoutBackgroundConfiguration(config, in: bounds)
    }

    func installBackgroundViews() {
        if let v = backgroundView { insertSubview(v, at: 0) }
        for v in [selectedBackgroundView, multipleSelectionBackgroundView] { if let v { insertSubview(v, belowSubview: contentView) } }
        updateSelectionLook(animated: false)
        setNeedsLayout()
    }

    // MARK: Selection

    func applySelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        updateSelectionLook(animated: animated)
        updateConfigurationNow()
    }

    func applyHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        updateSelectionLook(animated: animated)
        updateConfigurationNow()
    }

    /// Whether the selected look shows now.
    var showsSelectedLook: Bool { (selectedStorage || highlightedStorage) && selectionStyle != .none }

    /// Shows or hides the selected background and highlights the labels and image.
    func updateSelectionLook(animated: Bool) {
        let on = showsSelectedLook
        let custom = selectedBackgroundView
        let selectedView: UIView? = backgroundConfigurationStorage != nil ? nil : (custom ?? defaultSelectedBackgroundView)
        let apply = {
            if selectedView !== self.defaultSelectedBackgroundView { self.defaultSelectedBackgroundView.alpha = 0 }
            selectedView?.alpha = on ? 1 : 0
        }
        if animated { UIView.animate(withDuration: on ? 0.15 : 0.3, animations: apply) } else { apply() }
        textLabelStorage?.isHighlighted = on
        detailTextLabelStorage?.isHighlighted = on
        imageViewStorage?.isHighlighted = on
    }
}
