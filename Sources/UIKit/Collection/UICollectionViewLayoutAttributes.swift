import CoreGraphics
import Foundation
import QuartzCore

/// Where and how one element of a collection view shows: a cell, a supplementary view or
/// a decoration view. A layout makes these; the collection view applies them to views.
///
/// Subclasses add properties for their own layouts and override `copy(with:)` and
/// `isEqual(_:)` to carry them, as on iOS: the collection view copies attributes before
/// handing them to views and compares them to decide what changed. Not actor-isolated
/// (plain values a layout may compute anywhere).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The center of the element in collection-view coordinates.
    open var center: CGPoint = .zero
    /// The size of the element.
    open var size: CGSize = .zero
    /// The element's transform as an affine transform (setting it replaces `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DIsAffine(transform3D) ? CATransform3DGetAffineTransform(transform3D) : .identity }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's 3D transform (default identity).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1
    /// The element's position on the z axis: higher values are in front (default 0).
    open var zIndex: Int = 0
    /// Whether the element is hidden (a hidden element gets no view).
    open var isHidden = false
    /// The index path of the element.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for cells.
    open internal(set) var representedElementKind: String?
    /// The axes a self-sizing view may change (compositional layouts: the estimated
    /// dimensions); nil lets it fit both freely (custom and flow layouts).
    var selfSizingAxes: UIAxis?
    /// What a list section tells its cells and headers (appearance, separators, corners).
    var listInfo: CollectionListInfo?

    /// The frame of the element: its center and size (before `transform`).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The bounds of the element: zero origin, its size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Creates attributes for the cell at index path (0, 0).
    public override init() { super.init() }

    /// Creates attributes of the receiver's dynamic class with default values: how the
    /// collection view and the built-in layouts make attributes of a layout's
    /// `layoutAttributesClass` (and how `copy(with:)` makes the copy), since Linux has no
    /// Objective-C runtime to call `init()` on a class object. Subclasses inherit it as
    /// long as they declare no designated initializer, or override `init()` too.
    public required convenience init(layoutAttributesClassInstance: Void) { self.init() }

    /// Creates attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(layoutAttributesClassInstance: ())
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(layoutAttributesClassInstance: ())
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(layoutAttributesClassInstance: ())
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the receiver's dynamic class carrying every property listed here;
    /// subclasses call `super.copy(with:)` and set their own properties on the result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(layoutAttributesClassInstance: ())
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        copy.listInfo = listInfo
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values;
    /// subclasses compare their own properties, then call `super.isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return type(of: other) == type(of: self) && center == other.center && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && listInfo == other.listInfo
    }

    /// A hash of the element's identity (category, kind and index path).
    open override var hash: Int {
        var h = Hasher()
        h.combine(representedElementCategory)
        h.combine(representedElementKind)
        h.combine(indexPath)
        return h.finalize()
    }

    /// The attributes in UIKit's description style.
    open override var description: String {
        let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath)); frame = \(frame)\(kind)\(isHidden ? "; hidden = YES" : "")\(alpha != 1 ? "; alpha = \(alpha)" : "")>"
    }
}
