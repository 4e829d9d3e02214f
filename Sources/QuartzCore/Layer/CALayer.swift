import CoreGraphics
import Foundation

/// An object that manages image-based content and its geometry, appearance and
/// animations; the compositor draws trees of layers into windows and images.
///
/// Setting a property only records the new model value and tells the compositor which
/// region changed; drawing happens when a frame is rendered. Layers are not bound to an
/// actor, as on Apple platforms: thread safety is the caller's business.
open class CALayer: NSObject {
    // MARK: Geometry

    /// The layer's own coordinate system: origin and size in points.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet { boundsDidChange(from: oldValue) }
    }

    /// The anchor point's location in the superlayer's coordinate system.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet {
            guard CALayer.validate(position, key: "position") else { position = oldValue; return }
            propertyDidChange("position", previous: .typed(.point(oldValue)))
        }
    }

    /// The point, in unit coordinates of the bounds, that `position` refers to and that
    /// transforms happen around. Default (0.5, 0.5).
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard CALayer.validate(anchorPoint, key: "anchorPoint") else { anchorPoint = oldValue; return }
            propertyDidChange("anchorPoint", oldValue: oldValue)
        }
    }

    /// The anchor point's z component.
    open var anchorPointZ: CGFloat {
        get { transformStorage?.anchorPointZ ?? 0 }
        set { guard CALayer.validate([newValue], key: "anchorPointZ") else { return }; let old = anchorPointZ; transforms.anchorPointZ = newValue; propertyDidChange("anchorPointZ", oldValue: old) }
    }

    /// The layer's position on the z axis: sublayers draw in increasing zPosition order,
    /// ties keeping sublayer order.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        didSet {
            guard CALayer.validate([zPosition], key: "zPosition") else { zPosition = oldValue; return }
            superlayer?.sublayersNeedSorting = true
            propertyDidChange("zPosition", oldValue: oldValue)
        }
    }

    /// The transform applied to the layer, about its anchor point.
    open var transform: CATransform3D {
        get { transformStorage?.transform ?? .identity }
        set { guard CALayer.validate(newValue, key: "transform") else { return }; let old = transform; transforms.transform = newValue; propertyDidChange("transform", previous: .typed(.transform(old))) }
    }

    /// The transform applied to sublayers when rendering, about the anchor point.
    open var sublayerTransform: CATransform3D {
        get { transformStorage?.sublayerTransform ?? .identity }
        set { guard CALayer.validate(newValue, key: "sublayerTransform") else { return }; let old = sublayerTransform; transforms.sublayerTransform = newValue; propertyDidChange("sublayerTransform", oldValue: old) }
    }

    // MARK: Appearance

    /// The layer's opacity, 0...1; it multiplies into the whole subtree.
    @exclusivity(unchecked) open var opacity: Float = 1 {
        didSet {
            if opacity.isNaN { opacity = oldValue; CALayer.log("opacity NaN ignored"); return }
            propertyDidChange("opacity", previous: .typed(.scalar(CGFloat(oldValue))))
        }
    }

    /// Whether the layer and its subtree are hidden.
    @exclusivity(unchecked) open var isHidden = false { didSet { propertyDidChange("hidden", oldValue: oldValue) } }

    /// Whether sublayers and contents are clipped to the bounds (rounded by `cornerRadius`).
    @exclusivity(unchecked) open var masksToBounds = false { didSet { propertyDidChange("masksToBounds", oldValue: oldValue) } }

    /// Whether the back side shows when rotated away; kept for API compatibility (the
    /// flattened renderer always shows the front).
    open var isDoubleSided: Bool {
        get { extraStorage?.isDoubleSided ?? true }
        set { let old = isDoubleSided; extras.isDoubleSided = newValue; propertyDidChange("doubleSided", oldValue: old) }
    }

    /// The radius of rounded corners for the background, border and (with
    /// `masksToBounds`) the clip.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        didSet {
            if !cornerRadius.isFinite { cornerRadius = oldValue; CALayer.log("cornerRadius \(cornerRadius) ignored"); return }
            propertyDidChange("cornerRadius", oldValue: oldValue)
        }
    }

    /// Which corners `cornerRadius` rounds.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = CACornerMask.all {
        didSet { propertyDidChange("maskedCorners", oldValue: oldValue) }
    }

    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve {
        get { extraStorage?.cornerCurve ?? .circular }
        set { let old = cornerCurve; extras.cornerCurve = newValue; propertyDidChange("cornerCurve", oldValue: old) }
    }

    /// The border width, drawn inside the bounds and above contents and sublayers.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        didSet {
            if !borderWidth.isFinite { borderWidth = oldValue; CALayer.log("borderWidth ignored"); return }
            propertyDidChange("borderWidth", oldValue: oldValue)
        }
    }

    /// The border color (default opaque black).
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor.black {
        didSet { propertyDidChange("borderColor", oldValue: oldValue) }
    }

    /// The background color (default nil: clear).
    @exclusivity(unchecked) open var backgroundColor: CGColor? {
        didSet { propertyDidChange("backgroundColor", oldValue: oldValue) }
    }

    /// Whether the layer promises to fill its bounds with opaque content.
    @exclusivity(unchecked) open var isOpaque = false { didSet { propertyDidChange("opaque", oldValue: oldValue) } }

    /// Whether the whole subtree is composited as one group when `opacity` < 1.
    @exclusivity(unchecked) open var allowsGroupOpacity = true { didSet { propertyDidChange("allowsGroupOpacity", oldValue: oldValue) } }

    /// Whether edges may be antialiased when transformed.
    open var allowsEdgeAntialiasing: Bool {
        get { extraStorage?.allowsEdgeAntialiasing ?? false }
        set { let old = allowsEdgeAntialiasing; extras.allowsEdgeAntialiasing = newValue; propertyDidChange("allowsEdgeAntialiasing", oldValue: old) }
    }

    /// Which edges are antialiased.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { extraStorage?.edgeAntialiasingMask ?? [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] }
        set { extras.edgeAntialiasingMask = newValue }
    }

    /// The shadow color (default opaque black).
    open var shadowColor: CGColor? {
        get { shadowStorage.map { $0.color } ?? CGColor.black }
        set { let old = shadowColor; shadows.color = newValue; propertyDidChange("shadowColor", oldValue: old) }
    }
    /// The shadow opacity, 0...1 (default 0: no shadow).
    open var shadowOpacity: Float {
        get { shadowStorage?.opacity ?? 0 }
        set { guard CALayer.validate([CGFloat(newValue)], key: "shadowOpacity") else { return }; let old = shadowOpacity; shadows.opacity = newValue; propertyDidChange("shadowOpacity", oldValue: old) }
    }
    /// The shadow offset (default (0, -3)).
    open var shadowOffset: CGSize {
        get { shadowStorage?.offset ?? CGSize(width: 0, height: -3) }
        set { guard CALayer.validate([newValue.width, newValue.height], key: "shadowOffset") else { return }; let old = shadowOffset; shadows.offset = newValue; propertyDidChange("shadowOffset", oldValue: old) }
    }
    /// The shadow blur radius (default 3).
    open var shadowRadius: CGFloat {
        get { shadowStorage?.radius ?? 3 }
        set { guard CALayer.validate([newValue], key: "shadowRadius") else { return }; let old = shadowRadius; shadows.radius = newValue; propertyDidChange("shadowRadius", oldValue: old) }
    }

    /// The shape of the shadow (layer coordinates); nil derives it from the content's alpha.
    /// Giving a path is much cheaper to render.
    open var shadowPath: CGPath? {
        get { shadowStorage?.path }
        set { let old = shadowPath; shadows.path = newValue; propertyDidChange("shadowPath", oldValue: old) }
    }

    /// A layer whose alpha channel masks this layer's content (in this layer's coordinates).
    /// The layer itself or one of its ancestors (through superlayers and mask owners) is
    /// refused with a log line; a mask moved from another layer leaves that layer.
    @exclusivity(unchecked) open var mask: CALayer? {
        didSet {
            if let mask, mask !== oldValue, !canUseAsMask(mask) { self.mask = oldValue; return }
            if oldValue !== mask { oldValue?.maskOwner = nil }
            if let mask {
                if let previousOwner = mask.maskOwner, previousOwner !== self { previousOwner.mask = nil }
                mask.removeFromSuperlayer()
                mask.maskOwner = self
            }
            propertyDidChange("mask", oldValue: oldValue)
        }
    }

    // MARK: Contents

    /// The layer's content image (a `CGImage`); display() sets it to the drawn backing image.
    @exclusivity(unchecked) open var contents: Any? {
        didSet {
            contentsImage = contents.flatMap { $0 as? CGImage }
            if isSettingBackingImage { return }  // display() reports its own damage
            contentsWereSetExplicitly = true
            propertyDidChange("contents", oldValue: oldValue)
        }
    }
    /// How contents are placed in the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { contentsStorage?.gravity ?? .resize }
        set { let old = contentsGravity; contentsAttributes.gravity = newValue; propertyDidChange("contentsGravity", oldValue: old) }
    }
    /// Pixels per point of the contents (default 1).
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet {
            if !(contentsScale > 0 && contentsScale.isFinite) { contentsScale = oldValue; CALayer.log("contentsScale must be positive"); return }
            propertyDidChange("contentsScale", oldValue: oldValue)
        }
    }
    /// The part of the contents image shown, in unit coordinates (default the whole image).
    open var contentsRect: CGRect {
        get { contentsStorage?.rect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { guard CALayer.validate(newValue, key: "contentsRect") else { return }; let old = contentsRect; contentsAttributes.rect = newValue; propertyDidChange("contentsRect", oldValue: old) }
    }
    /// The stretchable centre of the contents, in unit coordinates (default the whole image:
    /// plain scaling); the parts outside it keep their size (nine-part stretching).
    open var contentsCenter: CGRect {
        get { contentsStorage?.center ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { let old = contentsCenter; contentsAttributes.center = newValue; propertyDidChange("contentsCenter", oldValue: old) }
    }
    /// The filter when contents are shrunk.
    open var minificationFilter: CALayerContentsFilter {
        get { contentsStorage?.minificationFilter ?? .linear }
        set { let old = minificationFilter; contentsAttributes.minificationFilter = newValue; propertyDidChange("minificationFilter", oldValue: old) }
    }
    /// The filter when contents are enlarged.
    open var magnificationFilter: CALayerContentsFilter {
        get { contentsStorage?.magnificationFilter ?? .linear }
        set { let old = magnificationFilter; contentsAttributes.magnificationFilter = newValue; propertyDidChange("magnificationFilter", oldValue: old) }
    }
    /// Whether `setNeedsDisplay()` is called when the bounds change.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    /// Whether drawing may happen on a background thread; recorded, drawing stays synchronous.
    open var drawsAsynchronously: Bool {
        get { extraStorage?.drawsAsynchronously ?? false }
        set { extras.drawsAsynchronously = newValue }
    }
    /// Whether the layer is rendered as a bitmap before compositing; recorded (content is
    /// always cached per layer here).
    open var shouldRasterize: Bool {
        get { extraStorage?.shouldRasterize ?? false }
        set { extras.shouldRasterize = newValue }
    }
    /// The scale used when rasterizing.
    open var rasterizationScale: CGFloat {
        get { extraStorage?.rasterizationScale ?? 1 }
        set { extras.rasterizationScale = newValue }
    }

    // MARK: Timing (CAMediaTiming): the layer's time space for its animations

    /// When the layer's time starts, in its superlayer's time space.
    open var beginTime: CFTimeInterval {
        get { extraStorage?.beginTime ?? 0 }
        set { guard CALayer.validateTiming(newValue, key: "beginTime") else { return }; extras.beginTime = newValue; noteVisualChange() }
    }
    /// The layer's own duration (not used for its animations' timing).
    open var duration: CFTimeInterval {
        get { extraStorage?.duration ?? 0 }
        set { guard CALayer.validateTiming(newValue, key: "duration", allowsInfinity: true) else { return }; extras.duration = newValue }
    }
    /// How fast the layer's time runs relative to its superlayer's (0 pauses its animations).
    open var speed: Float {
        get { extraStorage?.speed ?? 1 }
        set { guard CALayer.validateTiming(Double(newValue), key: "speed") else { return }; extras.speed = newValue; noteVisualChange() }
    }
    /// An offset added to the layer's local time.
    open var timeOffset: CFTimeInterval {
        get { extraStorage?.timeOffset ?? 0 }
        set { guard CALayer.validateTiming(newValue, key: "timeOffset") else { return }; extras.timeOffset = newValue; noteVisualChange() }
    }
    /// Repeat count (kept for CAMediaTiming; layers do not repeat).
    open var repeatCount: Float {
        get { extraStorage?.repeatCount ?? 0 }
        set { guard CALayer.validateTiming(Double(newValue), key: "repeatCount", allowsInfinity: true) else { return }; extras.repeatCount = newValue }
    }
    /// Repeat duration (kept for CAMediaTiming).
    open var repeatDuration: CFTimeInterval {
        get { extraStorage?.repeatDuration ?? 0 }
        set { guard CALayer.validateTiming(newValue, key: "repeatDuration", allowsInfinity: true) else { return }; extras.repeatDuration = newValue }
    }
    /// Autoreverse flag (kept for CAMediaTiming).
    open var autoreverses: Bool {
        get { extraStorage?.autoreverses ?? false }
        set { extras.autoreverses = newValue }
    }
    /// Fill mode (kept for CAMediaTiming).
    open var fillMode: CAMediaTimingFillMode {
        get { extraStorage?.fillMode ?? .removed }
        set { extras.fillMode = newValue }
    }

    // MARK: Identity, tree, delegate

    /// A name for debugging and lookup.
    open var name: String? {
        get { extraStorage?.name }
        set { extras.name = newValue }
    }
    /// Default values for keys, consulted by `value(forKey:)` before the class defaults.
    open var style: [AnyHashable: Any]? {
        get { extraStorage?.style }
        set { extras.style = newValue }
    }
    /// Actions by key, searched after the delegate when a property changes.
    open var actions: [String: CAAction]? {
        get { extraStorage?.actions }
        set { extras.actions = newValue }
    }
    /// The layer's delegate (held weakly): it can draw, lay out and supply actions.
    @exclusivity(unchecked) open weak var delegate: CALayerDelegate?

    /// The superlayer, or nil for a root layer. Not retained: a layer clears its
    /// sublayers' link when it is freed, so no weak reference (and its costs) is needed.
    public var superlayer: CALayer? { superlayerLink }
    /// The unretained link behind `superlayer`.
    @exclusivity(unchecked) package unowned(unsafe) var superlayerLink: CALayer?
    /// The sublayers in back-to-front order; nil when there are none.
    @exclusivity(unchecked) package var sublayerStorage: [CALayer] = []

    // MARK: Engine state (package)

    /// The layer this one masks, if it is some layer's `mask` (not retained; cleared when
    /// the owner is freed or the mask replaced).
    @exclusivity(unchecked) package unowned(unsafe) var maskOwner: CALayer?
    /// The contents as an image, cached from `contents`.
    @exclusivity(unchecked) package var contentsImage: CGImage?
    /// Whether contents were assigned from outside `display()`.
    @exclusivity(unchecked) package var contentsWereSetExplicitly = false
    /// True while `display()` stores the backing image (so it is not an explicit set).
    @exclusivity(unchecked) package var isSettingBackingImage = false
    /// Whether `display()` must run before the next frame.
    @exclusivity(unchecked) package var needsDisplayFlag = false
    /// True while the layer's contents are being drawn: a redisplay asked for then (from
    /// `draw(_:)`) is for the next frame, as in UIKit, not for the same pass.
    @exclusivity(unchecked) package var isDrawingContents = false
    /// The union of rects passed to `setNeedsDisplay(_:)` since the last display.
    package var dirtyRect: CGRect {
        get { extraStorage?.dirtyRect ?? .null }
        set { if newValue.isNull && extraStorage == nil { return }; extras.dirtyRect = newValue }
    }
    /// Whether `layoutSublayers()` must run.
    @exclusivity(unchecked) package var needsLayoutFlag = false
    /// Whether `sublayerStorage` must be re-sorted by zPosition for drawing.
    @exclusivity(unchecked) package var sublayersNeedSorting = false
    /// The compositor's record of where this layer was last drawn.
    @exclusivity(unchecked) package var renderRecord = LayerRenderRecord()
    /// The `ChangeCoverage` generation in which a change of this layer was last known to be
    /// covered by a change a compositor has queued (this layer's or an ancestor's).
    @exclusivity(unchecked) package var changeCoverGeneration: UInt64 = 0
    /// True while the engine sets a property that must not trigger an implicit action.
    @exclusivity(unchecked) package var suppressesActions = false
    /// True while a presentation copy draws for a frame (`displayPresentation()`): the
    /// delegate draws through `draw(_:in:)`, never its `display(_:)` (the model's).
    @exclusivity(unchecked) package var isDisplayingPresentation = false
    /// Whether the content is drawn again on every frame of the layer's animations (set
    /// by UIKit for `.allowAnimatedContent`; cleared when the animations end).
    @exclusivity(unchecked) package var redisplaysDuringAnimations = false
    /// Property values overridden by running animations (the presentation values), or nil.
    @exclusivity(unchecked) package var presentationValues: LayerPresentationValues?
    /// The layer's animations, created with the first one.
    package var animationStore: CAAnimationStore? {
        get { extraStorage?.animationStore }
        set { if newValue == nil && extraStorage == nil { return }; extras.animationStore = newValue }
    }
    /// The registry of layers with animations that has held this layer (it takes the
    /// layer out when the layer is freed).
    @exclusivity(unchecked) package var animationRegistry: AnimatingLayers?
    /// Whether the layer is in the registry of layers with animations.
    @exclusivity(unchecked) package var isRegisteredAsAnimating = false
    /// The image of the layer captured when a transition was added.
    package var transitionSnapshot: CGImage? {
        get { extraStorage?.transitionSnapshot }
        set { if newValue == nil && extraStorage == nil { return }; extras.transitionSnapshot = newValue }
    }
    /// The running transition's type, subtype and progress (0...1), or nil.
    package var transitionProgress: (type: CATransitionType, subtype: CATransitionSubtype?, progress: Double)? {
        get { extraStorage?.transitionProgress }
        set { if newValue == nil && extraStorage == nil { return }; extras.transitionProgress = newValue }
    }
    /// The layer this one is the presentation copy of (held strongly by the copy).
    package var modelLayerStorage: CALayer? {
        get { extraStorage?.modelLayer }
        set { extras.modelLayer = newValue }
    }

    /// Rarely set transform values (nil while they have their defaults).
    @exclusivity(unchecked) package var transformStorage: LayerTransformStorage?
    /// Shadow values (nil while they have their defaults).
    @exclusivity(unchecked) package var shadowStorage: LayerShadowStorage?
    /// Contents placement values (nil while they have their defaults).
    @exclusivity(unchecked) package var contentsStorage: LayerContentsStorage?
    /// Everything else rarely set (nil while it has its defaults).
    @exclusivity(unchecked) package var extraStorage: LayerExtraStorage?

    /// Creates a layer with default property values.
    public override init() {
        super.init()
        if replicatesSublayers { ReplicatorCensus.born() }
    }

    deinit {
        if replicatesSublayers { ReplicatorCensus.died() }
        animationRegistry?.forget(self)
        for sublayer in sublayerStorage where sublayer.superlayerLink === self { sublayer.superlayerLink = nil }
        if let mask = mask, mask.maskOwner === self { mask.maskOwner = nil }
        DeferredRelease.release(&sublayerStorage)
    }

    /// Creates a copy of `layer`'s properties (used for presentation layers); subclasses
    /// override it to copy their own properties.
    public init(layer: Any) {
        super.init()
        if replicatesSublayers { ReplicatorCensus.born() }
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    /// Creates a layer of the receiver's dynamic class with default values: how a view
    /// makes its `layerClass` instance and how presentation copies are made, since Linux
    /// has no Objective-C runtime to call `init()` on a class object. Subclasses inherit
    /// it as long as they override all of `init()`, `init(layer:)` and `init?(coder:)`, or
    /// none of them (Swift's initializer inheritance).
    public required convenience init(layerClassInstance: Void) {
        self.init()
    }

    /// Decodes a layer archived with `encode(with:)`.
    public required init?(coder: NSCoder) {
        super.init()
        if replicatesSublayers { ReplicatorCensus.born() }
        decodeProperties(from: coder)
    }
    // MARK: Overridable entry points (their logic lives in CALayer+Feature.swift files;
    // Swift only lets members declared in the class body be overridden).

    /// The sublayers in back-to-front order, or nil when there are none. Setting it
    /// removes the old sublayers and adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set { replaceAllSublayers(with: newValue) }
    }

    /// Appends `layer` to the sublayers (front-most), removing it from its old superlayer.
    open func addSublayer(_ layer: CALayer) { appendSublayer(layer) }

    /// Inserts `layer` at `idx` (clamped to the sublayer count), removing it from its old
    /// superlayer first; adding a layer into itself or a descendant is refused with a log line.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertSublayerAtIndex(layer, at: idx) }

    /// Inserts `layer` directly below `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayerBelow(layer, below: sibling) }

    /// Inserts `layer` directly above `sibling` (at the front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertSublayerAbove(layer, above: sibling) }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replaceSublayerInPlace(oldLayer, with: newLayer) }

    /// Removes the layer from its superlayer (or from its owner's `mask`).
    open func removeFromSuperlayer() { detachFromParent() }

    /// The layer's rectangle in its superlayer's coordinates, derived from `position`,
    /// `anchorPoint`, `bounds.size` and `transform` (the bounding box when transformed).
    /// Setting it sets `position` and `bounds.size`; NaN or infinite values are refused.
    open var frame: CGRect {
        get { frameFromGeometry }
        set { setGeometry(fromFrame: newValue) }
    }

    /// The transform as an affine transform (its affine part when it has z terms).
    open func affineTransform() -> CGAffineTransform { affinePartOfTransform() }

    /// Sets `transform` from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { setTransform(affine: m) }

    /// Converts a point from this layer's coordinates to `l`'s (the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertPoint(p, to: l) }

    /// Converts a point from `l`'s coordinates (the root's when nil) to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertPoint(p, from: l) }

    /// Converts a rectangle from this layer's coordinates to `l`'s (the bounding box).
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { convertRect(r, to: l) }

    /// Converts a rectangle from `l`'s coordinates to this layer's (the bounding box).
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertRect(r, from: l) }

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's
    /// coordinates; hidden layers are skipped; `masksToBounds` cuts off what is outside.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestSubtree(p) }

    /// The preferred size in the superlayer's coordinates: the transformed bounds size.
    open func preferredFrameSize() -> CGSize { transformedBoundsSize() }

    /// Marks the whole layer for redisplay; `display()` runs at the next commit, never now.
    open func setNeedsDisplay() { markWholeLayerForDisplay() }

    /// Marks `r` (bounds coordinates) for redisplay: only that part of the backing image is
    /// cleared and redrawn at the next commit.
    open func setNeedsDisplay(_ r: CGRect) { markForDisplay(r) }

    /// Whether the layer is marked for redisplay.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs `display()` now if the layer is marked for redisplay.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Whether changing `key` marks the layer for redisplay; subclasses return true for
    /// properties that their drawing depends on.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Updates the contents: the delegate's `display(_:)` when it has one, otherwise a
    /// backing image sized bounds x contentsScale filled by `draw(in:)`.
    open func display() { runDisplay() }

    /// Draws the layer's content; the default asks the delegate's `draw(_:in:)`.
    /// The context is y-down, in bounds coordinates, clipped to the dirty area.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Marks the layer for layout; `layoutSublayers()` runs at the next commit or
    /// `layoutIfNeeded()`.
    open func setNeedsLayout() { markForLayout() }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now: from the highest ancestor that needs layout down through every
    /// marked layer beneath it.
    open func layoutIfNeeded() { layoutFromHighestMarkedAncestor() }

    /// Positions sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    /// Called when the bounds size changed or after `setNeedsLayout()`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Archives the layer's model properties and sublayers.
    open func encode(with coder: NSCoder) { encodeProperties(with: coder) }

    /// Copies the properties a subclass adds when making presentation copies; the
    /// built-in subclasses override it.
    package func copySubclassProperties(from other: CALayer) {}

    /// Paints what a built-in subclass draws from its own properties (a shape, a
    /// gradient), between the contents and the sublayers; returns its device box.
    package func paintSubclassContent(_ painter: LayerPainter, values: LayerRenderValues,
                                      transform m: CGAffineTransform, alpha: CGFloat) -> CGRect { .null }

    /// The local-coordinate box of what `paintSubclassContent` draws beyond the bounds.
    package func subclassContentBounds(values: LayerRenderValues) -> CGRect { .null }

    /// Whether the layer keeps its sublayers in 3D (a `CATransformLayer`).
    package var keepsSublayersIn3D: Bool { false }

    /// Whether the layer's content changes by itself over time (an emitter's particles):
    /// the compositor then visits it every frame, as it visits animating layers.
    package var hasContinuousContent: Bool { false }

    /// Moves self-changing content to media time `time` (called each frame before
    /// painting); returns whether the frame shows a change.
    package func advanceContinuousContent(toMediaTime time: CFTimeInterval) -> Bool { false }

    /// Makes an empty layer of the same dynamic class (for presentation copies).
    package func makeEmptyCopy() -> CALayer { type(of: self).init(layerClassInstance: ()) }

    /// How many separately painted parts `paintSubclassContent` draws (a shape's fill and
    /// stroke count two); with the layer's own parts it decides whether opacity < 1 needs
    /// a group so overlapping parts do not show through each other.
    package var subclassContentPartCount: Int { 0 }

    /// Whether the sublayers are drawn several times (a replicator): a change anywhere
    /// beneath such a layer damages every copy, so the compositor treats it as a change
    /// of this layer.
    package var replicatesSublayers: Bool { false }

    /// The copies the sublayers are drawn in, in drawing order (a replicator's instances);
    /// nil draws them once, as plain layers do. Called by the painter and the measurer.
    package func sublayerInstances(values: LayerRenderValues) -> [SublayerInstance]? { nil }

    // MARK: Key-value access

    /// The value of a property by its key-value name ("position", "opacity", "hidden"…).
    open func value(forKey key: String) -> Any? { layerValue(forKey: key) }

    /// Sets a property by its key-value name; unknown keys are kept and returned by
    /// `value(forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { setLayerValue(value, forKey: key) }

    /// The value at a dotted key path ("position.x", "transform.rotation.z", "bounds.size").
    open func value(forKeyPath keyPath: String) -> Any? { layerValue(forKeyPath: keyPath) }

    /// Sets the value at a dotted key path ("position.x", "transform.scale").
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setLayerValue(value, forKeyPath: keyPath) }

    /// The default value of a property, or nil.
    open class func defaultValue(forKey key: String) -> Any? { layerDefaultValue(forKey: key) }

    /// Whether the value of `key` should be archived.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Actions and animations

    /// The default action for `event`: an implicit basic animation for animatable
    /// properties, nil otherwise.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimation(forKey: event) }

    /// The action for `event`: the delegate's, then `actions`, `style["actions"]`, then
    /// `defaultAction(forKey:)`; nil when none (or `NSNull`) is found.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// Adds a copy of `anim` under `key` (nil: a unique key), replacing an animation with
    /// the same key; it starts when the current transaction commits.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimationCopy(anim, forKey: key) }

    /// The animation under `key` (the copy the layer holds), or nil.
    open func animation(forKey key: String) -> CAAnimation? { animationStore?.animation(forKey: key) }

    /// Removes the animation under `key` (its delegate hears `finished: false`).
    open func removeAnimation(forKey key: String) {
        animationStore?.remove(forKey: key)
        noteVisualChange()
    }

    /// Removes every animation (their delegates hear `finished: false`).
    open func removeAllAnimations() {
        animationStore?.removeAll()
        noteVisualChange()
    }

    /// The keys of the layer's animations in the order added, or nil when there are none.
    open func animationKeys() -> [String]? {
        guard let keys = animationStore?.keys, !keys.isEmpty else { return nil }
        return keys
    }

    /// A copy of the layer as currently shown: model values with running animations
    /// applied at the current media time. A presentation layer returns itself' copy chain
    /// to its model through `model()`.
    open func presentation() -> Self? { makePresentationCopy() as? Self }

    /// The model layer of a presentation copy, or the layer itself.
    open func model() -> Self { modelLayerStorage as? Self ?? self }

    /// Renders the layer and its sublayers (model values) into `ctx`, in the layer's own
    /// coordinate space at the context's current transform (y down, as UIKit's contexts).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// Converts a time from `l`'s time space to this layer's (media time when nil).
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let media = l.map { $0.mediaTime(forLocalTime: t) } ?? t
        return localTime(forMediaTime: media)
    }

    /// Converts a time from this layer's time space to `l`'s (media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(forLocalTime: t)
        return l.map { $0.localTime(forMediaTime: media) } ?? media
    }
}

extension CALayer: CAMediaTiming {}
