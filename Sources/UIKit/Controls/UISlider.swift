import CoreGraphics
import Foundation

/// A horizontal slider choosing a `Float` in `minimumValue...maximumValue` by dragging its
/// thumb. Its intrinsic height is 31 as in UIKit (no intrinsic width); the track is 4 points
/// tall; dragging the thumb sends `.valueChanged` while it moves (`isContinuous`) or once at
/// the end.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// UIKit's intrinsic height.
    public static let defaultHeight: CGFloat = 31
    package static let thumbDiameter: CGFloat = 28
    package static let trackHeight: CGFloat = 4
    package static let valueImageSpacing: CGFloat = 16

    private var valueStorage: Float = 0
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// The horizontal distance from the touch to the thumb's center when tracking began.
    private var thumbGrabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// The value (default 0), pinned to the range. Setting it sends no event.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    /// The lowest value (default 0). Raising it above `maximumValue` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            valueStorage = pinned(valueStorage)
            setNeedsDisplay()
        }
    }
    /// The highest value (default 1). Lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            valueStorage = pinned(valueStorage)
            setNeedsDisplay()
        }
    }
    /// Whether `.valueChanged` is sent while dragging (default true) or only when the drag ends.
    open var isContinuous = true
    /// The image left of the track (nil by default); it takes room from the track.
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The image right of the track (nil by default).
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The color of the track left of the thumb (nil: the tint color).
    open var minimumTrackTintColor: UIColor? { didSet { noteAppearance(\UISlider.minimumTrackTintColor, key: "minimumTrackTintColor"); setNeedsDisplay() } }
    /// The color of the track right of the thumb (nil: the system fill).
    open var maximumTrackTintColor: UIColor? { didSet { noteAppearance(\UISlider.maximumTrackTintColor, key: "maximumTrackTintColor"); setNeedsDisplay() } }
    /// The thumb color (nil: white).
    open var thumbTintColor: UIColor? { didSet { noteAppearance(\UISlider.thumbTintColor, key: "thumbTintColor"); setNeedsDisplay() } }

    /// Creates a slider with the given frame and a clear background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// Creates a slider from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeSlider(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UISlider properties after the view's (see `UISlider+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeSlider(with: coder)
    }

    /// Whether the slider responds to touches; changing it redraws the slider.
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Whether the thumb is being dragged; changing it redraws the slider.
    open override var isHighlighted: Bool { didSet { setNeedsDisplay() } }
    /// Redraws the slider in the new tint.
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// Sets the value, pinned to the range; animated changes cross-fade with Core Animation.
    open func setValue(_ value: Float, animated: Bool) {
        let v = pinned(value)
        guard v != valueStorage else { return }
        valueStorage = v
        if animated {
            let t = CATransition()
            t.duration = 0.2
            layer.add(t, forKey: "UISliderValue")
        }
        setNeedsDisplay()
    }

    private func pinned(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    // MARK: Images per state

    /// Sets the thumb image for a state (nil: the default round thumb).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image; setNeedsDisplay()
    }
    /// The thumb image set for a state.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// Sets the image for the track left of the thumb in a state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image; setNeedsDisplay()
    }
    /// The minimum-track image set for a state.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// Sets the image for the track right of the thumb in a state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image; setNeedsDisplay()
    }
    /// The maximum-track image set for a state.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    private func lookup(_ table: [UInt: UIImage]) -> UIImage? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }
    /// The thumb image for the current state (falling back to normal).
    open var currentThumbImage: UIImage? { lookup(thumbImages) }
    /// The minimum-track image used for the current state.
    open var currentMinimumTrackImage: UIImage? { lookup(minimumTrackImages) }
    /// The maximum-track image used for the current state.
    open var currentMaximumTrackImage: UIImage? { lookup(maximumTrackImages) }

    // MARK: Geometry

    /// No intrinsic width; the height of the track or thumb, whichever is taller.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(UISlider.defaultHeight, thumbSize.height))
    }
    /// The offered width (at least room for the thumb and value images) at the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imagesWidth = (minimumValueImage.map { $0.size.width + UISlider.valueImageSpacing } ?? 0)
            + (maximumValueImage.map { $0.size.width + UISlider.valueImageSpacing } ?? 0)
        return CGSize(width: max(size.width, imagesWidth + thumbSize.width), height: intrinsicContentSize.height)
    }

    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }

    /// Where the minimum value image goes: at the leading edge, vertically centered.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let s = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// Where the maximum value image goes: at the trailing edge, vertically centered.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let s = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The track: 4 points tall, vertically centered, inset 2 points from the ends (or from
    /// the value images plus spacing).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + 2, maxX = bounds.maxX - 2
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + UISlider.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - UISlider.valueImageSpacing }
        let h = UISlider.trackHeight
        return CGRect(x: minX, y: bounds.midY - h / 2, width: max(0, maxX - minX), height: h)
    }

    /// The thumb for `value`: its center travels along the track so that the thumb's edges meet
    /// the track's (extended by 2 points) at the ends.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = max(0, rect.width + 4 - size.width)
        let x = rect.minX - 2 + f * travel
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
    }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = max(0, track.width + 4 - thumbSize.width)
        guard travel > 0 else { return minimumValue }
        let f = (x - (track.minX - 2 + thumbSize.width / 2)) / travel
        return minimumValue + Float(min(max(f, 0), 1)) * (maximumValue - minimumValue)
    }

    // MARK: Tracking

    /// Tracking starts only on the thumb (grown by 10 points); the thumb then follows the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        thumbGrabOffset = p.x - thumb.midX
        valueAtTrackingStart = valueStorage
        setNeedsDisplay()
        return true
    }

    /// Moves the value to follow the dragged thumb, sending `.valueChanged` when continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let next = value(forThumbCenterX: p.x - thumbGrabOffset)
        if next != valueStorage {
            setValue(next, animated: false)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// Sends `.valueChanged` at the end of a drag when not continuous and the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTrackingStart { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// Sends `.valueChanged` when a non-continuous drag is cancelled after changing the value.
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTrackingStart { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// Whether VoiceOver sees the slider; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Adjustable plus the control-state traits, as UIKit reports for sliders.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }
    /// The value as a percentage of the range, as UIKit reports it ("50%").
    open override var accessibilityValue: String? {
        get {
            if let v = super.accessibilityValue { return v }
            let span = maximumValue - minimumValue
            let f = span > 0 ? (valueStorage - minimumValue) / span : 0
            return "\(Int(saturating: CGFloat((f * 100).rounded())))%"
        }
        set { super.accessibilityValue = newValue }
    }
    /// Moves the value up by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityIncrement() { adjust(by: 0.1) }
    /// Moves the value down by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() { adjust(by: -0.1) }
    private func adjust(by fraction: Float) {
        let before = valueStorage
        setValue(valueStorage + fraction * (maximumValue - minimumValue), animated: false)
        if valueStorage != before { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    /// Draws the track, the filled part, the value images and the thumb.
    open override func draw(_ rect: CGRect) {
        let disabled = !isEnabled
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let split = min(max(thumb.midX, track.minX), track.maxX)
        let minPart = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let maxPart = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        if let image = currentMaximumTrackImage {
            image.draw(in: maxPart)
        } else {
            (maximumTrackTintColor ?? UIColor.systemFill).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
        if let image = currentMinimumTrackImage {
            image.draw(in: minPart)
        } else {
            let tint: UIColor = disabled ? .systemGray3 : (minimumTrackTintColor ?? tintColor ?? .systemBlue)
            tint.setFill()
            UIBezierPath(roundedRect: minPart, cornerRadius: track.height / 2).fill()
        }
        if let image = currentThumbImage {
            image.draw(in: thumb)
        } else {
            let circle = UIBezierPath(ovalIn: thumb.insetBy(dx: 0.5, dy: 0.5))
            UIColor(white: 0, alpha: 0.06).setFill()
            UIBezierPath(ovalIn: thumb.offsetBy(dx: 0, dy: 1)).fill()
            (thumbTintColor ?? .white).setFill()
            circle.fill()
            UIColor(white: 0, alpha: 0.12).setStroke()
            circle.lineWidth = 0.5
            circle.stroke()
            if disabled {
                UIColor(white: 1, alpha: 0.4).setFill()
                circle.fill()
            }
        }
    }
}

/// A bar showing the progress of a task, from 0 to 1. Its intrinsic height is 4 as in UIKit
/// (no intrinsic width); `.bar` draws no rounded track.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look: `.default` (rounded, gray track) or `.bar` (square, for toolbars).
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }
    /// UIKit's intrinsic height.
    public static let defaultHeight: CGFloat = 4

    private var progressStorage: Float = 0

    /// The style (default `.default`).
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The progress (0...1, default 0); values outside are pinned.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's color (nil: the tint color).
    open var progressTintColor: UIColor? { didSet { noteAppearance(\UIProgressView.progressTintColor, key: "progressTintColor"); setNeedsDisplay() } }
    /// The unfilled track's color (nil: the system fill; clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { noteAppearance(\UIProgressView.trackTintColor, key: "trackTintColor"); setNeedsDisplay() } }
    /// An image stretched over the filled part.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An image stretched over the track.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

    /// Creates a progress view with the given frame; it ignores touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    /// Creates a progress view in the given style at the default height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.defaultHeight))
        progressViewStyle = style
    }

    /// Creates a progress view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeProgressView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIProgressView properties after the view's (see `UIProgressView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeProgressView(with: coder)
    }

    /// Sets the progress, pinned to 0...1; animated changes fill in with Core Animation.
    open func setProgress(_ progress: Float, animated: Bool) {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        guard p != progressStorage else { return }
        progressStorage = p
        if animated {
            let t = CATransition()
            t.type = .push
            t.subtype = .fromLeft
            t.duration = 0.25
            layer.add(t, forKey: "UIProgressViewProgress")
        }
        setNeedsDisplay()
    }

    /// No intrinsic width; the bar's default height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.defaultHeight)
    }
    /// The offered width at the bar's default height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIProgressView.defaultHeight)
    }
    /// Redraws the bar in the new tint.
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// Whether VoiceOver sees the progress view; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Adds the updates-frequently trait, as UIKit reports for progress views.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.updatesFrequently) }
        set { super.accessibilityTraits = newValue }
    }
    /// The progress as a percentage, as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int(saturating: CGFloat((progressStorage * 100).rounded())))%" }
        set { super.accessibilityValue = newValue }
    }

    /// Draws the track and the filled part.
    open override func draw(_ rect: CGRect) {
        let bar = progressViewStyle == .bar
        let radius = bar ? 0 : bounds.height / 2
        let filled = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
        if let image = trackImage {
            image.draw(in: bounds)
        } else {
            (trackTintColor ?? (bar ? UIColor.clear : UIColor.systemFill)).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        }
        guard filled.width > 0 else { return }
        if let image = progressImage {
            image.draw(in: filled)
        } else {
            (progressTintColor ?? tintColor ?? .systemBlue).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: radius).fill()
        }
    }
}
