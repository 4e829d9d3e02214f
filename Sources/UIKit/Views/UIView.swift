import CoreGraphics
import Foundation

/// An object that manages the content of a rectangular area on screen: geometry, the view
/// tree, appearance, drawing, layout and hit-testing, backed by a `CALayer`.
///
/// This file holds the stored state and every overridable entry point (Swift only lets
/// members declared in the class body be overridden); each concern's logic lives in a
/// `UIView+Feature.swift` file.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Stored state

    /// The backing layer, created from `layerClass` at initialization.
    package let layerStorage: CALayer
    /// The subviews, back to front.
    @exclusivity(unchecked) package var subviewStorage: [UIView] = []
    /// The superview (weak: the superview owns its subviews).
    @exclusivity(unchecked) package weak var superviewStorage: UIView?
    /// The window the view is in (weak), kept up to date by hierarchy changes.
    @exclusivity(unchecked) package weak var windowStorage: UIWindow?
    /// The view's own tint color, nil when inherited.
    @exclusivity(unchecked) package var tintColorStorage: UIColor?
    /// The effective tint inputs, valid while `tintCacheGeneration` is the current
    /// `TintCache` generation (so `addSubview` reads the parent's instead of walking up).
    @exclusivity(unchecked) package var tintCache: TintSnapshot?
    @exclusivity(unchecked) package var tintCacheGeneration = 0
    /// Whether the view had a superview when its tint was cached (a freed superview
    /// leaves no other trace).
    @exclusivity(unchecked) package var tintCacheHadSuperview = false
    /// The background color as set.
    package var backgroundColorStorage: UIColor?
    /// Rarely used state, allocated on first use to keep plain views small.
    @exclusivity(unchecked) package var extrasStorage: UIViewExtras?
    /// The view's tag.
    package var tagStorage: Int = 0
    /// Whether `layoutSubviews` must run at the next layout pass.
    @exclusivity(unchecked) package var needsLayoutFlag = false
    /// Whether `updateConstraints` must run at the next update-constraints pass.
    package var needsUpdateConstraintsFlag = false
    /// Whether the view has been displayed (drawn) since it was created.
    package var hasDisplayedOnce = false
    /// Whether display was requested while the view was not in a window.
    package var displayRequestedOffscreen = false
    /// Whether `setNeedsDisplay` was called on the view since contents were last drawn
    /// (explicit contents then no longer block drawing).
    package var explicitDisplayRequested = false
    /// Whether touches are delivered to the view.
    @exclusivity(unchecked) package var userInteractionFlag = true
    /// The view's content mode.
    package var contentModeStorage: ContentMode = .scaleToFill
    /// The own tint adjustment mode (automatic inherits).
    package var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    /// The alpha as set (the layer's opacity is a Float).
    package var alphaStorage: CGFloat = 1
    /// Auto Layout state (constraints, guides, priorities), allocated on first use.
    @exclusivity(unchecked) package var autoLayoutStorage: ViewLayoutState?

    // MARK: Creating views

    /// The class of the layer created for instances (default `CALayer`); subclasses
    /// override it to be backed by a `CAShapeLayer`, `CAGradientLayer`…
    open class var layerClass: AnyClass { CALayer.self }

    /// Creates a view with the given frame rectangle (the designated initializer).
    deinit {
        // Subviews are freed one at a time, not one stack level per tree level.
        DeferredRelease.release(&subviewStorage)
    }

    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layerStorage = layerType.init(layerClassInstance: ())
        super.init()
        configureNewView(frame: frame)
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (an `NSKeyedArchiver` archive or an Interface Builder
    /// document): what `encode(with:)` stored, subviews, layout guides, constraints and
    /// gesture recognizers included (see `UIView+Coding.swift`). Returns nil when the archive
    /// holds a value of the wrong type or out of range (logged; the coder's `error` says why).
    public required init?(coder: NSCoder) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layerStorage = layerType.init(layerClassInstance: ())
        super.init()
        configureNewView(frame: .zero)
        decodeView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the view: geometry, flags, colors, Auto Layout settings, accessibility,
    /// restoration identifier, subviews in order, owned layout guides, constraints whose
    /// `shouldBeArchived` is true, and gesture recognizers. Subclasses call `super` and add
    /// their own keys.
    open func encode(with coder: NSCoder) { encodeView(with: coder) }

    /// The subviews `encode(with:)` archives: all of them, except the parts a class makes
    /// for itself (a button's labels, a cell's content view…), which it recreates.
    package func subviewsForArchiving() -> [UIView] { subviewStorage }

    /// A part the class makes itself and archives apart from `subviewsForArchiving()` (a
    /// cell's content view), by the name archived constraint paths use for it; nil for none.
    package func archivedPart(named name: Substring) -> UIView? { nil }

    /// The name of `part` among `archivedPart(named:)`'s parts.
    package func archivedPartName(of part: UIView) -> String? { nil }

    /// Called by `init(coder:)` after the archived subviews and layout guides, before the
    /// constraints: a class restores the parts constraints may name (a cell installs its
    /// content view and decodes the app's content into it).
    package func decodeArchivedParts(from coder: NSCoder) {}

    /// Saves state for state restoration (`UIApplication.preserveState`): called for each
    /// view with a `restorationIdentifier` in a preserved view controller's view. The default
    /// saves nothing; call `super` in overrides.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores what `encodeRestorableState(with:)` saved (`UIApplication.restoreState`).
    open func decodeRestorableState(with coder: NSCoder) {}

    // MARK: Geometry

    /// The view's backing layer; the view is its delegate.
    open var layer: CALayer { layerStorage }

    /// The frame rectangle in the superview's coordinates, derived from `center`,
    /// `bounds.size` and `transform` (the bounding box when transformed). Setting it moves
    /// the center and sets the bounds size; NaN or infinite values are rejected with a log line.
    open var frame: CGRect {
        get { layerStorage.frame }
        set { setFrameValue(newValue) }
    }

    /// The view's own coordinate system; changing its origin moves the subviews.
    open var bounds: CGRect {
        get { layerStorage.bounds }
        set { setBoundsValue(newValue) }
    }

    /// The center of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { layerStorage.position }
        set { setCenterValue(newValue) }
    }

    /// The transform applied about the center.
    open var transform: CGAffineTransform {
        get { layerStorage.affineTransform() }
        set { setTransformValue(newValue) }
    }

    /// The three-dimensional transform applied about the center.
    open var transform3D: CATransform3D {
        get { layerStorage.transform }
        set { setTransform3DValue(newValue) }
    }

    /// Pixels per point of the view's drawn content (the screen's scale once in a window).
    open var contentScaleFactor: CGFloat {
        get { layerStorage.contentsScale }
        set { setContentScaleFactorValue(newValue) }
    }

    /// The traits of the view's environment: its window's screen's display scale, light appearance.
    open var traitCollection: UITraitCollection { environmentTraits }

    /// Called after the view's traits changed (the display scale, when the window's
    /// screen or its scale changes; the appearance style, the content size category), with
    /// the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance style forced on this view and its subviews (`.unspecified`, the
    /// default, inherits); changing it re-resolves their dynamic colors and redraws them.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extrasStorage?.overrideUserInterfaceStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyleValue(newValue) }
    }

    /// Whether the view receives more than one touch at a time (default false).
    open var isMultipleTouchEnabled: Bool = false

    /// Whether the view's touches exclude touches in other views (default false).
    open var isExclusiveTouch: Bool = false

    /// Whether touches and hit-testing reach the view (default true).
    open var isUserInteractionEnabled: Bool {
        get { userInteractionFlag }
        set {
            willChangeObservable(.isUserInteractionEnabled)
            userInteractionFlag = newValue
            didChangeObservable(.isUserInteractionEnabled)
        }
    }

    /// Whether subviews are resized by their autoresizing masks when the bounds size
    /// changes (default true).
    open var autoresizesSubviews: Bool = true

    /// How the view resizes when its superview's bounds size changes (default none).
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { TranslatingViewChecks.geometryDidChange(of: self, sizeChanged: false) }
    }

    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() { resizeToFittingSize() }

    // MARK: The view tree

    /// The superview, or nil.
    open var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    open var subviews: [UIView] { subviewStorage }

    /// The window the view is in, or nil.
    open var window: UIWindow? { windowStorage }

    /// Removes the view from its superview (hooks fire with nil); a view with no other
    /// owner is freed.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Inserts `view` at `index` (clamped), moving it from its old superview.
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewCore(view, at: index) }

    /// Swaps the subviews at the two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviewsCore(index1, index2) }

    /// Adds `view` in front of the other subviews, moving it from its old superview.
    open func addSubview(_ view: UIView) { insertSubviewCore(view, at: subviewStorage.count) }

    /// Inserts `view` directly below `siblingSubview` (at the back when it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { insertSubviewCore(view, below: siblingSubview) }

    /// Inserts `view` directly above `siblingSubview` (at the front when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { insertSubviewCore(view, above: siblingSubview) }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { moveSubviewCore(view, toFront: true) }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { moveSubviewCore(view, toFront: false) }

    /// Called after a subview was added; the default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed; the default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the superview changes (nil when removed); the default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the superview changed; the default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the window changes (nil when leaving it); the default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the window changed; the default does nothing.
    open func didMoveToWindow() {}

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { isDescendantCore(of: view) }

    /// The first view with `tag`, depth-first from the receiver (included); never upward.
    open func viewWithTag(_ tag: Int) -> UIView? { findViewWithTag(tag) }

    /// An integer identifying the view (default 0).
    open var tag: Int {
        get { tagStorage }
        set {
            willChangeObservable(.tag)
            tagStorage = newValue
            didChangeObservable(.tag)
        }
    }

    // MARK: Layout

    /// Marks the view for layout: `layoutSubviews` runs once at the next layout pass,
    /// however many times this is called.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out now the marked views from the highest marked ancestor down through the
    /// receiver's subtree.
    open func layoutIfNeeded() { layoutNowIfNeeded() }

    /// Lays out the subviews; the default applies the frames Auto Layout solved for them
    /// (nothing when the tree has no constraints). Called by the layout pass.
    open func layoutSubviews() { applyEngineFrames() }

    /// Marks the view for the update-constraints pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// Runs the update-constraints pass now for the receiver's subtree.
    open func updateConstraintsIfNeeded() { updateConstraintsNowIfNeeded() }

    /// Updates the view's constraints; overrides must call super. Called deepest first.
    open func updateConstraints() { invalidateIntrinsicContentSizeCore() }

    /// Whether the view depends on constraint-based layout (default false); when true the
    /// update-constraints pass reaches it even without constraints of its own.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Auto Layout

    /// Whether the view's frame and autoresizing mask become constraints when Auto
    /// Layout reaches the view (true for views made in code).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translates ?? true }
        set { setTranslatesValue(newValue) }
    }

    /// The constraints installed on the view.
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs a constraint (its items must be the view or its descendants).
    open func addConstraint(_ constraint: NSLayoutConstraint) { addConstraintCore(constraint) }

    /// Installs constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraintCore(c) } }

    /// Uninstalls a constraint.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraintCore(constraint) }

    /// Uninstalls constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraintCore(c) } }

    /// The natural size of the content (`noIntrinsicMetric` per axis when none; the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the engine that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeCore() }

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentPriority(hugging: true, axis: axis) }

    /// Sets the hugging priority for an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, hugging: true, axis: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriority(hugging: false, axis: axis)
    }

    /// Sets the compression-resistance priority for an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, hugging: false, axis: axis)
    }

    /// The smallest size satisfying the view's constraints, pulled toward `targetSize` at
    /// `fittingSizeLevel` (`layoutFittingCompressedSize` or `layoutFittingExpandedSize`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFittingCore(targetSize, .fittingSizeLevel, .fittingSizeLevel)
    }

    /// The size satisfying the view's constraints closest to `targetSize` with the given
    /// priorities per axis (`.required` fixes that axis).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFittingCore(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    /// Insets from the frame to the alignment rectangle that constraints act on (default zero).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The frame for an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// The alignment rectangle for a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The view whose first baseline stands for this view's (default self).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline stands for this view's (default self).
    open var forLastBaselineLayout: UIView { self }

    /// Where Auto Layout finds the view's baselines: a block of text `height` tall centred
    /// vertically in the view, its first and last baselines `first` and `last` below the
    /// block's top (UILabel). Nil: both baselines are the bottom edge.
    package var baselineLayoutBox: (height: CGFloat, first: CGFloat, last: CGFloat)? { nil }

    /// Whether the view's constraints leave its frame undetermined.
    open var hasAmbiguousLayout: Bool { hasAmbiguousLayoutCore() }

    /// Moves an ambiguous view to another solution of its constraints (debugging aid).
    open func exerciseAmbiguityInLayout() { exerciseAmbiguityCore() }

    /// The constraints of the engine that act on the view along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffectingLayoutCore(axis)
    }

    /// The layout guides the view owns.
    open var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Makes the view the guide's owning view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { addLayoutGuideCore(layoutGuide) }

    /// Removes a guide the view owns.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { removeLayoutGuideCore(layoutGuide) }

    /// The guide of the area inside the layout margins.
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The guide of the area inside the safe-area insets.
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// A guide of comfortable reading width, centered inside the margins.
    open var readableContentGuide: UILayoutGuide { systemGuide(.readable) }

    /// Whether the view is marked for the update-constraints pass.
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// The margins around the content, honouring `preservesSuperviewLayoutMargins` and
    /// the safe area when `insetsLayoutMarginsFromSafeArea` (default 8 on every edge).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set { setLayoutMarginsValue(newValue) }
    }

    /// The margins with leading and trailing edges, kept in sync with `layoutMargins`.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveDirectionalLayoutMargins() }
        set { setDirectionalLayoutMarginsValue(newValue) }
    }

    /// Whether the superview's margins also apply where they reach into this view.
    open var preservesSuperviewLayoutMargins: Bool {
        get { extrasStorage?.preservesSuperviewLayoutMargins ?? false }
        set { extras.preservesSuperviewLayoutMargins = newValue; layoutMarginsMayHaveChanged() }
    }

    /// Whether the safe area is added to the layout margins (default true).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { extrasStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { extras.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsMayHaveChanged() }
    }

    /// Called when the effective layout margins change; the default marks the view for layout.
    open func layoutMarginsDidChange() { setNeedsLayout() }

    /// The insets that keep content out of the window's unsafe areas (status bar, screen
    /// corners), in the view's coordinates; set by the system.
    open var safeAreaInsets: UIEdgeInsets { extrasStorage?.safeAreaInsets ?? .zero }

    /// Called when `safeAreaInsets` changed; the default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Appearance and drawing

    /// Draws the view's content in `rect` (bounds coordinates) into
    /// `UIGraphicsGetCurrentContext()`; the default draws nothing.
    open func draw(_ rect: CGRect) { noteDefaultDrawCalled() }

    /// Marks the whole view for redrawing at the next display pass (never immediately).
    open func setNeedsDisplay() { markNeedsDisplay(nil) }

    /// Marks `rect` (bounds coordinates) for redrawing: only that part is redrawn.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(rect) }

    /// The background color (default nil: clear).
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set { setBackgroundColorValue(newValue) }
    }

    // MARK: Focus (see UIFocusSystem)

    /// Whether the view can take keyboard focus (default false; enabled controls, text
    /// fields and editable text views say true, as with Full Keyboard Access).
    open var canBecomeFocused: Bool { false }
    /// Whether the view has keyboard focus.
    open var isFocused: Bool { windowStorage?.focusSystemCore.focusedItem === self }
    /// The environments searched first when focus is updated in this view.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// The superview.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { superviewStorage }
    /// Asks the window's focus system to update focus from this view.
    open func setNeedsFocusUpdate() { windowStorage?.focusSystemCore.requestFocusUpdate(to: self) }
    /// Performs the window's pending focus update now.
    open func updateFocusIfNeeded() { windowStorage?.focusSystemCore.updateFocusIfNeeded() }
    /// Whether a focus update involving this view may happen (default true).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved to or from this view or one of its subviews.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Whether the view and its subtree are hidden (no drawing, no touches).
    open var isHidden: Bool {
        get { layerStorage.isHidden }
        set {
            willChangeObservable(.isHidden)
            layerStorage.isHidden = newValue
            didChangeObservable(.isHidden)
            (superviewStorage as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// The opacity, multiplied into the subtree; below 0.01 the view gets no touches.
    open var alpha: CGFloat {
        get { alphaStorage }
        set { setAlphaValue(newValue) }
    }

    /// Whether the view promises to fill its bounds with opaque content (default true).
    open var isOpaque: Bool {
        get { layerStorage.isOpaque }
        set { layerStorage.isOpaque = newValue }
    }

    /// Whether subviews and content are clipped to the bounds (`layer.masksToBounds`).
    open var clipsToBounds: Bool {
        get { layerStorage.masksToBounds }
        set {
            willChangeObservable(.clipsToBounds)
            layerStorage.masksToBounds = newValue
            didChangeObservable(.clipsToBounds)
        }
    }

    /// Whether the drawing area is cleared before `draw(_:)` (default true).
    open var clearsContextBeforeDrawing: Bool = true

    /// A view whose alpha channel masks this view's content.
    open var mask: UIView? {
        get { extrasStorage?.maskView }
        set { setMaskView(newValue) }
    }

    /// How the content is placed when the bounds size changes (`.redraw` redraws).
    open var contentMode: ContentMode {
        get { contentModeStorage }
        set { setContentModeValue(newValue) }
    }

    /// The tint color: the view's own, else its superview's, else the window's default
    /// (system blue); setting nil inherits again. Adjusted when dimmed.
    open var tintColor: UIColor! {
        get { effectiveTintColor() }
        set { setTintColorValue(newValue) }
    }

    /// How the tint is adjusted; `.automatic` inherits the superview's mode.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode() }
        set { setTintAdjustmentModeValue(newValue) }
    }

    /// Called when the effective tint color or adjustment mode changed; the default does nothing.
    open func tintColorDidChange() {}

    // MARK: Hit-testing and conversion

    /// The farthest descendant containing `point` (receiver coordinates), front-most first;
    /// nil when hidden, not interactive, nearly transparent or outside `point(inside:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestCore(point, with: event) }

    /// Whether `point` (receiver coordinates) is inside the view; the default tests the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Converts a point from the receiver's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPointCore(point, to: view) }

    /// Converts a point from `view`'s coordinates (the window's when nil) to the receiver's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPointCore(point, from: view) }

    /// Converts a rectangle to `view`'s coordinates (the bounding box through rotations).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRectCore(rect, to: view) }

    /// Converts a rectangle from `view`'s coordinates (the bounding box through rotations).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRectCore(rect, from: view) }

    // MARK: Events (logic in Events/UIView+Events.swift)

    /// The gesture recognizers attached to the view (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { extrasStorage?.gestureRecognizers.isEmpty == false ? extrasStorage?.gestureRecognizers : nil }
        set { setGestureRecognizers(newValue ?? []) }
    }

    /// Attaches a gesture recognizer (moving it from its previous view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { addGestureRecognizerCore(gestureRecognizer) }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { removeGestureRecognizerCore(gestureRecognizer) }

    /// Whether a recognizer attached to the view (or an ancestor) may begin; the default
    /// returns true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Makes the first responder in the view's subtree resign; with `force`, even if it
    /// refuses. Returns whether the view's subtree has no first responder afterwards.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingCore(force) }

    // MARK: Direction, identity, misc

    /// How the view's content flips in right-to-left languages.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { extrasStorage?.semanticContentAttribute ?? .unspecified }
        set { extras.semanticContentAttribute = newValue; semanticContentAttributeDidChange() }
    }

    /// The layout direction of the view's content.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection() }

    /// An identifier for state restoration.
    open var restorationIdentifier: String? {
        get { extrasStorage?.restorationIdentifier }
        set { extras.restorationIdentifier = newValue }
    }

    /// The motion effects applied to the view.
    open var motionEffects: [UIMotionEffect] {
        get { extrasStorage?.motionEffects ?? [] }
        set { extras.motionEffects = newValue }
    }

    /// Adds a motion effect.
    open func addMotionEffect(_ effect: UIMotionEffect) {
        if !motionEffects.contains(where: { $0 === effect }) { extras.motionEffects.append(effect) }
    }

    /// Removes a motion effect.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        extrasStorage?.motionEffects.removeAll { $0 === effect }
    }

    /// The view controller managing this view, else the superview.
    open override var next: UIResponder? { extrasStorage?.viewController ?? superviewStorage }

    // MARK: Accessibility (storage and defaults in Views/UIAccessibility.swift)

    /// Whether assistive technologies see this view as one element (default false; true for
    /// labels and the standard controls).
    open var isAccessibilityElement: Bool {
        get { accessibilityBox?.isElement ?? false }
        set { ensureAccessibilityBox().isElement = newValue }
    }
    /// A short localized description (default nil; labels and buttons report their text).
    open var accessibilityLabel: String? {
        get { accessibilityBox?.label }
        set { ensureAccessibilityBox().label = newValue }
    }
    /// What performing the element's action does (default nil).
    open var accessibilityHint: String? {
        get { accessibilityBox?.hint }
        set { ensureAccessibilityBox().hint = newValue }
    }
    /// The element's value as text (default nil; controls report theirs).
    open var accessibilityValue: String? {
        get { accessibilityBox?.value }
        set { ensureAccessibilityBox().value = newValue }
    }
    /// The element's traits (default none; controls add theirs).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityBox?.traits ?? .none }
        set { ensureAccessibilityBox().traits = newValue }
    }
    /// An identifier for UI tests (default nil).
    open var accessibilityIdentifier: String? {
        get { accessibilityBox?.identifier }
        set { ensureAccessibilityBox().identifier = newValue }
    }
    /// The element's frame in screen (window) coordinates: the view's bounds converted to its
    /// window unless set explicitly.
    open var accessibilityFrame: CGRect {
        get { accessibilityBox?.frame ?? convert(bounds, to: nil) }
        set { ensureAccessibilityBox().frame = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies (default false).
    open var accessibilityElementsHidden: Bool {
        get { accessibilityBox?.elementsHidden ?? false }
        set { ensureAccessibilityBox().elementsHidden = newValue }
    }
    /// The elements inside this container, in navigation order (default nil; segmented
    /// controls list their segments).
    open var accessibilityElements: [Any]? {
        get { accessibilityBox?.elements }
        set { ensureAccessibilityBox().elements = newValue }
    }
    /// Increases an adjustable element's value (default: nothing).
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value (default: nothing).
    open func accessibilityDecrement() {}
    /// Performs the element's default action; return whether it did (default false: an
    /// assistive technology then taps `accessibilityActivationPoint`).
    open func accessibilityActivate() -> Bool { false }
    /// Extra actions an assistive technology offers on the element (default nil).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityBox?.customActions }
        set { ensureAccessibilityBox().customActions = newValue }
    }
    /// Where an assistive technology taps to activate the element, in screen (window)
    /// coordinates: the middle of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityBox?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { ensureAccessibilityBox().activationPoint = newValue }
    }

    // MARK: Snapshots

    /// Draws the view's subtree into the current context at `rect`; returns whether it drew.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchyCore(in: rect, afterScreenUpdates: afterUpdates)
    }

    /// A view showing an image of the receiver's current appearance.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    /// A view showing an image of `rect` of the receiver, stretchable outside `capInsets`.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeSnapshotView(from: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }
}

/// The rarely used state of a view, allocated on first use.
package final class UIViewExtras {
    package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    package var preservesSuperviewLayoutMargins = false
    package var insetsLayoutMarginsFromSafeArea = true
    package var safeAreaInsets: UIEdgeInsets = .zero
    package var lastEffectiveMargins: UIEdgeInsets?
    package var maskView: UIView?
    package var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    package var restorationIdentifier: String?
    package var motionEffects: [UIMotionEffect] = []
    package weak var viewController: UIViewController?
    package var observations: ObservationRegistry?
    package var gestureRecognizers: [UIGestureRecognizer] = []
    package var interactions: [UIInteraction] = []
    package var accessibility: UIAccessibilityBox?
    package var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    /// Appearance properties the app set on this view itself (proxies leave them alone).
    package var appearanceKeysSetByApp: Set<String> = []
    /// The style override (`overrideUserInterfaceStyle`).
    package var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    package init() {}
}

extension UIView {
    /// The view's side storage, created when first needed.
    package var extras: UIViewExtras {
        if let existing = extrasStorage { return existing }
        let created = UIViewExtras()
        extrasStorage = created
        return created
    }
}
