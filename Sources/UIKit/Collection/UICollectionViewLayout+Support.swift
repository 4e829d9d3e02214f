import CoreGraphics
import Foundation

// Making attributes and contexts of the layout's classes, decoration registration, and
// the checks the collection view runs on what a layout returns.

extension UICollectionViewLayout {
    /// A new context of `invalidationContextClass` (the base class when that is not a
    /// context class, with a log line).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls: AnyClass = type(of: self).invalidationContextClass
        guard let type = cls as? UICollectionViewLayoutInvalidationContext.Type else {
            UIView.log("invalidationContextClass \(cls) of \(Swift.type(of: self)) is not a UICollectionViewLayoutInvalidationContext subclass; the base class is used")
            return UICollectionViewLayoutInvalidationContext()
        }
        return type.init(invalidationContextClassInstance: ())
    }

    func everythingContext() -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        return context
    }

    func preferredInvalidationContext(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch attributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [attributes.indexPath])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: attributes.representedElementKind ?? "", at: [attributes.indexPath])
        case .decorationView: context.invalidateDecorationElements(ofKind: attributes.representedElementKind ?? "", at: [attributes.indexPath])
        }
        return context
    }

    /// The attributes class of this layout as a type (the base class when the override
    /// names something else, with a log line).
    var attributesType: UICollectionViewLayoutAttributes.Type {
        let cls: AnyClass = type(of: self).layoutAttributesClass
        guard let type = cls as? UICollectionViewLayoutAttributes.Type else {
            UIView.log("layoutAttributesClass \(cls) of \(Swift.type(of: self)) is not a UICollectionViewLayoutAttributes subclass; the base class is used")
            return UICollectionViewLayoutAttributes.self
        }
        return type
    }

    /// Attributes of the layout's class for the cell at `indexPath`.
    func makeCellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = attributesType.init(layoutAttributesClassInstance: ())
        a.indexPath = indexPath
        return a
    }

    /// Attributes of the layout's class for a supplementary view.
    func makeSupplementaryAttributes(_ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = attributesType.init(layoutAttributesClassInstance: ())
        a.indexPath = indexPath
        a.representedElementCategory = .supplementaryView
        a.representedElementKind = kind
        return a
    }

    func registerDecoration(_ viewClass: AnyClass?, _ kind: String) {
        guard let viewClass else { decorationClasses[kind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            UIView.log("register(_:forDecorationViewOfKind:) needs a UICollectionReusableView subclass, not \(viewClass), for kind \(kind)")
            return
        }
        decorationClasses[kind] = type
        collectionView?.setNeedsLayout()
    }
}
