import CoreGraphics
import Foundation

/// A row of segments with titles or images; tapping one selects it and sends
/// `.valueChanged`. 32 points tall as in UIKit, its intrinsic width fits equal segments
/// around the widest content (or each segment's own with `apportionsSegmentWidthsByContent`).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment: Int = -1
    /// UIKit's height.
    public static let defaultHeight: CGFloat = 32
    package static let segmentPadding: CGFloat = 12
    package static let minimumSegmentWidth: CGFloat = 32

    package struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var contentOffset: CGSize = .zero
    }
    package var segments: [Segment] = []
    private var selectedIndexStorage = UISegmentedControl.noSegment
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under the touch while tracking.
    package var trackedSegment: Int?

    /// Whether segments spring back after a tap instead of staying selected (default false).
    open var isMomentary = false { didSet { if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment } } }
    /// Whether segments are as wide as their content rather than equal (default false).
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }
    /// The selected segment's color (nil: white in light mode).
    open var selectedSegmentTintColor: UIColor? { didSet { noteAppearance(\UISegmentedControl.selectedSegmentTintColor, key: "selectedSegmentTintColor"); setNeedsDisplay() } }

    /// Creates an empty segmented control with the given frame and a clear background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// A control whose segments are the items, each a `String` or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage { segments.append(Segment(image: image)) }
            else { segments.append(Segment(title: item as? String ?? "\(item)")) }
        }
        frame.size = CGSize(width: intrinsicContentSize.width, height: UISegmentedControl.defaultHeight)
    }

    /// A control with one segment per action, titled and imaged by it; selecting a segment
    /// performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            segments.append(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image))
            segmentActions.append(action)
        }
    }

    /// Creates a segmented control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeSegmentedControl(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UISegmentedControl properties after the view's (see `UISegmentedControl+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeSegmentedControl(with: coder)
    }

    private var segmentActions: [UIAction?] = []

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment (default `noSegment`). Setting it sends no event.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            let v = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            guard v != selectedIndexStorage else { return }
            selectedIndexStorage = v
            setNeedsDisplay()
        }
    }

    /// Inserts a segment with a title at an index.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts a segment with an image at an index.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Inserts a segment for an action (its title and image) at an index.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let i = insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image), at: segment)
        segmentActions[i] = action
    }
    @discardableResult
    private func insert(_ s: Segment, at index: Int) -> Int {
        let i = min(max(index, 0), segments.count)
        segments.insert(s, at: i)
        while segmentActions.count < segments.count - 1 { segmentActions.append(nil) }
        segmentActions.insert(nil, at: min(i, segmentActions.count))
        if selectedIndexStorage >= i { selectedIndexStorage += 1 }
        contentDidChange()
        return i
    }
    /// Removes a segment; removing the selected one leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if segmentActions.indices.contains(segment) { segmentActions.remove(at: segment) }
        if selectedIndexStorage == segment { selectedIndexStorage = UISegmentedControl.noSegment }
        else if selectedIndexStorage > segment { selectedIndexStorage -= 1 }
        contentDidChange()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll(); segmentActions.removeAll()
        selectedIndexStorage = UISegmentedControl.noSegment
        contentDidChange()
    }

    /// Sets the title of a segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title; segments[segment].image = nil; contentDidChange()
    }
    /// The title of a segment (nil when it has none or the index is out of range).
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets the image of a segment.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image; segments[segment].title = nil; contentDidChange()
    }
    /// The image of a segment (nil when it has none or the index is out of range).
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// A fixed width for a segment (0, the default, means automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width); contentDidChange()
    }
    /// The width set for a segment (0: sized automatically).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled; setNeedsDisplay()
    }
    /// Whether a segment is enabled (false when the index is out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }
    /// Sets the offset of a segment's content from its center.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset; setNeedsDisplay()
    }
    /// The offset of a segment's content from its center.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { segments.indices.contains(segment) ? segments[segment].contentOffset : .zero }

    /// Text attributes for titles in a state (merged over the 13-point system font).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        noteAppearanceProperty("titleTextAttributes.\(state.rawValue)") { (control: UISegmentedControl) in
            control.setTitleTextAttributes(attributes, for: state)
        }
        contentDidChange()
    }
    /// The title text attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Whether the control responds to touches; changing it redraws the segments.
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    /// Redraws the segments in the new tint.
    open override func tintColorDidChange() { setNeedsDisplay() }

    // MARK: Geometry

    private func attributes(selected: Bool, disabled: Bool) -> [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: disabled ? UIColor.systemGray : UIColor.label,
        ]
        for state: UIControl.State in [.normal] + (selected ? [.selected] : []) + (disabled ? [.disabled] : []) {
            if let extra = titleAttributes[state.rawValue] { a.merge(extra) { $1 } }
        }
        return a
    }

    private func contentSize(_ s: Segment) -> CGSize {
        if let image = s.image { return image.size }
        guard let title = s.title, !title.isEmpty else { return .zero }
        let size = title.size(withAttributes: attributes(selected: true, disabled: false))
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    private func naturalWidth(_ s: Segment) -> CGFloat {
        s.width > 0 ? s.width : max(UISegmentedControl.minimumSegmentWidth, contentSize(s).width + 2 * UISegmentedControl.segmentPadding)
    }

    /// The size that fits the segments' contents (equal widths unless apportioned by content).
    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: UISegmentedControl.defaultHeight) }
        let width: CGFloat
        if apportionsSegmentWidthsByContent {
            width = segments.reduce(0) { $0 + naturalWidth($1) }
        } else {
            let widest = segments.filter { $0.width == 0 }.map(naturalWidth).max() ?? 0
            width = segments.reduce(0) { $0 + ($1.width > 0 ? $1.width : widest) }
        }
        return CGSize(width: width, height: UISegmentedControl.defaultHeight)
    }
    /// The size that fits the segments' contents, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the bounds: fixed widths first, the rest shared (equally, or
    /// in proportion to content).
    package func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let free = segments.filter { $0.width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let naturalTotal = free.reduce(0) { $0 + naturalWidth($1) }
        var x = bounds.minX
        return segments.map { s in
            let w: CGFloat
            if s.width > 0 { w = s.width }
            else if apportionsSegmentWidthsByContent, naturalTotal > 0 { w = remaining * naturalWidth(s) / naturalTotal }
            else { w = remaining / CGFloat(free.count) }
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    private func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    // MARK: Tracking

    /// Highlights the segment under the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackedSegment = segment(at: touch.location(in: self))
        setNeedsDisplay()
        return true
    }

    /// Moves the highlight to the segment under the dragged touch (none when it leaves the control).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let s = bounds.insetBy(dx: 0, dy: -UIControl.trackingTolerance).contains(p) ? segment(at: p) : nil
        if s != trackedSegment { trackedSegment = s; setNeedsDisplay() }
        return true
    }

    /// Selects the segment under the lifted touch and sends `.valueChanged` when the selection
    /// changed (always, for momentary controls, which then deselect).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { trackedSegment = nil; setNeedsDisplay() }
        guard let touch, isTouchInside, let s = segment(at: touch.location(in: self)), segments[s].isEnabled else { return }
        guard isMomentary || s != selectedIndexStorage else { return }
        selectedIndexStorage = s
        sendActions(for: .valueChanged)
        if segmentActions.indices.contains(s), let action = segmentActions[s] { action.perform(sender: self) }
        if isMomentary { selectedIndexStorage = UISegmentedControl.noSegment }
    }

    /// Clears the highlighted segment.
    open override func cancelTracking(with event: UIEvent?) {
        trackedSegment = nil
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// False unless set: VoiceOver sees the segments as separate elements, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? false }
        set { super.isAccessibilityElement = newValue }
    }
    /// One button element per segment (title or image accessibility label, selected and
    /// not-enabled traits, "1 of 3"-style value), as UIKit exposes segments.
    open override var accessibilityElements: [Any]? {
        get {
            if let set = super.accessibilityElements { return set }
            let frames = segmentFrames()
            return segments.indices.map { i in
                let e = UIAccessibilityElement(accessibilityContainer: self)
                e.accessibilityLabel = segments[i].title
                var traits: UIAccessibilityTraits = .button
                if i == selectedIndexStorage { traits.insert(.selected) }
                if !isEnabled || !segments[i].isEnabled { traits.insert(.notEnabled) }
                e.accessibilityTraits = traits
                e.accessibilityValue = "\(i + 1) of \(segments.count)"
                e.accessibilityFrameInContainerSpace = frames[i]
                return e
            }
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Drawing

    /// Draws the segments, dividers and selection.
    open override func draw(_ rect: CGRect) {
        let frames = segmentFrames()
        let body = UIBezierPath(roundedRect: bounds, cornerRadius: 8.91)
        SegmentedColors.track.setFill()
        body.fill()
        for (i, f) in frames.enumerated() {
            let selected = i == selectedIndexStorage
            if selected {
                let pill = UIBezierPath(roundedRect: f.insetBy(dx: 2, dy: 2), cornerRadius: 6.93)
                UIColor(white: 0, alpha: 0.04).setFill()
                UIBezierPath(roundedRect: f.insetBy(dx: 1.5, dy: 1.5), cornerRadius: 7.2).fill()
                (selectedSegmentTintColor ?? SegmentedColors.selection).setFill()
                pill.fill()
            } else if i == trackedSegment {
                SegmentedColors.track.setFill()
                UIBezierPath(roundedRect: f.insetBy(dx: 2, dy: 2), cornerRadius: 6.93).fill()
            }
            if i > 0, i != selectedIndexStorage, i - 1 != selectedIndexStorage {
                SegmentedColors.divider.setFill()
                UIBezierPath(rect: CGRect(x: f.minX - 0.5, y: f.minY + 8, width: 1, height: f.height - 16)).fill()
            }
            let s = segments[i]
            let disabled = !isEnabled || !s.isEnabled
            let size = contentSize(s)
            let origin = CGPoint(x: f.midX - size.width / 2 + s.contentOffset.width,
                                 y: f.midY - size.height / 2 + s.contentOffset.height)
            if let image = s.image {
                image.draw(in: CGRect(origin: origin, size: size), blendMode: .normal, alpha: disabled ? 0.35 : 1)
            } else if let title = s.title {
                title.draw(at: origin, withAttributes: attributes(selected: selected, disabled: disabled))
            }
        }
    }
}

/// The segmented control's own colors, light and dark (iOS's dark control has a gray
/// track, a gray selection pill and lighter dividers).
private enum SegmentedColors {
    static let track = UIColor { traits in
        traits.resolvedStyle == .dark ? UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
            : UIColor(white: 0.46, alpha: 0.12)
    }
    static let selection = UIColor { traits in
        traits.resolvedStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
    static let divider = UIColor { traits in
        traits.resolvedStyle == .dark ? UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
            : UIColor(white: 0.24, alpha: 0.29)
    }
}
