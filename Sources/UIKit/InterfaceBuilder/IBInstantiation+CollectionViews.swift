import CoreGraphics
import Foundation

/// Collection views in documents: the `collectionViewFlowLayout` or custom
/// `collectionViewLayout`, a cell's content view (`collectionViewCellContentView`, or the
/// `<view key="contentView">` of documents older than Xcode 11), and storyboard prototypes
/// (`<cells>`, `sectionHeaderView`/`sectionFooterView`) registered under their reuse
/// identifiers.
extension IBInstantiation {
    static let scrollDirections: [String: UICollectionView.ScrollDirection] = ["vertical": .vertical, "horizontal": .horizontal]
    static let insetReferences: [String: UICollectionViewFlowLayout.SectionInsetReference] = [
        "contentInset": .fromContentInset, "safeArea": .fromSafeArea, "layoutMargins": .fromLayoutMargins,
    ]
    /// The element names a collection view's cells and reusable views are written as.
    static let collectionElements: Set<String> = ["collectionViewCell", "collectionReusableView"]

    /// `<inset key="sectionInset" minX= minY= maxX= maxY=>` (left, top, right, bottom).
    func inset(_ element: IBElement) throws(InterfaceBuilderError) -> UIEdgeInsets {
        UIEdgeInsets(top: try values.number(element, "minY") ?? 0, left: try values.number(element, "minX") ?? 0,
                     bottom: try values.number(element, "maxY") ?? 0, right: try values.number(element, "maxX") ?? 0)
    }

    /// `<collectionViewFlowLayout key="collectionViewLayout">` or `<collectionViewLayout
    /// key="collectionViewLayout" customClass=>`: made and installed as the collection view's
    /// layout. A custom layout class that is not found is an error (the abstract base lays
    /// nothing out); a flow layout's unknown custom class falls back to the flow layout with
    /// UIKit's log line.
    func installLayout(_ element: IBElement, in view: UIView) throws(InterfaceBuilderError) {
        guard let collectionView = view as? UICollectionView else {
            throw error(.misplacedElement("a collection view layout belongs to a <collectionView>, not a <\(element.name)>"), element)
        }
        let layout: UICollectionViewLayout
        if element.name == "collectionViewFlowLayout" {
            let type = resolveClass(element, base: UICollectionViewFlowLayout.self)
            guard let made = type.init(coder: IBElementCoder()) else { throw error(.badAttribute("\(type).init(coder:) returned nil"), element) }
            try applyFlowLayout(element, to: made)
            layout = made
        } else {
            guard let name = element["customClass"] else {
                throw error(.badAttribute("a custom collection view layout needs a customClass"), element)
            }
            guard let type = IBClassResolver.resolve(name, module: element["customModule"], base: UICollectionViewLayout.self) as? UICollectionViewLayout.Type else {
                throw error(.badAttribute("unknown collection view layout class \(name); register it with UINib.register(_:)"), element)
            }
            guard let made = type.init(coder: IBElementCoder()) else { throw error(.badAttribute("\(type).init(coder:) returned nil"), element) }
            layout = made
        }
        try register(layout, for: element)
        if let connections = element.child("connections") { connectionJobs.append((layout, connections, nil)) }
        if let attributes = element.child("userDefinedRuntimeAttributes") { attributeJobs.append((layout, attributes)) }
        collectionView.collectionViewLayout = layout
    }

    /// The flow layout's metrics as written.
    func applyFlowLayout(_ element: IBElement, to layout: UICollectionViewFlowLayout) throws(InterfaceBuilderError) {
        if let direction = try values.keyword(element, "scrollDirection", Self.scrollDirections) { layout.scrollDirection = direction }
        if let spacing = try values.number(element, "minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = try values.number(element, "minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let reference = try values.keyword(element, "sectionInsetReference", Self.insetReferences) { layout.sectionInsetReference = reference }
        if let pins = element.bool("sectionHeadersPinToVisibleBounds") { layout.sectionHeadersPinToVisibleBounds = pins }
        if let pins = element.bool("sectionFootersPinToVisibleBounds") { layout.sectionFootersPinToVisibleBounds = pins }
        if element.bool("automaticEstimatedItemSize") == true { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("size", "itemSize"): layout.itemSize = try checkedSize(child)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = try checkedSize(child)
            case ("size", "headerReferenceSize"): layout.headerReferenceSize = try checkedSize(child)
            case ("size", "footerReferenceSize"): layout.footerReferenceSize = try checkedSize(child)
            case ("inset", "sectionInset"): layout.sectionInset = try inset(child)
            default: continue
            }
        }
    }

    /// A size that is not negative.
    func checkedSize(_ element: IBElement) throws(InterfaceBuilderError) -> CGSize {
        let size = try values.size(element)
        guard size.width >= 0, size.height >= 0 else { throw values.error(element, "a negative \(element["key"] ?? "size") \(size)") }
        return size
    }

    /// A collection view cell's content view element, built into the cell's own `contentView`.
    func makeCellContentView(_ element: IBElement, in view: UIView) throws(InterfaceBuilderError) {
        guard let cell = view as? UICollectionViewCell else {
            throw error(.misplacedElement("a collection view cell's content view inside a <\(element.name)> that is not a cell"), element)
        }
        _ = try makeView(element, existing: cell.contentView)
    }

    /// `<cells>`: each prototype cell is registered under its reuse identifier as a nib of
    /// that one element, so every dequeue builds a fresh copy from the document.
    func registerPrototypeCells(_ list: IBElement, in view: UIView) throws(InterfaceBuilderError) {
        guard let collectionView = view as? UICollectionView else {
            throw error(.misplacedElement("<cells> belong to a <collectionView>"), list)
        }
        for prototype in list.children {
            guard prototype.name == "collectionViewCell" else {
                throw error(.misplacedElement("a <\(prototype.name)> in a collection view's <cells>"), prototype)
            }
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
                throw error(.badAttribute("a prototype cell needs a reuseIdentifier"), prototype)
            }
            guard let nib = prototypeNib(prototype, list) else { continue }
            collectionView.register(nib, forCellWithReuseIdentifier: identifier)
        }
    }

    /// `<collectionReusableView key="sectionHeaderView">` / `sectionFooterView`: registered
    /// for the flow layout's header or footer kind under its reuse identifier.
    func registerPrototypeSupplementary(_ element: IBElement, in view: UIView) throws(InterfaceBuilderError) {
        guard let collectionView = view as? UICollectionView else {
            throw error(.misplacedElement("a collection reusable view outside a collection view"), element)
        }
        let kind: String
        switch element["key"] {
        case "sectionHeaderView": kind = UICollectionView.elementKindSectionHeader
        case "sectionFooterView": kind = UICollectionView.elementKindSectionFooter
        default: throw error(.misplacedElement("a collection reusable view with key \(element["key"] ?? "(none)"); sectionHeaderView or sectionFooterView expected"), element)
        }
        guard let identifier = element["reuseIdentifier"], !identifier.isEmpty else {
            throw error(.badAttribute("a collection reusable view needs a reuseIdentifier"), element)
        }
        guard let nib = prototypeNib(element, element) else { return }
        collectionView.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// A nib of one prototype element of a storyboard; nil (logged) in a xib, where
    /// collection views have no prototypes.
    func prototypeNib(_ prototype: IBElement, _ place: IBElement) -> UINib? {
        guard let document else {
            UINib.log("Interface Builder file \(file):\(place.line): prototype cells and reusable views outside a storyboard collection view are ignored")
            return nil
        }
        let nib = UINib(prototype: prototype, in: document)
        nib.prototypeStoryboard = storyboard
        return nib
    }
}
