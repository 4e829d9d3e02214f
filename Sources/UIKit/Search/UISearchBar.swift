import CoreGraphics
import Foundation

/// The text field of a search bar: a rounded, filled field with a magnifying-glass glyph
/// and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    /// Creates a search field from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    /// A text field's traits with `.searchField` (how assistive technologies and UI tests
    /// tell a search field from other text fields).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }
}

/// A bar with a search field, an optional cancel button and an optional scope bar
/// (a segmented control under the field). It tells its delegate (and the search
/// controller that owns it) what the user does.
///
/// Heights: 56 points, and 44 more for a shown scope bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The look of the bar.
    public enum Style: UInt, Sendable {
        /// The default look (prominent).
        case `default` = 0
        /// A translucent background, the field filled.
        case prominent = 1
        /// No background: only the field.
        case minimal = 2
    }

    /// The bar's height without a scope bar (UIKit's since iOS 13).
    package static let barHeight: CGFloat = 56
    /// The height a shown scope bar adds.
    package static let scopeBarHeight: CGFloat = 44
    /// The field's height and its margins.
    package static let fieldHeight: CGFloat = 36
    package static let margin: CGFloat = 8

    /// The delegate.
    open weak var delegate: UISearchBarDelegate?
    /// The search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The cancel button (shown while `showsCancelButton`).
    package let cancelButton = UIButton(type: .system)
    /// The scope bar (shown while `showsScopeBar` and there are scope titles).
    package let scopeBar = UISegmentedControl(items: nil)
    /// The search controller that owns the bar (it hears the user's actions first).
    package weak var owningSearchController: UISearchController?
    /// The delegate adapter of the field.
    package lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchBar()
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchBar()
    }

    /// The text of the field (setting it does not call `textDidChange`, as in UIKit).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder of the field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text shown centered above the field (the bar grows by 30 points).
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The label showing `prompt`.
    package let promptLabel = UILabel(frame: .zero)

    /// The bar's look.
    open var searchBarStyle: Style = .default { didSet { applySearchBarStyle() } }

    /// The tint of the bar's background.
    open var barTintColor: UIColor? { didSet { applySearchBarStyle() } }

    /// Whether the cancel button shows.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard cancelButton.isHidden == showsCancelButton else { return }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        if animated, window != nil { UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() } }
    }

    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }

    /// The selected scope button (0 by default).
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeBar.selectedSegmentIndex) }
        set { setSelectedScope(newValue) }
    }

    /// Whether the scope bar shows (it needs `scopeButtonTitles`).
    open var showsScopeBar: Bool = false { didSet { scopeVisibilityDidChange() } }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// Whether the bar is enabled.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set { searchTextField.isEnabled = newValue; cancelButton.isEnabled = newValue; scopeBar.isEnabled = newValue }
    }

    /// The bar's size: its width, 56 points high (100 with a scope bar).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredBarHeight) }

    /// The bar's height; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredBarHeight) }

    /// Places the field, the cancel button and the scope bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSearchBar()
    }

    /// The bar's field becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// The bar's field resigns first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}
