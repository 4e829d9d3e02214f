import Foundation
import Testing
import UIKit

/// A circular layout's attributes, written as iOS code writes them: an extra anchor point
/// and angle, carried by `copy(with:)` and compared in `isEqual(_:)`.
final class CircularAttributes: UICollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var angle: CGFloat = 0 {
        didSet {
            zIndex = Int(angle * 1_000_000)
            transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CircularAttributes
        copy.anchorPoint = anchorPoint
        copy.angle = angle
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CircularAttributes else { return false }
        return other.anchorPoint == anchorPoint && other.angle == angle && super.isEqual(object)
    }
}

@MainActor @Suite struct CollectionViewLayoutAttributesTests {
    @Test func frameCenterSizeAndBoundsAreOneGeometry() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(a.center == CGPoint(x: 60, y: 45) && a.size == CGSize(width: 100, height: 50))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        a.center = CGPoint(x: 0, y: 0)
        #expect(a.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        a.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
        #expect(a.representedElementCategory == .cell && a.representedElementKind == nil)
        #expect(a.alpha == 1 && a.zIndex == 0 && !a.isHidden && a.transform.isIdentity)
        a.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(a.transform3D.m11 == 2 && a.transform3D.m22 == 3, "transform and transform3D are one property")
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "UICollectionElementKindSectionHeader")
        let deco = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        #expect(deco.representedElementCategory == .decorationView && deco.representedElementKind == "background")
    }

    @Test func copyCarriesEveryPropertyAndEqualityComparesThem() {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 4, section: 0))
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.alpha = 0.5
        a.zIndex = 7
        a.isHidden = true
        a.transform3D = CATransform3DMakeScale(2, 2, 1)
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(b !== a && b.isEqual(a) && a.isEqual(b))
        #expect(b.frame == a.frame && b.alpha == 0.5 && b.zIndex == 7 && b.isHidden && b.representedElementKind == "badge")
        b.zIndex = 8
        #expect(!b.isEqual(a))
        b.zIndex = 7
        b.indexPath = IndexPath(item: 5, section: 0)
        #expect(!b.isEqual(a))
    }

    @Test func subclassPropertiesSurviveCopyAndTakePartInEquality() {
        let a = CircularAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.anchorPoint = CGPoint(x: 0.5, y: 4)
        a.angle = 0.25
        let copy = a.copy() as! CircularAttributes
        #expect(copy.anchorPoint == CGPoint(x: 0.5, y: 4) && copy.angle == 0.25 && copy.zIndex == 250_000)
        #expect(copy.isEqual(a))
        copy.anchorPoint.y = 3
        #expect(!copy.isEqual(a) && !a.isEqual(copy))
        // A plain attributes object with the same base values is not equal to the subclass.
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.frame = a.frame
        plain.transform3D = a.transform3D
        plain.zIndex = a.zIndex
        #expect(!plain.isEqual(a) && !a.isEqual(plain))
    }

    @Test func invalidationContextsAndAttributesComeFromTheLayoutsClasses() {
        final class Context: UICollectionViewLayoutInvalidationContext { var headersOnly = false }
        final class Layout: UICollectionViewLayout {
            override class var layoutAttributesClass: AnyClass { CircularAttributes.self }
            override class var invalidationContextClass: AnyClass { Context.self }
        }
        let layout = Layout()
        #expect(layout.invalidationContext(forBoundsChange: .zero) is Context)
        #expect(ObjectIdentifier(Layout.layoutAttributesClass) == ObjectIdentifier(CircularAttributes.self))
        let context = Context()
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 2)]])
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
    }
}
