import Foundation
import Testing
import UIKit
import UIKitTesting

/// Counts a control's `.valueChanged` actions.
@MainActor
final class ValueChangeCounter {
    var count = 0
    func changed() { count += 1 }
}

/// UIDatePicker: its wheels for a fixed locale and time zone, the user's changes through
/// the window's touch path, clamping, and archiving.
@MainActor @Suite(.serialized) struct UIDatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// 2007-11-15 18:53:20 UTC (a Thursday), from UIKit's own mode examples.
    static let example = date(2007, 11, 15, 18, 53, 20)

    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ s: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min, second: s))!
    }

    /// An en_US, UTC date picker at (0, 40) in a 320x300 window (band centre y 148), with
    /// a `.valueChanged` counter.
    func makeDatePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> (UIWindow, UIDatePicker, ValueChangeCounter) {
        let window = makeEventWindow(CGSize(width: 320, height: 300))
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 40, width: 320, height: 216))
        picker.locale = Locale(identifier: locale)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.utc
        picker.datePickerMode = mode
        picker.date = Self.example
        let counter = ValueChangeCounter()
        picker.addAction(UIAction { _ in counter.changed() }, for: .valueChanged)
        window.addSubview(picker)
        UIApplication.shared.runUntilIdle()
        return (window, picker, counter)
    }

    func close(_ window: UIWindow) {
        window.isHidden = true
        UIApplication.shared.advanceTime(by: 1)
    }

    /// The titles of the selected rows, left to right.
    func shown(_ picker: UIDatePicker) -> [String] {
        let wheels = picker.pickerView
        return (0..<wheels.numberOfComponents).map { c in
            (wheels.view(forRow: wheels.selectedRow(inComponent: c), forComponent: c) as? UILabel)?.attributedText?.string ?? "-"
        }
    }

    /// The window x of the middle of `component`'s wheel.
    func wheelX(_ picker: UIDatePicker, _ component: Int) -> CGFloat {
        let wheel = picker.pickerView.columns[component]
        return wheel.superview!.convert(wheel.frame, to: nil).midX
    }

    @Test func theWheelsShowTheDateForTheLocaleAndTimeZone() {
        let (window, picker, _) = makeDatePicker(.date)
        defer { close(window) }
        #expect(shown(picker) == ["November", "15", "2007"])
        picker.datePickerMode = .time
        UIApplication.shared.runUntilIdle()
        #expect(shown(picker) == ["6", "53", "PM"])
        picker.datePickerMode = .dateAndTime
        UIApplication.shared.runUntilIdle()
        let day = shown(picker)
        #expect(day.count == 4 && day[0].contains("Thu") && day[0].contains("Nov") && day[0].contains("15"))
        #expect(Array(day.dropFirst()) == ["6", "53", "PM"])
        picker.locale = Locale(identifier: "de_DE")
        picker.datePickerMode = .date
        UIApplication.shared.runUntilIdle()
        #expect(shown(picker) == ["15", "November", "2007"], "German order: day, month, year")
        picker.datePickerMode = .time
        UIApplication.shared.runUntilIdle()
        #expect(shown(picker) == ["18", "53"], "a 24-hour locale has no AM/PM wheel")
        picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        UIApplication.shared.runUntilIdle()
        #expect(shown(picker) == ["03", "53"], "18:53 UTC is 03:53 in Tokyo")
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels, "compact and inline are shown as wheels on Linux")
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func theUsersChangeSendsValueChangedButCodesDoesNot() {
        let (window, picker, counter) = makeDatePicker(.date)
        defer { close(window) }
        picker.setDate(Self.date(2007, 11, 17, 18, 53, 20), animated: true)
        UIApplication.shared.advanceTime(by: 1)
        #expect(shown(picker) == ["November", "17", "2007"])
        #expect(counter.count == 0)
        // A tap on the day below the band.
        window.tap(at: CGPoint(x: wheelX(picker, 1), y: 148 + 32))
        UIApplication.shared.advanceTime(by: 1)
        #expect(picker.date == Self.date(2007, 11, 18, 18, 53, 20), "the time of day is kept")
        #expect(counter.count == 1)
        // The month wheel, dragged down two rows and held still: September.
        let finger = window.touchDown(at: CGPoint(x: wheelX(picker, 0), y: 100))
        finger.move(to: CGPoint(x: wheelX(picker, 0), y: 120))
        for _ in 0..<8 { finger.move(to: CGPoint(x: wheelX(picker, 0), y: 164)) }
        finger.up()
        UIApplication.shared.advanceTime(by: 2)
        #expect(picker.date == Self.date(2007, 9, 18, 18, 53, 20))
        #expect(shown(picker) == ["September", "18", "2007"])
        #expect(counter.count == 2)
    }

    @Test func aDayTheMonthLacksSpringsBackToItsLastDay() {
        let (window, picker, counter) = makeDatePicker(.date)
        defer { close(window) }
        picker.date = Self.date(2007, 2, 27, 12)
        UIApplication.shared.runUntilIdle()
        let day30 = picker.pickerView.view(forRow: 29, forComponent: 1) as? UILabel
        let day28 = picker.pickerView.view(forRow: 27, forComponent: 1) as? UILabel
        #expect(day30?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .tertiaryLabel)
        #expect(day28?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
        // Tap three rows below the band (day 30).
        window.tap(at: CGPoint(x: wheelX(picker, 1), y: 148 + 108 * sin(96.0 / 108)))
        UIApplication.shared.advanceTime(by: 2)
        #expect(picker.date == Self.date(2007, 2, 28, 12))
        #expect(picker.pickerView.selectedRow(inComponent: 1) == 27, "the wheel sprang back to the 28th")
        #expect(counter.count == 1)
    }

    @Test func minimumAndMaximumClampTheDateDimRowsAndSpringTheWheelsBack() {
        let (window, picker, counter) = makeDatePicker(.date)
        defer { close(window) }
        picker.minimumDate = Self.date(2007, 11, 10)
        picker.maximumDate = Self.date(2007, 11, 20)
        picker.date = Self.date(2008, 3, 1)
        #expect(picker.date == Self.date(2007, 11, 20), "set in code, the date is clamped")
        picker.date = Self.date(2007, 11, 19, 9)
        UIApplication.shared.runUntilIdle()
        func color(_ row: Int, _ component: Int) -> UIColor? {
            let wheels = picker.pickerView
            return wheels.delegate?.pickerView(wheels, attributedTitleForRow: row, forComponent: component)?
                .attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        }
        #expect(color(19, 1) == .label && color(20, 1) == .tertiaryLabel, "the 20th is allowed, the 21st is not")
        #expect(color(9, 1) == .label && color(8, 1) == .tertiaryLabel)
        #expect(color(10, 0) == .label && color(11, 0) == .tertiaryLabel, "December is out of range")
        // Fling the day wheel far down the month: it springs back to the maximum.
        window.drag(from: CGPoint(x: wheelX(picker, 1), y: 240), to: CGPoint(x: wheelX(picker, 1), y: 60), steps: 6)
        UIApplication.shared.advanceTime(by: 5)
        #expect(picker.date == Self.date(2007, 11, 20))
        #expect(picker.pickerView.selectedRow(inComponent: 1) == 19)
        #expect(counter.count == 1)
        // Out of range, then back to the same date: nothing is sent.
        window.tap(at: CGPoint(x: wheelX(picker, 1), y: 148 + 32))
        UIApplication.shared.advanceTime(by: 2)
        #expect(picker.date == Self.date(2007, 11, 20))
        #expect(counter.count == 1)
    }

    @Test func minuteIntervalAndTheCountdown() {
        let (window, picker, counter) = makeDatePicker(.time)
        defer { close(window) }
        picker.minuteInterval = 15
        #expect(picker.pickerView.numberOfRows(inComponent: 1) == 4)
        UIApplication.shared.runUntilIdle()
        #expect(shown(picker) == ["6", "45", "PM"])
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "an interval that does not divide 60 is refused")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5400
        UIApplication.shared.runUntilIdle()
        #expect(shown(picker) == ["1 hour", "30 min"])
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340, "at most 23:59")
        picker.countDownDuration = 5400
        UIApplication.shared.runUntilIdle()
        window.tap(at: CGPoint(x: wheelX(picker, 1), y: 148 + 32))
        UIApplication.shared.advanceTime(by: 1)
        #expect(picker.countDownDuration == 5460)
        #expect(counter.count == 1)
    }

    @Test func anArchiveKeepsModeRangeLocaleAndDate() throws {
        let (window, picker, _) = makeDatePicker(.date)
        defer { close(window) }
        picker.minimumDate = Self.date(2000, 1, 1)
        picker.maximumDate = Self.date(2010, 1, 1)
        picker.minuteInterval = 10
        picker.preferredDatePickerStyle = .wheels
        let data = try NSKeyedArchiver.archivedData(withRootObject: picker, requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        let copy = try #require(coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIDatePicker)
        #expect(coder.error == nil)
        #expect(copy.datePickerMode == .date && copy.date == Self.example)
        #expect(copy.minimumDate == Self.date(2000, 1, 1) && copy.maximumDate == Self.date(2010, 1, 1))
        #expect(copy.minuteInterval == 10 && copy.preferredDatePickerStyle == .wheels)
        #expect(copy.locale?.identifier == "en_US" && copy.timeZone == Self.utc && copy.calendar.identifier == .gregorian)
        #expect(copy.subviews.count == 1, "the wheels are rebuilt, not archived")
        window.addSubview(copy)
        UIApplication.shared.runUntilIdle()
        #expect(shown(copy) == ["November", "15", "2007"])
    }

    @Test func xibPickersAreMadeWithTheirModeIntervalAndStyle() throws {
        let data = xib("""
            <view id="root">
                <rect key="frame" x="0" y="0" width="320" height="440"/>
                <subviews>
                    <datePicker id="d" datePickerMode="countDownTimer" minuteInterval="15" style="inline">
                        <rect key="frame" x="0" y="0" width="320" height="216"/>
                    </datePicker>
                    <pickerView id="p">
                        <rect key="frame" x="0" y="220" width="320" height="216"/>
                    </pickerView>
                </subviews>
            </view>
        """)
        let root = try #require(UINib(data: data, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let datePicker = try #require(root.subviews.first as? UIDatePicker)
        #expect(datePicker.datePickerMode == .countDownTimer && datePicker.minuteInterval == 15)
        #expect(datePicker.preferredDatePickerStyle == .inline && datePicker.datePickerStyle == .wheels)
        #expect(datePicker.pickerView.numberOfRows(inComponent: 1) == 4)
        #expect(root.subviews.last is UIPickerView)
    }
}
