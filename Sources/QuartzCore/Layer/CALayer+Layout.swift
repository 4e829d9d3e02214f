import CoreGraphics
import Foundation

extension CALayer {
    /// Marks the layer for layout; `layoutSublayers()` runs at the next commit or
    /// `layoutIfNeeded()`.
    package func markForLayout() {
        if !needsLayoutFlag {
            needsLayoutFlag = true
            LayerUpdateQueue.shared.enqueueLayout(self)
        }
    }

    /// Lays out now: from the highest ancestor that needs layout down through every
    /// marked layer beneath it.
    package func layoutFromHighestMarkedAncestor() {
        var top: CALayer = self
        var node = superlayer
        while let parent = node {
            if parent.needsLayoutFlag { top = parent }
            node = parent.superlayer
        }
        top.layoutMarkedSubtree()
    }

    /// Lays out this layer if marked, then its sublayers, top-down (preorder, siblings in
    /// order). A sublayer removed during a parent's layout is skipped. Iterative: a tree of
    /// any depth is laid out without growing the call stack.
    package func layoutMarkedSubtree() {
        var stack: [(layer: CALayer, parent: CALayer?)] = [(self, nil)]
        while let (layer, parent) = stack.popLast() {
            if let parent, layer.superlayer !== parent { continue }
            if layer.needsLayoutFlag {
                layer.needsLayoutFlag = false
                layer.layoutSublayers()
            }
            for sublayer in layer.sublayerStorage.reversed() { stack.append((sublayer, layer)) }
        }
    }

}

/// The layers waiting for layout or display (held until the flush), drained at each commit of the
/// thread that marked them (one queue per thread, as transactions are per thread).
package final class LayerUpdateQueue {
    private static let storage = ThreadLocalStorage { LayerUpdateQueue() }

    /// The current thread's queue.
    package static var shared: LayerUpdateQueue { storage.value }

    private var layoutQueue: [CALayer] = []
    private var displayQueue: [CALayer] = []
    /// Layers that asked for display while drawing: displayed at the next commit.
    private var nextCommitDisplayQueue: [CALayer] = []
    /// Whether any layer waits for layout or display.
    package var hasPendingWork: Bool { !layoutQueue.isEmpty || !displayQueue.isEmpty || !nextCommitDisplayQueue.isEmpty }

    /// Adds a layer that needs layout.
    package func enqueueLayout(_ layer: CALayer) {
        layoutQueue.append(layer)
        VisualUpdateRequest.request()
    }

    /// Adds a layer that needs display: at this commit, or at the next one when it asks
    /// while its contents are being drawn (`setNeedsDisplay()` inside `draw(_:)`).
    package func enqueueDisplay(_ layer: CALayer) {
        if layer.isDrawingContents { nextCommitDisplayQueue.append(layer) } else { displayQueue.append(layer) }
        VisualUpdateRequest.request()
    }

    /// Whether `layer` waits for the next commit's display.
    package func isDeferred(_ layer: CALayer) -> Bool { nextCommitDisplayQueue.contains { $0 === layer } }

    /// Runs layout for every marked layer (top-down per tree), then display for every
    /// marked layer; work marked during the pass runs in the same flush (bounded rounds).
    package func flush() {
        if !nextCommitDisplayQueue.isEmpty {
            displayQueue.append(contentsOf: nextCommitDisplayQueue)
            nextCommitDisplayQueue = []
        }
        var rounds = 0
        while (!layoutQueue.isEmpty || !displayQueue.isEmpty) && rounds < 16 {
            rounds += 1
            let layouts = layoutQueue
            layoutQueue = []
            for layer in layouts where layer.needsLayoutFlag {
                layer.layoutIfNeeded()
            }
            if !layoutQueue.isEmpty { continue }
            let displays = displayQueue
            displayQueue = []
            for layer in displays {
                layer.displayIfNeeded()
            }
        }
        if !layoutQueue.isEmpty || !displayQueue.isEmpty {
            CALayer.log("layout/display did not settle after \(rounds) rounds; remaining work deferred to the next commit")
        }
    }
}
