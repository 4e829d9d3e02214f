import Foundation

/// A date picker's archive: mode, style, date and range, countdown, minute interval,
/// locale, calendar and time zone (by identifier), under UIKit's key names where known.
extension UIDatePicker {
    package func encodeDatePicker(with coder: NSCoder) {
        coder.encode(datePickerMode.rawValue, forKey: "UIDatePickerMode")
        coder.encode(preferredDatePickerStyle.rawValue, forKey: "UIDatePickerStyle")
        coder.encode(date.timeIntervalSinceReferenceDate, forKey: "UIDate")
        if let minimumDate { coder.encode(minimumDate.timeIntervalSinceReferenceDate, forKey: "UIMinimumDate") }
        if let maximumDate { coder.encode(maximumDate.timeIntervalSinceReferenceDate, forKey: "UIMaximumDate") }
        coder.encode(countDownDuration, forKey: "UICountDownDuration")
        coder.encode(minuteInterval, forKey: "UIMinuteInterval")
        if let locale { coder.encode(locale.identifier as NSString, forKey: "UILocale") }
        if let storedCalendar { coder.encode(Self.identifier(of: storedCalendar) as NSString, forKey: "UICalendar") }
        if let timeZone { coder.encode(timeZone.identifier as NSString, forKey: "UITimeZone") }
    }

    package func decodeDatePicker(from coder: NSCoder) {
        let dates = -1e12...1e12
        if let mode = coder.checkedEnum(Mode.self, forKey: "UIDatePickerMode") { datePickerMode = mode }
        if let style = coder.checkedEnum(UIDatePickerStyle.self, forKey: "UIDatePickerStyle") { preferredDatePickerStyle = style }
        if let t = coder.checkedDouble(forKey: "UIMinimumDate", in: dates) { minimumDate = Date(timeIntervalSinceReferenceDate: t) }
        if let t = coder.checkedDouble(forKey: "UIMaximumDate", in: dates) { maximumDate = Date(timeIntervalSinceReferenceDate: t) }
        if let t = coder.checkedDouble(forKey: "UIDate", in: dates) { storedDate = clamped(Date(timeIntervalSinceReferenceDate: t)) }
        if let d = coder.checkedDouble(forKey: "UICountDownDuration", in: 0...UIDatePicker.maximumCountDown) { countDownDuration = d }
        if let m = coder.checkedInteger(forKey: "UIMinuteInterval", in: 1...30) { minuteInterval = m }
        if let id = coder.checkedString(forKey: "UILocale") { locale = Locale(identifier: id) }
        if let id = coder.checkedString(forKey: "UICalendar") {
            guard let identifier = Self.calendarIdentifier(id) else { coder.failDecoding("UICalendar \(id) is not a calendar"); return }
            storedCalendar = Calendar(identifier: identifier)
        }
        if let id = coder.checkedString(forKey: "UITimeZone") {
            guard let zone = TimeZone(identifier: id) else { coder.failDecoding("UITimeZone \(id) is not a time zone"); return }
            timeZone = zone
        }
    }

    private static let calendars: [(Calendar.Identifier, String)] = [
        (.gregorian, "gregorian"), (.buddhist, "buddhist"), (.chinese, "chinese"), (.coptic, "coptic"),
        (.ethiopicAmeteMihret, "ethiopic"), (.ethiopicAmeteAlem, "ethiopic-amete-alem"), (.hebrew, "hebrew"),
        (.iso8601, "iso8601"), (.indian, "indian"), (.islamic, "islamic"), (.islamicCivil, "islamic-civil"),
        (.japanese, "japanese"), (.persian, "persian"), (.republicOfChina, "roc"),
        (.islamicTabular, "islamic-tbla"), (.islamicUmmAlQura, "islamic-umalqura"),
    ]

    private static func identifier(of calendar: Calendar) -> String {
        calendars.first { $0.0 == calendar.identifier }?.1 ?? "gregorian"
    }

    private static func calendarIdentifier(_ name: String) -> Calendar.Identifier? {
        calendars.first { $0.1 == name }?.0
    }
}
