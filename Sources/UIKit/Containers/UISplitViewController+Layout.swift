import CoreGraphics
import Foundation

/// A split view controller's view: collapses or expands the interface for the window's
/// width class, then lays out the columns.
@preconcurrency @MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutSplitContainer()
    }
}

extension UISplitViewController {
    /// How long showing or hiding a column slides: 0.35 s, as a navigation push.
    package static let columnAnimationDuration: TimeInterval = 0.35

    /// Builds the view.
    package func makeSplitContainerView() -> UIView {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addGestureRecognizer(presentationGesture)
        return container
    }

    /// The controller whose view shows `column`: its navigation controller (classic: the
    /// controller itself).
    package func columnContainer(_ column: Column) -> UIViewController? {
        guard style == .unspecified else { return columnNavigation[column] }
        switch column {
        case .primary: return classicControllers.first
        case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
        default: return nil
        }
    }

    /// Where each column goes in `bounds` for `mode`; a hidden sidebar column sits just off
    /// the leading edge.
    package func columnFrames(for mode: DisplayMode, in bounds: CGRect) -> [Column: CGRect] {
        let (p, s) = resolvedColumnWidths()
        let w = bounds.width, h = bounds.height
        var frames: [Column: CGRect] = [
            .primary: CGRect(x: -p, y: 0, width: p, height: h),
            .secondary: CGRect(x: 0, y: 0, width: w, height: h),
        ]
        let triple = style == .tripleColumn
        if triple { frames[.supplementary] = CGRect(x: -s, y: 0, width: s, height: h) }
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary:
            let leading: Column = triple ? .supplementary : .primary
            let width = triple ? s : p
            frames[leading] = CGRect(x: 0, y: 0, width: width, height: h)
            if mode == .oneBesideSecondary { frames[.secondary] = CGRect(x: width, y: 0, width: max(0, w - width), height: h) }
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            frames[.primary] = CGRect(x: 0, y: 0, width: p, height: h)
            frames[.supplementary] = CGRect(x: p, y: 0, width: s, height: h)
            if mode == .twoBesideSecondary {
                frames[.secondary] = CGRect(x: p + s, y: 0, width: max(0, w - p - s), height: h)
            } else if mode == .twoDisplaceSecondary {
                // The secondary keeps its one-beside width and is pushed off the trailing edge.
                frames[.secondary] = CGRect(x: p + s, y: 0, width: max(0, w - s), height: h)
            }
        default:
            break
        }
        return frames
    }

    /// The layout pass: collapse or expand for the width class, then place the columns.
    package func layoutSplitContainer() {
        updateCollapsedStateForSize()
        guard let container = viewIfLoaded else { return }
        if collapsedStorage {
            overlayDimmingView?.removeFromSuperview()
            updateSecondaryOnlyButton()
            if let shown = collapsedContainer?.view {
                if shown.superview !== container { container.addSubview(shown) }
                shown.frame = container.bounds
            }
            return
        }
        guard displayModeAnimation == 0 else { return }
        applyDisplayMode(animated: false)
    }

    /// Resolves the display mode (the one `show`/`hide` chose, else the preferred one);
    /// when it changes the delegate hears which columns will hide and show and the new
    /// mode, then the columns move (sliding over 0.35 s when `animated` and shown).
    package func applyDisplayMode(animated: Bool) {
        let target = resolvedDisplayMode(displayModeOverride ?? preferredDisplayModeStorage)
        guard isViewLoaded, !collapsedStorage else {
            displayModeStorage = target
            return
        }
        let old = displayModeStorage
        let changed = target != old
        if changed, hasResolvedDisplayMode {
            let before = visibleColumns(in: old), after = visibleColumns(in: target)
            for column in [Column.primary, .supplementary, .secondary] where before.contains(column) && !after.contains(column) {
                delegate?.splitViewController(self, willHide: column)
            }
            for column in [Column.primary, .supplementary, .secondary] where !before.contains(column) && after.contains(column) {
                delegate?.splitViewController(self, willShow: column)
            }
            delegate?.splitViewController(self, willChangeTo: target)
        }
        displayModeStorage = target
        let animates = animated && changed && hasResolvedDisplayMode && isInVisibleWindow
        hasResolvedDisplayMode = true
        placeColumns(animated: animates)
    }

    /// Puts the shown columns' views in the container at their frames and takes hidden
    /// ones out (after the slide when animated).
    package func placeColumns(animated: Bool) {
        guard let container = viewIfLoaded else { return }
        let frames = columnFrames(for: displayModeStorage, in: container.bounds)
        let visible = visibleColumns(in: displayModeStorage)
        // Secondary at the bottom, then the supplementary, then the primary on top.
        var shown: [(UIView, CGRect)] = []
        var hidden: [(UIView, CGRect)] = []
        for column in [Column.secondary, .supplementary, .primary] {
            guard let view = columnContainer(column)?.view, let frame = frames[column] else { continue }
            if visible.contains(column) {
                if view.superview !== container {
                    view.frame = frame.offsetBy(dx: column == .secondary ? 0 : -frame.maxX, dy: 0)
                    container.addSubview(view)
                }
                view.autoresizingMask = []
                shown.append((view, frame))
            } else if view.superview === container {
                hidden.append((view, frame))
            }
        }
        orderColumnsAndDimming(animated: animated)
        updateSecondaryOnlyButton()
        guard animated else {
            for (view, frame) in shown { view.frame = frame }
            for (view, _) in hidden { view.removeFromSuperview() }
            return
        }
        displayModeAnimation += 1
        let number = displayModeAnimation
        UIView.animate(withDuration: Self.columnAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, frame) in shown { view.frame = frame }
            for (view, frame) in hidden { view.frame = frame }
        }, completion: { [weak self] _ in
            guard let self, self.displayModeAnimation == number else { return }
            self.displayModeAnimation = 0
            let stillHidden = hidden.filter { entry in !shown.contains { $0.0 === entry.0 } }
            for (view, _) in stillHidden where !self.isShowingView(view) { view.removeFromSuperview() }
        })
    }

    /// Whether `view` belongs to a column the current display mode shows.
    private func isShowingView(_ view: UIView) -> Bool {
        visibleColumns(in: displayModeStorage).contains { columnContainer($0)?.viewIfLoaded === view }
    }
}
