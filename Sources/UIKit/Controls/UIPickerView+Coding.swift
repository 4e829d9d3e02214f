import Foundation

/// A picker's archive: the selection-indicator flag and each component's selected row
/// (restored once a data source supplies the components).
extension UIPickerView {
    package func encodePicker(with coder: NSCoder) {
        coder.encode(showsSelectionIndicator, forKey: "UIShowsSelectionIndicator")
        let rows: [Int]
        if needsReload {
            let last = pendingSelections.keys.max() ?? -1
            rows = last < 0 ? [] : (0...last).map { pendingSelections[$0] ?? 0 }
        } else {
            rows = columns.map(\.selectedRow)
        }
        if !rows.isEmpty { coder.encode(rows.map { NSNumber(value: $0) } as NSArray, forKey: "UISelectedRows") }
    }

    package func decodePicker(from coder: NSCoder) {
        if let shows = coder.checkedBool(forKey: "UIShowsSelectionIndicator") { showsSelectionIndicator = shows }
        guard let rows = coder.checkedList(NSNumber.self, forKey: "UISelectedRows") else { return }
        for (component, number) in rows.enumerated() {
            let row = number.intValue
            guard row >= 0 && row < Int(Int32.max) else { coder.failDecoding("UISelectedRows[\(component)] \(row) is not a row"); return }
            pendingSelections[component] = row
        }
    }
}
