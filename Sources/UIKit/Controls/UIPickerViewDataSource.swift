import Foundation

/// What a picker view shows: how many components (wheels) and how many rows each has.
/// Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (columns) of the picker.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
