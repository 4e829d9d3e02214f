import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// Snapshot tests of view controllers, layers and images written as on iOS with Swift Testing.
@MainActor
struct ControllerSnapshotTests {
    @Test func settingsOnIPhone13() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13))
    }

    @Test func settingsOnIPhoneSeLandscape() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSe(.landscape)))
    }

    @Test func navigationHierarchy() {
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        assertSnapshot(of: navigation, as: .hierarchy)
    }

    /// `.image(on:traits:)` hands the traits to the controller through its host's
    /// `setOverrideTraitCollection(_:forChild:)`, so a navigation controller passes them on
    /// to the screen it shows: the bar and the screen are drawn dark, and the screen laid
    /// out with the phone's compact width.
    @Test func navigationInDarkOnIPhoneSe() {
        let top = TraitCapturingController()
        top.title = "Dark"
        let navigation = UINavigationController(rootViewController: top)
        assertSnapshot(of: navigation, as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(top.laidOutWith?.userInterfaceStyle == .dark)
        #expect(top.laidOutWith?.horizontalSizeClass == .compact)
        #expect(top.laidOutWith?.userInterfaceIdiom == .phone)
        // The override ends with the snapshot.
        #expect(navigation.parent == nil)
    }

    @Test func gradientLayer() {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        layer.colors = [UIColor.systemOrange.cgColor, UIColor.systemPurple.cgColor]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        assertSnapshot(of: layer, as: .image)
    }

    @Test func rendererImageAtDisplayScale2() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).image { context in
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 16, height: 16)).fill()
        }
        assertSnapshot(of: image, as: .image(scale: 2))
    }

    @Test func badgeAtDisplayScale2() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        assertSnapshot(of: badge, as: .image(traits: UITraitCollection(displayScale: 2)))
    }
}

/// A screen filled with `.systemBackground` that remembers the traits it last laid out with.
final class TraitCapturingController: UIViewController {
    var laidOutWith: UITraitCollection?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 80, width: 200, height: 30))
        label.text = "Dark"
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutWith = traitCollection
    }
}
