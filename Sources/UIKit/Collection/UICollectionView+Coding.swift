import CoreGraphics
import Foundation

extension UICollectionViewLayout: @preconcurrency NSCoding {}

/// A collection view's archive (after the scroll view's): the selection flags and its
/// layout (`UICollectionLayout`), archived by class: a flow layout with its metrics, a
/// custom `UICollectionViewLayout` subclass through its own `encode(with:)` and
/// `init(coder:)`. A compositional layout is not archived (its sections come from a closure
/// or a section provider, which no archive can hold; Interface Builder offers none either):
/// logged, and the collection view decodes with a flow layout. Items come from the data
/// source again.
extension UICollectionView {
    package func encodeCollectionView(with coder: NSCoder) {
        coder.encode(allowsSelection, forKey: "UIAllowsSelection")
        coder.encode(allowsMultipleSelection, forKey: "UIAllowsMultipleSelection")
        if collectionViewLayout is UICollectionViewCompositionalLayout {
            UIView.log("encode(with:): a \(type(of: collectionViewLayout)) is not archived (its sections come from code); the collection view decodes with a flow layout")
        } else {
            coder.encode(collectionViewLayout, forKey: "UICollectionLayout")
        }
    }

    package func decodeCollectionView(from coder: NSCoder) {
        if let allows = coder.checkedBool(forKey: "UIAllowsSelection") { allowsSelection = allows }
        if let allows = coder.checkedBool(forKey: "UIAllowsMultipleSelection") { allowsMultipleSelection = allows }
    }

    /// The layout archived under `UICollectionLayout` (nil when absent or refused: a layout
    /// another collection view already uses fails the decoding).
    static func decodeLayout(from coder: NSCoder) -> UICollectionViewLayout? {
        guard let layout = coder.checkedObject(UICollectionViewLayout.self, forKey: "UICollectionLayout") else { return nil }
        guard layout.collectionViewStorage == nil else {
            coder.failDecoding("UICollectionLayout names a layout another collection view uses")
            return nil
        }
        return layout
    }
}

/// A flow layout's archive: its metrics (`UICollectionViewFlowLayout…` keys).
extension UICollectionViewFlowLayout {
    package func encodeFlowLayout(with coder: NSCoder) {
        coder.encode(scrollDirection.rawValue, forKey: "UICollectionViewFlowLayoutScrollDirection")
        coder.encodeSize(itemSize, forKey: "UICollectionViewFlowLayoutItemSize")
        coder.encodeSize(estimatedItemSize, forKey: "UICollectionViewFlowLayoutEstimatedItemSize")
        coder.encode(Double(minimumLineSpacing), forKey: "UICollectionViewFlowLayoutLineSpacing")
        coder.encode(Double(minimumInteritemSpacing), forKey: "UICollectionViewFlowLayoutInteritemSpacing")
        coder.encode(sectionInset, forKey: "UICollectionViewFlowLayoutSectionInset")
        coder.encodeSize(headerReferenceSize, forKey: "UICollectionViewFlowLayoutHeaderReferenceSize")
        coder.encodeSize(footerReferenceSize, forKey: "UICollectionViewFlowLayoutFooterReferenceSize")
        coder.encode(sectionHeadersPinToVisibleBounds, forKey: "UICollectionViewFlowLayoutSectionHeadersPin")
        coder.encode(sectionFootersPinToVisibleBounds, forKey: "UICollectionViewFlowLayoutSectionFootersPin")
        coder.encode(sectionInsetReference.rawValue, forKey: "UICollectionViewFlowLayoutSectionInsetReference")
    }

    package func decodeFlowLayout(from coder: NSCoder) {
        if let direction = coder.checkedEnum(UICollectionView.ScrollDirection.self, forKey: "UICollectionViewFlowLayoutScrollDirection") { scrollDirection = direction }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutItemSize") { itemSize = size }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutEstimatedItemSize") { estimatedItemSize = size }
        if let spacing = coder.checkedFloat(forKey: "UICollectionViewFlowLayoutLineSpacing", in: 0...1e6) { minimumLineSpacing = spacing }
        if let spacing = coder.checkedFloat(forKey: "UICollectionViewFlowLayoutInteritemSpacing", in: 0...1e6) { minimumInteritemSpacing = spacing }
        if let inset = coder.checkedEdgeInsets(forKey: "UICollectionViewFlowLayoutSectionInset") { sectionInset = inset }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutHeaderReferenceSize") { headerReferenceSize = size }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutFooterReferenceSize") { footerReferenceSize = size }
        if let pin = coder.checkedBool(forKey: "UICollectionViewFlowLayoutSectionHeadersPin") { sectionHeadersPinToVisibleBounds = pin }
        if let pin = coder.checkedBool(forKey: "UICollectionViewFlowLayoutSectionFootersPin") { sectionFootersPinToVisibleBounds = pin }
        if let reference = coder.checkedEnum(SectionInsetReference.self, forKey: "UICollectionViewFlowLayoutSectionInsetReference") { sectionInsetReference = reference }
    }
}

/// A collection cell's archive: its reuse identifier, and its content view with the
/// subviews and constraints the app put there (`UIContentView`, decoded into the cell's
/// own content view; a content configuration's view is the cell's part, not archived).
extension UICollectionViewCell: CellContentOwning {
    var contentViewParts: [UIView] { configuredContentView.map { [$0] } ?? [] }

    /// `decodeArchivedParts(from:)`: the parts, then the archived content into `contentView`.
    func decodeCellParts(from coder: NSCoder) {
        setUpCell()
        CellContentArchive.decode(into: contentView, from: coder)
    }

    package func encodeCollectionViewCell(with coder: NSCoder) {
        coder.encode(CellContentArchive(contentView), forKey: CellContentArchive.key)
        if let reuseIdentifier { coder.encode(reuseIdentifier, forKey: "UIReuseIdentifier") }
    }

    package func decodeCollectionViewCell(from coder: NSCoder) {
        if let identifier = coder.checkedString(forKey: "UIReuseIdentifier") { reuseIdentifier = identifier }
    }
}
