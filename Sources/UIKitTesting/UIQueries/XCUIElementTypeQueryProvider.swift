import UIKit

/// The shortcuts XCUITest offers on elements and queries: `buttons` is
/// `descendants(matching: .button)`, and so on.
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The descendants of `type`.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// The descendants of type `.touchBar`.
    public var touchBars: XCUIElementQuery { descendants(matching: .touchBar) }
    /// The descendants of type `.group`.
    public var groups: XCUIElementQuery { descendants(matching: .group) }
    /// The descendants of type `.window`.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// The descendants of type `.sheet`.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// The descendants of type `.drawer`.
    public var drawers: XCUIElementQuery { descendants(matching: .drawer) }
    /// The descendants of type `.alert`.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The descendants of type `.dialog`.
    public var dialogs: XCUIElementQuery { descendants(matching: .dialog) }
    /// The descendants of type `.button`.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// The descendants of type `.radioButton`.
    public var radioButtons: XCUIElementQuery { descendants(matching: .radioButton) }
    /// The descendants of type `.radioGroup`.
    public var radioGroups: XCUIElementQuery { descendants(matching: .radioGroup) }
    /// The descendants of type `.checkBox`.
    public var checkBoxes: XCUIElementQuery { descendants(matching: .checkBox) }
    /// The descendants of type `.disclosureTriangle`.
    public var disclosureTriangles: XCUIElementQuery { descendants(matching: .disclosureTriangle) }
    /// The descendants of type `.popUpButton`.
    public var popUpButtons: XCUIElementQuery { descendants(matching: .popUpButton) }
    /// The descendants of type `.comboBox`.
    public var comboBoxes: XCUIElementQuery { descendants(matching: .comboBox) }
    /// The descendants of type `.menuButton`.
    public var menuButtons: XCUIElementQuery { descendants(matching: .menuButton) }
    /// The descendants of type `.toolbarButton`.
    public var toolbarButtons: XCUIElementQuery { descendants(matching: .toolbarButton) }
    /// The descendants of type `.popover`.
    public var popovers: XCUIElementQuery { descendants(matching: .popover) }
    /// The descendants of type `.keyboard`.
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    /// The descendants of type `.key`.
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    /// The descendants of type `.navigationBar`.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// The descendants of type `.tabBar`.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// The descendants of type `.tabGroup`.
    public var tabGroups: XCUIElementQuery { descendants(matching: .tabGroup) }
    /// The descendants of type `.toolbar`.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// The descendants of type `.statusBar`.
    public var statusBars: XCUIElementQuery { descendants(matching: .statusBar) }
    /// The descendants of type `.table`.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// The descendants of type `.tableRow`.
    public var tableRows: XCUIElementQuery { descendants(matching: .tableRow) }
    /// The descendants of type `.tableColumn`.
    public var tableColumns: XCUIElementQuery { descendants(matching: .tableColumn) }
    /// The descendants of type `.outline`.
    public var outlines: XCUIElementQuery { descendants(matching: .outline) }
    /// The descendants of type `.outlineRow`.
    public var outlineRows: XCUIElementQuery { descendants(matching: .outlineRow) }
    /// The descendants of type `.browser`.
    public var browsers: XCUIElementQuery { descendants(matching: .browser) }
    /// The descendants of type `.collectionView`.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// The descendants of type `.slider`.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// The descendants of type `.pageIndicator`.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// The descendants of type `.progressIndicator`.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// The descendants of type `.activityIndicator`.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// The descendants of type `.segmentedControl`.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// The descendants of type `.picker`.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The descendants of type `.pickerWheel`.
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// The descendants of type `.switch`.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// The descendants of type `.toggle`.
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
    /// The descendants of type `.link`.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// The descendants of type `.image`.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// The descendants of type `.icon`.
    public var icons: XCUIElementQuery { descendants(matching: .icon) }
    /// The descendants of type `.searchField`.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// The descendants of type `.scrollView`.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// The descendants of type `.scrollBar`.
    public var scrollBars: XCUIElementQuery { descendants(matching: .scrollBar) }
    /// The descendants of type `.staticText`.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// The descendants of type `.textField`.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// The descendants of type `.secureTextField`.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// The descendants of type `.datePicker`.
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    /// The descendants of type `.textView`.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// The descendants of type `.menu`.
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    /// The descendants of type `.menuItem`.
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    /// The descendants of type `.map`.
    public var maps: XCUIElementQuery { descendants(matching: .map) }
    /// The descendants of type `.webView`.
    public var webViews: XCUIElementQuery { descendants(matching: .webView) }
    /// The descendants of type `.stepper`.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// The descendants of type `.cell`.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// The descendants of type `.other`.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
