import CoreGraphics
import Foundation

/// A search controller's view: lays out the dimming and results views; its own empty
/// area lets touches through to the content underneath.
@preconcurrency @MainActor
final class SearchControllerView: UIView {
    weak var controller: UISearchController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutSearchContent()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

extension UISearchController {
    /// Links the bar and sets up the presentation (over the current context, fading).
    package func configureSearchController() {
        searchBar.owningSearchController = self
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
    }

    /// Builds the view.
    package func makeSearchControllerView() -> UIView {
        let container = SearchControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = nil
        container.isOpaque = false
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped))
        container.addSubview(dimmingView)
        if let results = searchResultsController {
            addChild(results)
            container.addSubview(results.view)
            results.didMove(toParent: self)
        }
        return container
    }

    /// Places the dimming view and the results under the host's top bars; shows the
    /// results once there is text (or always, `showsSearchResultsController`), else the
    /// dimming when asked for.
    package func layoutSearchContent() {
        guard let container = viewIfLoaded else { return }
        let top = presentingStorage?.viewIfLoaded?.safeAreaInsets.top ?? 0
        let area = CGRect(x: 0, y: top, width: container.bounds.width, height: max(0, container.bounds.height - top))
        let showsResults = searchResultsController != nil && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
        if let results = searchResultsController?.viewIfLoaded {
            results.frame = area
            results.isHidden = !showsResults
        }
        dimmingView.frame = area
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation || showsResults
    }

    /// The controller the search presents from: the navigation stack's controller whose
    /// item shows the search bar, else the first controller up the bar's responder chain.
    package var searchHost: UIViewController? {
        if let item = hostingItem, let bar = item.owningBar, let nav = bar.managingController {
            return nav.stack.first { $0.navigationItem === item }
        }
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController, controller !== self { return controller }
            responder = current.next
        }
        return nil
    }

    /// Implements the `isActive` setter.
    package func setActive(_ active: Bool) {
        guard active != activeStorage else { return }
        if active { activate() } else { deactivate() }
    }

    /// Becomes active: the delegate hears it, the bar shows its cancel button and scope
    /// bar, the controller presents itself over its host and the updater updates.
    private func activate() {
        guard let host = searchHost, host.viewIfLoaded?.window != nil, searchBar.window != nil else {
            UIView.log("UISearchController: cannot become active: its search bar is not shown in a window (put the controller in a navigation item or the bar in a view)")
            return
        }
        delegate?.willPresentSearchController(self)
        activeStorage = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        if hostingItem != nil { host.definesPresentationContext = true }
        hostingItem?.itemDidChange()
        if let delegate { delegate.presentSearchController(self) } else { presentDefault() }
        if !searchBar.isFirstResponder { searchBar.becomeFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The default presentation: over the host's context, fading in.
    package func presentDefault() {
        guard presentingStorage == nil, let host = searchHost else { return }
        host.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
        presentationControllerStorage?.containerStorage?.passesTouchesThrough = true
    }

    /// Becomes inactive: the text clears, the keyboard goes, the cancel button and scope
    /// bar hide, the presentation is dismissed and the updater updates.
    private func deactivate() {
        delegate?.willDismissSearchController(self)
        activeStorage = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        searchBar.text = ""
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        hostingItem?.itemDidChange()
        if presentingStorage != nil {
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        } else {
            delegate?.didDismissSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The bar's field began editing: the search becomes active.
    package func searchBarDidBeginEditing() {
        if !activeStorage { setActive(true) }
    }

    /// The text or scope changed: the results (and dimming) update.
    package func searchTextDidChange() {
        viewIfLoaded?.setNeedsLayout()
        if activeStorage { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// The bar's cancel button was tapped.
    package func searchBarCancelled() { setActive(false) }

    /// A tap on the dimming view cancels the search.
    package func dimmingTapped() { setActive(false) }
}
