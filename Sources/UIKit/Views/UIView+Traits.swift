import CoreGraphics
import Foundation

// Trait propagation: a window's traits come from its scene's screen and size and the system
// appearance; `overrideUserInterfaceStyle` of a window, view or view controller replaces
// the style for it and everything below it, and a container's
// `setOverrideTraitCollection(_:forChild:)` replaces the traits it specifies for a child
// controller (outer overrides first, then inner ones on top). Changes notify top-down (a controller before its
// view): `traitCollectionDidChange(_:)`, `registerForTraitChanges` handlers, dynamic colors
// re-resolved and views redrawn, fonts re-sized for Dynamic Type.

extension UIView {
    /// Implements `traitCollection`: the window's base traits (the main screen's while the
    /// view is not in a window), with the overrides of this view and its ancestors applied,
    /// outermost first. O(depth).
    package var environmentTraits: UITraitCollection {
        let base: UITraitCollection
        if let window = windowStorage ?? (self as? UIWindow) { base = window.baseTraits }
        else { base = UITraitCollection.environment(displayScale: UIScreen.main.scale, windowWidth: UIScreen.main.bounds.width) }
        var overrides: [UITraitCollection] = []
        var view: UIView? = self
        while let current = view {
            if let traits = current.ownTraitOverride { overrides.append(traits) }
            view = current.superviewStorage
        }
        return overrides.reversed().reduce(base) { $0.overlaid(by: $1) }
    }

    /// The traits this view imposes on itself and its subviews, nil when none: as the root
    /// view of a controller, what the controller's parent imposes on it
    /// (`setOverrideTraitCollection(_:forChild:)`) with the controller's style override on
    /// top; then the view's own style override.
    package var ownTraitOverride: UITraitCollection? {
        guard let extras = extrasStorage else { return nil }
        var traits: UITraitCollection?
        if let controller = extras.viewController {
            traits = controller.traitOverrideFromParent
            if controller.overrideUserInterfaceStyleStorage != .unspecified {
                traits = (traits ?? UITraitCollection()).with(userInterfaceStyle: controller.overrideUserInterfaceStyleStorage)
            }
        }
        if extras.overrideUserInterfaceStyle != .unspecified {
            traits = (traits ?? UITraitCollection()).with(userInterfaceStyle: extras.overrideUserInterfaceStyle)
        }
        return traits
    }

    /// Implements the `overrideUserInterfaceStyle` setter: the view and its subviews hear the change.
    package func setOverrideUserInterfaceStyleValue(_ style: UIUserInterfaceStyle) {
        guard style != (extrasStorage?.overrideUserInterfaceStyle ?? .unspecified) else { return }
        updatingTraits { extras.overrideUserInterfaceStyle = style }
    }

    /// The traits of this view and every view below it, parents first, with `rootTraits` for
    /// this view. O(n).
    package func subtreeTraits(rootTraits: UITraitCollection) -> [(view: UIView, traits: UITraitCollection)] {
        var result: [(view: UIView, traits: UITraitCollection)] = []
        var stack: [(view: UIView, traits: UITraitCollection)] = [(self, rootTraits)]
        while let (view, traits) = stack.popLast() {
            result.append((view, traits))
            for child in view.subviewStorage.reversed() {
                stack.append((child, child.ownTraitOverride.map { traits.overlaid(by: $0) } ?? traits))
            }
        }
        return result
    }

    /// Runs `change` (which may change style overrides below this view), then tells every
    /// view whose traits changed.
    package func updatingTraits(_ change: () -> Void) {
        let before = subtreeTraits(rootTraits: environmentTraits)
        change()
        UIView.notifyTraitChanges(before: before, after: subtreeTraits(rootTraits: environmentTraits))
    }

    /// The view moved into a window (or under a view) whose appearance differs from
    /// `oldTraits`, the view's traits before the move: the view and its subtree hear the
    /// change, so dynamic colors set before the move are re-resolved and drawing views
    /// redrawn. Other trait differences of a move are not announced. O(depth) when the
    /// appearance is the same, O(subtree) when it changed.
    package func appearanceMayHaveChanged(from oldTraits: UITraitCollection) {
        let newTraits = environmentTraits
        guard oldTraits.hasDifferentColorAppearance(comparedTo: newTraits) else { return }
        let before = subtreeTraits(rootTraits: newTraits.with(userInterfaceStyle: oldTraits.userInterfaceStyle))
        UIView.notifyTraitChanges(before: before, after: subtreeTraits(rootTraits: newTraits))
    }

    /// Tells each view whose traits differ between `before` and `after` (same views, parents
    /// first): its view controller, then the view hears `traitCollectionDidChange` and the
    /// registered handlers; dynamic colors are re-resolved and drawing views redrawn when the
    /// style changed, text fonts re-sized when the content size category changed.
    package static func notifyTraitChanges(before: [(view: UIView, traits: UITraitCollection)],
                                           after: [(view: UIView, traits: UITraitCollection)]) {
        var previous: [ObjectIdentifier: UITraitCollection] = [:]
        previous.reserveCapacity(before.count)
        for entry in before { previous[ObjectIdentifier(entry.view)] = entry.traits }
        let registry = TraitChangeRegistry.shared
        for (view, traits) in after {
            guard let old = previous[ObjectIdentifier(view)] else { continue }
            let changed = traits.changedTraitIdentifiers(comparedTo: old)
            guard !changed.isEmpty else { continue }
            traits.performAsCurrent {
                if let controller = view.extrasStorage?.viewController, controller.viewStorage === view {
                    controller.traitCollectionDidChange(old)
                    registry.notify(controller, changed: changed, previous: old)
                }
                view.applyTraitChange(changed, from: old, to: traits)
                view.traitCollectionDidChange(old)
                registry.notify(view, changed: changed, previous: old)
            }
        }
    }

    /// UIKit's own reaction to a trait change, before the view's `traitCollectionDidChange`.
    private func applyTraitChange(_ changed: Set<String>, from old: UITraitCollection, to new: UITraitCollection) {
        if changed.contains(UITraitUserInterfaceStyle.identifier), old.hasDifferentColorAppearance(comparedTo: new) {
            if let color = backgroundColorStorage, color.isDynamic {
                layerStorage.backgroundColor = color.resolvedColor(with: new).cgColor
            }
            if classMayDraw && hasDisplayedOnce { setNeedsDisplay() }
            setNeedsLayout()
        }
        if changed.contains(UITraitPreferredContentSizeCategory.identifier) {
            adjustFontForContentSizeCategory(new)
        }
    }

    /// Re-sizes the font of a text view that adjusts for the content size category (labels,
    /// text fields, text views with `adjustsFontForContentSizeCategory`).
    private func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard let adjusting = self as? ContentSizeCategoryFontAdjusting, adjusting.adjustsFontForContentSizeCategory else { return }
        adjusting.adjustFont(for: traits)
    }
}

/// A text view whose font follows the content size category (UIKit's own labels and text
/// inputs).
@MainActor
package protocol ContentSizeCategoryFontAdjusting: UIContentSizeCategoryAdjusting {
    /// Replaces the font by its size for `traits`' category.
    func adjustFont(for traits: UITraitCollection)
}

extension UIWindow {
    /// The window's own traits before overrides: its scene's (or screen's) display scale,
    /// the size classes of its width, the system appearance and content size category.
    package var baseTraits: UITraitCollection {
        UITraitCollection.environment(displayScale: screenStorage.scale, windowWidth: bounds.width)
    }

    /// The window's traits computed from `base` with its own override applied.
    private func rootTraits(base: UITraitCollection) -> UITraitCollection {
        ownTraitOverride.map { base.overlaid(by: $0) } ?? base
    }

    /// The display scale changed from `previousScale`: every view controller and view of
    /// the window hears `traitCollectionDidChange`, parents before children (a controller
    /// before its view).
    package func notifyDisplayScaleChange(from previousScale: CGFloat) {
        guard previousScale != screenStorage.scale else { return }
        notifyBaseTraitChange(from: UITraitCollection.environment(displayScale: previousScale, windowWidth: bounds.width))
    }

    /// The window's size changed from `oldWidth`: when the horizontal size class changed,
    /// every view controller and view of the window hears `traitCollectionDidChange`.
    package func notifySizeClassChange(fromWidth oldWidth: CGFloat) {
        let old = UIUserInterfaceSizeClass.horizontal(forWindowWidth: oldWidth)
        guard old != UIUserInterfaceSizeClass.horizontal(forWindowWidth: bounds.width) else { return }
        notifyBaseTraitChange(from: UITraitCollection.environment(displayScale: screenStorage.scale, windowWidth: oldWidth))
    }

    /// The window's base traits changed from `previousBase`: every view whose traits
    /// changed hears it, parents before children.
    package func notifyBaseTraitChange(from previousBase: UITraitCollection) {
        let before = subtreeTraits(rootTraits: rootTraits(base: previousBase))
        UIView.notifyTraitChanges(before: before, after: subtreeTraits(rootTraits: rootTraits(base: baseTraits)))
    }
}

extension UIApplication {
    /// Sets the system's appearance style (the window backend's hook for the desktop's
    /// light/dark preference): every window whose traits change hears it and redraws.
    package func setSystemUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        changeSystemTraits { SystemAppearance.userInterfaceStyle = style }
    }

    /// Sets the user's preferred content size category: every window hears the trait
    /// change (fonts that adjust re-size), then `UIContentSizeCategory.didChangeNotification` is posted.
    package func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        let old = SystemAppearance.contentSizeCategory
        changeSystemTraits { SystemAppearance.contentSizeCategory = category }
        guard SystemAppearance.contentSizeCategory != old else { return }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: SystemAppearance.contentSizeCategory])
    }

    /// Runs `change` on the system traits and tells every window's views and the screens.
    private func changeSystemTraits(_ change: () -> Void) {
        let windows = allWindows
        let before = windows.map { $0.subtreeTraits(rootTraits: $0.environmentTraits) }
        let screens = UIScreen.screens
        let scenes = SceneRegistry.shared.connected.compactMap { $0 as? UIWindowScene }
        let sceneTraits = scenes.map(\.traitCollection)
        let screenTraits = screens.map(\.traitCollection)
        change()
        for (screen, old) in zip(screens, screenTraits) where old != screen.traitCollection { screen.traitCollectionDidChange(old) }
        for (scene, old) in zip(scenes, sceneTraits) where old != scene.traitCollection {
            scene.traitCollectionDidChange(old)
            TraitChangeRegistry.shared.notify(scene, changed: scene.traitCollection.changedTraitIdentifiers(comparedTo: old), previous: old)
        }
        for (window, old) in zip(windows, before) {
            UIView.notifyTraitChanges(before: old, after: window.subtreeTraits(rootTraits: window.environmentTraits))
        }
    }
}

extension UIViewController {
    /// Implements `traitCollection`: the view's traits once loaded (they include this
    /// controller's overrides), else the parent's (or the main screen's) with what the parent
    /// imposes and this controller's style override applied.
    package var controllerTraits: UITraitCollection {
        if let view = viewStorage { return view.environmentTraits }
        var traits = parentStorage?.traitCollection ?? UITraitCollection.environment(displayScale: UIScreen.main.scale)
        if let imposed = traitOverrideFromParent { traits = traits.overlaid(by: imposed) }
        return overrideUserInterfaceStyleStorage == .unspecified ? traits : traits.with(userInterfaceStyle: overrideUserInterfaceStyleStorage)
    }

    /// Implements the `overrideUserInterfaceStyle` setter: the controller, its view and
    /// everything below hear the change.
    package func setOverrideUserInterfaceStyleValue(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyleStorage else { return }
        guard let view = viewStorage else { overrideUserInterfaceStyleStorage = style; return }
        view.updatingTraits { overrideUserInterfaceStyleStorage = style }
    }

    /// Implements `setOverrideTraitCollection(_:forChild:)`: a controller that is no child
    /// of this one is refused with a log line, as the override would have no parent to come from.
    package func setOverrideTraits(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child.parentStorage === self else {
            UIView.log("setOverrideTraitCollection(_:forChild:) ignored: \(type(of: child)) is not a child of \(type(of: self))")
            return
        }
        child.setTraitOverrideFromParent(collection)
    }

    /// Sets the traits the parent imposes; the controller, its view and everything below
    /// whose traits change hear it (`traitCollectionDidChange`, dynamic colors redrawn).
    package func setTraitOverrideFromParent(_ collection: UITraitCollection?) {
        guard let view = viewStorage else { traitOverrideFromParent = collection; return }
        view.updatingTraits { traitOverrideFromParent = collection }
    }
}
