import Foundation
import Testing
import UIKit
import UIKitTesting

/// Appearance proxies as apps and libraries use them: values set on `appearance()` reach
/// instances when they enter a window; containment and subclass proxies are more specific;
/// values the app set on the view itself are kept. (Proxies are process-wide, so these tests
/// customize classes of their own and leave UIKit's classes to the other suites.)
@MainActor @Suite(.serialized) struct UIAppearanceTests {
    class ThemedLabel: UILabel {}
    final class BrandLabel: ThemedLabel {}
    final class Toolbar: UIView {}
    final class ThemedSwitch: UISwitch {}
    final class ThemedButton: UIButton {}
    final class ThemedSlider: UISlider {}
    final class ThemedProgress: UIProgressView {}

    func show(_ views: [UIView]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        for v in views { window.addSubview(v) }
        return window
    }

    @Test func proxyValuesApplyWhenAViewEntersAWindow() {
        ThemedSwitch.appearance().onTintColor = .orange
        ThemedButton.appearance().setTitleColor(.purple, for: .normal)
        let toggle = ThemedSwitch()
        #expect(toggle.onTintColor == nil)
        let button = ThemedButton(type: .custom)
        let plain = UISwitch()
        let window = show([toggle, button, plain])
        defer { window.isHidden = true }
        #expect(toggle.onTintColor == .orange)
        #expect(button.titleColor(for: .normal) == .purple)
        #expect(plain.onTintColor == nil)
        #expect(ThemedSwitch.appearance() === ThemedSwitch.appearance())
    }

    @Test func subclassAndContainmentProxiesAreMoreSpecific() {
        ThemedLabel.appearance().textColor = .gray
        BrandLabel.appearance().textColor = .red
        ThemedLabel.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor = .blue
        let plain = ThemedLabel(), brand = BrandLabel(), inBar = ThemedLabel()
        let bar = Toolbar()
        bar.addSubview(inBar)
        let window = show([plain, brand, bar])
        defer { window.isHidden = true }
        #expect(plain.textColor == .gray)
        #expect(brand.textColor == .red)
        #expect(inBar.textColor == .blue)
    }

    @Test func valuesTheAppSetAreKept() {
        ThemedSlider.appearance().thumbTintColor = .green
        let mine = ThemedSlider(), theirs = ThemedSlider()
        mine.thumbTintColor = .black
        let window = show([mine, theirs])
        defer { window.isHidden = true }
        #expect(mine.thumbTintColor == .black)
        #expect(theirs.thumbTintColor == .green)
    }

    @Test func viewsAlreadyInAWindowChangeOnlyWhenTheyEnterAgain() {
        let window = show([])
        defer { window.isHidden = true }
        let progress = ThemedProgress()
        window.addSubview(progress)
        ThemedProgress.appearance().progressTintColor = .cyan
        #expect(progress.progressTintColor == nil)
        progress.removeFromSuperview()
        window.addSubview(progress)
        #expect(progress.progressTintColor == .cyan)
    }
}
