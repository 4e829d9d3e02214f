import UIKit
import UIKitTesting

/// The window a snapshot is taken in, as swift-snapshot-testing makes one on iOS: its size
/// is the configuration's and its safe-area insets are the configuration's, whatever the
/// screen's (a navigation or tab bar controller gives up the edge its bar covers, as there).
final class SnapshotWindow: UIWindow {
    private let configuredSafeArea: UIEdgeInsets

    init(config: ViewImageConfig, size: CGSize, viewController: UIViewController) {
        var insets = config.safeArea
        var frame = CGRect(origin: .zero, size: size)
        if viewController is UINavigationController {
            frame.size.height -= insets.top
            insets.top = 0
        } else if let tabs = viewController as? UITabBarController {
            frame.size.height -= insets.bottom
            insets.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                frame.size.height -= insets.top
                insets.top = 0
            }
        }
        configuredSafeArea = insets
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var safeAreaInsets: UIEdgeInsets { configuredSafeArea }
}

/// Shows `view` (inside `viewController`, which is a fresh controller for a plain view) in a
/// snapshot window sized by `config` (or `size`), as swift-snapshot-testing does on iOS: the
/// controller becomes the child of a host controller that imposes `traits` (over the
/// configuration's) with `setOverrideTraitCollection(_:forChild:)`, so a container passes
/// them on to its children. Runs the run loop until layout and display are done and returns
/// what undoes it.
@MainActor
func prepareView(config: ViewImageConfig, traits: UITraitCollection = .init(), view: UIView,
                 viewController: UIViewController) -> () -> Void {
    var size = config.size ?? viewController.view.frame.size
    if view !== viewController.view {
        view.frame.size = config.size ?? view.frame.size
        if view.frame.width == 0 || view.frame.height == 0 { view.sizeToFit() }
        size = view.frame.size
        viewController.view.frame = CGRect(origin: .zero, size: size)
        viewController.view.backgroundColor = .clear
        viewController.view.addSubview(view)
    }
    let window = SnapshotWindow(config: config, size: size, viewController: viewController)
    let host = UIViewController()
    host.view.frame = window.bounds
    host.view.backgroundColor = .clear
    let child = viewController.view!
    child.frame = host.view.bounds
    if child.translatesAutoresizingMaskIntoConstraints {
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    host.view.addSubview(child)
    if !child.translatesAutoresizingMaskIntoConstraints {
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: host.view.topAnchor),
            child.bottomAnchor.constraint(equalTo: host.view.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: host.view.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: host.view.trailingAnchor),
        ])
    }
    host.addChild(viewController)
    host.setOverrideTraitCollection(UITraitCollection(traitsFrom: [config.traits, traits]), forChild: viewController)
    viewController.didMove(toParent: host)
    window.rootViewController = host
    window.isHidden = false
    host.view.setNeedsLayout()
    host.view.layoutIfNeeded()
    child.setNeedsLayout()
    child.layoutIfNeeded()
    UIApplication.shared.runUntilIdle()
    return {
        window.isHidden = true
        viewController.willMove(toParent: nil)
        child.removeFromSuperview()
        viewController.removeFromParent()
        window.rootViewController = nil
        if view !== viewController.view { view.removeFromSuperview() }
    }
}

/// Renders `layer` and its sublayers (after their pending layout and display) at `traits`'
/// display scale, or the main screen's when it is unspecified.
func renderImage(of layer: CALayer, traits: UITraitCollection) -> UIImage {
    displayTree(layer)
    let format = UIGraphicsImageRendererFormat(for: traits)
    return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
        layer.render(in: context.cgContext)
    }
}

/// Lays out and displays `layer`'s tree, as a commit would, for layers outside any window.
private func displayTree(_ layer: CALayer) {
    layer.layoutIfNeeded()
    layer.displayIfNeeded()
    for sublayer in layer.sublayers ?? [] { displayTree(sublayer) }
}

/// Snapshots `view` as an image: shown in a snapshot window configured by `config`, then
/// rendered; the view gets its frame back afterwards.
@MainActor
func snapshotView(config: ViewImageConfig, traits: UITraitCollection, view: UIView,
                  viewController: UIViewController) -> UIImage {
    let initialFrame = view.frame
    let dispose = prepareView(config: config, traits: traits, view: view, viewController: viewController)
    let traits = UITraitCollection(traitsFrom: [config.traits, traits])
    let image = renderImage(of: view.layer, traits: traits)
    dispose()
    if view !== viewController.view { view.frame = initialFrame }
    return image
}
