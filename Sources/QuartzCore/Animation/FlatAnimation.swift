import CoreGraphics
import Foundation

/// A running basic animation's per-frame state in flat form: its timing, the typed slot
/// it writes, its fixed endpoints and its timing function, copied out of the animation
/// object once. A layer whose animations all have this form (every animation a view
/// block makes) evaluates a frame by walking one contiguous array instead of visiting
/// each animation object, its timing snapshot and its converted values. The result is
/// the animation's own `apply(at:to:)` (`CAPropertyAnimation.flatState()` says when).
package struct FlatAnimation {
    /// The animation's timing (begin time resolved).
    package let timing: MediaTimingState
    /// The typed presentation slot the animation writes.
    package let slot: PresentationSlot
    /// Whether the value is added to the current presentation value.
    package let isAdditive: Bool
    /// The fixed endpoints.
    package let endpoints: TypedEndpoints
    /// The timing function, nil when linear.
    package let timingFunction: CAMediaTimingFunction?

    /// Writes the animation's value at parent time `time` into its slot of `values`, the
    /// presentation values of `layer`; false when the slot's current value is of another
    /// kind (the animation object must then apply itself through the general path).
    @inline(__always)
    package func apply(at time: CFTimeInterval, to values: LayerPresentationValues, of layer: CALayer) -> Bool {
        guard let sample = timing.sample(at: time) else { return true }
        let p = CAPropertyAnimation.progress(atSimpleTime: sample.simpleTime, duration: timing.duration, timingFunction: timingFunction)
        return endpoints.write(progress: p, additive: isAdditive, in: slot, of: values, layer: layer)
    }
}

/// The flat states of all of a store's animations, in the store's order.
package struct FlatAnimations {
    /// The animations' states; `states[i]` is the store's i-th animation.
    package let states: ContiguousArray<FlatAnimation>
    /// The earliest parent time at which one of them ends (before it, none has finished).
    package let earliestEnd: CFTimeInterval

    /// The flat states of `animations`, or nil when one of them has no flat form.
    package init?(_ animations: some Sequence<CAAnimation>) {
        var states = ContiguousArray<FlatAnimation>()
        var earliestEnd = CFTimeInterval.infinity
        for animation in animations {
            guard let property = animation as? CAPropertyAnimation, let state = property.flatState() else { return nil }
            states.append(state)
            earliestEnd = min(earliestEnd, state.timing.endTime)
        }
        self.states = states
        self.earliestEnd = earliestEnd
    }
}
