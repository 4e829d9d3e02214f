import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A custom layout that archives its own setting, as `UICollectionViewLayout` subclasses do.
final class ArchivedGridLayout: UICollectionViewLayout {
    var columns = 2

    override init() { super.init() }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        columns = coder.decodeInteger(forKey: "columns")
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(columns, forKey: "columns")
    }
}

/// A flow layout subclass (its class survives, with the flow metrics).
final class ArchivedShelfLayout: UICollectionViewFlowLayout {}

/// A text field's left and right views, image view animations and collection view layouts
/// through `NSKeyedArchiver` and the validating unarchiver.
@MainActor @Suite(.serialized) struct OverlayAnimationAndLayoutArchivingTests {
    func roundTrip<T>(_ object: T) throws -> (T?, Error?) {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        return (coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? T, coder.error)
    }

    /// `view` alone in a window of `size`, laid out, rendered.
    func render(_ view: UIView, size: CGSize) -> PixelReader {
        let window = makeWindow(size)
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        defer { window.isHidden = true }
        return PixelReader(window.renderedImage())
    }

    @Test func textFieldKeepsLeftAndRightViewsAsOverlays() throws {
        let field = UITextField(frame: CGRect(x: 5, y: 5, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "overlays"
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        icon.backgroundColor = .systemPurple
        field.leftView = icon
        field.leftViewMode = .always
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        field.rightView = button
        field.rightViewMode = .unlessEditing
        let (decoded, error) = try roundTrip(field)
        #expect(error == nil)
        let copy = try #require(decoded)
        let left = try #require(copy.leftView)
        #expect(left.backgroundColor == .systemPurple && copy.leftViewMode == .always)
        let right = try #require(copy.rightView as? UIButton)
        #expect(right.title(for: .normal) == "Go" && copy.rightViewMode == .unlessEditing)
        // Each overlay once among the subviews, not a second stray copy.
        #expect(copy.subviews.count == field.subviews.count)
        #expect(copy.subviews.filter { $0 === left }.count == 1 && copy.subviews.filter { $0 === right }.count == 1)
        #expect(copy.textRect(forBounds: copy.bounds) == field.textRect(forBounds: field.bounds))
        let expected = render(field, size: CGSize(width: 210, height: 44))
        let actual = render(copy, size: CGSize(width: 210, height: 44))
        let identical = expected.bytes == actual.bytes
        #expect(identical)
        #expect(actual[15, 22].isNear(Pixel(175, 82, 222, 255), 3))  // the purple left view (systemPurple 0.686, 0.322, 0.871)
    }

    @Test func imageViewKeepsItsAnimation() throws {
        let frames = (1...3).map { scale in UIImage(cgImage: makeQuadrantCGImage(), scale: CGFloat(scale), orientation: .up) }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        imageView.animationImages = frames
        imageView.highlightedAnimationImages = [frames[0]]
        imageView.animationDuration = 0.6
        imageView.animationRepeatCount = 2
        let (decoded, error) = try roundTrip(imageView)
        #expect(error == nil)
        let copy = try #require(decoded)
        #expect(copy.animationImages?.map(\.scale) == [1, 2, 3])
        #expect(copy.animationImages?.first?.pngData() == frames[0].pngData())
        #expect(copy.highlightedAnimationImages?.count == 1)
        #expect(copy.animationDuration == 0.6 && copy.animationRepeatCount == 2)
        let window = makeWindow(CGSize(width: 20, height: 20))
        defer { window.isHidden = true }
        window.addSubview(copy)
        copy.startAnimating()
        #expect(copy.isAnimating)
        // The decoded settings drive the animation: three frames, 0.6 s a cycle, two cycles.
        let animation = try #require(copy.layer.animation(forKey: "UIImageViewAnimation") as? CAKeyframeAnimation)
        #expect(animation.values?.count == 3 && animation.duration == 0.6 && animation.repeatCount == 2)
    }

    @Test func collectionViewLayoutsAreArchivedByClass() throws {
        let grid = ArchivedGridLayout()
        grid.columns = 3
        let custom = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: grid)
        let shelf = ArchivedShelfLayout()
        shelf.itemSize = CGSize(width: 44, height: 60)
        shelf.sectionInsetReference = .fromSafeArea
        let flowSubclass = UICollectionView(frame: .zero, collectionViewLayout: shelf)
        let section = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        let compositional = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let root = UIView()
        for view in [custom, flowSubclass, compositional] { root.addSubview(view) }
        let (decoded, error) = try roundTrip(root)
        #expect(error == nil)
        let copy = try #require(decoded)
        let decodedCustom = try #require(copy.subviews[0] as? UICollectionView)
        let decodedGrid = try #require(decodedCustom.collectionViewLayout as? ArchivedGridLayout)
        #expect(decodedGrid.columns == 3 && decodedGrid.collectionView === decodedCustom)
        let decodedShelf = try #require((copy.subviews[1] as? UICollectionView)?.collectionViewLayout as? ArchivedShelfLayout)
        #expect(decodedShelf.itemSize == CGSize(width: 44, height: 60) && decodedShelf.sectionInsetReference == .fromSafeArea)
        // A compositional layout's sections come from code: not archived, a flow layout instead.
        let decodedCompositional = try #require(copy.subviews[2] as? UICollectionView)
        #expect(type(of: decodedCompositional.collectionViewLayout) == UICollectionViewFlowLayout.self)
    }
}
