import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Catalog

/// The Catalog driven as an XCUITest drives an iOS app: open a screen from the list, act on
/// its controls, go back, all through UI queries and the event path.
@MainActor @Suite(.serialized) struct CatalogUIQueryTests {
    @Test func openControlsToggleASwitchAndGoBack() throws {
        UIApplication.shared.resetEventState()
        let window = CatalogAppDelegate.makeNavigationWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let app = XCUIApplication()
        app.launch()
        #expect(app.navigationBars["OpenUIKit Catalog"].exists)
        #expect(app.tables.cells.count >= 4)
        app.tables.cells["Controls"].tap()
        #expect(app.navigationBars["Controls"].waitForExistence(timeout: 2))
        #expect(app.cells.count == 0, "the list is gone")
        // The screen's switches: the first column is off, the others on.
        let first = app.switches.element(boundBy: 0)
        #expect(first.value as? String == "0")
        first.tap()
        #expect(first.value as? String == "1")
        let segments = app.segmentedControls.element(boundBy: 0)
        segments.buttons["Two"].tap()
        #expect(segments.buttons["Two"].isSelected)
        app.navigationBars.buttons["OpenUIKit Catalog"].tap()
        #expect(app.navigationBars["OpenUIKit Catalog"].waitForExistence(timeout: 2))
        #expect(app.navigationBars["Controls"].exists == false)
        // Swiping up scrolls the list (the rows move up), and a row is opened from there.
        let textRow = app.tables.cells["Text"]
        let before = textRow.frame.minY
        app.tables.element.swipeUp()
        #expect(!textRow.exists || textRow.frame.minY < before - 20)
        let last = app.tables.cells.element(boundBy: app.tables.cells.count - 1)
        let title = last.label
        last.tap()
        #expect(app.navigationBars[title].waitForExistence(timeout: 2))
    }
}
