import CoreGraphics
import Foundation

/// Names the views a transition context holds.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller that is leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller that is arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// Names the view controllers a transition context holds.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller that is leaving (the presenter when presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller that is arriving (the presenter when dismissing).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The transition context UIKit hands to animators: the container, the two controllers
/// and their views, their frames, and the calls that report progress and the end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; animators add the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive transition that went back).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the progress of an interactive transition (0...1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that an interactive transition will finish.
    func finishInteractiveTransition()
    /// Reports that an interactive transition will go back.
    func cancelInteractiveTransition()
    /// Pauses the animations of an interactive transition.
    func pauseInteractiveTransition()
    /// Ends the transition: animators call it when their animations are done.
    func completeTransition(_ didComplete: Bool)
    /// The controller under `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view under `key` (nil for a view the presentation controller keeps out of the animation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform the container applies to its content (identity here).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the animations.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animations; calls `completeTransition` on the context when they end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// The default does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the object then reports progress to the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed at which the transition completes once released.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion once released.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The object that supplies the animators and presentation controller of a custom transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` (nil: the built-in one).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed` (nil: the built-in one).
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a presentation (nil: not interactive).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller for a dismissal (nil: not interactive).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation (nil: a plain one).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// The object a presentation controller asks about adapting and interactive dismissal.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a swipe may dismiss the sheet (asked when `isModalInPresentation` is false).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// An interactive dismissal begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// An interactive dismissal ended with the controller dismissed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that refuses (isModalInPresentation or shouldDismiss false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to use in the given traits (`.none`: no adaptation).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}
