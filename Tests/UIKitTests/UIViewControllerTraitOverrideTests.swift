import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A controller recording the styles and size classes it hears about, its view filled with
/// the dynamic `.systemBackground` (white in light, black in dark).
@MainActor private final class TraitLoggingController: UIViewController {
    var changes: [UITraitCollection] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(traitCollection)
    }
}

/// `setOverrideTraitCollection(_:forChild:)` and `overrideTraitCollection(forChild:)`: a
/// container changes the traits a child controller, its view and everything below inherit
/// (what swift-snapshot-testing's `.image(on:traits:)` relies on to pass traits into a
/// navigation, tab bar or split view controller).
@MainActor @Suite(.serialized) struct UIViewControllerTraitOverrideTests {
    let darkCompact = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                     UITraitCollection(horizontalSizeClass: .compact),
                                                     UITraitCollection(verticalSizeClass: .compact)])

    /// A window whose root is a container holding a navigation controller over `top`.
    func makeContainer(_ top: UIViewController) -> (UIWindow, UIViewController, UINavigationController) {
        let window = makeWindow(CGSize(width: 320, height: 200))
        let container = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        container.addChild(navigation)
        navigation.view.frame = window.bounds
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        window.rootViewController = container
        UIApplication.shared.runUntilIdle()
        return (window, container, navigation)
    }

    @Test func theOverrideReachesTheChildItsChildrenAndTheirViews() {
        let top = TraitLoggingController()
        let (window, container, navigation) = makeContainer(top)
        defer { window.isHidden = true }
        let label = UILabel()
        top.view.addSubview(label)
        #expect(top.traitCollection.userInterfaceStyle != .dark)
        #expect(container.overrideTraitCollection(forChild: navigation) == nil)

        container.setOverrideTraitCollection(darkCompact, forChild: navigation)
        #expect(container.overrideTraitCollection(forChild: navigation) == darkCompact)
        for traits in [navigation.traitCollection, top.traitCollection, top.view.traitCollection,
                       label.traitCollection, navigation.navigationBar.traitCollection] {
            #expect(traits.userInterfaceStyle == .dark)
            #expect(traits.horizontalSizeClass == .compact)
            #expect(traits.verticalSizeClass == .compact)
            // What the override does not specify is still inherited from the window.
            #expect(traits.displayScale == window.traitCollection.displayScale)
        }
        // The container itself keeps its own traits.
        #expect(container.traitCollection.userInterfaceStyle != .dark)
        // The child heard the change, with the new traits in place.
        #expect(top.changes.last?.userInterfaceStyle == .dark)
    }

    @Test func theChildRedrawsWithTheOverriddenStyleAndBackWhenRemoved() {
        let top = TraitLoggingController()
        let (window, container, navigation) = makeContainer(top)
        defer { window.isHidden = true }
        // A point of the top controller's view, below the navigation bar.
        func pixel() -> Pixel {
            UIApplication.shared.runUntilIdle()
            return PixelReader(window.renderedImage())[160, 180]
        }
        #expect(pixel() == .white)
        container.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: navigation)
        #expect(pixel() == .black)
        container.setOverrideTraitCollection(nil, forChild: navigation)
        #expect(container.overrideTraitCollection(forChild: navigation) == nil)
        #expect(pixel() == .white)
        #expect(top.changes.map(\.userInterfaceStyle).suffix(2) == [.dark, top.traitCollection.userInterfaceStyle])
    }

    @Test func innerOverridesWinOverTheContainers() {
        let top = TraitLoggingController()
        let (window, container, navigation) = makeContainer(top)
        defer { window.isHidden = true }
        top.overrideUserInterfaceStyle = .light
        container.setOverrideTraitCollection(darkCompact, forChild: navigation)
        #expect(navigation.traitCollection.userInterfaceStyle == .dark)
        #expect(top.traitCollection.userInterfaceStyle == .light)
        #expect(top.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func aControllerThatIsNoChildIsRefusedAndRemovingTheChildDropsTheOverride() {
        let top = TraitLoggingController()
        let (window, container, navigation) = makeContainer(top)
        defer { window.isHidden = true }
        let stranger = UIViewController()
        container.setOverrideTraitCollection(darkCompact, forChild: stranger)
        #expect(container.overrideTraitCollection(forChild: stranger) == nil)
        #expect(stranger.traitCollection.userInterfaceStyle != .dark)
        // A grandchild is no child either.
        container.setOverrideTraitCollection(darkCompact, forChild: top)
        #expect(top.traitCollection.userInterfaceStyle != .dark)

        container.setOverrideTraitCollection(darkCompact, forChild: navigation)
        navigation.willMove(toParent: nil)
        navigation.view.removeFromSuperview()
        navigation.removeFromParent()
        #expect(container.overrideTraitCollection(forChild: navigation) == nil)
        #expect(navigation.traitCollection.userInterfaceStyle != .dark)
        #expect(top.traitCollection.userInterfaceStyle != .dark)
    }

    @Test func aChildWhoseViewIsNotLoadedInheritsTheOverride() {
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        container.setOverrideTraitCollection(UITraitCollection(userInterfaceIdiom: .pad), forChild: child)
        #expect(!child.isViewLoaded)
        #expect(child.traitCollection.userInterfaceIdiom == .pad)
        #expect(child.view.traitCollection.userInterfaceIdiom == .pad)
    }
}
