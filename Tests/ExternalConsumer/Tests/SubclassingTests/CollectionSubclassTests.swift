import Testing
import UIKit

// Collection views as iOS apps write them: a layout subclass with its own attributes
// class, a cell subclass, and a controller adopting the data source and delegate.

final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badgeColor: UIColor = .red

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badgeColor = badgeColor
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeAttributes, other.badgeColor == badgeColor else { return false }
        return super.isEqual(object)
    }
}

final class StripLayout: UICollectionViewLayout {
    private var cache: [BadgeAttributes] = []
    private var width: CGFloat = 0
    var itemWidth: CGFloat = 80

    override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = BadgeAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * itemWidth, y: 0, width: itemWidth, height: collectionView.bounds.height)
            attributes.badgeColor = item.isMultiple(of: 2) ? .red : .blue
            return attributes
        }
        width = CGFloat(cache.count) * itemWidth
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

final class BadgeCell: UICollectionViewCell {
    static let reuseIdentifier = "BadgeCell"
    let titleLabel = UILabel()
    private(set) var badgeColor: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        badgeColor = (layoutAttributes as? BadgeAttributes)?.badgeColor
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .systemBlue : nil }
    }
}

final class StripController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var tapped: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: StripLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: BadgeCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BadgeCell.reuseIdentifier, for: indexPath) as! BadgeCell
        cell.titleLabel.text = "Item \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tapped.append(indexPath)
    }
}

final class PhotosController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var selected: [IndexPath] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: BadgeCell.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BadgeCell.reuseIdentifier, for: indexPath) as! BadgeCell
        cell.titleLabel.text = "Photo \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }
}

@MainActor @Suite struct CollectionFromOutsideTests {
    @Test func aCollectionViewControllerSubclassShowsAThreeColumnGrid() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 302, height: 400))
        let controller = PhotosController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        controller.collectionView.layoutIfNeeded()
        let cv = controller.collectionView!
        // Three 298/3-point columns 2 points apart fill the 302-point width exactly.
        let side: CGFloat = 298 / 3
        let frame = cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame ?? .zero
        #expect(abs(frame.minX - (side + 2)) < 0.001 && abs(frame.minY - (side + 2)) < 0.001, "\(frame)")
        #expect(abs(frame.width - side) < 0.001 && abs(frame.height - side) < 0.001)
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)?.titleLabel.text == "Photo 0")
        #expect(cv.numberOfItems(inSection: 0) == 100)
    }

    @Test func aLayoutSubclassWithItsOwnAttributesDrivesTheCells() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let controller = StripController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.count == 4)
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell
        #expect(cell?.titleLabel.text == "Item 1")
        #expect(cell?.badgeColor == .blue)
        #expect(cell?.frame == CGRect(x: 80, y: 0, width: 80, height: 100))
        collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .left, animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset.x == 3200)
        #expect((collectionView.cellForItem(at: IndexPath(item: 40, section: 0)) as? BadgeCell)?.badgeColor == .red)
        collectionView.selectItem(at: IndexPath(item: 41, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.cellForItem(at: IndexPath(item: 41, section: 0))?.contentView.backgroundColor == .systemBlue)
    }
}
