import CoreGraphics
import Foundation

/// The look of a date picker (UIKit's `UIDatePickerStyle`).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system chooses (wheels here).
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens an editor (on Linux: shown as wheels, see the README).
    case compact = 2
    /// An inline calendar or time editor (on Linux: shown as wheels, see the README).
    case inline = 3
}

/// A control for choosing a date, a time, both, or a countdown duration, shown as the
/// wheels of a `UIPickerView` whose rows are titled for `locale`, `calendar` and
/// `timeZone`. The user's changes send `.valueChanged`; changes made in code send nothing.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker chooses.
    public enum Mode: Int, Sendable {
        /// Hour, minute and (for 12-hour locales) AM/PM, e.g. "6 | 53 | PM".
        case time = 0
        /// Month, day and year in the locale's order, e.g. "November | 15 | 2007".
        case date = 1
        /// The day ("Wed Nov 15"), hour, minute and AM/PM (the default).
        case dateAndTime = 2
        /// Hours and minutes of a duration, e.g. "1 | 53".
        case countDownTimer = 3
    }

    /// The wheels' size, as UIKit's wheels date picker.
    package static let wheelsSize = CGSize(width: 320, height: UIPickerView.standardHeight)
    /// The longest countdown: 23 hours 59 minutes.
    package static let maximumCountDown: TimeInterval = 86_340

    /// The wheels.
    package let pickerView = UIPickerView(frame: CGRect(origin: .zero, size: UIDatePicker.wheelsSize))
    /// The wheels' data source and delegate: the columns of the current mode.
    package let wheels = DatePickerWheels()
    package var storedDate: Date
    package var storedCalendar: Calendar?

    /// The mode (default `.dateAndTime`). Setting it rebuilds the wheels.
    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { rebuildWheels() } } }
    /// The locale the rows are titled for (nil: the current locale).
    open var locale: Locale? { didSet { rebuildWheels() } }
    /// The calendar (setting nil restores the current calendar).
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue; rebuildWheels() }
    }
    /// The time zone (nil: the calendar's).
    open var timeZone: TimeZone? { didSet { rebuildWheels() } }
    /// The chosen date (default: the moment the picker was created), kept within
    /// `minimumDate...maximumDate`. Setting it sends no event.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date the user can choose (default nil: no limit).
    open var minimumDate: Date? { didSet { rangeDidChange() } }
    /// The latest date the user can choose (default nil: no limit).
    open var maximumDate: Date? { didSet { rangeDidChange() } }
    /// In `.countDownTimer` mode, the chosen duration in seconds (default 0; at most 23:59),
    /// whole minutes.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let clamped = min(max(0, countDownDuration.isFinite ? countDownDuration : 0), UIDatePicker.maximumCountDown)
            if clamped != countDownDuration { countDownDuration = clamped }
            if datePickerMode == .countDownTimer { wheels.show(self, animated: false) }
        }
    }
    /// The step of the minutes wheel (default 1); a value that does not divide 60, or
    /// outside 1...30, resets it to 1, as UIKit does.
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue { rebuildWheels() }
        }
    }
    /// The style asked for (default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The style in use: always `.wheels` on Linux (compact and inline are not built; see
    /// the README's Linux differences).
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    /// Creates a date picker showing the current date and time.
    public override init(frame: CGRect) {
        storedDate = Date()
        var frame = frame
        if frame.size == .zero { frame.size = UIDatePicker.wheelsSize }
        super.init(frame: frame)
        configureDatePicker()
    }

    /// Creates a date picker from an archive (see `UIDatePicker+Coding.swift`).
    public required init?(coder: NSCoder) {
        storedDate = Date()
        super.init(coder: coder)
        decodeDatePicker(from: coder)
        if coder.hasFailedDecoding { return nil }
        configureDatePicker()
    }

    /// Archives the date picker's settings after the control's.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeDatePicker(with: coder)
    }

    /// The wheels are the date picker's own part, not an archived subview.
    package override func subviewsForArchiving() -> [UIView] { subviews.filter { $0 !== pickerView } }

    private func configureDatePicker() {
        pickerView.frame = bounds
        pickerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pickerView)
        rebuildWheels()
    }

    /// Sets the date (moved into the allowed range), turning the wheels to it. Sends no event.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        guard datePickerMode != .countDownTimer else { return }
        wheels.show(self, animated: animated)
        // Rows out of range may have changed with the other wheels.
        pickerView.reloadAllComponents()
    }

    /// `date` moved into `minimumDate...maximumDate` (a minimum after the maximum is ignored).
    package func clamped(_ date: Date) -> Date {
        guard let low = minimumDate, let high = maximumDate else {
            if let low = minimumDate, date < low { return low }
            if let high = maximumDate, date > high { return high }
            return date
        }
        guard low <= high else { return date }
        return min(max(date, low), high)
    }

    private func rangeDidChange() {
        storedDate = clamped(storedDate)
        wheels.show(self, animated: false)
        pickerView.reloadAllComponents()
    }

    /// Rebuilds the columns for the mode, locale, calendar and time zone.
    package func rebuildWheels() {
        guard pickerView.superview === self else { return }
        wheels.configure(for: self)
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        pickerView.reloadAllComponents()
        wheels.show(self, animated: false)
    }

    /// The user settled a wheel: the date the wheels now show, moved into range (the
    /// wheels spring back to it when it was out of range); `.valueChanged` when it changed.
    package func wheelsDidSettle() {
        if datePickerMode == .countDownTimer {
            let duration = wheels.countDown(for: self)
            guard duration != countDownDuration else { return }
            countDownDuration = duration
            sendActions(for: .valueChanged)
            return
        }
        let shown = wheels.composedDate(for: self)
        let next = clamped(shown)
        // Rows out of range or days a month lacks spring back to the nearest allowed date.
        wheels.show(self, animated: true, date: next)
        guard next != storedDate else { return }
        storedDate = next
        sendActions(for: .valueChanged)
        pickerView.reloadAllComponents()
    }

    /// The wheels' size, 320x216, whatever the preferred style (see `datePickerStyle`).
    open override var intrinsicContentSize: CGSize { UIDatePicker.wheelsSize }
    /// The wheels' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIDatePicker.wheelsSize }
}
