import CoreGraphics
import Foundation

/// The buffers a compositor's frame empties and refills, kept with their capacity between
/// frames so that a steady animation frame makes no heap allocation of its own: the
/// animating layers visited, the changed layers measured, the damage merged, the
/// sublayer bases of the damage pass, and the render values that pass built.
package struct FrameBuffers {
    /// The animating layers of the frame being evaluated (empty between frames).
    package var animatingLayers: [CALayer] = []
    /// The changed-layer list's second buffer: the damage pass measures one while changes
    /// reported meanwhile go to the other.
    package var spareChangedLayers: [CALayer] = []
    /// The frame's damage rectangles (empty between frames).
    package var damage: [CGRect] = []
    /// The damage pass's sublayer bases (empty between frames).
    package var sublayerBases = Compositor.SublayerBases()
    /// The render values the damage pass built this frame, indexed by
    /// `LayerRenderRecord.valuesIndex`; painting reuses them (emptied at the frame's end).
    package var renderValues: [KeptRenderValues] = []
}

/// Render values the damage pass built for a layer, with the layer they belong to.
package struct KeptRenderValues {
    package let layer: ObjectIdentifier
    package let values: LayerRenderValues
}

extension Compositor {
    /// Keeps `values`, the render values the damage pass built for `layer`, for this
    /// frame's painting.
    package func keepRenderValues(_ values: LayerRenderValues, of layer: CALayer) {
        layer.renderRecord.valuesFrame = frameNumber
        layer.renderRecord.valuesIndex = buffers.renderValues.count
        buffers.renderValues.append(KeptRenderValues(layer: ObjectIdentifier(layer), values: values))
    }

    /// The presented render values of `layer` the damage pass kept this frame, or nil.
    /// (The record's frame and index are only a hint: a layer shared by two compositors'
    /// trees has one record, so the entry's layer is checked too.)
    @inline(__always)
    package func keptRenderValues(of layer: CALayer) -> LayerRenderValues? {
        let index = layer.renderRecord.valuesIndex
        guard layer.renderRecord.valuesFrame == frameNumber, index < buffers.renderValues.count,
              buffers.renderValues[index].layer == ObjectIdentifier(layer) else { return nil }
        return buffers.renderValues[index].values
    }

    /// Forgets the frame's kept render values (keeping the buffer's capacity).
    package func dropKeptRenderValues() {
        buffers.renderValues.removeAll(keepingCapacity: true)
    }
}
