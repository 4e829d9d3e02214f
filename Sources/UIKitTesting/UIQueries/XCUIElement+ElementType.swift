import UIKit

extension XCUIElement {
    /// The kind of an element, with XCTest's cases and raw values (`XCUIElement.ElementType`).
    /// UIKit on Linux produces the iOS subset: see `ElementClassifier` for which view gives which.
    public enum ElementType: UInt, Sendable, CaseIterable {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton,
             radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover,
             keyboard, key, navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn,
             outline, outlineRow, browser, collectionView, slider, pageIndicator, progressIndicator,
             activityIndicator, segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon,
             searchField, scrollView, scrollBar, staticText, textField, secureTextField, datePicker, textView,
             menu, menuItem, menuBar, menuBarItem, map, webView, incrementArrow, decrementArrow, timeline,
             ratingIndicator, valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte,
             dockItem, ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper,
             tab, touchBar, statusItem

        /// The name XCTest prints for the type ("Button", "StaticText").
        var displayName: String {
            let name = String(describing: self)
            return name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
