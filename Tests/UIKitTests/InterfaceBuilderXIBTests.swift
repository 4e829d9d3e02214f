import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct InterfaceBuilderXIBTests {
    /// Loads ProfileCard.xib from the test target's SwiftPM resources.
    func loadCard() -> (ProfileCardOwner, [Any]) {
        let owner = ProfileCardOwner()
        let objects = UINib(nibName: "ProfileCard", bundle: .module).instantiate(withOwner: owner, options: nil)
        return (owner, objects)
    }

    @Test func cardClassesOutletsAndAttributes() throws {
        let (owner, objects) = loadCard()
        #expect(objects.count == 1)
        let card = try #require(objects.first as? ProfileCardView)
        #expect(owner.card === card)
        #expect(card.frameInInit == CGRect(x: 0, y: 0, width: 320, height: 180), "init(coder:) sees the document's frame after super.init(coder:)")
        #expect(card.awoke == 1)
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(card.backgroundColor == .systemBackground)
        let stack = try #require(card.subviews.first as? UIStackView)
        #expect(!stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.arrangedSubviews == [owner.nameLabel, owner.detailLabel!, owner.followButton])
        #expect(owner.nameLabel.text == "Ada Lovelace")
        #expect(owner.nameLabel.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(owner.nameLabel.textColor == .label)
        #expect(owner.detailLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(owner.detailLabel?.numberOfLines == 2)
        #expect(owner.detailLabel?.textColor == UIColor(red: 0.40000000596046448, green: 0.40000000596046448, blue: 0.40000000596046448, alpha: 1))
        #expect(owner.detailLabel?.contentHuggingPriority(for: .vertical) == UILayoutPriority(252))
        #expect(owner.followButton.buttonType == .system)
        #expect(owner.followButton.title(for: .normal) == "Follow")
        #expect(owner.followButton.title(for: .disabled) == "Following")
        #expect(owner.followButton.titleColor(for: .normal) == .systemBlue)
        #expect(owner.followButton.accessibilityIdentifier == "follow")
        #expect(owner.followButton.accessibilityLabel == "Follow Ada")
    }

    @Test func cardConstraintsWithPlaceholdersRemoved() throws {
        let (owner, _) = loadCard()
        let card = try #require(owner.card)
        // Five constraints in the document, one of them a placeholder (removed at build time).
        #expect(card.constraints.count == 4)
        let bottom = try #require(card.constraints.first { $0.identifier == "stackBottom" })
        #expect(bottom.relation == .greaterThanOrEqual)
        #expect(bottom.constant == 12)
        #expect(bottom.firstItem === card.safeAreaLayoutGuide)
        #expect(owner.stackTopConstraint?.constant == 16)
        #expect(owner.stackTopConstraint?.secondItem === card.safeAreaLayoutGuide)
        #expect(owner.followButton.constraints.first?.firstAttribute == .height)
        #expect(owner.followButton.constraints.first?.constant == 44)
        #expect(owner.followButton.constraints.first?.isActive == true)
    }

    @Test func cardFramesAfterLayout() throws {
        let (owner, _) = loadCard()
        let card = try #require(owner.card)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        window.addSubview(card)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let stack = try #require(card.subviews.first as? UIStackView)
        let name = try #require(owner.nameLabel), detail = try #require(owner.detailLabel), button = try #require(owner.followButton)
        #expect(stack.frame.origin == CGPoint(x: 16, y: 16))
        #expect(stack.frame.width == 288)
        #expect(name.frame.minY == 0 && name.frame.width == 288)
        #expect(name.frame.height == name.intrinsicContentSize.height)
        #expect(detail.frame.minY == name.frame.maxY + 8)
        #expect(button.frame.minY == detail.frame.maxY + 8)
        #expect(button.frame.height == 44)
        #expect(stack.frame.height == button.frame.maxY)
        #expect(card.bounds.height - stack.frame.maxY >= 12)
    }

    @Test func actionToFilesOwnerFiresOnTap() throws {
        let (owner, _) = loadCard()
        let card = try #require(owner.card)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        window.addSubview(card)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let button = try #require(owner.followButton)
        #expect(button.actions(forTarget: owner, forControlEvent: .touchUpInside) == ["follow:"])
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        UIApplication.shared.runUntilIdle()
        #expect(owner.follows == ["Follow"])
    }

    @Test func inspectablesOutletCollectionsAndLogs() throws {
        awakeOrder = []
        let (objects, log) = capturingInterfaceBuilderLog {
            UINib(nibName: "InspectableBadge", bundle: .module).instantiate(withOwner: nil)
        }
        let badge = try #require(objects.first as? InspectableBadge)
        #expect(badge.cornerRadius == 12.5)
        #expect(badge.maximumCount == 99)
        #expect(badge.isPulsing)
        #expect(badge.caption == "New")
        #expect(badge.anchor == CGPoint(x: 3, y: 4))
        #expect(badge.padding == CGSize(width: 6, height: 2))
        #expect(badge.hotArea == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(badge.highlightRange == NSRange(location: 2, length: 5))
        #expect(badge.ringColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(badge.icon == nil, "a missing image sets nil, as UIKit does")
        #expect(badge.layer.borderWidth == 2)
        #expect(badge.backgroundColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1), "named color from the document's resources")
        #expect(badge.buttons.map(\.tag) == [1, 2, 3], "outlet collection in document order")
        #expect(badge.outer.tag == 7)
        #expect(badge.buttonsAtAwake == 3, "connections are made before awakeFromNib")
        // Subviews awake before their superview; the root last.
        #expect(awakeOrder == [8, 7, 0])
        let unknown = badge.subviews.last
        #expect(unknown.map { type(of: $0) == UIView.self } == true)
        #expect(log.contains("Unknown class NoSuchView in Interface Builder file."))
        #expect(log.contains { $0.contains("Failed to set (notDeclared) user defined inspected property on (UIKitTests.InspectableBadge)") && $0.contains("this class is not key value coding-compliant for the key notDeclared.") })
        #expect(log.contains { $0.contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missingOutlet.") })
        #expect(log.contains { $0.contains("Could not load the \"no-such-image\" image referenced from a nib") })
    }

    @Test func tableCellXibLaysOutInItsContentView() throws {
        let nib = UINib(nibName: "ItemCell", bundle: .module)
        let cell = try #require(nib.instantiate(withOwner: nil).first as? ItemCell)
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.outletsAtAwake)
        #expect(cell.thumbnail.superview === cell.contentView)
        #expect(cell.titleLabel.font == UIFont.systemFont(ofSize: 16, weight: .semibold))
        #expect(cell.titleLabel.textColor == .label, "<nil key=\"textColor\"/> keeps the default")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
        cell.layoutIfNeeded()
        let margins = cell.contentView.layoutMargins
        #expect(cell.thumbnail.frame.size == CGSize(width: 40, height: 40), "width 40 and a 1:1 ratio")
        #expect(cell.thumbnail.frame.minX == margins.left)
        #expect(cell.thumbnail.frame.midY == cell.contentView.bounds.midY)
        #expect(cell.titleLabel.frame.minX == cell.thumbnail.frame.maxX + 12)
        #expect(cell.titleLabel.frame.maxX == cell.contentView.bounds.width - margins.right)
    }

    @Test func renderedPixelsOfALoadedXib() throws {
        let view = try #require(UINib(nibName: "Swatch", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        let scale = Int(UIScreen.main.scale)
        // Left half red (the root's background), right half blue (a subview pinned to the
        // trailing half by constraints); the hidden black square does not draw.
        #expect(pixels[2 * scale, 2 * scale] == Pixel(255, 0, 0, 255))
        #expect(pixels[15 * scale, 15 * scale] == Pixel(255, 0, 0, 255))
        #expect(pixels[25 * scale, 5 * scale] == Pixel(0, 0, 255, 255))
        #expect(pixels[39 * scale, 19 * scale] == Pixel(0, 0, 255, 255))
    }

    @Test func bundleLoadNibNamedAndDataInitializer() throws {
        let owner = ProfileCardOwner()
        let objects = try #require(Bundle.module.loadNibNamed("ProfileCard", owner: owner))
        #expect(objects.first as AnyObject === owner.card)
        let url = try #require(Bundle.module.url(forResource: "Swatch", withExtension: "xib", subdirectory: "InterfaceBuilderDocuments"))
        let nib = UINib(data: try Data(contentsOf: url), bundle: nil)
        let first = nib.instantiate(withOwner: nil).first as? UIView
        let second = nib.instantiate(withOwner: nil).first as? UIView
        #expect(first != nil && second != nil && first !== second, "each instantiation makes new objects")
        #expect(first?.subviews.count == 2)
        let (missing, log) = capturingInterfaceBuilderLog { Bundle.module.loadNibNamed("NoSuchNib", owner: nil) }
        #expect(missing == nil)
        #expect(log.contains { $0.contains("Could not load NIB in bundle") && $0.contains("with name 'NoSuchNib'") })
    }
}

/// A data source whose rows come from ItemCell.xib.
@MainActor final class ItemCellSource: NSObject, UITableViewDataSource {
    let titles = ["Apples", "Pears", "Plums"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        (cell as? ItemCell)?.titleLabel.text = titles[indexPath.row]
        return cell
    }
}

@MainActor @Suite(.serialized) struct InterfaceBuilderTableNibTests {
    @Test func aRegisteredNibMakesTheTablesCells() throws {
        let source = ItemCellSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(UINib(nibName: "ItemCell", bundle: .module), forCellReuseIdentifier: "ItemCell")
        table.rowHeight = 64
        table.dataSource = source
        let window = UIWindow(frame: table.frame)
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let cells = table.visibleCells.compactMap { $0 as? ItemCell }
        #expect(cells.map { $0.titleLabel.text } == ["Apples", "Pears", "Plums"])
        #expect(cells.allSatisfy { $0.reuseIdentifier == "ItemCell" && $0.outletsAtAwake })
        #expect(cells.map(\.frame.minY) == [0, 64, 128])
        #expect(cells[1].titleLabel.frame.minX == cells[1].thumbnail.frame.maxX + 12)
    }

    @Test func aNibWithTheWrongIdentifierIsReported() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(UINib(nibName: "ItemCell", bundle: .module), forCellReuseIdentifier: "Other")
        // UIKit raises "cell reuse indentifier in nib (ItemCell) does not match…"; logged here.
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
    }
}

/// Owner of the gesture recognizer document.
@MainActor final class TapOwner: UIResponder {
    var taps: [CGPoint] = []
    weak var tapRecognizer: UITapGestureRecognizer?
    @IBAction func tapped(_ sender: UITapGestureRecognizer) { taps.append(sender.location(in: sender.view)) }
    override class var interfaceBuilderKeys: [String: IBKey] {
        ["tapped:": .action(TapOwner.tapped), "tapRecognizer": .outlet(\TapOwner.tapRecognizer)]
    }
}

@MainActor @Suite(.serialized) struct InterfaceBuilderGestureRecognizerTests {
    @Test func aRecognizerInTheDocumentIsAttachedAndSendsItsAction() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TapOwner" customModule="UIKitTests" customModuleProvider="target">
                    <connections>
                        <outlet property="tapRecognizer" destination="Tap-gr-001" id="Tp1-aa-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Tap-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="Tap-gr-001" appends="YES" id="Tp1-aa-002"/>
                    </connections>
                </view>
                <tapGestureRecognizer numberOfTapsRequired="2" id="Tap-gr-001">
                    <connections>
                        <action selector="tapped:" destination="-1" id="Tp1-aa-003"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """
        let owner = TapOwner()
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner)
        #expect(objects.count == 2, "the view and the recognizer are top-level objects")
        let view = try #require(objects.first as? UIView)
        let recognizer = try #require(owner.tapRecognizer)
        #expect(recognizer.numberOfTapsRequired == 2)
        #expect(view.gestureRecognizers?.first === recognizer)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        window.tap(at: CGPoint(x: 30, y: 40), count: 2)
        UIApplication.shared.runUntilIdle()
        #expect(owner.taps == [CGPoint(x: 30, y: 40)])
    }
}
