import CoreGraphics
import Foundation

/// A view that displays an image through its layer's contents: it never calls
/// `draw(_:)`; placement comes from `contentMode` (the layer's gravity), cap insets from
/// `contentsCenter`, template images are tinted with `tintColor`.
///
/// `animationImages` play as a discrete keyframe animation of the layer's contents on the
/// media clock (so `advanceTime(by:)` drives them in tests).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted.
    open var image: UIImage? { didSet { imageDidChange(old: oldValue) } }
    /// The image shown while highlighted (nil: `image`).
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    /// The symbol configuration the view prefers for symbol images (kept; there are no SF
    /// Symbols on Linux, so no image it shows is a symbol image).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether the view shows its highlighted image.
    open var isHighlighted = false { didSet { updateContents() } }
    /// The frames of the animation.
    open var animationImages: [UIImage]?
    /// The frames of the animation while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// One cycle's duration (default 0: 1/30 s per image).
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play (default 0: forever).
    open var animationRepeatCount: Int = 0

    private static let animationKey = "UIImageViewAnimation"

    /// Creates an image view with no image and the given frame; it ignores touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view sized to its image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange(old: nil)
    }

    /// An image view with an image and a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// Creates an image view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // Ignores touches unless its archive or document says otherwise.
        if !coder.containsValue(forKey: "UIUserInteractionEnabled") { isUserInteractionEnabled = false }
        decodeImageView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIImageView properties after the view's (see `UIImageView+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeImageView(with: coder)
    }

    /// The size of the shown image (no intrinsic size without one).
    open override var intrinsicContentSize: CGSize {
        guard let size = (isHighlighted ? highlightedImage ?? image : image)?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The size of the image, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Redraws template images in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContents()
    }

    /// Starts playing `animationImages`.
    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        let images = frames.compactMap { displayedCGImage(for: $0) }
        guard !images.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        animation.isRemovedOnCompletion = true
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() { layer.removeAnimation(forKey: Self.animationKey) }

    /// Whether the animation is playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }

    // MARK: Internals

    private func imageDidChange(old: UIImage?) {
        if old?.size != image?.size { invalidateIntrinsicContentSize() }
        updateContents()
    }

    /// The bitmap shown for an image: tinted when it renders as a template.
    package func displayedCGImage(for image: UIImage) -> CGImage? {
        if image.renderingMode == .alwaysTemplate {
            return image.withTintColor(tintColor ?? .systemBlue).cgImage
        }
        return image.cgImage
    }

    package func updateContents() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, let cg = displayedCGImage(for: shown) else {
            layer.contents = nil
            return
        }
        layer.contents = cg
        layer.contentsScale = shown.scale
        let insets = shown.capInsets
        if insets != .zero, shown.size.width > 0, shown.size.height > 0 {
            let w = shown.size.width, h = shown.size.height
            layer.contentsCenter = CGRect(x: insets.left / w, y: insets.top / h,
                                          width: max(0, w - insets.left - insets.right) / w,
                                          height: max(0, h - insets.top - insets.bottom) / h)
        } else {
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }
}
