import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records a search bar's text changes.
@MainActor private final class SearchTextLog: NSObject, UISearchBarDelegate {
    var texts: [String] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
}

/// Every element type query XCUITest offers for the controls UIKit on Linux has: each
/// control is found by its query, by what identifies it (identifier, label, value or
/// placeholder, as XCUITest's subscript matches), and acts as on iOS.
@MainActor @Suite(.serialized) struct XCUIElementQueryTypeTests {
    /// A window holding one of each control, each with an identifier.
    func makeControls() -> (UIWindow, XCUIApplication, UISearchBar) {
        let window = makeEventWindow(CGSize(width: 320, height: 640))
        let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        search.placeholder = "Search"
        let stepper = UIStepper(frame: CGRect(x: 10, y: 60, width: 94, height: 32))
        stepper.accessibilityIdentifier = "controls.stepper"
        let progress = UIProgressView(frame: CGRect(x: 10, y: 100, width: 200, height: 4))
        progress.progress = 0.5
        progress.accessibilityIdentifier = "controls.progress"
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 220, y: 60, width: 20, height: 20))
        spinner.accessibilityIdentifier = "controls.spinner"
        spinner.startAnimating()
        let pages = UIPageControl(frame: CGRect(x: 10, y: 110, width: 200, height: 26))
        pages.numberOfPages = 3
        pages.accessibilityIdentifier = "controls.pages"
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 140, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        toolbar.accessibilityIdentifier = "controls.toolbar"
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 190, width: 320, height: 49))
        tabBar.items = [UITabBarItem(title: "Home", image: nil, tag: 0), UITabBarItem(title: "Profile", image: nil, tag: 1)]
        tabBar.selectedItem = tabBar.items?.last
        tabBar.accessibilityIdentifier = "controls.tabs"
        let textView = UITextView(frame: CGRect(x: 10, y: 250, width: 300, height: 60))
        textView.text = "Notes"
        textView.accessibilityIdentifier = "controls.notes"
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 320, width: 300, height: 60))
        scroll.contentSize = CGSize(width: 300, height: 400)
        scroll.accessibilityIdentifier = "controls.scroll"
        let image = UIImageView(frame: CGRect(x: 10, y: 390, width: 24, height: 24))
        image.accessibilityIdentifier = "controls.image"
        let link = UIView(frame: CGRect(x: 50, y: 390, width: 120, height: 24))
        link.isAccessibilityElement = true
        link.accessibilityTraits = .link
        link.accessibilityLabel = "Terms"
        let password = UITextField(frame: CGRect(x: 10, y: 420, width: 300, height: 34))
        password.isSecureTextEntry = true
        password.placeholder = "Password"
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.frame = CGRect(x: 10, y: 460, width: 200, height: 32)
        segments.accessibilityIdentifier = "controls.segments"
        for view in [search, stepper, progress, spinner, pages, toolbar, tabBar, textView, scroll, image, link, password,
                     segments] as [UIView] {
            window.addSubview(view)
        }
        UIApplication.shared.runUntilIdle()
        return (window, XCUIApplication(window: window), search)
    }

    @Test func aSearchBarsFieldIsASearchFieldThatTakesText() {
        let (window, app, search) = makeControls()
        defer { window.isHidden = true }
        let delegate = SearchTextLog()
        search.delegate = delegate
        #expect(app.searchFields.count == 1)
        // The search bar itself is no separate element; its field is not a plain text field.
        #expect(app.otherElements.count == 0, "\(app.otherElements.debugDescription)")
        #expect(app.textFields.count == 0)
        let field = app.searchFields["Search"]   // by its placeholder, as on iOS
        #expect(field.exists)
        #expect(field.placeholderValue == "Search")
        field.typeText("cats")
        #expect(search.text == "cats")
        #expect(delegate.texts.last == "cats")
        #expect(app.searchFields["cats"].exists, "a field is identified by its value too")
        #expect(app.searchFields.element.hasFocus)
    }

    @Test func eachControlIsFoundByItsTypeQuery() {
        let (window, app, _) = makeControls()
        defer { window.isHidden = true }
        #expect(app.steppers["controls.stepper"].exists)
        #expect(app.progressIndicators["controls.progress"].exists)
        #expect(app.activityIndicators["controls.spinner"].exists)
        #expect(app.pageIndicators["controls.pages"].exists)
        #expect(app.toolbars["controls.toolbar"].exists)
        #expect(app.tabBars["controls.tabs"].exists)
        #expect(app.textViews["controls.notes"].value as? String == "Notes")
        #expect(app.scrollViews["controls.scroll"].exists)
        #expect(app.images["controls.image"].exists)
        #expect(app.links["Terms"].exists)
        #expect(app.secureTextFields["Password"].exists)
        #expect(app.segmentedControls["controls.segments"].exists)
        // Each query finds exactly its own control.
        for query in [app.steppers, app.progressIndicators, app.activityIndicators, app.pageIndicators, app.toolbars,
                      app.tabBars, app.textViews, app.scrollViews, app.images, app.links, app.secureTextFields,
                      app.segmentedControls, app.searchFields] {
            #expect(query.count == 1, "\(query.debugDescription)")
        }
        // XCUITest has no picker, date picker, map or web view to find in this UIKit.
        #expect(app.pickers.count == 0 && app.datePickers.count == 0)
    }

    @Test func barsExposeTheirItemsAsButtons() {
        let (window, app, _) = makeControls()
        defer { window.isHidden = true }
        #expect(app.toolbars.buttons["Share"].exists)
        #expect(app.tabBars.buttons["Home"].exists)
        #expect(app.tabBars.buttons.count == 2)
        // The selected item's button is selected.
        #expect(app.tabBars.buttons["Profile"].isSelected)
        #expect(!app.tabBars.buttons["Home"].isSelected)
    }

    @Test func identifyingPropertiesAndPredicateForms() {
        let (window, app, _) = makeControls()
        defer { window.isHidden = true }
        // matching(identifier:), matching(_:identifier:), element(matching:identifier:) and
        // containing(_:identifier:) all match identifier, label, value or placeholder.
        #expect(app.descendants(matching: .any).matching(identifier: "Password").count == 1)
        #expect(app.descendants(matching: .any).matching(.secureTextField, identifier: "Password").count == 1)
        #expect(app.descendants(matching: .any).element(matching: .link, identifier: "Terms").exists)
        #expect(app.windows.containing(.searchField, identifier: "Search").count == 1)
        let adjustable = NSPredicate { snapshot, _ in (snapshot as? XCUIElementSnapshot)?.elementType == .stepper }
        #expect(app.descendants(matching: .any).element(matching: adjustable).identifier == "controls.stepper")
        let hasTerms = NSPredicate { snapshot, _ in (snapshot as? XCUIElementSnapshot)?.label == "Terms" }
        #expect(app.windows.containing(hasTerms).count == 1)
        #expect(app.toolbars.containing(hasTerms).count == 0)
    }

    /// What `matching(_:)` takes on Linux: block predicates (format strings do not compile
    /// with swift-corelibs-foundation), given the element's attributes, and Foundation's
    /// compound and constant predicates built from them.
    @Test func blockCompoundAndConstantPredicates() {
        let (window, app, _) = makeControls()
        defer { window.isHidden = true }
        let all = app.descendants(matching: .any)
        // As iOS code writes it: cast to XCUIElementAttributes.
        let isStepper = NSPredicate { object, _ in (object as? XCUIElementAttributes)?.elementType == .stepper }
        #expect(all.matching(isStepper).count == 1)
        let identified = NSPredicate { object, _ in
            (object as? XCUIElementAttributes)?.identifier.hasPrefix("controls.") == true
        }
        let ids = ["controls.stepper", "controls.progress", "controls.spinner", "controls.pages", "controls.toolbar",
                   "controls.tabs", "controls.notes", "controls.scroll", "controls.image", "controls.segments"]
        #expect(all.matching(identified).count == ids.count)
        #expect(all.matching(NSCompoundPredicate(andPredicateWithSubpredicates: [identified, isStepper])).count == 1)
        #expect(all.matching(NSCompoundPredicate(orPredicateWithSubpredicates: [identified, isStepper])).count == ids.count)
        let notStepper = NSCompoundPredicate(andPredicateWithSubpredicates: [
            identified, NSCompoundPredicate(notPredicateWithSubpredicate: isStepper)])
        #expect(all.matching(notStepper).count == ids.count - 1)
        #expect(all.matching(NSPredicate(value: false)).count == 0)
        #expect(all.matching(NSPredicate(value: true)).count == all.count)
        // An element and its snapshot offer the same attributes.
        let stepper = app.steppers.element
        let attributes: [any XCUIElementAttributes] = [stepper, stepper.snapshot()!]
        for element in attributes {
            #expect(element.identifier == "controls.stepper")
            #expect(element.elementType == .stepper)
            #expect(element.frame == CGRect(x: 10, y: 60, width: 94, height: 32))
        }
    }
}
