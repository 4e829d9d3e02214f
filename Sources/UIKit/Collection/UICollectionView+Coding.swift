import CoreGraphics
import Foundation

/// A collection view's archive (after the scroll view's): its flow layout's properties
/// (`UICollectionViewFlowLayout…` keys; another layout is not archived and decodes as a
/// flow layout, logged) and the selection flags. Items come from the data source again.
extension UICollectionView {
    package func encodeCollectionView(with coder: NSCoder) {
        coder.encode(allowsSelection, forKey: "UIAllowsSelection")
        coder.encode(allowsMultipleSelection, forKey: "UIAllowsMultipleSelection")
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
            UIView.log("encode(with:): a \(type(of: collectionViewLayout)) is not archived; the collection view decodes with a flow layout")
            return
        }
        coder.encode(flow.scrollDirection.rawValue, forKey: "UICollectionViewFlowLayoutScrollDirection")
        coder.encodeSize(flow.itemSize, forKey: "UICollectionViewFlowLayoutItemSize")
        coder.encodeSize(flow.estimatedItemSize, forKey: "UICollectionViewFlowLayoutEstimatedItemSize")
        coder.encode(Double(flow.minimumLineSpacing), forKey: "UICollectionViewFlowLayoutLineSpacing")
        coder.encode(Double(flow.minimumInteritemSpacing), forKey: "UICollectionViewFlowLayoutInteritemSpacing")
        coder.encode(flow.sectionInset, forKey: "UICollectionViewFlowLayoutSectionInset")
        coder.encodeSize(flow.headerReferenceSize, forKey: "UICollectionViewFlowLayoutHeaderReferenceSize")
        coder.encodeSize(flow.footerReferenceSize, forKey: "UICollectionViewFlowLayoutFooterReferenceSize")
        coder.encode(flow.sectionHeadersPinToVisibleBounds, forKey: "UICollectionViewFlowLayoutSectionHeadersPin")
        coder.encode(flow.sectionFootersPinToVisibleBounds, forKey: "UICollectionViewFlowLayoutSectionFootersPin")
    }

    package func decodeCollectionView(from coder: NSCoder) {
        if let allows = coder.checkedBool(forKey: "UIAllowsSelection") { allowsSelection = allows }
        if let allows = coder.checkedBool(forKey: "UIAllowsMultipleSelection") { allowsMultipleSelection = allows }
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        if let direction = coder.checkedEnum(ScrollDirection.self, forKey: "UICollectionViewFlowLayoutScrollDirection") { flow.scrollDirection = direction }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutItemSize") { flow.itemSize = size }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutEstimatedItemSize") { flow.estimatedItemSize = size }
        if let spacing = coder.checkedFloat(forKey: "UICollectionViewFlowLayoutLineSpacing", in: 0...1e6) { flow.minimumLineSpacing = spacing }
        if let spacing = coder.checkedFloat(forKey: "UICollectionViewFlowLayoutInteritemSpacing", in: 0...1e6) { flow.minimumInteritemSpacing = spacing }
        if let inset = coder.checkedEdgeInsets(forKey: "UICollectionViewFlowLayoutSectionInset") { flow.sectionInset = inset }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutHeaderReferenceSize") { flow.headerReferenceSize = size }
        if let size = coder.checkedSize(forKey: "UICollectionViewFlowLayoutFooterReferenceSize") { flow.footerReferenceSize = size }
        if let pin = coder.checkedBool(forKey: "UICollectionViewFlowLayoutSectionHeadersPin") { flow.sectionHeadersPinToVisibleBounds = pin }
        if let pin = coder.checkedBool(forKey: "UICollectionViewFlowLayoutSectionFootersPin") { flow.sectionFootersPinToVisibleBounds = pin }
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
