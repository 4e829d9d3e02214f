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
    /// The traits of an environment shown at `scale` pixels per point: the system's
    /// appearance style and content size category (`SystemAppearance`) and that display scale.
    package static func environment(displayScale scale: CGFloat) -> UITraitCollection {
        UITraitCollection(style: SystemAppearance.userInterfaceStyle, scale: scale.isFinite && scale > 0 ? scale : 0,
                          horizontal: .unspecified, vertical: .unspecified, category: SystemAppearance.contentSizeCategory)
    }

    /// The traits of a window `width` points wide shown at `scale`: as
    /// `environment(displayScale:)`, with the size classes iPadOS gives such a window.
    package static func environment(displayScale scale: CGFloat, windowWidth width: CGFloat) -> UITraitCollection {
        UITraitCollection(style: SystemAppearance.userInterfaceStyle, scale: scale.isFinite && scale > 0 ? scale : 0,
                          horizontal: UIUserInterfaceSizeClass.horizontal(forWindowWidth: width), vertical: .regular,
                          category: SystemAppearance.contentSizeCategory)
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

