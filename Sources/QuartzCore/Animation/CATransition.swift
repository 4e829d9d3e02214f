import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a type from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a type from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a directional transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a subtype from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a subtype from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The transition moves in from the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition moves in from the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition moves in from the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition moves in from the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation of a whole layer's change of state (contents, sublayers) rather than one
/// property: the compositor draws the old and new renderings mixed by `progress(atLocalTime:)`.
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction of `moveIn`, `push` and `reveal` (nil means from the left, as Apple does).
    open var subtype: CATransitionSubtype?
    /// The progress at which the transition starts (0...1, default 0).
    open var startProgress: Float = 0
    /// The progress at which the transition ends (0...1, default 1; not below `startProgress`).
    open var endProgress: Float = 1

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }

    /// The transition's progress (0 = old state, 1 = new state) at the layer time `time`:
    /// the timing function applied to the time fraction, mapped into
    /// `startProgress...endProgress`; nil when the transition has no effect at that time.
    package func progress(atLocalTime time: CFTimeInterval) -> Double? {
        let timing = self.timing
        guard let sample = timing.sample(at: time) else { return nil }
        let fraction = timing.duration > 0 ? sample.simpleTime / timing.duration : 1
        let eased = timingFunction?.transform(fraction) ?? fraction
        let start = Double(min(max(startProgress, 0), 1))
        let end = max(start, Double(min(max(endProgress, 0), 1)))
        return start + (end - start) * eased
    }
}

/// The key under which layers run their transition action (`kCATransition`).
public let kCATransition: String = "transition"
