import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Compares view controllers' views by their pixels, exactly, at their views' size.
    public static var image: Snapshotting { .image() }

    /// Compares view controllers' views by their pixels, shown on a device configuration
    /// (`.image(on: .iPhone13)`): the window has the device's size and safe area.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (viewController: UIViewController) in
            onMainActor {
                let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
                return snapshotView(config: config, traits: traits, view: viewController.view, viewController: viewController)
            }
        }
    }

    /// Compares view controllers' views by their pixels, at `size` (the view's when nil).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { (viewController: UIViewController) in
            onMainActor {
                snapshotView(config: ViewImageConfig(safeArea: .zero, size: size, traits: traits), traits: traits,
                             view: viewController.view, viewController: viewController)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// Compares view controllers by their tree of child controllers, each with its
    /// appearance state and view, as UIKit's `_printHierarchy` prints it.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { (viewController: UIViewController) in
            onMainActor {
                let dispose = prepareView(config: ViewImageConfig(), view: viewController.view, viewController: viewController)
                defer { dispose() }
                return describeControllerTree(viewController)
            }
        }
    }

    /// Compares view controllers' views by a recursive description.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// Compares view controllers' views by a recursive description, shown on `config`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { (viewController: UIViewController) in
            onMainActor {
                let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
                let dispose = prepareView(config: config, traits: traits, view: viewController.view, viewController: viewController)
                defer { dispose() }
                return describeViewTree(viewController.view)
            }
        }
    }
}
