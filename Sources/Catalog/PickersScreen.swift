import Foundation
import UIKit

/// The catalog's pickers screen: a two-wheel `UIPickerView` and `UIDatePicker`s in
/// `.date` and `.time` modes (en_US, UTC and a fixed date, so that the screen renders the
/// same everywhere).
@MainActor
enum PickersScreen {
    /// Fruits and quantities for the picker view.
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate {
        let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Kiwi"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? fruits.count : 12
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? fruits[row] : "\(row + 1)"
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 170 : 80 }
    }

    /// Keeps the picker's model alive while the screen is shown.
    static var model: Model?

    static func build(_ container: UIView) {
        container.backgroundColor = .white
        let model = Model()
        self.model = model
        let picker = UIPickerView(frame: CGRect(x: 0, y: 24, width: 300, height: 216))
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(5, inComponent: 1, animated: false)
        container.addSubview(picker)
        caption("UIPickerView", x: 0, in: container)

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: 2007, month: 11, day: 15, hour: 18, minute: 53))!
        for (i, mode) in [UIDatePicker.Mode.date, .time].enumerated() {
            let datePicker = UIDatePicker(frame: CGRect(x: 310, y: 24 + CGFloat(i) * 228, width: 320, height: 216))
            datePicker.locale = Locale(identifier: "en_US")
            datePicker.calendar = calendar
            datePicker.timeZone = calendar.timeZone
            datePicker.datePickerMode = mode
            datePicker.minimumDate = calendar.date(from: DateComponents(year: 2007, month: 11, day: 10))
            datePicker.maximumDate = calendar.date(from: DateComponents(year: 2007, month: 11, day: 20, hour: 20))
            datePicker.date = date
            container.addSubview(datePicker)
        }
        caption("UIDatePicker .date and .time", x: 310, in: container)
    }

    private static func caption(_ text: String, x: CGFloat, in container: UIView) {
        let label = UILabel(frame: CGRect(x: x + 8, y: 4, width: 300, height: 18))
        label.font = .boldSystemFont(ofSize: 13)
        label.text = text
        container.addSubview(label)
    }
}
