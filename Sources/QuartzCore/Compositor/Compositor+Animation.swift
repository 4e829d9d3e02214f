import CoreGraphics
import Foundation

extension Compositor {
    /// Commits the implicit transaction (layout, display, animation start times), and
    /// runs any layout or display marked outside a transaction. Animations added since the
    /// last frame begin at the frame's time `time`.
    package func commitPendingTransaction(at time: CFTimeInterval) {
        CALayer.installCommitHandler
        CATransaction.flush()
        LayerUpdateQueue.shared.flush()
        AnimatingLayers.shared.resolvePendingBeginTimes(at: time)
    }

    /// Evaluates every animation of this tree at `time`: each animating layer's old area
    /// is damaged and its new area measured, every frame until its animations end. A layer
    /// whose animated keys need display draws its presentation for the frame.
    package func advanceAnimations(to time: CFTimeInterval) {
        guard let root = rootLayer else { return }
        // The list is taken out of the buffers while it is visited (a delegate could
        // render another frame) and put back emptied, with its capacity.
        var layers = buffers.animatingLayers
        buffers.animatingLayers = []
        AnimatingLayers.shared.current(into: &layers)
        defer {
            layers.removeAll(keepingCapacity: true)
            buffers.animatingLayers = layers
        }
        for layer in layers where layer.rootLayer === root {
            let animated = layer.presentationValues != nil || layer.hasActiveTransition
            let running = layer.evaluateAnimations(atMediaTime: time)
            if layer.presentationNeedsRedisplay { layer.displayPresentation() }
            if !running { layer.redisplaysDuringAnimations = false }
            layer.updateActiveTransition(atMediaTime: time)
            let continuous = layer.hasContinuousContent && layer.advanceContinuousContent(toMediaTime: time)
            if running || animated || continuous || layer.hasActiveTransition {
                animatingLayerDidChange(layer)
            }
        }
    }

    /// Marks an animating layer (or, for a mask, its owner) as changed this frame.
    private func animatingLayerDidChange(_ layer: CALayer) {
        var target = layer
        while let owner = target.maskOwner { target = owner }
        if target.renderRecord.compositor === self {
            layerDidChange(target)
        } else {
            target.noteVisualChange()
        }
    }
}
