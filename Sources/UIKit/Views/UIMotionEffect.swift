import CoreGraphics
import Foundation

/// An effect that changes view properties with the viewer's offset (device tilt); views
/// store their effects. Subclasses return the key paths and values to apply.
open class UIMotionEffect: NSObject {
    /// Creates a motion effect.
    public override init() { super.init() }

    /// The key paths and relative values for a viewer offset; the base class applies none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
