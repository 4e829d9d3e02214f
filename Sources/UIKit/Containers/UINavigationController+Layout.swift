import CoreGraphics
import Foundation

/// A navigation controller's view: lays out the bars and the controllers' views.
@preconcurrency @MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutNavigationContainer()
    }
}

extension UINavigationController {
    /// Connects the bar and toolbar to the controller (at creation).
    package func setUpNavigation() {
        navigationBarStorage.managingController = self
        toolbarStorage.isManaged = true
        toolbarStorage.isHidden = true
    }

    /// Builds the view: the transition view under the navigation bar and toolbar.
    package func makeContainerView() -> UIView {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        transitionView.frame = container.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.clipsToBounds = true
        container.addSubview(transitionView)
        container.addSubview(toolbarStorage)
        container.addSubview(navigationBarStorage)
        container.addGestureRecognizer(popGesture)
        if let top = stack.last {
            let topView = top.view!
            topView.frame = transitionView.bounds
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            transitionView.addSubview(topView)
        }
        return container
    }

    /// Places the bars (the navigation bar under the top safe area, the toolbar above the
    /// bottom one; a hidden bar sits just off its edge) and gives the shown controllers'
    /// views the bars' heights as extra safe area, so their content sits between the bars.
    package func layoutNavigationContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds
        let safe = container.safeAreaInsets
        transitionView.frame = b
        let barHeight = navigationBarStorage.barHeight
        let barY = navigationBarHiddenStorage ? -barHeight : safe.top
        navigationBarStorage.frame = CGRect(x: 0, y: barY, width: b.width, height: barHeight)
        let toolbarY = toolbarHiddenStorage ? b.height : b.height - safe.bottom - UIToolbar.height
        toolbarStorage.frame = CGRect(x: 0, y: toolbarY, width: b.width, height: UIToolbar.height)
        let insets = UIEdgeInsets(top: navigationBarHiddenStorage ? 0 : barHeight, left: 0,
                                  bottom: toolbarHiddenStorage ? 0 : UIToolbar.height, right: 0)
        for controller in shownControllers {
            controller.containerBarInsets = insets
            if let view = controller.viewIfLoaded, view.superview === transitionView {
                view.frame = CGRect(x: view.frame.minX, y: 0, width: b.width, height: b.height)
            }
        }
        navigationBarStorage.setNeedsLayout()
        toolbarStorage.setNeedsLayout()
    }

    /// The controllers whose views are in the transition view.
    package var shownControllers: [UIViewController] {
        stack.filter { $0.viewIfLoaded?.superview === transitionView }
            + [activeTransition?.from].compactMap { $0 }.filter { c in !stack.contains { $0 === c } }
    }

    /// Implements `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)`.
    package func setBarHidden(_ hidden: Bool, toolbar: Bool, animated: Bool) {
        let bar: UIView = toolbar ? toolbarStorage : navigationBarStorage
        if toolbar { toolbarHiddenStorage = hidden } else { navigationBarHiddenStorage = hidden }
        guard let container = viewIfLoaded else { bar.isHidden = hidden; return }
        if !hidden { bar.isHidden = false }
        guard animated, isInVisibleWindow else {
            bar.isHidden = hidden
            container.setNeedsLayout()
            return
        }
        UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), animations: {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            let stillHidden = toolbar ? self.toolbarHiddenStorage : self.navigationBarHiddenStorage
            if stillHidden { bar.isHidden = true }
        })
    }

    /// The bar shows its scroll-edge appearance while the top controller's scroll view
    /// (its view, when a scroll view) is scrolled to its top; without one it is at the edge.
    package func updateScrollEdgeState() {
        guard let scrollView = topViewController?.viewIfLoaded as? UIScrollView else {
            navigationBarStorage.isAtScrollEdge = true
            return
        }
        navigationBarStorage.isAtScrollEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
}
