import CoreGraphics
import Foundation

/// What a transition coordinator tells the blocks it runs: the state of the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of the transition (`.custom` for pushes, pops and resizes).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled (the gesture went back).
    var isCancelled: Bool { get }
    /// The duration of the transition's animations.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition went (0...1).
    var percentComplete: CGFloat { get }
    /// The speed of the completion once the interaction ended.
    var completionVelocity: CGFloat { get }
    /// The curve of the completion once the interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller under `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view under `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The transform applied to the content (identity here).
    var targetTransform: CGAffineTransform { get }
}

/// The object that runs animations alongside a view controller transition and tells
/// when it ends or an interaction changes: `transitionCoordinator` during a push, pop,
/// presentation or dismissal, and the argument of `viewWillTransition(to:with:)`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` after it
    /// ended (cancelled or not); returns false when the transition already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition stops being interactive (the
    /// finger lifted): `isCancelled` tells whether it will go back.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one push, pop, presentation, dismissal or window resize. Its host
/// runs the alongside animations inside its own animation block (`runAlongsideAnimations`),
/// reports the end of an interaction and finally `finish(cancelled:)`, which runs the
/// completions and detaches it from the controllers.
@preconcurrency @MainActor
package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    package typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package private(set) var initiallyInteractive: Bool
    package var isInterruptible: Bool { initiallyInteractive }
    package private(set) var isInteractive: Bool
    package private(set) var isCancelled = false
    package let transitionDuration: TimeInterval
    package var percentComplete: CGFloat = 0
    package var completionVelocity: CGFloat { 1 }
    package var completionCurve: UIView.AnimationCurve { .easeInOut }
    package var targetTransform: CGAffineTransform { .identity }
    private let container: UIView
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var participants: [UIViewController] = []
    private var animationsRan = false
    private var finished = false

    package init(animated: Bool, interactive: Bool, duration: TimeInterval, style: UIModalPresentationStyle = .custom,
                 container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?) {
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        self.container = container
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
    }

    package var containerView: UIView { container }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    /// Makes this the `transitionCoordinator` of `controllers` until the transition ends.
    package func attach(to controllers: [UIViewController?]) {
        for controller in controllers.compactMap({ $0 }) where !participants.contains(where: { $0 === controller }) {
            participants.append(controller)
            controller.transitionCoordinatorStorage = self
        }
    }

    package func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !finished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if animationsRan {
            // Registered after the animations started: the change happens at once.
            animation(self)
        } else {
            pendingAnimations.append(animation)
        }
        return true
    }

    package func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard !finished else { return }
        interactionHandlers.append(handler)
    }

    /// Runs the alongside animations (the host calls it inside its animation block, or
    /// directly when the transition does not animate).
    package func runAlongsideAnimations() {
        animationsRan = true
        let animations = pendingAnimations
        pendingAnimations = []
        for animation in animations { animation(self) }
    }

    /// The transition turned out to start interactively (its interaction controller wants it).
    package func beginInteraction() {
        guard !animationsRan, !finished else { return }
        initiallyInteractive = true
        isInteractive = true
    }

    /// The interaction ended: the transition completes (or, `cancelled`, goes back).
    package func interactionDidEnd(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// Ends the transition: the completions run (the alongside animations that never ran
    /// are dropped when it was cancelled) and the controllers lose their coordinator.
    package func finish(cancelled: Bool) {
        guard !finished else { return }
        if isInteractive { interactionDidEnd(cancelled: cancelled) }
        isCancelled = cancelled
        if !cancelled, !animationsRan { runAlongsideAnimations() }
        finished = true
        pendingAnimations = []
        for controller in participants where controller.transitionCoordinatorStorage === self {
            controller.transitionCoordinatorStorage = nil
        }
        participants = []
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

extension UIViewController {
    /// Implements the default `viewWillTransition(to:with:)`: each child hears it (with
    /// `size` when its view fills this one's, else its own size), then a presented controller.
    package func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let bounds = viewStorage?.bounds.size
        for child in childStorage {
            guard let childView = child.viewIfLoaded, childView.window != nil else { continue }
            let fills = childView.frame.size == bounds
            child.viewWillTransition(to: fills ? size : childView.bounds.size, with: coordinator)
        }
        if let presented = presentedStorage, presented.viewIfLoaded?.window != nil {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }
}

extension UIWindow {
    /// The window is about to take `newSize`: the root view controller hears
    /// `viewWillTransition(to:with:)` with a coordinator (not animated: a desktop window
    /// resizes at once) whose alongside blocks and completions run in `endSizeTransition`.
    package func beginSizeTransition(to newSize: CGSize) -> TransitionCoordinator? {
        guard let root = rootViewControllerStorage, let rootView = root.viewIfLoaded, rootView.superviewStorage === self else { return nil }
        let coordinator = TransitionCoordinator(animated: false, interactive: false, duration: 0, container: self,
                                                from: root, to: root, fromView: rootView, toView: rootView)
        root.viewWillTransition(to: newSize, with: coordinator)
        return coordinator
    }

    /// The size changed: traits (when the width class changed), then the coordinator's blocks.
    package func endSizeTransition(_ coordinator: TransitionCoordinator?, oldWidth: CGFloat) {
        notifySizeClassChange(fromWidth: oldWidth)
        coordinator?.runAlongsideAnimations()
        coordinator?.finish(cancelled: false)
    }
}
