import Foundation

extension UIView {
    /// Options for animating views with block objects (`UIView.AnimationOptions`).
    /// Raw values are UIKit's (`UIViewAnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts the animation from the value currently on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards (with `repeat`, indefinitely).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration instead of an enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve instead of an enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates by redrawing the view's content as its properties change.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in `transition(from:to:)` instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores every option inherited from an enclosing block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Uniform speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions([])
        /// Flips the view around its vertical axis, left side towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view around its vertical axis, right side towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the old content up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the new content down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view around its horizontal axis, top towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view around its horizontal axis, bottom towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16...19).
        package var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
        /// The transition bits (20...23) as one of the transition options.
        package var transition: AnimationOptions { AnimationOptions(rawValue: rawValue & (0xF << 20)) }
        /// The preferred frame rate, or nil for the display's default.
        package var preferredFramesPerSecond: Float? {
            switch (rawValue >> 24) & 0xF {
            case 3: return 60
            case 7: return 30
            default: return nil
            }
        }
    }

    /// The pacing of an animation (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Uniform speed.
        case linear

        /// The Core Animation timing function of the curve.
        package var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for keyframe animations (`UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the value currently on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration instead of an enclosing block's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores every option inherited from an enclosing block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe's value held until the next, with no interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed along the values, ignoring the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull-Rom) curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode of the options.
        package var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The options shared with `AnimationOptions` (the low bits).
        package var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF)
        }
    }

    /// System-provided animations (`UIView.SystemAnimation`).
    public enum SystemAnimation: UInt, Sendable {
        /// Fades out and removes the views.
        case delete
    }

    /// Transitions of the old `beginAnimations` API (`UIView.AnimationTransition`).
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }
}

/// The state of an animator (`UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started or have finished.
    case inactive
    /// The animations are running or paused.
    case active
    /// The animations were stopped and await `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ends (`UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end values.
    case end
    /// The start values.
    case start
    /// The values on screen when the animation stopped.
    case current
}
