import Foundation

/// An object with a trait collection that hears when its traits change: screens,
/// views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the traits before the change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UITraitCollection {
    /// The traits of an environment shown at `scale` pixels per point: the light
    /// appearance (the only one the screen offers) and that display scale.
    package static func environment(displayScale scale: CGFloat) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: scale)])
    }
}

extension UIScreen: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIView {
    /// Implements `traitCollection`: the traits of the window's screen (the main screen's
    /// while the view is not in a window).
    package var environmentTraits: UITraitCollection {
        UITraitCollection.environment(displayScale: (windowStorage?.screenStorage ?? UIScreen.main).scale)
    }
}

extension UIWindow {
    /// The display scale changed from `previousScale`: every view controller and view of
    /// the window hears `traitCollectionDidChange`, parents before children (a controller
    /// before its view). The tree is listed first, so changes made by the callbacks do
    /// not disturb the walk.
    package func notifyDisplayScaleChange(from previousScale: CGFloat) {
        guard previousScale != screenStorage.scale else { return }
        let previous = UITraitCollection.environment(displayScale: previousScale)
        var order: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            order.append(view)
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
        for view in order where view.windowStorage === self || view === self {
            if let controller = view.extrasStorage?.viewController { controller.traitCollectionDidChange(previous) }
            view.traitCollectionDidChange(previous)
        }
    }
}
