import CoreGraphics
import Foundation

/// A view a collection view reuses: the base of cells, supplementary views (headers,
/// footers, badges) and decoration views. The collection view applies each element's
/// layout attributes to it and asks it for its preferred attributes (self-sizing).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under (nil until registered use).
    public internal(set) var reuseIdentifier: String?
    /// The attributes last applied (what `preferredLayoutAttributesFitting` starts from).
    var appliedAttributes: UICollectionViewLayoutAttributes?
    weak var hostCollectionView: UICollectionView?

    /// Creates a view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Decodes a view.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a view of the receiver's dynamic class: how the collection view makes a
    /// registered class's views (Linux cannot call an initializer on a class object).
    /// Subclasses inherit it when they override both `init(frame:)` and `init?(coder:)`,
    /// or neither (Swift's initializer inheritance), as iOS subclasses usually do.
    public required convenience init(registeredClassInstance: Void) { self.init(frame: .zero) }

    /// Called before the collection view hands the view out again; the default does nothing
    /// (cells clear their selection and highlight).
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the geometry the collection view applies itself
    /// (frame, transform, alpha, z order, hidden): override to read a custom attributes
    /// subclass. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants instead of `layoutAttributes` (self-sizing): the
    /// default fits the view's Auto Layout content into the offered size when it has
    /// constraints inside it, and returns the attributes unchanged otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        fittedAttributes(layoutAttributes)
    }

    /// Called before the view moves from one layout to another.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the view moved from one layout to another.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The view whose constraints size this view (a cell's content view).
    var sizingView: UIView { self }

    /// The size the view's own content needs at `size` (cells with a content
    /// configuration, list cells beside their accessories); nil: fit the constraints.
    func selfSizingFit(_ size: CGSize, _ axes: UIAxis?) -> CGSize? { nil }

    /// The attributes fitted to the content: with `selfSizingAxes` set (compositional
    /// layouts) only those axes change and the others are required; without, both fit.
    func fittedAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = attributes.selfSizingAxes
        if let axes, axes.isEmpty { return attributes }
        var fitted: CGSize
        if let own = selfSizingFit(attributes.size, axes) {
            fitted = own
        } else {
            guard !sizingView.constraints.isEmpty else { return attributes }
            let h: UILayoutPriority = axes.map { $0.contains(.horizontal) ? .fittingSizeLevel : .required } ?? .fittingSizeLevel
            let v: UILayoutPriority = axes.map { $0.contains(.vertical) ? .fittingSizeLevel : .required } ?? .fittingSizeLevel
            fitted = sizingView.systemLayoutSizeFitting(attributes.size, withHorizontalFittingPriority: h, verticalFittingPriority: v)
        }
        if let axes {
            if !axes.contains(.horizontal) { fitted.width = attributes.size.width }
            if !axes.contains(.vertical) { fitted.height = attributes.size.height }
        }
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 else { return attributes }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.size = fitted
        return copy
    }
}
