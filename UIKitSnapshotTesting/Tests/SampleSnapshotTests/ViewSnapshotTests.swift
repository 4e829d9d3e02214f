import SnapshotTesting
import UIKit
import UIKitSnapshotTesting
import XCTest

/// Snapshot tests of views written as on iOS with XCTest.
final class ViewSnapshotTests: XCTestCase {
    func testBadgeView() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        assertSnapshot(of: badge, as: .image)
    }

    func testLabelAtSize() {
        let label = UILabel()
        label.text = "Hello, Linux"
        label.textColor = .darkGray
        label.backgroundColor = .white
        assertSnapshot(of: label, as: .image(size: CGSize(width: 120, height: 24)))
    }

    func testSwitchStates() {
        let off = UISwitch()
        let on = UISwitch()
        on.isOn = true
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        assertSnapshot(of: off, as: .image, named: "off")
        assertSnapshot(of: on, as: .image, named: "on")
        assertSnapshot(of: disabled, as: .image, named: "disabled")
    }

    func testBadgeDescription() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let badge = BadgeView(frame: CGRect(x: 10, y: 6, width: 48, height: 48))
        badge.tag = 7
        container.addSubview(badge)
        let label = UILabel(frame: CGRect(x: 60, y: 20, width: 40, height: 20))
        label.text = "3"
        container.addSubview(label)
        assertSnapshot(of: container, as: .recursiveDescription)
    }
}
