import CoreGraphics
import Foundation

/// An on/off switch, always 51x31 as in UIKit; a tap toggles it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The fixed size.
    public static let fixedSize = CGSize(width: 51, height: 31)
    package var onFlag = false

    /// Whether the switch is on (default false). Setting it sends no event.
    open var isOn: Bool {
        get { onFlag }
        set { setOn(newValue, animated: false) }
    }
    /// The track color when on (nil: system green).
    open var onTintColor: UIColor? { didSet { noteAppearance(\UISwitch.onTintColor, key: "onTintColor"); setNeedsDisplay() } }
    /// The thumb color (nil: white).
    open var thumbTintColor: UIColor? { didSet { noteAppearance(\UISwitch.thumbTintColor, key: "thumbTintColor"); setNeedsDisplay() } }

    /// Creates a switch at the frame's origin; its size is always the fixed switch size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        backgroundColor = .clear
    }

    /// Creates a switch from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeSwitch(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UISwitch properties after the view's (see `UISwitch+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeSwitch(with: coder)
    }

    /// The frame; setting it keeps the fixed switch size, as UIKit does.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.fixedSize) }
    }

    /// Sets the state; animated changes fade the new look in with Core Animation.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != onFlag else { return }
        onFlag = on
        if animated {
            let t = CATransition()
            t.duration = 0.25
            layer.add(t, forKey: "UISwitchToggle")
        }
        setNeedsDisplay()
    }

    /// The fixed switch size.
    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }
    /// The fixed switch size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    /// Toggles the switch and sends `.valueChanged` when the touch lifts inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside {
            setOn(!onFlag, animated: true)
            sendActions(for: .valueChanged)
        }
    }

    /// Whether VoiceOver sees the switch; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Buttons that toggle, as UIKit reports switches.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union([.button, .toggleButton]).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }
    /// "1" when on and "0" when off, as UIKit reports.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (onFlag ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
    /// Toggles the switch and sends `.valueChanged`.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!onFlag, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    /// Whether the switch responds to touches; changing it redraws the switch.
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Whether a touch is pressing the switch; the pressed thumb stretches, as on iOS.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// What fades a disabled switch's track towards the background: half-transparent white
    /// in the light appearance, black in the dark one (so a disabled switch on a dark
    /// screen is darker, not paler).
    private static let disabledVeil = UIColor { traits in
        UIColor(white: traits.resolvedStyle == .dark ? 0 : 1, alpha: 0.5)
    }

    /// Draws the track and the knob for the current state.
    open override func draw(_ rect: CGRect) {
        let track = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 15)
        let onColor = onTintColor ?? .systemGreen
        (onFlag ? onColor : UIColor(white: 0.47, alpha: 0.16)).setFill()
        track.fill()
        if !isEnabled { UISwitch.disabledVeil.setFill(); track.fill() }
        let d: CGFloat = 27
        // Pressed, the thumb stretches 7 pt towards the other side.
        let w: CGFloat = isHighlighted && isEnabled ? d + 7 : d
        let x: CGFloat = onFlag ? bounds.width - w - 2 : 2
        let thumb = UIBezierPath(roundedRect: CGRect(x: x, y: 2, width: w, height: d), cornerRadius: d / 2)
        (thumbTintColor ?? .white).setFill()
        thumb.fill()
        UIColor(white: 0, alpha: 0.1).setStroke()
        thumb.lineWidth = 0.5
        thumb.stroke()
    }
}

/// A plus/minus control stepping `value` by `stepValue` within `minimumValue...maximumValue`;
/// 94x32 as in UIKit; each tap on a half sends `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The fixed size of a stepper.
    public static let defaultSize = CGSize(width: 94, height: 32)
    /// The value (default 0), clamped to the range.
    open var value: Double = 0 {
        didSet { value = clamp(value); setNeedsDisplay() }
    }
    /// The lowest value (default 0).
    open var minimumValue: Double = 0 { didSet { value = clamp(value) } }
    /// The highest value (default 100).
    open var maximumValue: Double = 100 { didSet { value = clamp(value) } }
    /// The step (default 1; must be positive).
    open var stepValue: Double = 1 { didSet { if !(stepValue > 0) { stepValue = 1 } } }
    /// Whether stepping past an end wraps to the other end (default false).
    open var wraps = false
    /// Whether holding a button repeats the step: after 0.5 s, then every 0.1 s (default true).
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (default true); when false, one
    /// `.valueChanged` is sent when the touch ends, if the value changed.
    open var isContinuous = true
    /// The pending repeat while a button is held.
    private var repeatTimer: Int?
    /// The value when the current touch began.
    private var valueAtTrackingStart: Double = 0
    /// The half being pressed (true: plus), drawn darker while highlighted.
    package var pressedIncrementHalf: Bool?

    /// Creates a stepper at the frame's origin; its size is always the default stepper size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.defaultSize))
    }

    /// Creates a stepper from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeStepper(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIStepper properties after the view's (see `UIStepper+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeStepper(with: coder)
    }

    /// The fixed stepper size.
    open override var intrinsicContentSize: CGSize { UIStepper.defaultSize }
    /// The fixed stepper size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.defaultSize }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    /// Whether VoiceOver sees the stepper; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Adjustable, as VoiceOver presents steppers.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }
    /// The value as text ("3", "2.5").
    open override var accessibilityValue: String? {
        get {
            if let v = super.accessibilityValue { return v }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        set { super.accessibilityValue = newValue }
    }
    /// Steps up once (sending `.valueChanged` when the value changes).
    open override func accessibilityIncrement() { step(up: true) }
    /// Steps down once.
    open override func accessibilityDecrement() { step(up: false) }

    /// Whether the stepper responds to touches; changing it redraws the stepper.
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Whether a touch is pressing the stepper; the pressed half darkens, as on iOS.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    private func step(up increment: Bool, notify: Bool = true) {
        var next = value + (increment ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = clamp(next)
        if next != value {
            value = next
            if notify { sendActions(for: .valueChanged) }
        }
    }

    /// Steps up when the touch is in the right half, down when in the left half; with
    /// `autorepeat`, holding keeps stepping (on the media clock).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTrackingStart = value
        let up = touch.location(in: self).x >= bounds.midX
        pressedIncrementHalf = up
        step(up: up, notify: isContinuous)
        if autorepeat { scheduleRepeat(up: up, at: MediaClock.shared.now + 0.5) }
        return true
    }

    /// Stops repeating; a non-continuous stepper reports the change now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishTracking()
    }

    /// Stops repeating; a non-continuous stepper reports the change now.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishTracking()
    }

    /// Steps again at media time `time` while the touch is held, then every 0.1 s after it
    /// (timed from the schedule, not from when the clock was read, so steps stay regular).
    private func scheduleRepeat(up: Bool, at time: CFTimeInterval) {
        repeatTimer = GestureTimers.shared.schedule(after: max(0, time - MediaClock.shared.now)) { [weak self] in
            guard let self, self.isTracking, self.repeatTimer != nil else { return }
            self.step(up: up, notify: self.isContinuous)
            self.scheduleRepeat(up: up, at: time + 0.1)
        }
    }

    /// Cancels the repeat and sends the deferred `.valueChanged` of a non-continuous stepper.
    private func finishTracking() {
        pressedIncrementHalf = nil
        setNeedsDisplay()
        if let timer = repeatTimer { GestureTimers.shared.cancel(timer) }
        repeatTimer = nil
        if !isContinuous && value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    /// Draws the rounded background and the minus and plus signs.
    open override func draw(_ rect: CGRect) {
        let body = UIBezierPath(roundedRect: bounds, cornerRadius: 8)
        UIColor(white: 0.46, alpha: 0.12).setFill()
        body.fill()
        if isHighlighted, isEnabled, let up = pressedIncrementHalf {
            let half = CGRect(x: up ? bounds.midX : bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
            UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
            UIColor(white: 0.46, alpha: 0.2).setFill()
            UIBezierPath(rect: half).fill()
        }
        let color: UIColor = isEnabled ? .label : .systemGray
        color.setFill()
        let midY = bounds.midY, q = bounds.width / 4
        let canDecrement = wraps || value > minimumValue, canIncrement = wraps || value < maximumValue
        (canDecrement ? color : UIColor.systemGray).setFill()
        UIBezierPath(rect: CGRect(x: q - 7, y: midY - 1, width: 14, height: 2)).fill()
        (canIncrement ? color : UIColor.systemGray).setFill()
        UIBezierPath(rect: CGRect(x: 3 * q - 7, y: midY - 1, width: 14, height: 2)).fill()
        UIBezierPath(rect: CGRect(x: 3 * q - 1, y: midY - 7, width: 2, height: 14)).fill()
        UIColor(white: 0.5, alpha: 0.3).setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 0.5, y: 8, width: 1, height: bounds.height - 16)).fill()
    }
}
