import CoreGraphics
import Foundation

/// The split view controller's presentation gesture (`presentsWithGesture`): a
/// horizontal pan on its view, allowed to begin only as iPadOS allows it.
@preconcurrency @MainActor
package final class SplitPresentationGestureRecognizer: UIPanGestureRecognizer {
    /// What the pan does once it began.
    package enum Intent { case none, show, hide }
    package var intent = Intent.none

    package override func reset() {
        super.reset()
        intent = .none
    }
}

/// Decides whether the presentation gesture may begin (and what it will do).
@preconcurrency @MainActor
final class SplitPresentationGestureGate: NSObject, UIGestureRecognizerDelegate {
    weak var split: UISplitViewController?

    init(split: UISplitViewController) { self.split = split }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let split, let pan = gestureRecognizer as? SplitPresentationGestureRecognizer else { return false }
        pan.intent = split.presentationGestureIntent(pan)
        return pan.intent != .none
    }
}

extension UISplitViewController {
    /// How far from the leading edge a swipe that shows the sidebar must start: 20 points,
    /// as UIKit's screen-edge pans.
    package static let presentationGestureEdgeWidth: CGFloat = UIScreenEdgePanGestureRecognizer.edgeWidth

    /// Creates the presentation gesture (on first access of the view).
    package func makePresentationGesture() -> SplitPresentationGestureRecognizer {
        let pan = SplitPresentationGestureRecognizer(target: self, action: UISplitViewController.handlePresentationGesture)
        pan.name = "UISplitViewController.presentationGesture"
        pan.delegate = presentationGestureGate
        pan.isEnabled = presentsWithGesture
        return pan
    }

    /// The sidebar column a swipe shows or hides: the primary.
    private var gestureSidebarIsShown: Bool { visibleColumns(in: displayModeStorage).contains(.primary) }

    /// What a pan that moved by its translation would do: with `presentsWithGesture`,
    /// expanded, no slide running and a split behavior other than tile, a mostly
    /// horizontal swipe to the trailing side that started within 20 points of the leading
    /// edge shows the hidden primary column (unless it starts over a column whose
    /// navigation controller can pop, whose own edge swipe wins); a swipe to the leading
    /// side hides a primary column lying over or displacing the secondary.
    package func presentationGestureIntent(_ pan: UIPanGestureRecognizer) -> SplitPresentationGestureRecognizer.Intent {
        guard presentsWithGesture, let container = viewIfLoaded, !collapsedStorage, displayModeAnimation == 0,
              resolvedSplitBehavior != .tile else { return .none }
        let t = pan.translation(in: container)
        guard abs(t.x) > abs(t.y) else { return .none }
        let location = pan.location(in: container)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        if t.x > 0, !gestureSidebarIsShown, start.x <= Self.presentationGestureEdgeWidth {
            let pops = [Column.secondary, .supplementary].contains { column in
                guard let nav = columnContainer(column) as? UINavigationController, let view = nav.viewIfLoaded,
                      view.superview === container, view.frame.contains(start) else { return false }
                return nav.stack.count > 1 && nav.interactivePopGestureRecognizer?.isEnabled != false
            }
            return pops ? .none : .show
        }
        if t.x < 0, gestureSidebarIsShown { return .hide }
        return .none
    }

    /// Performs the gesture's show or hide as the pan begins (the columns slide as for
    /// `show(_:)`/`hide(_:)`), telling the delegate the gesture begins and ends.
    package func handlePresentationGesture(_ pan: SplitPresentationGestureRecognizer) {
        switch pan.state {
        case .began:
            delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
            if pan.intent == .show { show(.primary) } else if pan.intent == .hide { hide(.primary) }
        case .ended, .cancelled, .failed:
            delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
        default:
            break
        }
    }

    // MARK: The display mode button's visibility

    /// Whether `displayModeButtonItem` shows: `displayModeButtonVisibility`, where
    /// `.automatic` hides it when `presentsWithGesture` is false (UIKit's documentation of
    /// `DisplayModeButtonVisibility.automatic`).
    package var displayModeButtonShows: Bool {
        switch displayModeButtonVisibility {
        case .automatic: return presentsWithGesture
        case .never: return false
        case .always: return true
        }
    }

    /// Hides or shows the display mode button after its visibility inputs changed.
    package func updateDisplayModeButtonVisibility() {
        let hidden = !displayModeButtonShows
        if displayModeButtonItemStorage.isHidden != hidden { displayModeButtonItemStorage.isHidden = hidden }
    }

    // MARK: The secondary-only button

    /// Makes the button that toggles `.secondaryOnly` (`showsSecondaryOnlyButton`).
    package func makeSecondaryOnlyButtonItem() -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.primaryAction = UIAction(title: "", image: nil) { [weak self] _ in self?.toggleSecondaryOnly() }
        return item
    }

    /// The button's look for the current mode: "expand" arrows, or "collapse" arrows in `.secondaryOnly`.
    private func refreshSecondaryOnlyButton() {
        let item = secondaryOnlyButtonItemStorage
        let expanded = displayModeStorage == .secondaryOnly
        guard secondaryOnlyButtonShowsExpanded != expanded else { return }
        secondaryOnlyButtonShowsExpanded = expanded
        let image = UIImage(systemName: expanded ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right")
        item.image = image
        item.title = image == nil ? (expanded ? "Exit Full Screen" : "Full Screen") : nil
    }

    /// The button's action: to `.secondaryOnly`, or back to the mode shown before it.
    package func toggleSecondaryOnly() {
        guard !collapsedStorage, displayModeAnimation == 0 else { return }
        if displayModeStorage == .secondaryOnly {
            displayModeOverride = modeBeforeSecondaryOnly ?? (resolvedDisplayMode(preferredDisplayModeStorage) == .secondaryOnly
                ? .twoBesideSecondary : preferredDisplayModeStorage)
            modeBeforeSecondaryOnly = nil
        } else {
            modeBeforeSecondaryOnly = displayModeStorage
            displayModeOverride = .secondaryOnly
        }
        applyDisplayMode(animated: true)
    }

    /// Puts the button in the secondary column's navigation bar (leading side) when
    /// `showsSecondaryOnlyButton` is set on an expanded triple-column split view
    /// controller, and takes it out of every other column's bar. Changes bars only when
    /// their items differ (it runs in the layout pass).
    package func updateSecondaryOnlyButton() {
        let shows = showsSecondaryOnlyButton && style == .tripleColumn && !collapsedStorage
        if shows { refreshSecondaryOnlyButton() }
        for (column, nav) in columnNavigation {
            let items = shows && column == .secondary ? [secondaryOnlyButtonItemStorage] : []
            if !nav.navigationBar.leadingSystemItems.elementsEqual(items, by: ===) { nav.navigationBar.leadingSystemItems = items }
        }
    }
}
