import Foundation
import Testing
import UIKit
import UIKitTesting

/// UI queries over an open menu: the panel is a `menu` element and its rows `menuItem`
/// elements (as XCUITest sees a UIKit menu), chosen through the event path.
@MainActor @Suite(.serialized) struct XCUIElementQueryMenuTests {
    @Test func anOpenMenuIsAMenuWithItsRowsAsMenuItemsAndTappingOneChoosesIt() {
        let (window, button) = makeMenuScene()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        var log: [String] = []
        button.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in log.append("copy") },
            UIAction(title: "Paste", attributes: .disabled) { _ in log.append("paste") },
            UIAction(title: "Bold", state: .on) { _ in log.append("bold") },
        ])
        button.showsMenuAsPrimaryAction = true
        let app = XCUIApplication()
        #expect(app.menus.count == 0 && app.menuItems.count == 0, "no menu is open yet")

        app.buttons["Menu"].tap()
        #expect(app.menus.count == 1)
        #expect(app.menus.element.menuItems.count == 3)
        #expect(app.menuItems["Copy"].isEnabled && app.menuItems["Copy"].isHittable)
        #expect(!app.menuItems["Paste"].isEnabled)
        #expect(app.menuItems["Bold"].isSelected && !app.menuItems["Copy"].isSelected)

        app.menuItems["Copy"].tap()
        UIApplication.shared.runUntilIdle()
        #expect(log == ["copy"])
        #expect(app.menus.count == 0, "choosing closes the menu")
    }
}
