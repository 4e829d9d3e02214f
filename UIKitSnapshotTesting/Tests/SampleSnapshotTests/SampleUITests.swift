import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// A small app written as an iOS app is: a settings list whose rows open a detail screen.
final class SettingsListViewController: UITableViewController {
    let rows = ["Notifications", "Privacy", "About"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = SettingsViewController()
        detail.title = rows[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// Shows the sample app in a key window, as the app delegate would.
func launchSampleApp() -> (UIWindow, XCUIApplication) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UINavigationController(rootViewController: SettingsListViewController())
    window.makeKeyAndVisible()
    let app = XCUIApplication()
    app.launch()
    return (window, app)
}

/// UI tests written as XCUITests are (XCTest): open a screen from the list, act, go back.
/// (Not `@MainActor`: corelibs XCTest cannot run main-actor test methods; in Swift 5 mode
/// the `@preconcurrency` main-actor APIs are called as on iOS before Swift 6.)
final class SampleUITests: XCTestCase {
    func testOpenNotificationsToggleAndGoBack() {
        let (window, app) = launchSampleApp()
        defer { window.isHidden = true }
        XCTAssertTrue(app.navigationBars["Settings"].exists)
        XCTAssertEqual(app.tables.cells.count, 3)
        app.tables.cells["Notifications"].tap()
        XCTAssertTrue(app.navigationBars["Notifications"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.navigationBars.staticTexts["Notifications"].exists)
        XCTAssertEqual(app.staticTexts.allElementsBoundByIndex.filter { $0.label == "Notifications" }.count, 2,
                       "the bar's title and the screen's label")
        let toggle = app.switches.element
        XCTAssertEqual(toggle.value as? String, "0")
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
        XCTAssertTrue(app.buttons["Save"].isHittable)
        app.navigationBars.buttons["Settings"].tap()
        XCTAssertTrue(app.navigationBars["Settings"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.navigationBars["Notifications"].exists)
    }
}

/// The same with Swift Testing.
@MainActor
struct SampleUISwiftTestingTests {
    @Test func openPrivacyToggleAndGoBack() {
        let (window, app) = launchSampleApp()
        defer { window.isHidden = true }
        app.cells["Privacy"].tap()
        #expect(app.navigationBars["Privacy"].waitForExistence(timeout: 2))
        app.switches.firstMatch.tap()
        #expect(app.switches.firstMatch.value as? String == "1")
        app.navigationBars.buttons.firstMatch.tap()
        #expect(app.cells.count == 3)
    }
}
