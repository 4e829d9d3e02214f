import CoreGraphics
import Foundation

extension UIViewController {
    /// Implements `present(_:animated:completion:)`: checks the request as UIKit does
    /// (each refusal is logged and leaves everything as it was), finds the presenting
    /// controller (the presentation context), links the two, puts a container view in
    /// the window and runs the transition.
    package func presentCore(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard controller !== self else {
            UIView.log("Application tried to present modally a view controller \(controller) on itself")
            return
        }
        if let presenter = controller.presentingStorage {
            UIView.log("Application tried to present modally a view controller \(controller) that is already being presented by \(presenter).")
            return
        }
        if let parent = controller.parentStorage {
            UIView.log("Application tried to present modally a view controller \(controller) that has a parent view controller \(parent).")
            return
        }
        if controller.viewIfLoaded?.window != nil {
            UIView.log("Application tried to present modally a view controller \(controller) that is already in the window hierarchy.")
            return
        }
        var style = controller.resolvedPresentationStyle
        let presenter = presentationContext(for: style)
        if let current = presenter.presentedStorage {
            UIView.log("Attempt to present \(controller) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        if presenter.presentationTransition != nil {
            UIView.log("Attempt to present \(controller) on \(presenter) (from \(self)) while a presentation is in progress.")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            UIView.log("Attempt to present \(controller) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        let presentation: UIPresentationController
        if style == .popover, let popover = controller.presentationControllerForCurrentStyle() as? UIPopoverPresentationController,
           case let adapted = popover.adaptedStyle(in: window), adapted != .popover {
            // A popover in a compact-width window adapts (to a page sheet by default).
            style = adapted
            presentation = controller.makeBuiltinPresentationController(style: adapted, presenting: presenter)
            controller.presentationControllerStorage = presentation
        } else {
            presentation = controller.makePresentationController(style: style, presenting: presenter, source: self)
        }
        presenter.presentedStorage = controller
        controller.presentingStorage = presenter
        presentation.presentingStorage = presenter
        presentation.presentedRetained = controller
        controller.loadViewIfNeeded()

        let container = PresentationContainerView(frame: .zero)
        container.backgroundColor = nil
        container.isOpaque = false
        container.presentationController = presentation
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style == .currentContext || style == .overCurrentContext, let host = presenterView.superview {
            container.frame = presenterView.frame
            host.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        presentation.containerStorage = container

        let transition = PresentationTransition(presenting: true, presentation: presentation, from: presenter,
                                                to: controller, animated: animated, completion: completion)
        transition.start()
    }

    /// Implements `dismiss(animated:completion:)`: the controller that presents (this one,
    /// or the one that presented this one) dismisses what it presents; a stack of
    /// presentations above it goes with it, only the topmost animating.
    package func dismissCore(animated: Bool, completion: (() -> Void)?) {
        guard let target = dismissalTarget, let bottom = target.presentedStorage else {
            UIView.log("dismiss(animated:completion:) on \(self): it presents nothing and was not presented; nothing to dismiss")
            completion?()
            return
        }
        var chain: [UIViewController] = [bottom]
        while let next = chain.last?.presentedStorage { chain.append(next) }
        if chain.contains(where: { $0.presentationTransition != nil }) || target.presentationTransition?.isPresentation == true {
            UIView.log("Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        let top = chain.removeLast()
        let restoring = bottom.presentationControllerStorage?.removedPresenterView
        bottom.presentationControllerStorage?.removedPresenterView = nil
        // Intermediate presentations leave the screen at once, without animation; their
        // links go when the dismissal ends.
        for intermediate in chain.reversed() {
            _ = intermediate.beginPresentationAppearance(false, animated: false)
            intermediate.endPresentationAppearance(animated: false)
            let presentation = intermediate.presentationControllerStorage
            presentation?.dismissalTransitionWillBegin()
            presentation?.containerStorage?.removeFromSuperview()
            presentation?.dismissalTransitionDidEnd(true)
        }
        guard let presentation = top.presentationControllerStorage else { return }
        let transition = PresentationTransition(presenting: false, presentation: presentation, from: top, to: target,
                                                animated: animated, completion: completion)
        transition.restoringPresenterView = restoring
        transition.intermediates = chain
        transition.start()
    }

    /// The controller that handles a dismissal sent to this one: the nearest of this
    /// controller and its ancestors that presents something, else the presenter of the
    /// nearest one that was presented.
    package var dismissalTarget: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if controller.presentedStorage != nil { return controller }
            if let presenter = controller.presentingStorage { return presenter }
            candidate = controller.parentStorage
        }
        return nil
    }

    /// The style a presentation uses: `.automatic` is a page sheet (a popover adapts when
    /// the presentation starts, see `UIPopoverPresentationController`).
    package var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .none: return .pageSheet
        default: return modalPresentationStyle
        }
    }

    /// The controller that presents for a request sent to this one: for the context
    /// styles the nearest ancestor that defines a presentation context; otherwise (and
    /// when none does) the top of this controller's parent chain (the window's root
    /// controller or a presented controller).
    package func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var root = self
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = self
            while let controller = candidate {
                if controller.definesPresentationContext { return controller }
                root = controller
                candidate = controller.parentStorage
            }
            return root
        }
        while let parent = root.parentStorage { root = parent }
        return root
    }

    /// The presentation controller for the current style, made on first use (and again
    /// when the style changed before a presentation).
    package func presentationControllerForCurrentStyle() -> UIPresentationController? {
        if let existing = presentationControllerStorage, presentingStorage != nil || existing.styleStorage == resolvedPresentationStyle {
            return existing
        }
        let made = makeBuiltinPresentationController(style: resolvedPresentationStyle, presenting: nil)
        presentationControllerStorage = made
        return made
    }

    /// The presentation controller a presentation uses: the transitioning delegate's for
    /// `.custom`, else the built-in one for the style (kept when made earlier).
    package func makePresentationController(style: UIModalPresentationStyle, presenting: UIViewController,
                                            source: UIViewController) -> UIPresentationController {
        if style == .custom {
            if let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source) {
                custom.styleStorage = .custom
                presentationControllerStorage = custom
                return custom
            }
            if presentationControllerStorage?.styleStorage != .custom {
                let plain = UIPresentationController(presentedViewController: self, presenting: presenting)
                plain.styleStorage = .custom
                presentationControllerStorage = plain
            }
            return presentationControllerStorage!
        }
        return presentationControllerForCurrentStyle() ?? makeBuiltinPresentationController(style: style, presenting: presenting)
    }

    /// A built-in presentation controller for `style`.
    package func makeBuiltinPresentationController(style: UIModalPresentationStyle, presenting: UIViewController?) -> UIPresentationController {
        let made: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .fullScreen, .currentContext:
            made = FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        default:
            made = UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        made.styleStorage = style
        return made
    }

    /// Breaks the links of a finished presentation (this controller was the presented one).
    package func unlinkPresentation() {
        if let presenter = presentingStorage, presenter.presentedStorage === self { presenter.presentedStorage = nil }
        presentingStorage = nil
        if let presentation = presentationControllerStorage {
            presentation.containerStorage = nil
            presentation.presentedRetained = nil
            presentation.removedPresenterView = nil
        }
    }

    /// Starts an appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`)
    /// that a presentation drives; returns whether the callback was made (a controller
    /// already in that state hears nothing).
    package func beginPresentationAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return false }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return false }
            appearanceState = .disappearing
            UIApplication.shared.pendingDidAppear.removeAll { $0 === self }
            viewWillDisappear(animated)
        }
        return true
    }

    /// Completes an appearance or disappearance that a presentation drives.
    package func endPresentationAppearance(animated: Bool) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            UIApplication.shared.pendingDidAppear.removeAll { $0 === self }
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            break
        }
    }
}
