import CoreGraphics
import Foundation
import QuartzCore

/// A view that scrolls and zooms its content: `contentOffset` is `bounds.origin`, so
/// changing it moves every subview; `contentSize` and the insets bound the offset.
///
/// Dragging goes through `panGestureRecognizer`, zooming through `pinchGestureRecognizer`;
/// deceleration, rubber-banding and the animations run on the media clock. A scroll marks
/// layout (`layoutSubviews` runs on the next commit) and tells the delegate and the
/// `observe(\.contentOffset)` observers.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The delegate told about scrolling, dragging, deceleration and zooming.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Geometry

    /// The point of the content shown at the top-left corner: the bounds origin.
    /// NaN or infinite offsets are rejected with a log line.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffsetValue(newValue) }
    }

    /// The view's bounds; changing its origin scrolls (the delegate and the
    /// `contentOffset` observers are told).
    open override var bounds: CGRect {
        get { super.bounds }
        set { setScrollBounds(newValue) }
    }

    /// The size of the scrollable content (default zero). Negative or non-finite sizes
    /// are rejected with a log line.
    open var contentSize: CGSize {
        get { scrollState.contentSize }
        set { setContentSizeValue(newValue) }
    }

    /// Extra scrollable space around the content (default zero).
    open var contentInset: UIEdgeInsets {
        get { scrollState.contentInset }
        set { setContentInsetValue(newValue) }
    }

    /// `contentInset` plus the parts of the safe area `contentInsetAdjustmentBehavior` adds:
    /// the insets that bound the content offset.
    open var adjustedContentInset: UIEdgeInsets { scrollState.adjustedContentInset }

    /// Called when `adjustedContentInset` changed, before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Which parts of the safe area are added to `contentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Whether the indicator insets take the safe area into account (default true).
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

    /// The guide for the content's rectangle: constrain subviews to it and the content
    /// size follows from the constraints (its frame is `(0, 0, contentSize)`).
    open var contentLayoutGuide: UILayoutGuide { scrollLayoutGuide(.scrollContent) }

    /// The guide for the scroll view's frame (it does not scroll): subviews constrained
    /// to it stay in place while the content moves.
    open var frameLayoutGuide: UILayoutGuide { scrollLayoutGuide(.scrollFrame) }

    // MARK: Scrolling behaviour

    /// Whether scrolling is locked to the axis of the drag's start (default false).
    open var isDirectionalLockEnabled: Bool = false
    /// Whether the content bounces past its edges (default true).
    open var bounces: Bool = true
    /// Whether a drag bounces vertically even when the content is not taller (default false).
    open var alwaysBounceVertical: Bool = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a drag bounces horizontally even when the content is not wider (default false).
    open var alwaysBounceHorizontal: Bool = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether scrolling stops on multiples of the bounds size (default false).
    open var isPagingEnabled: Bool = false
    /// Whether the user can scroll (default true); turning it off ends a drag.
    open var isScrollEnabled: Bool = true {
        didSet { scrollEnabledDidChange() }
    }
    /// How quickly a fling slows down (default `.normal`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls to the top (default true).
    open var scrollsToTop: Bool = true
    /// How dragging dismisses the keyboard (default `.none`).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a table's section index is shown (default `.automatic`).
    open var indexDisplayMode: IndexDisplayMode = .automatic

    // MARK: Indicators

    /// Whether the vertical scroll indicator is shown while scrolling (default true).
    open var showsVerticalScrollIndicator: Bool = true
    /// Whether the horizontal scroll indicator is shown while scrolling (default true).
    open var showsHorizontalScrollIndicator: Bool = true
    /// The indicators' colour (default `.default`).
    open var indicatorStyle: IndicatorStyle = .default
    /// Where the vertical indicator runs, inset from the scroll view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Where the horizontal indicator runs, inset from the scroll view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the scroll indicators briefly (as after a scroll), e.g. when the view appears.
    open func flashScrollIndicators() { showScrollIndicators() }

    // MARK: State

    /// Whether a finger is on the content (possibly not yet dragging).
    open var isTracking: Bool { scrollState.isTracking }
    /// Whether the content is being dragged.
    open var isDragging: Bool { scrollState.isDragging }
    /// Whether the content is moving after the finger lifted.
    open var isDecelerating: Bool { scrollState.isDecelerating }

    /// The recognizer that drags the content (add `require(toFail:)` and delegates to it
    /// as in UIKit; do not change its target).
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollState.pan! }

    /// Asks whether a recognizer may begin; the scroll view's own pan begins only while
    /// scrolling is enabled and along an axis the content can move.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollState.pan { return scrollPanShouldBegin(panGestureRecognizer) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The control that refreshes the content when it is pulled down.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    // MARK: Zooming

    /// The smallest zoom scale (default 1).
    open var minimumZoomScale: CGFloat = 1 {
        didSet {
            if !UIScrollView.validZoomScale(minimumZoomScale, "minimumZoomScale") { minimumZoomScale = oldValue }
            zoomLimitsDidChange()
        }
    }
    /// The largest zoom scale (default 1; zooming needs it above the minimum).
    open var maximumZoomScale: CGFloat = 1 {
        didSet {
            if !UIScrollView.validZoomScale(maximumZoomScale, "maximumZoomScale") { maximumZoomScale = oldValue }
            zoomLimitsDidChange()
        }
    }
    /// The current zoom scale (the zoomed view's transform); setting it zooms at once.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScaleCore(newValue, animated: false) }
    }
    /// Zooms to `scale` (clamped to the limits) about the centre of the visible area.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { setZoomScaleCore(scale, animated: animated) }
    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the visible area.
    open func zoom(to rect: CGRect, animated: Bool) { zoomToRectCore(rect, animated: animated) }
    /// Whether a pinch past the limits stretches and bounces back (default true).
    open var bouncesZoom: Bool = true
    /// Whether a pinch is zooming.
    open var isZooming: Bool { scrollState.isZooming }
    /// Whether the scale is returning within the limits after a pinch went past them.
    open var isZoomBouncing: Bool { scrollState.isZoomBouncing }
    /// The pinch that zooms, or nil when zooming is off (`maximumZoomScale` not above
    /// `minimumZoomScale`).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { scrollState.pinch }

    // MARK: Content touches

    /// Whether touches are held back from the content until it is clear they are not a
    /// drag (150 ms without moving), so that a drag never reaches the content (default true).
    open var delaysContentTouches: Bool = true {
        didSet { scrollState.delayer?.delaysTouchesBegan = delaysContentTouches }
    }

    /// Whether a drag may take touches the content is already tracking, cancelling them
    /// (default true); when false, a touch the content tracks never scrolls.
    open var canCancelContentTouches: Bool = true

    /// Whether the content view `view` receives `touches` (asked as they reach the
    /// content; default true).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches `view` tracks and scroll: Apple's default is
    /// true unless `view` is a `UIControl` ("otherwise, it returns false").
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Scrolling from code

    /// Scrolls to `contentOffset`, animating (on the media clock) when `animated`;
    /// an animation ends with `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setContentOffsetCore(contentOffset, animated: animated)
    }

    /// Scrolls the least needed so that `rect` (content coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisibleCore(rect, animated: animated)
    }

    /// Where a fling released at `velocity` (points per second) comes to rest when it
    /// would rest at `proposed` (already clamped to the content): the hook collection
    /// views use for their layout's `targetContentOffset`. Default: `proposed`.
    func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Called before a scroll or resize changes the bounds to `newBounds` (collection
    /// views ask their layout here, as UIKit does). Default: nothing.
    func scrollBoundsWillChange(to newBounds: CGRect) {}

    // MARK: Stored state

    package let scrollState = ScrollState()

    /// Creates a scroll view; it clips its content, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates a scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
        decodeScrollView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIScrollView properties after the view's (see `UIScrollView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeScrollView(with: coder)
    }

    /// Scrolls for the arrows, Page Up/Down and Home/End; other presses go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handleScrollKeys(presses) { super.pressesBegan(presses, with: event) }
    }

    /// Lays out the subviews, then takes the content size from `contentLayoutGuide` when
    /// constraints determine it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollViewDidLayout()
    }
}

/// The scroll view's private state, kept in one object so that the class body stays the API.
@MainActor
package final class ScrollState {
    package var contentSize: CGSize = .zero
    package var contentInset: UIEdgeInsets = .zero
    package var adjustedContentInset: UIEdgeInsets = .zero
    package var isTracking = false
    package var isDragging = false
    package var isDecelerating = false
    package var contentGuide: UILayoutGuide?
    package var frameGuide: UILayoutGuide?
    /// The running motion (animated scroll, deceleration, bounce, zoom), if any.
    package var animation: ScrollAnimation?
    var pan: ScrollViewPanGestureRecognizer?
    var delayer: ScrollViewDelayedTouchesRecognizer?
    /// The vertical and horizontal indicator bars, once shown.
    package var indicators: (vertical: CALayer, horizontal: CALayer)?
    package var indicatorFade: ScrollAnimation?
    package var indicatorFadePending = false
    /// The refresh control's height while it refreshes (added to the top inset).
    package var refreshInset: CGFloat = 0
    package var pinch: UIPinchGestureRecognizer?
    package var isZooming = false
    package var isZoomBouncing = false
    package var zoomStartScale: CGFloat = 1
    /// The point of the zoomed view under the fingers when the pinch began.
    package var zoomAnchorPoint: CGPoint = .zero
    package var indicatorsShownAt: CFTimeInterval = 0
    /// The unbanded offset the current drag started from.
    package var dragStart: CGPoint = .zero
    /// The axis a directional lock holds the drag to.
    package var lockedAxis: NSLayoutConstraint.Axis?
    package init() {}
}
