import Foundation

/// The animations attached to one layer, keyed and in insertion order (the layer embeds one).
///
/// Lifecycle of an entry: `add` copies the animation and registers it with the open
/// transaction (for completion blocks); `resolveBeginTimes` (the commit's begin-time pass)
/// gives animations with `beginTime == 0` the commit time and sends `animationDidStart` to
/// those that have begun; `apply` writes presentation values each frame (sending
/// `animationDidStart` to animations whose begin time has come); `removeFinished` sends
/// `animationDidStop(_, finished: true)` to animations past their active duration and drops
/// those with `isRemovedOnCompletion`. `remove`/`removeAll`/replacement send
/// `animationDidStop(_, finished: false)` to animations that had not finished.
/// All times are in the layer's time space.
package final class CAAnimationStore {
    private final class Entry {
        let key: String
        let animation: CAAnimation
        let ticket: CATransactionAnimationTicket
        var isResolved: Bool
        var didStart = false
        var didStop = false
        /// Whether the animation is a transition (drawn by the compositor, not applied to values).
        let isTransition: Bool

        init(key: String, animation: CAAnimation, ticket: CATransactionAnimationTicket) {
            self.key = key
            self.animation = animation
            self.ticket = ticket
            isResolved = animation.beginTime != 0
            isTransition = animation is CATransition
        }
    }

    @exclusivity(unchecked) private var entries: [Entry] {
        didSet {
            flat = .unknown
            holdsTransitions = entries.contains { $0.isTransition }
        }
    }
    /// Whether a transition is among the animations (kept with the entries).
    @exclusivity(unchecked) package private(set) var holdsTransitions = false
    nonisolated(unsafe) private static var nextUniqueKey = 0

    /// The animations' flat states (`FlatAnimations`) once every animation has begun and
    /// has a flat form; found at a frame, forgotten whenever the entries change.
    private enum FlatState {
        case unknown, unavailable
        case available(FlatAnimations)
    }
    @exclusivity(unchecked) private var flat = FlatState.unknown

    /// Creates an empty store.
    package init() { entries = [] }

    /// Whether the store holds no animation.
    package var isEmpty: Bool { entries.isEmpty }

    /// The keys of the animations, in insertion order.
    package var keys: [String] { entries.map(\.key) }

    /// Adds a copy of `animation` under `key` (a unique key when nil), replacing — and
    /// stopping with `finished: false` — an animation already under that key.
    package func add(_ animation: CAAnimation, forKey key: String?) {
        let resolvedKey: String
        if let key {
            resolvedKey = key
        } else {
            Self.nextUniqueKey += 1
            resolvedKey = "animation-\(Self.nextUniqueKey)"
        }
        let copy = animation.isAddedWithoutCopy ? animation : animation.copy() as! CAAnimation
        animation.isAddedWithoutCopy = false
        if let index = entries.firstIndex(where: { $0.key == resolvedKey }) {
            let old = entries.remove(at: index)
            stop(old, finished: false)
        }
        let ticket = CATransaction.registerAnimation(copy)
        entries.append(Entry(key: resolvedKey, animation: copy, ticket: ticket))
    }

    /// The animation under `key` (the stored copy), or nil.
    package func animation(forKey key: String) -> CAAnimation? {
        entries.first { $0.key == key }?.animation
    }

    /// Removes the animation under `key`, sending `animationDidStop(_, finished: false)`
    /// unless it had already stopped.
    package func remove(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = entries.remove(at: index)
        stop(entry, finished: false)
    }

    /// Removes every animation, each stopped with `finished: false` unless already stopped.
    package func removeAll() {
        let removed = entries
        entries.removeAll()
        for entry in removed { stop(entry, finished: false) }
    }

    /// Gives animations added with `beginTime == 0` the begin time `commitTime` (as Core
    /// Animation does at commit) and sends `animationDidStart` to those that have begun.
    package func resolveBeginTimes(commitTime: CFTimeInterval) {
        for entry in entries where !entry.isResolved {
            entry.animation.beginTime = commitTime
            entry.isResolved = true
            flat = .unknown
        }
        startDue(at: commitTime)
    }

    /// Applies every active animation, in insertion order, to presentation values.
    /// `model` reads the model value of a key path; `presentation` reads the value as modified
    /// by earlier animations; `set` writes a key path. Sub-key-paths (`position.x`,
    /// `transform.rotation.z`...) the closures do not answer are resolved through their
    /// top-level key. Animations not yet given a begin time start at `time`.
    package func apply(at time: CFTimeInterval, model: (String) -> AnimatableValue?,
                       presentation: (String) -> AnimatableValue?,
                       set: (String, AnimatableValue) -> Void) {
        withoutActuallyEscaping(model) { model in
            withoutActuallyEscaping(presentation) { presentation in
                withoutActuallyEscaping(set) { set in
                    apply(at: time, to: AnimationTarget(model: model, presentation: presentation, set: set))
                }
            }
        }
    }

    /// Applies every active animation, in insertion order, to `target`. Animations not yet
    /// given a begin time start at `time`.
    package func apply(at time: CFTimeInterval, to target: AnimationTarget) {
        if let states = flatStates(for: target), let (layer, values) = target.layerValues {
            // Every animation has begun (nothing to resolve or start) and has a flat form.
            for index in states.indices where !states[index].apply(at: time, to: values, of: layer) {
                entries[index].animation.apply(at: time, to: target)
            }
            return
        }
        for entry in entries where !entry.isResolved {
            entry.animation.beginTime = time
            entry.isResolved = true
            flat = .unknown
        }
        startDue(at: time)
        // `entries` is iterated as it is now (a value), without building a filtered copy
        // every frame; transitions are drawn by the compositor, not applied to values.
        let current = entries
        for entry in current where !entry.isTransition {
            entry.animation.apply(at: time, to: target)
        }
    }

    /// The flat states to evaluate a layer target with (`FlatAnimations.states`), found
    /// once the animations have all begun; nil for other targets or while an animation
    /// has no flat form.
    private func flatStates(for target: AnimationTarget) -> ContiguousArray<FlatAnimation>? {
        switch flat {
        case .available(let animations): return target.writesLayer ? animations.states : nil
        case .unavailable: return nil
        case .unknown:
            guard entries.allSatisfy({ $0.isResolved && $0.didStart && !$0.didStop && !$0.isTransition }) else { return nil }
            guard let animations = FlatAnimations(entries.lazy.map(\.animation)) else {
                flat = .unavailable
                return nil
            }
            flat = .available(animations)
            return target.writesLayer ? animations.states : nil
        }
    }

    /// Whether the last frames were evaluated from the animations' flat states.
    package var evaluatesFlatStates: Bool {
        if case .available = flat { return true }
        return false
    }

    /// Removes animations that have finished by `time` (and are isRemovedOnCompletion),
    /// calling animationDidStop(finished: true); returns whether any animation is still
    /// running or holding a fill. Finished animations kept in the store
    /// (`isRemovedOnCompletion == false`) get `animationDidStop` once as well.
    @discardableResult
    package func removeFinished(at time: CFTimeInterval) -> Bool {
        // Flat states exist once every animation has begun: before the earliest end, none
        // has finished and all are effective.
        if case .available(let animations) = flat, time < animations.earliestEnd { return true }
        startDue(at: time)
        var finished: [Entry] = []
        var stillEffective = false
        entries.removeAll { entry in
            guard entry.isResolved else {
                stillEffective = true
                return false
            }
            let timing = entry.animation.timing
            guard time >= timing.endTime else {
                stillEffective = true
                return false
            }
            if !entry.didStop { finished.append(entry) }
            if entry.animation.isRemovedOnCompletion { return true }
            if entry.animation.hasEffect(at: time) { stillEffective = true }
            return false
        }
        for entry in finished { stop(entry, finished: true) }
        return stillEffective
    }

    /// The transitions in the store, each with a function giving its progress (0...1) at a
    /// layer time, or nil when it has no effect at that time.
    package var activeTransitions: [(key: String, transition: CATransition, progress: (CFTimeInterval) -> Double?)] {
        entries.compactMap { entry in
            guard let transition = entry.animation as? CATransition else { return nil }
            return (entry.key, transition, { time in transition.progress(atLocalTime: time) })
        }
    }

    /// Sends `animationDidStart` to resolved animations whose begin time has come.
    private func startDue(at time: CFTimeInterval) {
        for entry in entries where entry.isResolved && !entry.didStart && !entry.didStop {
            guard time >= entry.animation.beginTime.effectiveBeginTime else { continue }
            entry.didStart = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
    }

    private func stop(_ entry: Entry, finished: Bool) {
        guard !entry.didStop else { return }
        entry.didStop = true
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.ticket.finish()
    }
}
