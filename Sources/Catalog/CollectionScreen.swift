import Foundation
import UIKit

/// The collection view examples: 60 colored items in two sections with headers, shown by
/// a flow-layout grid, a flow-layout list, or a custom two-column waterfall layout; the
/// Layout button switches between them with `setCollectionViewLayout(_:animated:)`, and a
/// tap selects an item (its cell shows a border).
@MainActor
final class CollectionScreen: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Keeps the screen (the collection view's data source) alive while its window is shown.
    static var current: CollectionScreen?

    let layoutButton = UIButton(type: .system)
    var collectionView: UICollectionView!
    private var layoutIndex = 0
    private let counts = [24, 36]

    /// Builds the screen into `container` and keeps it alive.
    static func build(_ container: UIView) {
        let screen = CollectionScreen()
        screen.install(in: container)
        current = screen
    }

    func install(in container: UIView) {
        container.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 8, width: 400, height: 28))
        title.font = .boldSystemFont(ofSize: 20)
        title.text = "Collection"
        container.addSubview(title)
        layoutButton.setTitle("Layout: grid", for: .normal)
        layoutButton.frame = CGRect(x: container.bounds.width - 150, y: 6, width: 140, height: 32)
        layoutButton.autoresizingMask = [.flexibleLeftMargin]
        layoutButton.addTarget(self, action: CollectionScreen.nextLayout, for: .touchUpInside)
        container.addSubview(layoutButton)
        let frame = CGRect(x: 0, y: 40, width: container.bounds.width, height: container.bounds.height - 40)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: makeLayout(0))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.register(SwatchHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.delegate = self
        container.addSubview(collectionView)
    }

    func makeLayout(_ index: Int) -> UICollectionViewLayout {
        switch index {
        case 1:
            let list = UICollectionViewFlowLayout()
            list.itemSize = CGSize(width: max(40, (collectionView?.bounds.width ?? 600) - 32), height: 36)
            list.minimumLineSpacing = 6
            list.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
            list.headerReferenceSize = CGSize(width: 0, height: 32)
            list.sectionHeadersPinToVisibleBounds = true
            return list
        case 2:
            return WaterfallLayout()
        default:
            let grid = UICollectionViewFlowLayout()
            grid.itemSize = CGSize(width: 72, height: 72)
            grid.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
            grid.headerReferenceSize = CGSize(width: 0, height: 32)
            return grid
        }
    }

    /// Animates to the next layout (grid, list, waterfall).
    func nextLayout() {
        layoutIndex = (layoutIndex + 1) % 3
        layoutButton.setTitle("Layout: \(["grid", "list", "waterfall"][layoutIndex])", for: .normal)
        collectionView.setCollectionViewLayout(makeLayout(layoutIndex), animated: true)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        let hue = CGFloat(indexPath.item) / CGFloat(counts[indexPath.section])
        cell.contentView.backgroundColor = UIColor(hue: hue, saturation: indexPath.section == 0 ? 0.55 : 0.35, brightness: 0.9, alpha: 1)
        cell.label.text = "\(indexPath.item + 1)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SwatchHeader
        header.label.text = indexPath.section == 0 ? "Bright" : "Pastel"
        return header
    }
}

/// A rounded swatch with its number; a selected swatch shows a border.
final class SwatchCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var isSelected: Bool {
        didSet {
            contentView.layer.borderWidth = isSelected ? 3 : 0
            contentView.layer.borderColor = UIColor.label.cgColor
        }
    }
}

/// A section title.
final class SwatchHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = .boldSystemFont(ofSize: 15)
        label.frame = CGRect(x: 16, y: 0, width: 300, height: 32)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A custom layout: two columns of items with heights varying by index, each item going
/// to the shorter column (a waterfall), sections one after the other.
final class WaterfallLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        cache = []
        let width = (cv.bounds.width - 16 * 2 - 8) / 2
        var y: CGFloat = 8
        for section in 0..<cv.numberOfSections {
            var columns: [CGFloat] = [y, y]
            for item in 0..<cv.numberOfItems(inSection: section) {
                let column = columns[0] <= columns[1] ? 0 : 1
                let itemHeight = CGFloat(50 + (item * 37) % 70)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 16 + CGFloat(column) * (width + 8), y: columns[column], width: width, height: itemHeight)
                cache.append(attributes)
                columns[column] += itemHeight + 8
            }
            y = max(columns[0], columns[1]) + 16
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.width != collectionView?.bounds.width }
}
