import Foundation
import Testing
import UIKit
import UIKitTesting

/// The photo cell prototype of Gallery.storyboard.
@MainActor final class PhotoCell: UICollectionViewCell {
    var titleLabel: UILabel!
    override class var interfaceBuilderKeys: [String: IBKey] { ["titleLabel": .outlet(\PhotoCell.titleLabel)] }
}

/// The note cell prototype of Gallery.storyboard.
@MainActor final class NoteCell: UICollectionViewCell {
    var bodyLabel: UILabel!
    override class var interfaceBuilderKeys: [String: IBKey] { ["bodyLabel": .outlet(\NoteCell.bodyLabel)] }
}

/// The section header prototype of Gallery.storyboard.
@MainActor final class GalleryHeader: UICollectionReusableView {
    var titleLabel: UILabel!
    override class var interfaceBuilderKeys: [String: IBKey] { ["titleLabel": .outlet(\GalleryHeader.titleLabel)] }
}

/// The scene of Gallery.storyboard: the data source and delegate its document connects.
@MainActor final class GalleryViewController: UICollectionViewController {
    let kinds = ["Photo", "Note", "Photo"]
    var flowLayout: UICollectionViewFlowLayout!
    var events: [String] = []
    var preparedSender: Any?
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { kinds.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: kinds[indexPath.item], for: indexPath)
        (cell as? PhotoCell)?.titleLabel?.text = "Photo \(indexPath.item)"
        (cell as? NoteCell)?.bodyLabel?.text = "Note \(indexPath.item)"
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header as? GalleryHeader)?.titleLabel?.text = "Section \(indexPath.section)"
        return header
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect(\(indexPath.item))")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare(\(segue.identifier ?? ""))")
        preparedSender = sender
    }
    override class var interfaceBuilderKeys: [String: IBKey] { ["flowLayout": .outlet(\GalleryViewController.flowLayout)] }
}

@MainActor final class PhotoDetailViewController: UIViewController {}

/// The self-sizing chip prototype of Gallery.storyboard's Chips scene.
@MainActor final class ChipCell: UICollectionViewCell {
    var label: UILabel!
    override class var interfaceBuilderKeys: [String: IBKey] { ["label": .outlet(\ChipCell.label)] }
}

/// The Chips scene: a plain view controller whose view holds a collection view it is the
/// data source of (connected in the document).
@MainActor final class ChipsViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    let words = ["swift", "interface builder", "ui", "auto layout"]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Chip", for: indexPath)
        (cell as? ChipCell)?.label?.text = words[indexPath.item]
        return cell
    }
    override class var interfaceBuilderKeys: [String: IBKey] { ["collectionView": .outlet(\ChipsViewController.collectionView)] }
}

/// The File's Owner of TagCell.xib.
@MainActor final class TagCellOwner: UIResponder {
    var loadedCell: TagCell?
    override class var interfaceBuilderKeys: [String: IBKey] { ["loadedCell": .outlet(\TagCellOwner.loadedCell)] }
}

/// The cell of TagCell.xib: outlets into its content view and one to the File's Owner.
@MainActor final class TagCell: UICollectionViewCell {
    var dot: UIView!
    var tagLabel: UILabel!
    weak var owner: TagCellOwner?
    var outletsAtAwake = false
    override func awakeFromNib() {
        super.awakeFromNib()
        outletsAtAwake = dot != nil && tagLabel != nil
    }
    override class var interfaceBuilderKeys: [String: IBKey] {
        ["dot": .outlet(\TagCell.dot), "tagLabel": .outlet(\TagCell.tagLabel), "owner": .outlet(\TagCell.owner)]
    }
}

/// The header of NoteHeader.xib.
@MainActor final class NoteHeaderView: UITableViewHeaderFooterView {
    var titleLabel: UILabel!
    override class var interfaceBuilderKeys: [String: IBKey] { ["titleLabel": .outlet(\NoteHeaderView.titleLabel)] }
}

/// A book of the Shelves scene: a collection prototype written with the `<view
/// key="contentView">` of documents older than Xcode 11.
@MainActor final class BookCell: UICollectionViewCell {
    var label: UILabel!
    override class var interfaceBuilderKeys: [String: IBKey] { ["label": .outlet(\BookCell.label)] }
}

/// A shelf of the Shelves scene: a table prototype cell holding a horizontal collection
/// view whose data source (connected in the document) is the cell.
@MainActor final class ShelfCell: UITableViewCell, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    var books: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { books.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
        (cell as? BookCell)?.label?.text = books[indexPath.item]
        return cell
    }
    override class var interfaceBuilderKeys: [String: IBKey] { ["collectionView": .outlet(\ShelfCell.collectionView)] }
}

/// The Shelves scene: a table of shelves.
@MainActor final class ShelvesViewController: UITableViewController {
    let shelves = [["A", "B", "C"], ["D", "E"]]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shelves.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Shelf", for: indexPath)
        if let shelf = cell as? ShelfCell {
            shelf.books = shelves[indexPath.row]
            shelf.collectionView?.reloadData()
        }
        return cell
    }
}

/// Two sections whose headers and footers come from SectionHeader.xib.
@MainActor final class SectionedTagSource: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "SectionHeader", for: indexPath)
        let place = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
        (view as? GalleryHeader)?.titleLabel?.text = "\(place) \(indexPath.section)"
        return view
    }
}

/// A custom layout a document names with `<collectionViewLayout customClass=>`.
@MainActor final class StripLayout: UICollectionViewFlowLayout {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }
    override init() { super.init() }
}

/// Items from TagCell.xib for a collection view.
@MainActor final class TagSource: NSObject, UICollectionViewDataSource {
    let tags = ["swift", "linux", "uikit", "cairo", "pango"]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCell", for: indexPath)
        (cell as? TagCell)?.tagLabel?.text = tags[indexPath.item]
        return cell
    }
}

/// A table whose section headers come from NoteHeader.xib and rows from ItemCell.xib.
@MainActor final class NoteTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        (cell as? ItemCell)?.titleLabel.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "NoteHeader")
        (header as? NoteHeaderView)?.titleLabel.text = "Notes \(section)"
        return header
    }
}

@MainActor @Suite(.serialized) struct InterfaceBuilderCollectionViewTests {
    /// Shows `controller` in a 320 x 480 window and runs the loop.
    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test func storyboardPrototypesAreDequeuedAndLaidOutByTheFlowLayout() throws {
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? GalleryViewController)
        let window = show(controller)
        defer { window.isHidden = true }
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView === controller.view)
        #expect(collectionView.dataSource === controller)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(controller.flowLayout === layout, "an outlet to the layout object")
        #expect(layout.itemSize == CGSize(width: 140, height: 60))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10), "minX/minY/maxX/maxY are left/top/right/bottom")
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 40))

        let cells = collectionView.visibleCells
        #expect(cells.map { "\(type(of: $0))" } == ["PhotoCell", "NoteCell", "PhotoCell"])
        #expect(cells.map(\.reuseIdentifier) == ["Photo", "Note", "Photo"])
        // Flow layout: 300 points between the insets hold two 140-point items a line, the
        // spare 20 points going between them; the header takes 40 points, the inset 5.
        #expect(cells.map(\.frame) == [CGRect(x: 10, y: 45, width: 140, height: 60),
                                       CGRect(x: 170, y: 45, width: 140, height: 60),
                                       CGRect(x: 10, y: 115, width: 140, height: 60)])
        let photos = cells.compactMap { $0 as? PhotoCell }
        #expect(photos.count == 2 && photos[0] !== photos[1])
        #expect(photos[0].titleLabel !== photos[1].titleLabel, "each dequeue builds a fresh copy of the prototype")
        #expect(photos.map { $0.titleLabel.text } == ["Photo 0", "Photo 2"])
        for photo in photos {
            #expect(photo.titleLabel.superview === photo.contentView)
            #expect(photo.contentView.frame == photo.bounds)
            #expect(photo.titleLabel.frame.minX == 8)
            #expect(photo.titleLabel.frame.midY == 30)
            #expect(photo.backgroundColor == .systemOrange)
        }
        let note = try #require(cells[1] as? NoteCell)
        #expect(note.bodyLabel.text == "Note 1")
        #expect(note.bodyLabel.frame == CGRect(x: 4, y: 4, width: 132, height: 52))

        let header = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                    at: IndexPath(item: 0, section: 0)) as? GalleryHeader)
        #expect(header.reuseIdentifier == "Header")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40), "the header spans the width; its height is the reference height")
        #expect(header.titleLabel.text == "Section 0")
        #expect(header.titleLabel.frame.minX == 16)
        #expect(header.titleLabel.frame.midY == 20)
    }

    @Test func selectingAPrototypeCellPerformsItsSegueBeforeDidSelect() throws {
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? GalleryViewController)
        let window = show(controller)
        defer { window.isHidden = true }
        let note = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        window.tap(at: note.convert(CGPoint(x: 70, y: 30), to: window))
        UIApplication.shared.runUntilIdle()
        #expect(controller.events == ["didSelect(1)"], "the note prototype has no segue")
        #expect(controller.presentedViewController == nil)
        let photo = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        window.tap(at: photo.convert(CGPoint(x: 70, y: 30), to: window))
        UIApplication.shared.runUntilIdle()
        #expect(controller.events == ["didSelect(1)", "prepare(showPhoto)", "didSelect(2)"])
        #expect(controller.preparedSender as? PhotoCell === photo, "the cell is the segue's sender")
        #expect(controller.presentedViewController is PhotoDetailViewController)
    }

    @Test func selfSizingPrototypesInAPlainScene() throws {
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: "Chips") as? ChipsViewController)
        let window = show(controller)
        defer { window.isHidden = true }
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.superview === controller.view)
        #expect(collectionView.frame == CGRect(x: 20, y: 100, width: 280, height: 200))
        #expect(collectionView.dataSource === controller)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize, "automaticEstimatedItemSize=YES")
        let cells = collectionView.visibleCells.compactMap { $0 as? ChipCell }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        #expect(cells.map { $0.label.text } == controller.words)
        for cell in cells {
            // Each cell fits its label with the prototype's 8-point side and 6-point top and
            // bottom constraints, not the 50 x 30 item size.
            let text = cell.label.intrinsicContentSize
            #expect(abs(cell.frame.width - (text.width + 16)) < 1, "\(cell.label.text ?? "") \(cell.frame)")
            #expect(abs(cell.frame.height - (text.height + 12)) < 1, "\(cell.label.text ?? "") \(cell.frame)")
            #expect(cell.label.frame.minX == 8 && cell.label.frame.minY == 6)
        }
        #expect(Set(cells.map(\.frame.width)).count == cells.count, "widths follow the texts")
        #expect(cells.first?.frame.origin == .zero)
    }

    @Test func clearsSelectionOnViewWillAppearIsRead() throws {
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? GalleryViewController)
        #expect(!controller.clearsSelectionOnViewWillAppear)
        let window = show(controller)
        defer { window.isHidden = true }
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        controller.present(cover, animated: false)
        UIApplication.shared.runUntilIdle()
        cover.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(controller.appearances == 2, "shown, then uncovered")
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the selection survives reappearing")
    }

    @Test func aCollectionViewInsideATablePrototypeCellHasItsOwnPrototypes() throws {
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: "Shelves") as? ShelvesViewController)
        let window = show(controller)
        defer { window.isHidden = true }
        let shelves = controller.tableView.visibleCells.compactMap { $0 as? ShelfCell }
        #expect(shelves.count == 2)
        #expect(shelves[0].collectionView !== shelves[1].collectionView, "each table cell is a fresh copy with its own collection view")
        for (row, shelf) in shelves.enumerated() {
            let collectionView = try #require(shelf.collectionView)
            #expect(collectionView.dataSource === shelf, "the connection inside the prototype")
            #expect(collectionView.frame == CGRect(x: 0, y: 10, width: 320, height: 60))
            let books = collectionView.visibleCells.compactMap { $0 as? BookCell }.sorted { $0.frame.minX < $1.frame.minX }
            #expect(books.map { $0.label.text } == controller.shelves[row])
            // Horizontal flow: 16-point inset, 40-point items 8 points apart.
            #expect(books.map(\.frame.minX) == Array([16, 64, 112].prefix(books.count)))
            for book in books {
                #expect(book.label.superview === book.contentView, "the old <view key=\"contentView\"> is the cell's content view")
                #expect(book.label.frame.width == 40 && book.label.frame.midY == 30)
            }
        }
    }

    @Test func supplementaryViewsFromANib() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        layout.footerReferenceSize = CGSize(width: 0, height: 24)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        let nib = UINib(nibName: "SectionHeader", bundle: .module)
        collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "SectionHeader")
        collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "SectionHeader")
        let source = SectionedTagSource()
        collectionView.dataSource = source
        let window = UIWindow(frame: collectionView.frame)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        func view(_ kind: String, _ section: Int) -> GalleryHeader? {
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)) as? GalleryHeader
        }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        let views = try [view(header, 0), view(footer, 0), view(header, 1), view(footer, 1)].map { try #require($0) }
        #expect(Set(views.map(ObjectIdentifier.init)).count == 4, "each a fresh instantiation of the nib")
        #expect(views.map { $0.titleLabel.text } == ["Header 0", "Footer 0", "Header 1", "Footer 1"])
        #expect(views.allSatisfy { $0.reuseIdentifier == "SectionHeader" && $0.backgroundColor == .systemGray6 })
        // Section 0: header 0-32, one line of three 50-point items, footer 82-106; section 1 follows.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 32), CGRect(x: 0, y: 82, width: 320, height: 24),
                                       CGRect(x: 0, y: 106, width: 320, height: 32), CGRect(x: 0, y: 188, width: 320, height: 24)])
        #expect(views[0].titleLabel.frame.minX == 20 && views[0].titleLabel.frame.midY == 16)
        #expect(views[1].titleLabel.frame.midY == 12, "the footer's label centred in its own 24 points")

        collectionView.register(nil as UINib?, forSupplementaryViewOfKind: footer, withReuseIdentifier: "SectionHeader")
        let missing = collectionView.dequeueReusableSupplementaryView(ofKind: footer, withReuseIdentifier: "SectionHeader", for: IndexPath(item: 0, section: 5))
        #expect(!(missing is GalleryHeader), "nil removes the registration")
    }

    @Test func aSceneWithoutConnectionsGetsTheControllerAsDataSourceAndDelegate() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-unconnected-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="A">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="A" customClass="GalleryViewController" customModule="UIKitTests" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="fl">
                                    <size key="itemSize" width="100" height="100"/>
                                </collectionViewFlowLayout>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try Data(storyboard.utf8).write(to: url.appendingPathComponent("Unconnected.storyboard"))
        let bundle = try #require(Bundle(path: url.path))
        let controller = try #require(UIStoryboard(name: "Unconnected", bundle: bundle).instantiateInitialViewController() as? GalleryViewController)
        let collectionView = try #require(controller.collectionView)
        // UIKit: "If a data source or delegate is not specified, the collection view
        // controller assigns itself to the unspecified role."
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)

        // The setter keeps a data source that is already set and fills in the delegate.
        let other = TagSource()
        let replacement = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        replacement.dataSource = other
        controller.collectionView = replacement
        #expect(replacement.dataSource === other)
        #expect(replacement.delegate === controller)
    }

    @Test func aCellXibLoadsWithItsOwnerAndRegistersOnACollectionView() throws {
        let nib = UINib(nibName: "TagCell", bundle: .module)
        let owner = TagCellOwner()
        let loaded = try #require(nib.instantiate(withOwner: owner).first as? TagCell)
        #expect(owner.loadedCell === loaded)
        #expect(loaded.owner === owner)
        #expect(loaded.outletsAtAwake)
        #expect(loaded.reuseIdentifier == "TagCell")
        #expect(loaded.tagLabel.superview === loaded.contentView)
        #expect(loaded.tagLabel.font == UIFont.systemFont(ofSize: 14, weight: .medium))

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 8
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(nib, forCellWithReuseIdentifier: "TagCell")
        let source = TagSource()
        collectionView.dataSource = source
        let window = UIWindow(frame: collectionView.frame)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let cells = collectionView.visibleCells.compactMap { $0 as? TagCell }
        #expect(cells.count == 5)
        #expect(cells.map { $0.tagLabel.text } == source.tags)
        #expect(cells.allSatisfy { $0.outletsAtAwake && $0.owner == nil && $0.reuseIdentifier == "TagCell" },
                "a registered nib is instantiated without an owner")
        // 320 points hold three 100-point items (spare 10 points split over two gaps).
        #expect(cells.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 220, y: 0),
                                              CGPoint(x: 0, y: 48), CGPoint(x: 110, y: 48)])
        let first = cells[0]
        #expect(first.dot.frame == CGRect(x: 8, y: 15, width: 10, height: 10))
        #expect(first.tagLabel.frame.minX == 24)
        #expect(first.tagLabel.frame.maxX == 92)

        // Passing nil removes the registration, as UIKit does (the reuse queue is empty:
        // all five cells are on screen).
        collectionView.register(nil as UINib?, forCellWithReuseIdentifier: "TagCell")
        let unregistered = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCell", for: IndexPath(item: 5, section: 0))
        #expect(!(unregistered is TagCell))
        #expect(collectionView.collectionDiagnostics.contains { $0.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier TagCell") })
    }

    @Test func aNibOfTheWrongKindIsReportedNotShown() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UINib(nibName: "ItemCell", bundle: .module), forCellWithReuseIdentifier: "TagCell")
        let source = TagSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionDiagnostics.contains { $0.contains("nib must contain exactly one top level object which must be a UICollectionViewCell instance") })
        #expect(!collectionView.visibleCells.contains { $0 is TagCell })
        collectionView.register(UINib(nibName: "TagCell", bundle: .module), forCellWithReuseIdentifier: "Other")
        let other = collectionView.dequeueReusableCell(withReuseIdentifier: "Other", for: IndexPath(item: 0, section: 0))
        #expect(!(other is TagCell))
        #expect(collectionView.collectionDiagnostics.contains { $0.contains("view reuse identifier in nib (TagCell) does not match the identifier used to register the nib (Other)") })
    }

    @Test func tableHeaderFooterViewsFromANib() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(nibName: "ItemCell", bundle: .module), forCellReuseIdentifier: "ItemCell")
        let headerNib = UINib(nibName: "NoteHeader", bundle: .module)
        table.register(headerNib, forHeaderFooterViewReuseIdentifier: "NoteHeader")
        table.rowHeight = 64
        let source = NoteTableSource()
        table.dataSource = source
        table.delegate = source
        let window = UIWindow(frame: table.frame)
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let headers = [0, 1].compactMap { table.headerView(forSection: $0) as? NoteHeaderView }
        #expect(headers.count == 2)
        #expect(headers[0] !== headers[1])
        #expect(headers.map { $0.titleLabel.text } == ["Notes 0", "Notes 1"])
        #expect(headers.map(\.reuseIdentifier) == ["NoteHeader", "NoteHeader"])
        // Section 0: header at 0, two 64-point rows; section 1's header follows at 158.
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 158, width: 320, height: 30)])
        #expect(headers[0].titleLabel.frame.minX == 12)
        #expect(headers[0].titleLabel.frame.midY == 15)
        let cells = table.visibleCells.compactMap { $0 as? ItemCell }
        #expect(cells.map { $0.titleLabel.text } == ["Row 0.0", "Row 0.1", "Row 1.0", "Row 1.1"])
        #expect(cells.map(\.frame.minY) == [30, 94, 188, 252])
        table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "NoteHeader")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "NoteHeader") == nil, "nil removes the registration")
    }
}

@MainActor @Suite(.serialized) struct InterfaceBuilderCollectionViewBadInputTests {
    func xib(_ objects: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """.utf8)
    }

    func load(_ data: Data) throws(InterfaceBuilderError) -> [Any] {
        try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
    }

    func error(_ data: Data) -> InterfaceBuilderError? {
        do {
            _ = try load(data)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCustomLayoutClassIsMadeAndAnUnknownOneIsAnError() throws {
        let custom = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <collectionViewLayout key="collectionViewLayout" id="ly" customClass="StripLayout" customModule="UIKitTests" customModuleProvider="target"/>
                </collectionView>
        """)
        let view = try #require(try load(custom).first as? UICollectionView)
        let layout = try #require(view.collectionViewLayout as? StripLayout)
        #expect(layout.scrollDirection == .horizontal, "made through init(coder:)")
        #expect(layout.collectionView === view)

        let unknown = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <collectionViewLayout key="collectionViewLayout" id="ly" customClass="NoSuchLayout" customModule="UIKitTests"/>
                </collectionView>
        """)
        let failure = try #require(error(unknown))
        #expect(failure.file == "<data>")
        #expect(failure.line == 6)
        #expect(failure.element == "collectionViewLayout")
        #expect(failure.description.contains("unknown collection view layout class NoSuchLayout"))
    }

    @Test func flowLayoutAttributes() throws {
        let data = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" allowsMultipleSelection="YES" prefetchingEnabled="NO" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" sectionHeadersPinToVisibleBounds="YES" id="fl">
                        <size key="itemSize" width="30" height="20"/>
                        <size key="estimatedItemSize" width="31" height="21"/>
                        <size key="headerReferenceSize" width="12" height="0.0"/>
                        <size key="footerReferenceSize" width="14" height="0.0"/>
                        <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
                    </collectionViewFlowLayout>
                </collectionView>
        """)
        let view = try #require(try load(data).first as? UICollectionView)
        let layout = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
        #expect(layout.itemSize == CGSize(width: 30, height: 20))
        #expect(layout.estimatedItemSize == CGSize(width: 31, height: 21))
        #expect(layout.headerReferenceSize.width == 12 && layout.footerReferenceSize.width == 14)
        #expect(layout.sectionInset == UIEdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        #expect(layout.sectionHeadersPinToVisibleBounds)
        #expect(view.allowsMultipleSelection && !view.isPrefetchingEnabled)
        let automatic = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                    <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" id="fl"/>
                </collectionView>
        """)
        let automaticView = try #require(try load(automatic).first as? UICollectionView)
        #expect((automaticView.collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
    }

    @Test func cellsOutsideACollectionViewAreErrors() throws {
        let inSubviews = xib("""
                <view contentMode="scaleToFill" id="v">
                    <subviews>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="C" id="c"/>
                    </subviews>
                </view>
        """)
        let failure = try #require(error(inSubviews))
        #expect(failure.line == 6 && failure.element == "collectionViewCell")
        guard case .misplacedElement = failure.kind else { Issue.record("\(failure)"); return }

        let cellsOnAView = xib("""
                <view contentMode="scaleToFill" id="v">
                    <cells/>
                </view>
        """)
        #expect(error(cellsOnAView)?.element == "cells")

        let contentViewOutsideACell = xib("""
                <view contentMode="scaleToFill" id="v">
                    <collectionViewCellContentView key="contentView" id="cv"/>
                </view>
        """)
        #expect(error(contentViewOutsideACell)?.element == "collectionViewCellContentView")

        let missingIdentifier = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" id="c"/>
                    </cells>
                </collectionView>
        """)
        let missing = try #require(error(missingIdentifier))
        #expect(missing.line == 6 && missing.element == "collectionViewCell")
        #expect(missing.kind == .badAttribute("a prototype cell needs a reuseIdentifier"))

        let headerWithoutIdentifier = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                    <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" id="h"/>
                </collectionView>
        """)
        #expect(error(headerWithoutIdentifier)?.kind == .badAttribute("a collection reusable view needs a reuseIdentifier"))
    }

    @Test func aXibCollectionViewIgnoresPrototypesWithALogLine() throws {
        let data = xib("""
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="C" id="c"/>
                    </cells>
                </collectionView>
        """)
        let (objects, log) = try capturingInterfaceBuilderLog { try load(data) }
        #expect(objects.first is UICollectionView)
        #expect(log.contains { $0.contains("<data>:5: prototype cells and reusable views outside a storyboard collection view are ignored") })
    }

    @Test func aStoryboardWithABadPrototypeLogsTheNamedError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-badcells-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="A">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="A" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="fl"/>
                                <cells>
                                    <collectionViewCell opaque="NO" contentMode="center" id="c"/>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try Data(storyboard.utf8).write(to: url.appendingPathComponent("BadCells.storyboard"))
        let bundle = try #require(Bundle(path: url.path))
        let (controller, log) = capturingInterfaceBuilderLog { () -> UIViewController? in
            let controller = UIStoryboard(name: "BadCells", bundle: bundle).instantiateInitialViewController()
            controller?.loadViewIfNeeded()
            return controller
        }
        #expect(controller?.isViewLoaded == true, "a failed view load leaves a plain view, not a crash")
        #expect(log.contains { $0.contains("BadCells.storyboard:11: <collectionViewCell>: bad attribute: a prototype cell needs a reuseIdentifier") })
    }
}
