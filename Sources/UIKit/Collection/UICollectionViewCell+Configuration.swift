import CoreGraphics
import Foundation

// The cell's looks: background views, configurations and the configuration state, shared
// with table cells through `showContentConfiguration` and `showBackgroundConfiguration`.

extension UICollectionViewCell {
    func setUpCell() {
        (contentView as? CellContentView)?.owner = self
        configurationBackgroundView.isHidden = true
        addSubview(configurationBackgroundView)
        // The content view follows the cell's size at once (inside the bounds setter), so
        // constraints inside it see the cell's size in the same layout pass.
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    func installBackgroundViews() {
        if let v = selectedBackgroundView {
            insertSubview(v, belowSubview: contentView)
            v.isHidden = !(selectedStorage || highlightedStorage)
        }
        if let v = backgroundView { insertSubview(v, at: 0) }
        setNeedsLayout()
    }

    func setSelectedState(_ selected: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        stateChanged()
    }

    func setHighlightedState(_ highlighted: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        stateChanged()
    }

    private func stateChanged() {
        selectedBackgroundView?.isHidden = !(selectedStorage || highlightedStorage)
        updateConfigurationNow()
    }

    func resetForReuse() {
        swipeOffset = 0
        highlightedStorage = false
        selectedStorage = false
        stateChanged()
    }

    func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = hostCollectionView?.isEditing ?? false
        state.isExpanded = (self as? UICollectionViewListCell)?.isOutlineExpanded ?? false
        state.isSwiped = swipeOffset != 0
        return state
    }

    func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        contentConfigurationStorage = configuration
        guard let configuration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            setNeedsLayout()
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        configuredContentView = contentView.showContentConfiguration(shown, replacing: configuredContentView)
        setNeedsLayout()
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
            return
        }
        let shown = automaticallyUpdatesBackgroundConfiguration ? config.updated(for: currentConfigurationState()) : config
        backgroundColor = nil
        configurationBackgroundView.showBackgroundConfiguration(shown, tint: tintColor ?? .systemBlue)
        setNeedsLayout()
    }

    func layoutCell() {
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        if let config = backgroundConfigurationStorage { configurationBackgroundView.layoutBackgroundConfiguration(config, in: b) }
        contentView.frame = b.offsetBy(dx: -swipeOffset, dy: 0)
        configuredContentView?.frame = contentView.bounds
    }

    func contentFittingSize(_ size: CGSize) -> CGSize {
        if let view = configuredContentView { return view.sizeThatFits(size) }
        return size
    }
}
