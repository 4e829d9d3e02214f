import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A custom table cell as apps write them: labels and a badge added to `contentView` with
/// constraints, the labels kept in properties it archives itself (decoded back as the same
/// objects the content view holds: the archiver stores each object once).
final class ArchivedContactCell: UITableViewCell {
    var nameLabel = UILabel()
    var detailLabel = UILabel()
    var badge = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        build()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let name = coder.decodeObject(forKey: "nameLabel") as? UILabel, let detail = coder.decodeObject(forKey: "detailLabel") as? UILabel,
              let badge = coder.decodeObject(forKey: "badge") as? UIView else { return nil }
        nameLabel = name
        detailLabel = detail
        self.badge = badge
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(nameLabel, forKey: "nameLabel")
        coder.encode(detailLabel, forKey: "detailLabel")
        coder.encode(badge, forKey: "badge")
    }

    private func build() {
        contentView.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 16)
        detailLabel.text = "Analyst"
        detailLabel.font = .systemFont(ofSize: 12)
        detailLabel.textColor = .darkGray
        badge.backgroundColor = .systemRed
        for view in [nameLabel, detailLabel, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let constraints = [
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 14),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            // Owned by the cell (the common ancestor): its path runs through "contentView".
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
        ]
        for constraint in constraints { constraint.shouldBeArchived = true }
        NSLayoutConstraint.activate(constraints)
    }
}

/// A custom collection cell: a title over a colored swatch, pinned to `contentView`.
final class ArchivedTileCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let swatch = UIView()
        swatch.backgroundColor = .systemTeal
        let title = UILabel()
        title.text = "Teal"
        title.textAlignment = .center
        for view in [swatch, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let constraints = [
            swatch.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            title.topAnchor.constraint(equalTo: swatch.bottomAnchor, constant: 4),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ]
        for constraint in constraints { constraint.shouldBeArchived = true }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Table and collection cells keep the content the app put in their `contentView` through
/// `NSKeyedArchiver`: subviews, constraints (the content view's and the cell's), the content
/// view's own properties; the copy lays out to the same frames and renders the same pixels,
/// and the cell's own parts (background, separator, classic labels) are not duplicated.
@MainActor @Suite(.serialized) struct CellArchivingTests {
    func roundTrip<T>(_ object: T) throws -> (T?, Error?) {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        return (coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? T, coder.error)
    }

    /// `view` alone in a window of `size`, laid out.
    func show(_ view: UIView, in size: CGSize) -> UIWindow {
        let window = makeWindow(size)
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        return window
    }

    /// Each view's class and frame, depth first.
    func outline(_ view: UIView, depth: Int = 0) -> [String] {
        ["\(depth) \(type(of: view)) \(view.frame)"] + view.subviews.flatMap { outline($0, depth: depth + 1) }
    }

    @Test func customTableCellKeepsItsContentLayoutAndPixels() throws {
        let cell = ArchivedContactCell(style: .default, reuseIdentifier: "contact")
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 56)
        let originalWindow = show(cell, in: CGSize(width: 300, height: 56))
        defer { originalWindow.isHidden = true }
        let (decoded, error) = try roundTrip(cell)
        #expect(error == nil)
        let copy = try #require(decoded)
        let copyWindow = show(copy, in: CGSize(width: 300, height: 56))
        defer { copyWindow.isHidden = true }

        // The same three subviews in the cell's own content view, and no second set of parts.
        #expect(copy.contentView.superview === copy)
        #expect(copy.contentView.subviews.count == 3)
        #expect(copy.subviews.count == cell.subviews.count)
        #expect(copy.nameLabel.superview === copy.contentView && copy.nameLabel.text == "Ada Lovelace")
        #expect(copy.detailLabel.superview === copy.contentView && copy.detailLabel.textColor == .darkGray)
        #expect(copy.badge.superview === copy.contentView)
        #expect(copy.reuseIdentifier == "contact")
        #expect(copy.contentView.backgroundColor == UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1))
        #expect(copy.backgroundColor == cell.backgroundColor)

        // Five constraints in the content view, the badge's size on the badge, its trailing one on the cell.
        #expect(copy.contentView.constraints.filter(\.shouldBeArchived).count == 5)
        #expect(copy.badge.constraints.filter(\.shouldBeArchived).count == 2)
        let trailing = try #require(copy.constraints.first { $0.shouldBeArchived })
        #expect(trailing.firstItem === copy.badge && trailing.secondItem === copy && trailing.constant == -20)

        // Laid out the same: the badge 20 points from the cell's trailing edge, centered.
        #expect(outline(copy) == outline(cell))
        #expect(copy.badge.frame == CGRect(x: 300 - 20 - 14, y: (56 - 14) / 2, width: 14, height: 14))
        #expect(copy.nameLabel.frame.minY == 8 && copy.detailLabel.frame.minY == copy.nameLabel.frame.maxY + 4)

        let expected = PixelReader(originalWindow.renderedImage())
        let actual = PixelReader(copyWindow.renderedImage())
        let identical = expected.bytes == actual.bytes
        #expect(identical)
        #expect(actual[1, 1].isNear(Pixel(230, 242, 255, 255), 2))  // the content view's color (0.9, 0.95, 1)
    }

    @Test func customCollectionCellKeepsItsContentLayoutAndPixels() throws {
        let cell = ArchivedTileCell(frame: CGRect(x: 0, y: 0, width: 90, height: 110))
        cell.backgroundColor = .white
        let originalWindow = show(cell, in: CGSize(width: 90, height: 110))
        defer { originalWindow.isHidden = true }
        let (decoded, error) = try roundTrip(cell)
        #expect(error == nil)
        let copy = try #require(decoded)
        let copyWindow = show(copy, in: CGSize(width: 90, height: 110))
        defer { copyWindow.isHidden = true }

        #expect(copy.contentView.superview === copy)
        #expect(copy.contentView.subviews.map { String(describing: type(of: $0)) } == ["UIView", "UILabel"])
        #expect(copy.contentView.constraints.filter(\.shouldBeArchived).count == 7)
        #expect(outline(copy) == outline(cell))
        let swatch = copy.contentView.subviews[0]
        #expect(swatch.frame.origin == CGPoint(x: 6, y: 6) && swatch.frame.width == 78)

        let expected = PixelReader(originalWindow.renderedImage())
        let actual = PixelReader(copyWindow.renderedImage())
        let identical = expected.bytes == actual.bytes
        #expect(identical)
    }

    @Test func cellPartsAreNotArchivedAsContent() throws {
        // A content configuration's view and the classic labels belong to the cell.
        let collectionCell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Configured"
        collectionCell.contentConfiguration = configuration
        let extra = UIView()
        collectionCell.contentView.addSubview(extra)
        let tableCell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        tableCell.textLabel?.text = "Title"
        tableCell.imageView?.image = UIImage(cgImage: makeQuadrantCGImage(), scale: 1, orientation: .up)
        tableCell.contentView.addSubview(UISwitch())

        let decodedCollection = try #require(try roundTrip(collectionCell).0)
        #expect(decodedCollection.contentView.subviews.count == 1)  // only `extra`
        #expect(decodedCollection.contentView.subviews.first.map { type(of: $0) == UIView.self } == true)
        let decodedTable = try #require(try roundTrip(tableCell).0)
        #expect(decodedTable.contentView.subviews.count == 1 && decodedTable.contentView.subviews.first is UISwitch)
    }

    @Test func contentRecordOutsideACellFailsCleanly() throws {
        // A mutated archive whose root is the content record itself: an error, no crash.
        let cell = ArchivedTileCell(frame: CGRect(x: 0, y: 0, width: 90, height: 110))
        let data = try NSKeyedArchiver.archivedData(withRootObject: cell, requiringSecureCoding: false)
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let objects = try #require(plist["$objects"] as? [Any])
        let rootIndex = try #require(objects.firstIndex { ($0 as? [String: Any])?["UIContentView"] != nil })
        let record = try #require((objects[rootIndex] as? [String: Any])?["UIContentView"])
        var top = try #require(plist["$top"] as? [String: Any])
        top["root"] = record
        plist["$top"] = top
        let damaged = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: damaged)
        let root = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        #expect(root == nil)
        #expect(coder.error != nil)
    }
}
