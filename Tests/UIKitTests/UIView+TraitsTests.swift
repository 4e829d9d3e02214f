import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A view counting its trait changes and filling itself with `.label` in `draw(_:)`.
@MainActor private final class TraitRecordingView: UIView {
    var previousStyles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
    override func draw(_ rect: CGRect) {
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

@MainActor private final class TraitRecordingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

@MainActor @Suite(.serialized) struct UIViewTraitsTests {
    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.isHidden = false
        return window
    }

    @Test func windowOverrideResolvesDynamicBackgroundsAndRedrawsDrawingViews() {
        let window = makeWindow()
        defer { window.isHidden = true } // a window backend in the same process would show it
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        background.backgroundColor = .systemBackground
        let drawing = TraitRecordingView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        window.addSubview(background)
        window.addSubview(drawing)
        _ = UIApplication.shared.runUntilIdle()
        var pixels = PixelReader(window.renderedImage())
        #expect(pixels[10, 10] == Pixel(255, 255, 255, 255)) // systemBackground, light: white
        #expect(pixels[30, 10] == Pixel(0, 0, 0, 255)) // label, light: black

        window.overrideUserInterfaceStyle = .dark
        #expect(background.traitCollection.userInterfaceStyle == .dark)
        #expect(drawing.previousStyles == [.light])
        _ = UIApplication.shared.runUntilIdle()
        pixels = PixelReader(window.renderedImage())
        #expect(pixels[10, 10] == Pixel(0, 0, 0, 255)) // systemBackground, dark: black
        #expect(pixels[30, 10] == Pixel(255, 255, 255, 255)) // label, dark: white
    }

    @Test func aViewOverrideWinsOverItsWindowAndCoversItsSubviews() {
        let window = makeWindow()
        defer { window.isHidden = true } // a window backend in the same process would show it
        window.overrideUserInterfaceStyle = .dark
        let container = UIView(frame: window.bounds)
        let child = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        window.addSubview(container)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // Moving into the dark window changed the child's appearance from the system's: it heard it.
        let moved: [UIUserInterfaceStyle] = SystemAppearance.userInterfaceStyle == .dark ? [] : [SystemAppearance.userInterfaceStyle]
        #expect(child.previousStyles == moved)
        container.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.previousStyles == moved + [.dark])
        window.overrideUserInterfaceStyle = .unspecified // the container still forces light: no change below it
        #expect(child.previousStyles == moved + [.dark])
        #expect(window.traitCollection.userInterfaceStyle == SystemAppearance.userInterfaceStyle)
    }

    @Test func controllerOverrideReachesItsViewAndHandlers() {
        let window = makeWindow()
        defer { window.isHidden = true } // a window backend in the same process would show it
        let controller = TraitRecordingController()
        window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        var handled: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        let registration = label.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UILabel, previous) in
            handled.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
        }
        var scaleChanges = 0
        label.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UILabel, _) in scaleChanges += 1 }

        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == 1)
        #expect(handled.count == 1 && handled.first?.0 == .light && handled.first?.1 == .dark)
        #expect(scaleChanges == 0)

        label.unregisterForTraitChanges(registration)
        controller.overrideUserInterfaceStyle = .light
        #expect(handled.count == 1)
        #expect(controller.changes == 2)
    }

    @Test func targetActionRegistrationCallsTheMethod() {
        final class Target { var calls = 0; func traitsChanged() { calls += 1 } }
        let window = makeWindow()
        defer { window.isHidden = true } // a window backend in the same process would show it
        let target = Target()
        window.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target, action: Target.traitsChanged)
        window.overrideUserInterfaceStyle = .dark
        window.overrideUserInterfaceStyle = .dark // unchanged: no call
        #expect(target.calls == 1)
    }

    @Test func systemStyleHookChangesEveryWindowThatDoesNotOverride() {
        let original = SystemAppearance.userInterfaceStyle
        defer { UIApplication.shared.setSystemUserInterfaceStyle(original) }
        UIApplication.shared.setSystemUserInterfaceStyle(.light)
        let free = makeWindow()
        defer { free.isHidden = true } // a window backend in the same process would show it
        let pinned = makeWindow()
        defer { pinned.isHidden = true }
        pinned.overrideUserInterfaceStyle = .light
        let view = TraitRecordingView(frame: free.bounds)
        free.addSubview(view)
        UIApplication.shared.setSystemUserInterfaceStyle(.dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.previousStyles == [.light])
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func appearanceEnvironmentValuesParse() {
        #expect(SystemAppearance.styleFromEnvironment("dark") == .dark)
        #expect(SystemAppearance.styleFromEnvironment(" Dark ") == .dark)
        #expect(SystemAppearance.styleFromEnvironment("light") == .light)
        #expect(SystemAppearance.styleFromEnvironment(nil) == .light)
        #expect(SystemAppearance.styleFromEnvironment("purple") == .light) // logged, never a crash
    }

    /// Dark values from Apple's Human Interface Guidelines (Color: system colors and
    /// dynamic system colors, dark appearance, default contrast).
    @Test func systemColorsResolveToTheirDocumentedDarkValues() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func rgb(_ color: UIColor) -> [Int] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
        }
        #expect(rgb(.systemBackground) == [0, 0, 0, 100])
        #expect(rgb(.secondarySystemBackground) == [28, 28, 30, 100])
        #expect(rgb(.label) == [255, 255, 255, 100])
        #expect(rgb(.secondaryLabel) == [235, 235, 245, 60])
        #expect(rgb(.systemBlue) == [10, 132, 255, 100])
        #expect(rgb(.systemRed) == [255, 69, 58, 100])
        #expect(rgb(.separator) == [84, 84, 88, 60])
        let fixed: [UIColor] = [.systemGray]
        let dynamic: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemYellow, .systemPink, .systemPurple,
                                  .systemTeal, .systemIndigo, .systemBrown, .systemMint, .systemCyan, .systemGray2, .systemGray3,
                                  .systemGray4, .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel,
                                  .quaternaryLabel, .link, .separator, .opaqueSeparator, .systemBackground,
                                  .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
                                  .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill,
                                  .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .tintColor]
        let light = UITraitCollection(userInterfaceStyle: .light)
        for color in dynamic { #expect(color.resolvedColor(with: dark) != color.resolvedColor(with: light), "\(color)") }
        for color in fixed { #expect(color.resolvedColor(with: dark) == color.resolvedColor(with: light)) }
    }
}
