import CoreGraphics
import Foundation

/// A row of dots, one per page, the current one highlighted. A tap left or right of the
/// current dot moves one page that way and sends `.valueChanged`. 26 points tall; each dot
/// is 7 points with 9 points between dots.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    package static let dotDiameter: CGFloat = 7
    package static let dotSpacing: CGFloat = 9
    package static let defaultHeight: CGFloat = 26
    package static let horizontalPadding: CGFloat = 12

    private var pageCount = 0
    private var currentPageStorage = 0
    /// The page whose dot is drawn as current: `currentPage`, except after taps while
    /// `defersCurrentPageDisplay` is on, until `updateCurrentPageDisplay()`.
    package var displayedPage = 0

    /// The number of pages (default 0); negative counts become 0.
    open var numberOfPages: Int {
        get { pageCount }
        set {
            pageCount = max(0, newValue)
            currentPageStorage = min(currentPageStorage, max(0, pageCount - 1))
            displayedPage = min(displayedPage, max(0, pageCount - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The current page (default 0), pinned to the pages. Setting it sends no event.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = min(max(0, newValue), max(0, pageCount - 1))
            displayedPage = currentPageStorage
            setNeedsDisplay()
        }
    }
    /// Whether the dots hide when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other dots' color (nil: translucent gray).
    open var pageIndicatorTintColor: UIColor? { didSet { noteAppearance(\UIPageControl.pageIndicatorTintColor, key: "pageIndicatorTintColor"); setNeedsDisplay() } }
    /// The current dot's color (nil: the label color).
    open var currentPageIndicatorTintColor: UIColor? { didSet { noteAppearance(\UIPageControl.currentPageIndicatorTintColor, key: "currentPageIndicatorTintColor"); setNeedsDisplay() } }
    /// Whether a tap that changes `currentPage` leaves the current dot where it was until
    /// `updateCurrentPageDisplay()` is called (default false).
    open var defersCurrentPageDisplay = false

    /// Creates a page control with the given frame and a clear background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// Creates a page control from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the page control responds to touches; changing it redraws the dots.
    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }

    /// Moves the current dot to `currentPage` (after taps while `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() {
        guard displayedPage != currentPageStorage else { return }
        displayedPage = currentPageStorage
        setNeedsDisplay()
    }

    /// The size needed to show `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        let dots = n > 0 ? n * UIPageControl.dotDiameter + (n - 1) * UIPageControl.dotSpacing : 0
        return CGSize(width: dots + (n > 0 ? 2 * UIPageControl.horizontalPadding : 0), height: UIPageControl.defaultHeight)
    }

    /// The size that fits the indicators for the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pageCount) }
    /// The size that fits the indicators for the current number of pages, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pageCount) }

    private var showsDots: Bool { pageCount > 0 && !(hidesForSinglePage && pageCount == 1) }

    /// The dots' rects, centered in the bounds.
    package func dotFrames() -> [CGRect] {
        let d = UIPageControl.dotDiameter, step = d + UIPageControl.dotSpacing
        let total = size(forNumberOfPages: pageCount).width - (pageCount > 0 ? 2 * UIPageControl.horizontalPadding : 0)
        let x0 = bounds.midX - total / 2
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<pageCount).map { i in
            let slot = rtl ? pageCount - 1 - i : i
            return CGRect(x: x0 + CGFloat(slot) * step, y: bounds.midY - d / 2, width: d, height: d)
        }
    }

    /// A tap left of the current dot goes back a page, right of it forward.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, showsDots, bounds.contains(touch.location(in: self)) else { return }
        let frames = dotFrames()
        guard frames.indices.contains(currentPageStorage) else { return }
        var forward = touch.location(in: self).x > frames[currentPageStorage].midX
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { forward.toggle() }
        step(forward: forward)
    }

    private func step(forward: Bool) {
        let next = min(max(0, currentPageStorage + (forward ? 1 : -1)), max(0, pageCount - 1))
        guard next != currentPageStorage else { return }
        currentPageStorage = next
        if !defersCurrentPageDisplay {
            displayedPage = next
            setNeedsDisplay()
        }
        sendActions(for: .valueChanged)
    }

    // MARK: Accessibility

    /// Whether VoiceOver sees the page control; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Adjustable plus the control-state traits, as UIKit reports for page controls.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }
    /// "page 2 of 3", as UIKit reports.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(currentPageStorage + 1) of \(pageCount)" }
        set { super.accessibilityValue = newValue }
    }
    /// Moves to the next page and sends `.valueChanged`, as a VoiceOver swipe up does.
    open override func accessibilityIncrement() { step(forward: true) }
    /// Moves to the previous page and sends `.valueChanged`, as a VoiceOver swipe down does.
    open override func accessibilityDecrement() { step(forward: false) }

    // MARK: Drawing

    /// Draws a dot per page, the current page's in the current-page tint color.
    open override func draw(_ rect: CGRect) {
        guard showsDots else { return }
        let current = currentPageIndicatorTintColor ?? .label
        let other = pageIndicatorTintColor ?? UIColor(white: 0.5, alpha: 0.3)
        for (i, f) in dotFrames().enumerated() {
            let color = i == displayedPage ? current : other
            color.withAlphaComponent(color.cgColor.alpha * (isEnabled ? 1 : 0.5)).setFill()
            UIBezierPath(ovalIn: f).fill()
        }
    }
}

/// A spinning wheel showing that work is under way: 20x20 (`.medium`) or 37x37 (`.large`)
/// as in UIKit; spins on the media clock with a Core Animation rotation while animating and
/// hides when stopped (`hidesWhenStopped`, default true).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and look of an activity indicator.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }
    package static let spinAnimationKey = "UIActivityIndicatorViewSpin"
    /// One turn per second, in 8 spokes.
    package static let spokeCount = 8

    /// The style (default `.medium`); sets the size.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            bounds.size = intrinsicContentSize
            setNeedsDisplay()
        }
    }
    /// The spokes' color (default: secondary label gray; white for the old white styles).
    open var color: UIColor! {
        get { colorStorage ?? defaultColor }
        set { colorStorage = newValue; setNeedsDisplay() }
    }
    private var colorStorage: UIColor?
    private var animatingFlag = false

    /// Whether the view is hidden while stopped (default true).
    open var hidesWhenStopped = true {
        didSet { if !animatingFlag { isHidden = hidesWhenStopped } }
    }

    /// Creates an activity indicator in the given style, sized for that style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.size(for: style)))
        commonInit()
    }

    /// Creates an activity indicator with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates an activity indicator from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeActivityIndicatorView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIActivityIndicatorView properties after the view's (see `UIActivityIndicatorView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeActivityIndicatorView(with: coder)
    }

    private func commonInit() {
        backgroundColor = .clear
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    package static func size(for style: Style) -> CGSize {
        // .large and the deprecated .whiteLarge (0)
        style.rawValue == Style.large.rawValue || style.rawValue == 0
            ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    private var defaultColor: UIColor {
        // the deprecated .whiteLarge (0) and .white (1)
        style.rawValue <= 1 ? .white : UIColor(white: 0.5, alpha: 1)
    }

    /// The fixed size of the indicator for its style.
    open override var intrinsicContentSize: CGSize { UIActivityIndicatorView.size(for: style) }
    /// The fixed size of the indicator for its style, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Whether the wheel spins.
    open var isAnimating: Bool { animatingFlag }

    /// Shows the view and spins it: a repeating `transform.rotation.z` animation of one turn
    /// per second in eight discrete steps.
    open func startAnimating() {
        guard !animatingFlag else { return }
        animatingFlag = true
        isHidden = false
        addSpinAnimation()
    }

    /// Stops spinning; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        guard animatingFlag else { return }
        animatingFlag = false
        layer.removeAnimation(forKey: UIActivityIndicatorView.spinAnimationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// Restarts the spin animation when an animating indicator joins a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if animatingFlag, window != nil, layer.animation(forKey: UIActivityIndicatorView.spinAnimationKey) == nil {
            addSpinAnimation()
        }
    }

    private func addSpinAnimation() {
        let n = UIActivityIndicatorView.spokeCount
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<n).map { Double($0) * 2 * Double.pi / Double(n) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        layer.add(spin, forKey: UIActivityIndicatorView.spinAnimationKey)
    }

    /// Whether VoiceOver sees the indicator; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// "In progress" while animating, as UIKit reports.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (animatingFlag ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }
    /// Adds the updates-frequently trait, as UIKit reports for activity indicators.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.updatesFrequently) }
        set { super.accessibilityTraits = newValue }
    }

    /// Eight spokes fading around the wheel, the darkest pointing up.
    open override func draw(_ rect: CGRect) {
        let n = UIActivityIndicatorView.spokeCount
        let r = min(bounds.width, bounds.height) / 2
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = max(2, r * 0.22)
        for i in 0..<n {
            let angle = CGFloat(i) * 2 * .pi / CGFloat(n) - .pi / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: c.x + cos(angle) * r * 0.5, y: c.y + sin(angle) * r * 0.5))
            path.addLine(to: CGPoint(x: c.x + cos(angle) * (r - width / 2), y: c.y + sin(angle) * (r - width / 2)))
            path.lineWidth = width
            path.lineCapStyle = .round
            color.withAlphaComponent(1 - CGFloat((n - i) % n) * 0.1).setStroke()
            path.stroke()
        }
    }
}
