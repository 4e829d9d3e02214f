import SnapshotTesting
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Compares layers by their pixels, exactly.
    public static var image: Snapshotting { .image() }

    /// Compares layers by their pixels: the layer and its sublayers rendered with
    /// `render(in:)` after layout and display, at `traits`' display scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (layer: CALayer) in
            renderImage(of: layer, traits: traits)
        }
    }
}
