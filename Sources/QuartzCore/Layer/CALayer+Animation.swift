import CoreGraphics
import CCairo
import Foundation

extension CALayer {
    /// Runs layout and display at each outermost transaction commit. Installed once.
    /// Animations added in the transaction begin at the next frame the compositor renders
    /// (in a running app, the frame that follows the commit at once), so that virtual-time
    /// frames and begin times always agree.
    package static let installCommitHandler: Void = {
        CATransaction.lock()
        CATransaction.commitHandlers.append {
            LayerUpdateQueue.shared.flush()
        }
        CATransaction.unlock()
    }()

    /// Adds a copy of `anim` under `key` (nil: a unique key), replacing an animation with
    /// the same key; it starts when the transaction commits.
    package func addAnimationCopy(_ anim: CAAnimation, forKey key: String?) {
        CALayer.installCommitHandler
        CATransaction.ensureImplicitTransaction()
        if let transition = anim as? CATransition {
            captureTransitionSnapshot(for: transition)
        }
        let store = animationStore ?? CAAnimationStore()
        animationStore = store
        store.add(anim, forKey: key)
        AnimatingLayers.shared.register(self)
        noteVisualChange()
    }

    /// The layer's local time for a parent (media) time, through every ancestor's timing.
    package func localTime(forMediaTime time: CFTimeInterval) -> CFTimeInterval {
        // Most trees keep every layer's timing at its defaults: then local time is media
        // time, found without collecting the chain (this runs for every animating layer
        // every frame, and for every animation a block starts).
        var node: CALayer? = self
        while let current = node, current.hasDefaultTiming { node = current.superlayer ?? current.maskOwner }
        if node == nil { return time }
        var chain: [CALayer] = []
        node = self
        while let current = node {
            chain.append(current)
            node = current.superlayer ?? current.maskOwner
        }
        var t = time
        for layer in chain.reversed() {
            t = (t - layer.beginTime) * CFTimeInterval(layer.speed) + layer.timeOffset
        }
        return t
    }

    /// Evaluates the animations at media time `time` into `presentationValues` and
    /// drops finished ones; returns whether the layer still holds animations.
    @discardableResult
    package func evaluateAnimations(atMediaTime time: CFTimeInterval) -> Bool {
        guard let store = animationStore else {
            presentationValues = nil
            return false
        }
        let local = localTime(forMediaTime: time)
        // Last frame's values are emptied and refilled, keeping their storage; the layer
        // shows no presentation values while its animations read its model.
        let values = presentationValues ?? LayerPresentationValues()
        presentationValues = nil
        values.removeAll()
        store.apply(at: local, to: AnimationTarget(layer: self, values: values))
        presentationValues = values.isEmpty ? nil : values
        store.removeFinished(at: local)
        if store.isEmpty {
            animationStore = nil
            return false
        }
        return true
    }

    /// The presentation values the animations give at media time `time`, without the
    /// bookkeeping of a frame (finished animations stay in the store). Replicators use it
    /// to show each copy's sublayers at a delayed time.
    package func presentationValues(atMediaTime time: CFTimeInterval) -> LayerPresentationValues? {
        guard let store = animationStore else { return presentationValues }
        let values = LayerPresentationValues()
        store.apply(at: localTime(forMediaTime: time), to: AnimationTarget(layer: self, values: values))
        return values.isEmpty ? nil : values
    }

    /// The presentation values by top-level key, each in its property's stored type
    /// (NSNull standing for nil), or nil when no animation sets a value.
    package var presentationOverrides: [String: Any]? {
        guard let values = presentationValues else { return nil }
        var overrides = values.named
        values.forEachSlot { slot, value in overrides[slot.key] = presentationValue(value, forKey: slot.key) }
        return overrides.isEmpty ? nil : overrides
    }

    /// The presentation value of the top-level `key` in its property's stored type (NSNull
    /// standing for nil), or nil when no animation sets it.
    package func presentationOverride(forKey key: String) -> Any? {
        guard let values = presentationValues else { return nil }
        if let slot = PresentationSlot(key: key) {
            return values.value(in: slot).map { presentationValue($0, forKey: key) }
        }
        return values.named[key]
    }

    /// Runs `body` with every animating layer in the subtrees of `layers` (masks included)
    /// showing its animations at media time `time`, then restores their values.
    /// With a nil time `body` just runs. O(subtree size).
    package static func withPresentation(of layers: [CALayer], atMediaTime time: CFTimeInterval?, _ body: () -> Void) {
        guard let time else { return body() }
        var saved: [(layer: CALayer, values: LayerPresentationValues?)] = []
        var stack = Array(layers.reversed())
        while let layer = stack.popLast() {
            if layer.animationStore != nil {
                saved.append((layer, layer.presentationValues))
                layer.presentationValues = layer.presentationValues(atMediaTime: time)
            }
            if let mask = layer.mask { stack.append(mask) }
            stack += layer.sublayerStorage.reversed()
        }
        body()
        for entry in saved { entry.layer.presentationValues = entry.values }
    }

    /// The outermost ancestor that draws its sublayers several times (a replicator), or nil.
    package var outermostReplicatingAncestor: CALayer? {
        guard ReplicatorCensus.anyAlive else { return nil }
        var found: CALayer?
        var node = superlayer ?? maskOwner
        while let current = node {
            if current.replicatesSublayers { found = current }
            node = current.superlayer ?? current.maskOwner
        }
        return found
    }

    /// The model value of a top-level key as an animatable value.
    package func animatableModelValue(forKey key: String) -> AnimatableValue? {
        // The keys view animations move every frame, read without boxing the value.
        switch key {
        case "position": return .point(position)
        case "opacity": return .scalar(CGFloat(opacity))
        case "transform": return .transform(transform)
        case "bounds": return .rect(bounds)
        default: break
        }
        guard let value = value(forKey: key) else {
            return CALayer.colorKeys.contains(key) ? .color(nil) : nil
        }
        return AnimatableValue(CALayer.propertyValue(value))
    }

    /// The model value of a render property as an animatable value.
    package func animatableModelValue(_ slot: PresentationSlot) -> AnimatableValue? {
        switch slot {
        case .position: return .point(position)
        case .opacity: return .scalar(CGFloat(opacity))
        case .transform: return .transform(transform)
        case .bounds: return .rect(bounds)
        case .anchorPoint: return .point(anchorPoint)
        case .backgroundColor: return .color(backgroundColor)
        default: return animatableModelValue(forKey: slot.key)
        }
    }

    /// Keys whose nil value means "no color" (interpolated as clear).
    package static let colorKeys: Set<String> = ["backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor", "instanceColor"]

    /// Converts an animated value to the stored type of the property at `key`.
    package func presentationValue(_ value: AnimatableValue, forKey key: String) -> Any {
        if key == "hidden" || key == "masksToBounds" || key == "doubleSided" {
            if case .other(let v) = value { return (v as? Bool) ?? false }
            if case .scalar(let v) = value { return v >= 0.5 }
        }
        if case .scalar(let v) = value, style?[key] != nil || !CALayer.implicitlyAnimatableKeys.contains(key) {
            return customPresentationNumber(v, forKey: key)
        }
        return value.anyValue ?? NSNull()
    }

    /// A copy of the layer with the animations' values at the current media time (a plain
    /// `CALayer` or the built-in subclass it is; user subclasses copy the base properties).
    package func makePresentationCopy() -> CALayer {
        var overrides: [String: Any]?
        if animationStore != nil {
            // Evaluated into new values: the frame's values stay as they are.
            let saved = presentationValues
            presentationValues = nil
            evaluateAnimations(atMediaTime: CACurrentMediaTime())
            overrides = presentationOverrides
            presentationValues = saved
        }
        return makePresentationCopy(applying: overrides)
    }

    /// A copy of the layer's model values with `overrides` (presentation values by key)
    /// applied; its `model()` is this layer.
    package func makePresentationCopy(applying overrides: [String: Any]?) -> CALayer {
        let copy = makeEmptyCopy()
        copy.suppressesActions = true
        copy.modelLayerStorage = self
        copy.copyProperties(from: self)
        copy.delegate = nil
        for (key, value) in overrides ?? [:] { copy.setValue(value, forKey: key) }
        copy.suppressesActions = false
        return copy
    }
}

/// The layers that hold animations, visited by compositors every frame; one registry for
/// the main queue and one per other thread. A layer its program dropped goes
/// away with its animations (as in Core Animation), whatever their duration or repeat
/// count: layers are held without a reference and a freed layer takes itself out (a weak
/// reference would give every animating layer a side table, making each of its retains
/// and releases take the slow path every frame). Like the layers' unowned superlayer
/// links, this assumes a layer is freed on the thread that animates it.
package final class AnimatingLayers {
    private static let storage = ThreadLocalStorage { AnimatingLayers() }
    /// The main queue's registry. Main-actor code does not always run on one thread (Swift
    /// Testing drains the main queue from worker threads), so its layers are kept apart
    /// from the registries of the threads that happen to run it: a worker's own layers
    /// never meet main-actor layers freed meanwhile on another worker.
    nonisolated(unsafe) private static let mainQueueRegistry = AnimatingLayers()
    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// The registry of the code running now: the main queue's (the main thread's, or a
    /// block or main-actor job on the main queue) or the current thread's.
    package static var shared: AnimatingLayers {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil ? mainQueueRegistry : storage.value
    }
    /// A registered layer; valid until the layer's `deinit` calls `forget`.
    private struct LayerLink {
        let id: ObjectIdentifier
        unowned(unsafe) let layer: CALayer
        init(_ layer: CALayer) {
            id = ObjectIdentifier(layer)
            self.layer = layer
        }
    }
    @exclusivity(unchecked) private var layers: [LayerLink] = []
    @exclusivity(unchecked) private var pendingBeginTimes: [LayerLink] = []

    /// Adds a layer that just received an animation.
    package func register(_ layer: CALayer) {
        layer.animationRegistry = self
        pendingBeginTimes.append(LayerLink(layer))
        if !layer.isRegisteredAsAnimating {
            layer.isRegisteredAsAnimating = true
            layers.append(LayerLink(layer))
        }
    }

    /// Takes out a layer being freed.
    package func forget(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        layers.removeAll { $0.id == id }
        pendingBeginTimes.removeAll { $0.id == id }
    }

    /// Gives animations added since the last commit their begin time: `time`, or now.
    package func resolvePendingBeginTimes(at time: CFTimeInterval? = nil) {
        // Held strongly while delegates run (a delegate may free other pending layers).
        let pending = pendingBeginTimes.map(\.layer)
        pendingBeginTimes = []
        let now = time ?? CACurrentMediaTime()
        for layer in pending {
            guard let store = layer.animationStore else { continue }
            store.resolveBeginTimes(commitTime: layer.localTime(forMediaTime: now))
        }
    }

    /// Whether any layer was animating at the last frame (or received an animation since):
    /// the run loop keeps producing frames while this holds.
    package var hasAnimatingLayers: Bool { !layers.isEmpty }

    /// The animating layers; drops those whose animations ended.
    package func current() -> [CALayer] {
        var live: [CALayer] = []
        current(into: &live)
        return live
    }

    /// Whether a layer still animating satisfies `predicate` (drops those whose
    /// animations ended, like `current()`, without building the list).
    package func containsCurrent(where predicate: (CALayer) -> Bool) -> Bool {
        pruneEnded()
        return layers.contains { predicate($0.layer) }
    }

    /// Replaces the contents of `live` by the animating layers (its storage is reused);
    /// drops those whose animations ended.
    package func current(into live: inout [CALayer]) {
        pruneEnded()
        live.removeAll(keepingCapacity: true)
        live.reserveCapacity(layers.count)
        for entry in layers { live.append(entry.layer) }
    }

    /// Takes out the layers whose animations ended (no animations, presentation values or
    /// continuous content left).
    private func pruneEnded() {
        layers.removeAll { entry in
            let layer = entry.layer
            if layer.animationStore == nil && layer.presentationValues == nil && !layer.hasContinuousContent {
                layer.isRegisteredAsAnimating = false
                return true
            }
            return false
        }
    }
}

extension CALayer {
    /// The media time at which this layer's local time is `t` (inverse of `localTime`);
    /// a paused ancestor (speed 0) maps every local time to its begin time.
    package func mediaTime(forLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var node: CALayer? = self
        while let layer = node {
            let speed = CFTimeInterval(layer.speed)
            time = speed == 0 ? layer.beginTime : (time - layer.timeOffset) / speed + layer.beginTime
            node = layer.superlayer ?? layer.maskOwner
        }
        return time
    }

    /// Whether the layer's own timing maps its parent's time unchanged (begin time 0,
    /// speed 1, time offset 0).
    private var hasDefaultTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// Renders the model tree into a context with the context's current transform.
    package func renderTree(in ctx: CGContext) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(ctx.cairo, &matrix)
        let base = CGContext.affineTransform(matrix)
        let painter = LayerPainter(cr: ctx.cairo, presented: false, recorder: nil, damage: nil)
        cairo_save(ctx.cairo)
        painter.paint(self, transform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(base))
        cairo_restore(ctx.cairo)
        ctx.didDraw()
    }
}
