import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Compares views by their pixels, exactly.
    public static var image: Snapshotting { .image() }

    /// Compares views by their pixels.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; OpenUIKit always draws
    ///     the view in a window of its own, so appearance proxies apply either way.
    ///   - precision: the share of pixels that must match.
    ///   - perceptualPrecision: how close (1 - ΔE94 / 100) a pixel must be to count as matching.
    ///   - size: the size to lay the view out at (its frame's when nil).
    ///   - traits: the traits to render with (the display scale sets the image's scale).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (view: UIView) in
            onMainActor {
                snapshotView(config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size),
                             traits: traits, view: view, viewController: UIViewController())
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// Compares views by a recursive description of their properties and hierarchy.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// Compares views by a recursive description, laid out at `size` with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            onMainActor {
                let dispose = prepareView(config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                                          view: view, viewController: UIViewController())
                defer { dispose() }
                return describeViewTree(view)
            }
        }
    }
}
