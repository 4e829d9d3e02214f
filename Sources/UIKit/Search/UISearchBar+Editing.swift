import CoreGraphics
import Foundation

/// The search field's delegate: turns field events into the search bar's delegate calls
/// (the owning search controller hears them first).
@preconcurrency @MainActor
package final class SearchFieldDelegate: UITextFieldDelegate {
    weak var bar: UISearchBar?

    init(bar: UISearchBar) { self.bar = bar }

    package func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    package func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.owningSearchController?.searchBarDidBeginEditing()
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }

    package func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    package func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    package func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    package func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}

extension UISearchTextField {
    /// The field's look: rounded, filled, a glyph on the left, a clear button while editing.
    package func configureSearchField() {
        borderStyle = .none
        backgroundColor = UIColor.tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        clearButtonMode = .whileEditing
        returnKeyType = .search
        font = .systemFont(ofSize: 17)
        let glyph = UILabel(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        glyph.text = "⌕"
        glyph.textAlignment = .center
        glyph.textColor = .secondaryLabel
        leftView = glyph
        leftViewMode = .always
    }
}

extension UISearchBar {
    /// Builds the bar: the field, the hidden cancel button, the hidden scope bar.
    package func configureSearchBar() {
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChangedByUser() }, for: .valueChanged)
        addSubview(scopeBar)
        promptLabel.isHidden = true
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        addSubview(promptLabel)
        if bounds.height == 0 { bounds.size.height = UISearchBar.barHeight }
        applySearchBarStyle()
    }

    /// The height for the current prompt and scope bar state.
    package var preferredBarHeight: CGFloat {
        promptOffset + UISearchBar.barHeight + (isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
    }

    /// The height of the prompt line above the field (0 without a prompt), as a navigation
    /// bar's prompt.
    package var promptOffset: CGFloat { prompt == nil ? 0 : UINavigationBar.promptHeight }

    /// Whether the scope bar is shown.
    package var isScopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The background for the style.
    package func applySearchBarStyle() {
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
    }

    /// Lays out the field (with the cancel button on its trailing side) and the scope bar under it.
    package func layoutSearchBar() {
        let w = bounds.width, m = UISearchBar.margin, top = promptOffset
        promptLabel.frame = CGRect(x: m, y: 0, width: max(0, w - 2 * m), height: top)
        // The field is centered in the row above the scope bar (56 points, 52 in a navigation
        // bar), under the prompt.
        let rowHeight = max(UISearchBar.fieldHeight, bounds.height - top - (isScopeBarShown ? UISearchBar.scopeBarHeight : 0))
        let fieldY = top + ((rowHeight - UISearchBar.fieldHeight) / 2).rounded()
        var fieldWidth = w - 2 * m
        if !cancelButton.isHidden {
            let size = cancelButton.sizeThatFits(CGSize(width: w, height: UISearchBar.fieldHeight))
            fieldWidth -= size.width + m
            cancelButton.frame = CGRect(x: w - m - size.width, y: fieldY,
                                        width: size.width, height: UISearchBar.fieldHeight)
        }
        searchTextField.frame = CGRect(x: m, y: fieldY,
                                       width: max(0, fieldWidth), height: UISearchBar.fieldHeight)
        scopeBar.isHidden = !isScopeBarShown
        scopeBar.frame = CGRect(x: m, y: top + rowHeight + 4, width: max(0, w - 2 * m), height: 32)
    }

    /// The field's text changed by the user: the search controller, then the delegate.
    package func fieldTextDidChange() {
        owningSearchController?.searchTextDidChange()
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
    }

    /// The cancel button was tapped: the delegate, then the search controller deactivates.
    package func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        owningSearchController?.searchBarCancelled()
    }

    /// Rebuilds the scope bar's segments from the titles.
    package func rebuildScopeBar() {
        let selected = scopeBar.selectedSegmentIndex
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        let count = scopeBar.numberOfSegments
        scopeBar.selectedSegmentIndex = count == 0 ? UISegmentedControl.noSegment : min(max(0, selected), count - 1)
        scopeVisibilityDidChange()
    }

    /// Selects a scope in code (out-of-range indexes are logged and ignored).
    package func setSelectedScope(_ index: Int) {
        let count = scopeBar.numberOfSegments
        guard index >= 0, index < max(count, 1) else {
            UIView.log("UISearchBar.selectedScopeButtonIndex = \(index) is out of range for \(count) scope buttons; ignored")
            return
        }
        if count > 0 { scopeBar.selectedSegmentIndex = index }
    }

    /// The user picked a scope: the delegate, then the search controller's updater.
    package func scopeChangedByUser() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        owningSearchController?.searchTextDidChange()
    }

    /// The scope bar appeared or disappeared: the bar's height changes.
    package func scopeVisibilityDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if let bar = superview as? UINavigationBar { bar.itemsDidChange() }
    }
}
