import Foundation

/// The columns of a date picker's wheels for its mode, locale, calendar and time zone:
/// their order (the locale's), row counts, titles (formatted with `DateFormatter` for the
/// locale, dimmed when out of range), and the conversions between rows and dates.
@MainActor
package final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// What one wheel shows.
    package enum Kind: Equatable {
        case month, dayOfMonth, year, day, hour12, hour24, minute, meridiem, countDownHours, countDownMinutes
    }

    /// The days the `.dateAndTime` day wheel reaches either side of its anchor.
    package static let dayReach = 10_000
    /// The years the year wheel holds (1...10000).
    package static let yearCount = 10_000

    package private(set) var kinds: [Kind] = []
    private weak var owner: UIDatePicker?
    private var calendar = Calendar(identifier: .gregorian)
    private var minuteInterval = 1
    /// The first day of the `.dateAndTime` day wheel (its row 0).
    private var firstDay = Date(timeIntervalSinceReferenceDate: 0)
    private let formatter = DateFormatter()

    package init() {}

    /// Chooses the columns for the picker's mode and locale, and the calendar rows are
    /// computed in (the picker's calendar, locale and time zone).
    package func configure(for picker: UIDatePicker) {
        owner = picker
        let locale = picker.locale ?? Locale.current
        var calendar = picker.calendar ?? Calendar.current
        calendar.locale = locale
        if let zone = picker.timeZone { calendar.timeZone = zone }
        self.calendar = calendar
        minuteInterval = picker.minuteInterval
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        let timePattern = Self.fields(of: DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
        let twelveHour = timePattern.contains("h") || timePattern.contains("K")
        var time: [Kind] = [twelveHour ? .hour12 : .hour24, .minute]
        if twelveHour {
            let meridiemFirst = (timePattern.firstIndex(of: "a") ?? timePattern.endIndex) < (timePattern.firstIndex(where: { "hK".contains($0) }) ?? timePattern.endIndex)
            if meridiemFirst { time.insert(.meridiem, at: 0) } else { time.append(.meridiem) }
        }
        switch picker.datePickerMode {
        case .time: kinds = time
        case .dateAndTime:
            kinds = [.day] + time
            firstDay = calendar.date(byAdding: .day, value: -DatePickerWheels.dayReach, to: calendar.startOfDay(for: picker.date)) ?? picker.date
        case .countDownTimer: kinds = [.countDownHours, .countDownMinutes]
        case .date:
            // The locale's order of month, day and year ("MMMM d, y", "d MMMM y", "y年M月d日").
            let pattern = Self.fields(of: DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y")
            let letters: [(Kind, String)] = [(.month, "ML"), (.dayOfMonth, "d"), (.year, "y")]
            let positions: [(Kind, String.Index)] = letters.map { kind, letters in
                (kind, pattern.firstIndex(where: { letters.contains($0) }) ?? pattern.endIndex)
            }
            kinds = positions.sorted { $0.1 < $1.1 }.map(\.0)
        }
    }

    /// A date pattern without its quoted literal text (German "HH 'Uhr'" holds no hour "h").
    private static func fields(of pattern: String) -> String {
        var quoted = false
        return String(pattern.filter { character in
            if character == "'" { quoted.toggle(); return false }
            return !quoted
        })
    }

    // MARK: Rows and dates

    private func rowCount(_ kind: Kind) -> Int {
        switch kind {
        case .month: return calendar.monthSymbols.count
        case .dayOfMonth: return 31
        case .year: return DatePickerWheels.yearCount
        case .day: return 2 * DatePickerWheels.dayReach + 1
        case .hour12: return 12
        case .hour24, .countDownHours: return 24
        case .minute, .countDownMinutes: return 60 / minuteInterval
        case .meridiem: return 2
        }
    }

    /// The row each wheel shows for `date` (or for the countdown duration).
    private func rows(for date: Date, countDown: TimeInterval) -> [Int] {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minutes = Int(countDown / 60)
        return kinds.map { kind in
            switch kind {
            case .month: return (c.month ?? 1) - 1
            case .dayOfMonth: return (c.day ?? 1) - 1
            case .year: return (c.year ?? 1) - 1
            case .day: return calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .hour12: return (c.hour ?? 0) % 12
            case .hour24: return c.hour ?? 0
            case .minute: return (c.minute ?? 0) / minuteInterval
            case .meridiem: return (c.hour ?? 0) >= 12 ? 1 : 0
            case .countDownHours: return minutes / 60
            case .countDownMinutes: return (minutes % 60) / minuteInterval
            }
        }
    }

    /// The date the rows `rows` show, keeping what no wheel shows (seconds, or the day in
    /// `.time` mode) from `base`; a day the month lacks becomes the month's last day.
    private func date(forRows rows: [Int], base: Date) -> Date {
        var c = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        var dayOfMonth: Int?
        var hour12: Int?, pm: Bool?
        for (kind, row) in zip(kinds, rows) {
            switch kind {
            case .month: c.month = row + 1
            case .dayOfMonth: dayOfMonth = row + 1
            case .year: c.year = row + 1
            case .day:
                let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let d = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (c.era, c.year, c.month, c.day) = (d.era, d.year, d.month, d.day)
            case .hour12: hour12 = row
            case .hour24: c.hour = row
            case .minute: c.minute = row * minuteInterval
            case .meridiem: pm = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if hour12 != nil || pm != nil {
            let current = c.hour ?? 0
            c.hour = (hour12 ?? current % 12) + ((pm ?? (current >= 12)) ? 12 : 0)
        }
        if let day = dayOfMonth {
            var first = c
            first.day = 1
            let days = calendar.date(from: first).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
            c.day = min(day, days)
        }
        return calendar.date(from: c) ?? base
    }

    /// The date the wheels now show.
    package func composedDate(for picker: UIDatePicker) -> Date {
        date(forRows: kinds.indices.map { picker.pickerView.selectedRow(inComponent: $0) }, base: picker.date)
    }

    /// The countdown duration the wheels now show.
    package func countDown(for picker: UIDatePicker) -> TimeInterval {
        let hours = picker.pickerView.selectedRow(inComponent: 0), minutes = picker.pickerView.selectedRow(inComponent: 1)
        return TimeInterval(max(0, hours) * 3600 + max(0, minutes) * minuteInterval * 60)
    }

    /// Turns the wheels to `date` (default: the picker's date) or to the countdown.
    package func show(_ picker: UIDatePicker, animated: Bool, date: Date? = nil) {
        guard owner === picker, picker.pickerView.numberOfComponents == kinds.count else { return }
        let target = rows(for: date ?? picker.date, countDown: picker.countDownDuration)
        for (component, row) in target.enumerated() where picker.pickerView.selectedRow(inComponent: component) != row {
            picker.pickerView.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// Whether `row` of `component` can be chosen with the other wheels as they are: the
    /// span of time it stands for meets `minimumDate...maximumDate`, and a day of the
    /// month exists in the month shown.
    package func isRowEnabled(_ row: Int, inComponent component: Int, of picker: UIDatePicker) -> Bool {
        let kind = kinds[component]
        guard kind != .countDownHours && kind != .countDownMinutes else { return true }
        var rows = kinds.indices.map { picker.pickerView.selectedRow(inComponent: $0) }
        rows[component] = row
        let start = date(forRows: rows, base: picker.date)
        if kind == .dayOfMonth && calendar.component(.day, from: start) != row + 1 { return false }
        let unit: Calendar.Component
        switch kind {
        case .year: unit = .year
        case .month: unit = .month
        case .day, .dayOfMonth: unit = .day
        case .hour12, .hour24: unit = .hour
        default: unit = .minute
        }
        guard let span = calendar.dateInterval(of: unit, for: start) else { return true }
        var low = span.start, high = span.end
        if kind == .minute { high = span.start.addingTimeInterval(TimeInterval(60 * minuteInterval)) }
        if kind == .meridiem {
            let midday = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: start) ?? start
            let day = calendar.dateInterval(of: .day, for: start) ?? span
            (low, high) = row == 1 ? (midday, day.end) : (day.start, midday)
        }
        if let min = picker.minimumDate, high <= min { return false }
        if let max = picker.maximumDate, low > max { return false }
        return true
    }

    /// The title of `row` of `kind`, formatted for the locale.
    package func title(_ row: Int, _ kind: Kind) -> String {
        func format(_ pattern: String, _ c: DateComponents) -> String {
            formatter.dateFormat = pattern
            return calendar.date(from: c).map { formatter.string(from: $0) } ?? ""
        }
        switch kind {
        case .month: return formatter.standaloneMonthSymbols.indices.contains(row) ? formatter.standaloneMonthSymbols[row] : ""
        case .dayOfMonth: return format("d", DateComponents(year: 2001, month: 1, day: row + 1))
        case .year: return format("y", DateComponents(year: row + 1, month: 6, day: 1))
        case .day:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: formatter.locale) ?? "EEE MMM d"
            return formatter.string(from: day)
        case .hour12: return format("h", DateComponents(year: 2001, month: 1, day: 1, hour: row == 0 ? 12 : row))
        case .hour24: return format("HH", DateComponents(year: 2001, month: 1, day: 1, hour: row))
        case .minute: return format("mm", DateComponents(year: 2001, month: 1, day: 1, hour: 0, minute: row * minuteInterval))
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteInterval) min"
        }
    }

    // MARK: Data source and delegate

    package func numberOfComponents(in pickerView: UIPickerView) -> Int { kinds.count }

    package func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        kinds.indices.contains(component) ? rowCount(kinds[component]) : 0
    }

    package func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard kinds.indices.contains(component) else { return UIPickerView.unansweredLength }
        let share = max(0, pickerView.bounds.width - 2 * UIPickerView.sideMargin) / 100
        switch kinds[component] {
        case .day: return (share * 40).rounded()
        case .month: return (share * 42).rounded()
        default: return UIPickerView.unansweredLength
        }
    }

    package func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard let picker = owner, kinds.indices.contains(component) else { return nil }
        let enabled = isRowEnabled(row, inComponent: component, of: picker)
        return NSAttributedString(string: title(row, kinds[component]), attributes: [
            .font: UIFont.systemFont(ofSize: 20),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ])
    }

    package func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.wheelsDidSettle()
    }
}
