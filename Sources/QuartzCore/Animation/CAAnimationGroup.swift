import Foundation

/// An animation that runs several animations together in its own timing space.
///
/// The group's timing (begin time, speed, time offset, repeats, autoreverse, fill) maps the
/// layer time to the group's simple time; its `timingFunction`, when set, warps that time.
/// Each child then sees the group's simple time as its parent time: a child's `beginTime`
/// of 0 is the start of the group, and children are clipped to the group's duration (a
/// child still running when the group's cycle ends is cut off there). Children apply in
/// array order; their `isRemovedOnCompletion` and delegates are not used.
open class CAAnimationGroup: CAAnimation {
    /// The animations run together.
    open var animations: [CAAnimation]?

    /// Returns a copy with every property copied.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }

    /// The group's simple time at `parentTime` (warped by the timing function), or nil when
    /// the group has no effect there.
    package func childTime(at parentTime: CFTimeInterval) -> CFTimeInterval? {
        let timing = self.timing
        guard let sample = timing.sample(at: parentTime) else { return nil }
        guard let timingFunction, timing.duration > 0 else { return sample.simpleTime }
        return timingFunction.transform(sample.simpleTime / timing.duration) * timing.duration
    }

    package override func apply(at parentTime: CFTimeInterval, to target: AnimationTarget) {
        guard let time = childTime(at: parentTime) else { return }
        for child in animations ?? [] {
            child.apply(at: time, to: target)
        }
    }

    package override func hasEffect(at parentTime: CFTimeInterval) -> Bool {
        guard let time = childTime(at: parentTime) else { return false }
        return (animations ?? []).contains { $0.hasEffect(at: time) }
    }
}
