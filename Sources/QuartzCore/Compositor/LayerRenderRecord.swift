import CoreGraphics
import Foundation

/// What the compositor remembers about a layer between frames: who drew it, where, and
/// whether it already reported a change this frame.
package struct LayerRenderRecord {
    /// The compositor whose tree the layer was last drawn in. Not retained: a compositor
    /// clears the records of its tree when it is freed or its root changes, and a subtree
    /// leaving the tree has its records cleared.
    package unowned(unsafe) var compositor: Compositor?
    /// The layer-to-device transform of the last frame.
    package var deviceTransform: CGAffineTransform = .identity
    /// The device-pixel box covering everything the layer and its sublayers drew.
    package var subtreeBounds: CGRect = .null
    /// The frame number in which the layer last reported a change (deduplication).
    package var changedInFrame: UInt64 = .max
    /// The frame whose damage pass kept the layer's render values for painting
    /// (`Compositor.keepRenderValues`), and where it kept them.
    package var valuesFrame: UInt64 = .max
    package var valuesIndex = 0

    package init() {}
}
