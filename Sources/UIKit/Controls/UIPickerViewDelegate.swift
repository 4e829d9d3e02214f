import CoreGraphics
import Foundation

/// What a picker view asks about and tells of: component widths and row heights, each
/// row's content (a title, a styled title or a view) and the user's selections. Every
/// method is optional (the protocol extension supplies UIKit's defaults).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component` (default: the picker's width shared between components).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component` (default 32 points, iOS 14's height).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row (default nil; a row with neither title shows "?", as in UIKit).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row (default nil); preferred over the plain title.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row; `view` is one that scrolled out of sight and may be reused. The
    /// picker centres the view in the row's rectangle. Default: the picker's own label
    /// showing the styled or plain title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user settled `component` on a new row (by dragging it or tapping a row). Not
    /// called for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Default: the picker shares its width between the components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { UIPickerView.unansweredLength }
    /// Default: 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.unansweredLength }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Default: the picker's label for the row's styled or plain title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleLabel(forRow: row, forComponent: component, reusing: view)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
