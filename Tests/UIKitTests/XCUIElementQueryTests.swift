import Foundation
import Testing
import UIKit
import UIKitTesting

/// UI queries (XCUITest's shape, in process): element lookup from the accessibility tree,
/// actions through the event path, failures with the list of matches.
@MainActor @Suite(.serialized) struct XCUIElementQueryTests {
    /// Runs `body` with UI query failures collected instead of recorded as issues.
    func failures(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        XCUIElementFailures.observe({ messages.append($0) }, during: body)
        return messages
    }

    /// A window with a form: a label, two buttons, a text field, a secure field, a switch,
    /// a slider and a segmented control.
    func makeForm() -> (UIWindow, XCUIApplication, log: SharedLines) {
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        let log = SharedLines()
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        title.text = "Settings"
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 10, y: 50, width: 100, height: 44)
        save.accessibilityIdentifier = "form.save"
        save.addAction(UIAction { _ in log.lines.append("save") }, for: .touchUpInside)
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.frame = CGRect(x: 120, y: 50, width: 100, height: 44)
        cancel.isEnabled = false
        let name = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        name.placeholder = "Name"
        name.accessibilityIdentifier = "form.name"
        let password = UITextField(frame: CGRect(x: 10, y: 140, width: 300, height: 34))
        password.isSecureTextEntry = true
        password.accessibilityIdentifier = "form.password"
        let toggle = UISwitch(frame: CGRect(x: 10, y: 180, width: 51, height: 31))
        toggle.accessibilityIdentifier = "form.toggle"
        let slider = UISlider(frame: CGRect(x: 10, y: 220, width: 200, height: 31))
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 10, y: 260, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        for view in [title, save, cancel, name, password, toggle, slider, segments] as [UIView] { window.addSubview(view) }
        UIApplication.shared.runUntilIdle()
        return (window, XCUIApplication(window: window), log)
    }

    @Test func queriesFindElementsByTypeIdentifierAndLabel() {
        let (window, app, _) = makeForm()
        defer { window.isHidden = true }
        // Descendants: the two buttons and the segmented control's three segments.
        #expect(app.buttons.count == 5)
        #expect(app.staticTexts["Settings"].exists)
        #expect(app.buttons["form.save"].label == "Save")
        #expect(app.buttons["Save"].identifier == "form.save")
        #expect(app.buttons["Cancel"].isEnabled == false)
        #expect(app.buttons["Save"].isEnabled)
        #expect(app.buttons["Save"].frame == CGRect(x: 10, y: 50, width: 100, height: 44))
        #expect(app.textFields.count == 1)
        #expect(app.textFields["form.name"].placeholderValue == "Name")
        #expect(app.secureTextFields.count == 1)
        #expect(app.switches["form.toggle"].value as? String == "0")
        #expect(app.sliders.count == 1)
        #expect(app.segmentedControls.count == 1)
        // The segments are the segmented control's accessibility elements: buttons.
        #expect(app.segmentedControls.element.buttons.count == 3)
        #expect(app.segmentedControls.buttons["One"].isSelected)
        // The button's title label is inside an element, so it is no separate static text.
        #expect(app.staticTexts.count == 1)
        #expect(app.buttons["Delete"].exists == false)
        #expect(app.windows.count == 1)
        #expect(app.children(matching: .window).count == 1)
        #expect(app.windows.element.children(matching: .button).count == 2)
        #expect(app.descendants(matching: .any).matching(identifier: "form.toggle").count == 1)
        #expect(app.buttons.element(boundBy: 1).label == "Cancel")
        #expect(app.buttons.firstMatch.label == "Save")
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["Save", "Cancel", "One", "Two", "Three"])
        let enabled = app.buttons.matching(NSPredicate { snapshot, _ in (snapshot as? XCUIElementSnapshot)?.isEnabled == true })
        #expect(enabled.count == 4)
        #expect(app.otherElements.count == 0)
        #expect(app.windows.containing(.switch, identifier: "form.toggle").count == 1)
    }

    @Test func tapSendsTouchesThatFireTheButton() {
        let (window, app, log) = makeForm()
        defer { window.isHidden = true }
        app.buttons["Save"].tap()
        #expect(log.lines == ["save"])
        app.switches["form.toggle"].tap()
        #expect(app.switches["form.toggle"].value as? String == "1")
        app.segmentedControls.buttons["Three"].tap()
        #expect(app.segmentedControls.buttons["Three"].isSelected)
        #expect((window.subviews.compactMap { $0 as? UISegmentedControl }.first?.selectedSegmentIndex) == 2)
    }

    @Test func typeTextFocusesTheFieldAndTypes() {
        let (window, app, _) = makeForm()
        defer { window.isHidden = true }
        let name = app.textFields["form.name"]
        name.typeText("Ada")
        #expect(name.value as? String == "Ada")
        #expect(name.hasFocus)
        app.secureTextFields["form.password"].typeText("pw")
        #expect(app.secureTextFields["form.password"].value as? String == "\u{2022}\u{2022}")
    }

    @Test func adjustMovesTheSliderByDraggingItsThumb() {
        let (window, app, _) = makeForm()
        defer { window.isHidden = true }
        let slider = app.sliders.element
        slider.adjust(toNormalizedSliderPosition: 0.75)
        #expect(abs(slider.normalizedSliderPosition - 0.75) < 0.01)
        slider.adjust(toNormalizedSliderPosition: 0.25)
        #expect(abs(slider.normalizedSliderPosition - 0.25) < 0.01)
    }

    @Test func severalMatchesWhereOneIsRequiredFailWithTheList() {
        let (window, app, log) = makeForm()
        defer { window.isHidden = true }
        let messages = failures { app.buttons.element.tap() }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("Multiple matching elements"))
        #expect(message.contains("label: 'Save'") && message.contains("label: 'Cancel'"))
        #expect(log.lines.isEmpty, "nothing was tapped")
        let missing = failures { app.buttons["Delete"].tap() }
        #expect(missing.count == 1 && (missing.first ?? "").contains("No matches found"))
        let outOfRange = failures { _ = app.buttons.element(boundBy: 9).label }
        #expect(outOfRange.count == 1)
    }

    @Test func hiddenAndCoveredElements() {
        let (window, app, _) = makeForm()
        defer { window.isHidden = true }
        #expect(app.buttons["Save"].isHittable)
        let cover = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 60))
        cover.backgroundColor = .gray
        window.addSubview(cover)
        UIApplication.shared.runUntilIdle()
        #expect(app.buttons["Save"].exists)
        #expect(app.buttons["Save"].isHittable == false)
        let messages = failures { app.buttons["Save"].tap() }
        #expect((messages.first ?? "").contains("not hittable"))
        cover.removeFromSuperview()
        window.subviews.first { ($0 as? UIButton)?.currentTitle == "Save" }?.isHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(app.buttons["Save"].exists == false)
    }

    @Test func waitForExistenceAdvancesTheVirtualClock() {
        let (window, app, _) = makeForm()
        defer { window.isHidden = true }
        let late = UILabel(frame: CGRect(x: 10, y: 300, width: 100, height: 20))
        late.text = "Done"
        late.isHidden = true
        window.addSubview(late)
        // The label shows when a 0.3 s animation on the media clock completes.
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 0.3, animations: { late.transform = CGAffineTransform(translationX: 1, y: 0) },
                       completion: { _ in late.isHidden = false })
        #expect(app.staticTexts["Done"].exists == false)
        #expect(app.staticTexts["Done"].waitForExistence(timeout: 2))
        let waited = CACurrentMediaTime() - start
        #expect(waited >= 0.3 && waited < 0.5, "waited \(waited) virtual seconds")
        #expect(app.staticTexts["Never"].waitForExistence(timeout: 0.1) == false)
    }

    @Test func tapScrollsACellIntoViewFirst() {
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        defer { window.isHidden = true }
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        var tapped: [Int] = []
        for i in 0..<40 {
            let button = UIButton(type: .system)
            button.setTitle("Row \(i)", for: .normal)
            button.frame = CGRect(x: 0, y: CGFloat(i) * 50, width: 320, height: 44)
            button.addAction(UIAction { _ in tapped.append(i) }, for: .touchUpInside)
            scroll.addSubview(button)
        }
        window.addSubview(scroll)
        UIApplication.shared.runUntilIdle()
        let app = XCUIApplication(window: window)
        #expect(app.scrollViews.count == 1)
        #expect(app.buttons["Row 30"].exists)
        #expect(app.buttons["Row 30"].isHittable == false)
        app.buttons["Row 30"].tap()
        #expect(tapped == [30])
        #expect(scroll.contentOffset.y > 1000)
        #expect(app.buttons["Row 30"].isHittable)
        app.scrollViews.element.swipeDown()
        app.scrollViews.element.swipeDown()
        #expect(scroll.contentOffset.y < 1000 + 1, "swiping down scrolls back towards the top")
    }

    @Test func tablesNavigationBarsAndTheBackButton() {
        let list = ListController(rows: ["Alpha", "Beta", "Gamma"])
        let (window, nav) = makeNavigationScene(list)
        defer { window.isHidden = true }
        let app = XCUIApplication()
        #expect(app.navigationBars["Items"].exists)
        #expect(app.tables.count == 1)
        #expect(app.tables.cells.count == 3)
        #expect(app.cells["Beta"].exists)
        #expect(app.tables.cells.staticTexts["Gamma"].exists)
        app.cells["Beta"].tap()
        #expect(nav.viewControllers.count == 2)
        #expect(app.navigationBars["Beta"].exists)
        #expect(app.navigationBars.buttons["Items"].exists, "the back button reads the previous title")
        app.navigationBars.buttons["BackButton"].tap()
        #expect(nav.viewControllers.count == 1)
        #expect(app.navigationBars["Items"].exists)
    }

    @Test func alertsAndTheirButtons() {
        let root = UIViewController()
        let (window, _) = makeNavigationScene(root)
        defer { window.isHidden = true }
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        root.present(alert, animated: true)
        let app = XCUIApplication()
        #expect(app.alerts["Delete?"].waitForExistence(timeout: 1))
        #expect(app.alerts.buttons.count == 2)
        #expect(app.alerts.staticTexts["This cannot be undone."].exists)
        app.alerts.buttons["Delete"].tap()
        #expect(chosen == ["delete"])
        #expect(app.alerts.element.waitForNonExistence(timeout: 1))
    }

    @Test func pressAndDoubleTapReachGestureRecognizers() {
        let window = makeEventWindow(CGSize(width: 320, height: 480))
        defer { window.isHidden = true }
        let target = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        target.accessibilityIdentifier = "pad"
        let recorder = ActionRecorder()
        let long = UILongPressGestureRecognizer()
        long.name = "long"
        long.addTarget(recorder, action: ActionRecorder.tapped)
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        double.addTarget(recorder, action: ActionRecorder.tapped)
        target.addGestureRecognizer(long)
        target.addGestureRecognizer(double)
        window.addSubview(target)
        UIApplication.shared.runUntilIdle()
        let app = XCUIApplication(window: window)
        #expect(app.otherElements["pad"].exists)
        app.otherElements["pad"].press(forDuration: 1)
        #expect(recorder.log.first == "long:1", "the long press began while the finger was down")
        recorder.log = []
        app.otherElements["pad"].doubleTap()
        #expect(recorder.log == ["double:3"])
    }

    @Test func launchWithoutAWindowFails() {
        let app = XCUIApplication(window: UIWindow(frame: .zero))
        let none = failures { app.launch() }
        #expect(none.isEmpty, "a given window is enough")
        #expect(XCUIElement.ElementType.button.rawValue == 9)
        #expect(XCUIElement.ElementType.staticText.rawValue == 48)
        #expect(XCUIElement.ElementType.cell.rawValue == 75)
    }
}

/// Lines appended by actions.
@MainActor final class SharedLines { var lines: [String] = [] }

/// A table of rows, each pushing a controller titled by the row.
private final class ListController: UITableViewController {
    let rows: [String]
    init(rows: [String]) {
        self.rows = rows
        super.init(style: .plain)
        title = "Items"
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = rows[indexPath.row]
        detail.view.backgroundColor = .white
        navigationController?.pushViewController(detail, animated: true)
    }
}
