import CoreGraphics
import Foundation

/// The view dimming the secondary column while sidebar columns lie over it; a tap on it
/// hides the overlaid columns, as on iPadOS.
@preconcurrency @MainActor
package final class SplitDimmingView: UIView {
    weak var controller: UISplitViewController?

    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = UISplitViewController.overlayDimmingColor
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: SplitDimmingView.tapped))
    }

    package required init?(coder: NSCoder) { nil }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        controller?.dismissOverlaidColumns()
    }
}

extension UISplitViewController {
    /// The dimming's colour: black at 20%, the dimming this package's alerts and sheets
    /// use behind a modal layer (iPadOS's overlay dimming is of that order).
    package static let overlayDimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The dimming view in the container now (nil when the secondary is not dimmed).
    package var overlayDimmingView: SplitDimmingView? {
        viewIfLoaded?.subviews.lazy.compactMap { $0 as? SplitDimmingView }.first
    }

    /// Orders the container's column views (secondary, then supplementary, then primary
    /// on top) with the dimming view just above the secondary in overlay modes, adding or
    /// removing the dimming (fading with the columns' slide when `animated`). Views are
    /// moved only when out of order, so a layout pass that finds everything in place
    /// changes nothing (and marks no new layout: no layout loop).
    package func orderColumnsAndDimming(animated: Bool) {
        guard let container = viewIfLoaded else { return }
        let dims = isOverlayMode(displayModeStorage) && !collapsedStorage
            && columnContainer(.secondary)?.viewIfLoaded?.superview === container
        var dimming = overlayDimmingView
        if dims, dimming == nil {
            let view = SplitDimmingView(controller: self)
            view.frame = container.bounds
            view.alpha = animated ? 0 : 1
            container.addSubview(view)
            dimming = view
        }
        if let dimming, dimming.frame != container.bounds { dimming.frame = container.bounds }
        var wanted: [UIView] = []
        if let secondary = columnContainer(.secondary)?.viewIfLoaded, secondary.superview === container { wanted.append(secondary) }
        if let dimming { wanted.append(dimming) }
        for column in [Column.supplementary, .primary] {
            if let view = columnContainer(column)?.viewIfLoaded, view.superview === container { wanted.append(view) }
        }
        let current = container.subviews.filter { view in wanted.contains { $0 === view } }
        if !current.elementsEqual(wanted, by: ===) {
            for view in wanted { container.bringSubviewToFront(view) }
        }
        guard let dimming else { return }
        if dims {
            if dimming.alpha != 1 { UIView.animate(withDuration: Self.columnAnimationDuration, animations: { dimming.alpha = 1 }) }
        } else if animated {
            UIView.animate(withDuration: Self.columnAnimationDuration, animations: { dimming.alpha = 0 }, completion: { [weak self, weak dimming] _ in
                guard let self, let dimming, !self.isOverlayMode(self.displayModeStorage) || self.collapsedStorage else { return }
                dimming.removeFromSuperview()
            })
        } else {
            dimming.removeFromSuperview()
        }
    }

    /// Hides the sidebar columns lying over the secondary (a tap on the dimming view).
    package func dismissOverlaidColumns() {
        guard isOverlayMode(displayModeStorage), !collapsedStorage, displayModeAnimation == 0 else { return }
        displayModeOverride = .secondaryOnly
        applyDisplayMode(animated: true)
    }
}
