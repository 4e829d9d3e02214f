import CoreGraphics
import Foundation

/// The kind of timing curve a provider describes (`UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of the built-in curves (`UIView.AnimationCurve`).
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
}

/// An object giving the timing curve of an animator (`UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, or nil.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, or nil.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (`UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (the curve runs from (0,0) to (1,1)).
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = curve.timingFunction.controlPointValues
        controlPoint1 = points.0
        controlPoint2 = points.1
        isBuiltin = true
        super.init()
    }

    /// A custom curve through two control points (x values are clamped to 0...1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        func clampX(_ p: CGPoint) -> CGPoint {
            guard p.x.isFinite, p.y.isFinite else {
                UIView.log("UICubicTimingParameters control point \(p) rejected: must be finite; using (0,0)/(1,1)")
                return CGPoint(x: 0, y: 0)
            }
            return CGPoint(x: min(max(p.x, 0), 1), y: p.y)
        }
        controlPoint1 = clampX(point1)
        let second = clampX(point2)
        controlPoint2 = point2.x.isFinite && point2.y.isFinite ? second : CGPoint(x: 1, y: 1)
        isBuiltin = false
        super.init()
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function of the curve.
    package var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

extension CAMediaTimingFunction {
    /// The two inner control points.
    package var controlPointValues: (CGPoint, CGPoint) {
        var a: [Float] = [0, 0], b: [Float] = [0, 0]
        getControlPoint(at: 1, values: &a)
        getControlPoint(at: 2, values: &b)
        return (CGPoint(x: CGFloat(a[0]), y: CGFloat(a[1])), CGPoint(x: CGFloat(b[0]), y: CGFloat(b[1])))
    }
}

/// A spring timing curve (`UISpringTimingParameters`).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in distances per second per axis (`dx` for x and one-dimensional values).
    public let initialVelocity: CGVector
    private enum Kind {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
        case perceptual(duration: TimeInterval, bounce: CGFloat)
    }
    private let kind: Kind
    /// False when a parameter was rejected (the animator then applies changes without animation).
    package let isValid: Bool

    /// A spring with damping ratio 4.56 and no initial velocity (Apple's documented default).
    public override convenience init() { self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` (1: no overshoot) that settles within the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` and an initial velocity, settling within the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        isValid = ViewSpring.validate([ratio, velocity.dx, velocity.dy], "UISpringTimingParameters dampingRatio/initialVelocity")
        kind = .ratio(isValid ? ratio : 1)
        initialVelocity = isValid ? velocity : CGVector(dx: 0, dy: 0)
        super.init()
    }

    /// A physical spring; the animator runs until it settles, ignoring its own duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        var valid = ViewSpring.validate([mass, stiffness, damping, velocity.dx, velocity.dy], "UISpringTimingParameters mass/stiffness/damping")
        if valid, mass <= 0 || stiffness <= 0 || damping < 0 {
            UIView.log("UISpringTimingParameters mass \(mass), stiffness \(stiffness), damping \(damping) rejected: mass and stiffness must be > 0, damping >= 0; changes applied without animation")
            valid = false
        }
        isValid = valid
        kind = valid ? .physical(mass: mass, stiffness: stiffness, damping: damping) : .physical(mass: 1, stiffness: 100, damping: 20)
        initialVelocity = valid ? velocity : CGVector(dx: 0, dy: 0)
        super.init()
    }

    /// A spring of perceptual `duration` and `bounce` (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of perceptual `duration`, `bounce` and an initial velocity (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        var valid = ViewSpring.validate([bounce, velocity.dx, velocity.dy], "UISpringTimingParameters bounce/initialVelocity")
        if !duration.isFinite || duration <= 0 {
            UIView.log("UISpringTimingParameters duration \(duration) rejected: must be finite and > 0")
            valid = false
        }
        isValid = valid
        kind = .perceptual(duration: valid ? duration : 0.5, bounce: valid ? bounce : 0)
        initialVelocity = valid ? velocity : CGVector(dx: 0, dy: 0)
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's timing for an animator of `duration`, and the duration it runs for
    /// (the animator's for damping-ratio springs, the settling time for the others).
    package func timing(forDuration duration: TimeInterval) -> (ViewAnimationTiming, TimeInterval) {
        let v = initialVelocity.dx
        switch kind {
        case .ratio(let ratio):
            return (ViewSpring.timing(duration: duration, dampingRatio: ratio, velocity: v), duration)
        case let .physical(mass, stiffness, damping):
            let spring = CASpringAnimation()
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = v
            return (.spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v), spring.settlingDuration)
        case let .perceptual(d, bounce):
            return ViewSpring.timing(perceptualDuration: d, bounce: bounce, velocity: v)
        }
    }
}
