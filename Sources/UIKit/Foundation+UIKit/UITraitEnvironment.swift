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
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: environmentStyle), UITraitCollection(displayScale: scale)])
    }

    /// The appearance every environment has: light, unless a renderer (the `openuikit`
    /// tool's `--appearance dark`) asks for dark for the whole process.
    nonisolated(unsafe) package static var environmentStyle: UIUserInterfaceStyle = .light

    /// The traits of a window `width` points wide shown at `scale`: as
    /// `environment(displayScale:)`, with the size classes iPadOS gives such a window.
    package static func environment(displayScale scale: CGFloat, windowWidth width: CGFloat) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            environment(displayScale: scale),
            UITraitCollection(horizontalSizeClass: UIUserInterfaceSizeClass.horizontal(forWindowWidth: width)),
            UITraitCollection(verticalSizeClass: .regular),
        ])
    }
}

extension UIUserInterfaceSizeClass {
    /// The narrowest window iPadOS gives the regular width class: half of a 12.9-inch iPad
    /// Pro in landscape (678 points) is regular, while two thirds of it in portrait (639
    /// points) and every half or third of the smaller iPads are compact. (The vertical
    /// class of every iPad window is regular.)
    package static let regularWindowWidth: CGFloat = 678

    /// The horizontal size class of a window `width` points wide.
    package static func horizontal(forWindowWidth width: CGFloat) -> UIUserInterfaceSizeClass {
        width >= regularWindowWidth ? .regular : .compact
    }
}

extension UIScreen: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIView {
    /// Implements `traitCollection`: the traits of the window's screen (the main screen's
    /// while the view is not in a window).
    package var environmentTraits: UITraitCollection {
        guard let window = windowStorage ?? (self as? UIWindow) else {
            return UITraitCollection.environment(displayScale: UIScreen.main.scale, windowWidth: UIScreen.main.bounds.width)
        }
        return UITraitCollection.environment(displayScale: window.screenStorage.scale, windowWidth: window.bounds.width)
    }
}

extension UIWindow {
    /// The display scale changed from `previousScale`: every view controller and view of
    /// the window hears `traitCollectionDidChange`, parents before children (a controller
    /// before its view). The tree is listed first, so changes made by the callbacks do
    /// not disturb the walk.
    package func notifyDisplayScaleChange(from previousScale: CGFloat) {
        guard previousScale != screenStorage.scale else { return }
        notifyTraitChange(from: UITraitCollection.environment(displayScale: previousScale, windowWidth: bounds.width))
    }

    /// The window's size changed from `oldSize`: when the horizontal size class changed,
    /// every view controller and view of the window hears `traitCollectionDidChange`.
    package func notifySizeClassChange(fromWidth oldWidth: CGFloat) {
        let old = UIUserInterfaceSizeClass.horizontal(forWindowWidth: oldWidth)
        guard old != UIUserInterfaceSizeClass.horizontal(forWindowWidth: bounds.width) else { return }
        notifyTraitChange(from: UITraitCollection.environment(displayScale: screenStorage.scale, windowWidth: oldWidth))
    }

    /// Tells every view controller and view of the window that the traits changed from
    /// `previous`, parents before children (a controller before its view).
    private func notifyTraitChange(from previous: UITraitCollection) {
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
