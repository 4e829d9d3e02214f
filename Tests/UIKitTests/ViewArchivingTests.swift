import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view subclass that archives a property of its own, as apps do.
final class ArchivedBadgeView: UIView {
    var badgeCount = 0
    var badgeColor: UIColor = .systemRed

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        badgeCount = coder.decodeInteger(forKey: "badgeCount")
        if let color = coder.decodeObject(forKey: "badgeColor") as? UIColor { badgeColor = color }
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(badgeCount, forKey: "badgeCount")
        coder.encode(badgeColor, forKey: "badgeColor")
    }
}

/// `encode(with:)` / `init(coder:)` of whole view trees through `NSKeyedArchiver` and
/// `NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom:)`: the copy lays out and renders
/// as the original, keeps subview order, archived constraints, recognizers and properties;
/// a damaged archive fails with an error instead of crashing.
@MainActor @Suite(.serialized) struct ViewArchivingTests {
    /// A card: a stack view holding a label, a button, an image view and a switch, pinned to
    /// the card through constraints with priorities and identifiers, plus a layout guide and
    /// a double-tap recognizer.
    func makeCard() -> UIView {
        let card = UIView(frame: CGRect(x: 10, y: 12, width: 220, height: 150))
        card.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
        card.tintColor = .systemGreen
        card.clipsToBounds = true
        card.tag = 7
        card.accessibilityIdentifier = "card"
        card.accessibilityLabel = "Offer card"
        card.accessibilityTraits = [.button, .header]
        card.restorationIdentifier = "cardView"
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 14)
        card.semanticContentAttribute = .forceLeftToRight

        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 6
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false

        let label = UILabel()
        label.text = "Two nights in Lisbon"
        label.font = UIFont.boldSystemFont(ofSize: 15)
        label.textColor = UIColor(red: 0.2, green: 0.1, blue: 0.5, alpha: 1)
        label.textAlignment = .center
        label.numberOfLines = 2
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.setContentHuggingPriority(UILayoutPriority(260), for: .vertical)
        label.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)

        let button = UIButton(type: .system)
        button.setTitle("Book", for: .normal)
        button.setTitle("Booking…", for: .highlighted)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
        button.contentHorizontalAlignment = .leading
        button.isSelected = true

        let imageView = UIImageView(image: UIImage(cgImage: makeQuadrantCGImage(), scale: 0.1, orientation: .up))
        imageView.contentMode = .scaleAspectFit

        let toggle = UISwitch()
        toggle.isOn = true
        toggle.onTintColor = .systemOrange

        for view in [label, button, imageView, toggle] { stack.addArrangedSubview(view) }
        card.addSubview(stack)

        let guide = UILayoutGuide()
        guide.identifier = "trailing-gutter"
        card.addLayoutGuide(guide)
        let constraints = [
            stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 30),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -4),
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: 2),
            imageView.heightAnchor.constraint(equalToConstant: 20),
        ]
        constraints[5].priority = UILayoutPriority(999)
        constraints[6].priority = .defaultHigh
        for (index, constraint) in constraints.enumerated() {
            constraint.identifier = "card-\(index)"
            constraint.shouldBeArchived = true
        }
        NSLayoutConstraint.activate(constraints)

        let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.cancelsTouchesInView = false
        doubleTap.name = "favorite"
        card.addGestureRecognizer(doubleTap)
        return card
    }

    func archive(_ object: Any) throws -> Data {
        try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
    }

    /// The root object of `data` read through the validating unarchiver, and its error.
    func unarchive(_ data: Data) throws -> (root: Any?, error: Error?) {
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        let root = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        return (root, coder.error)
    }

    /// The view in a 240x180 window, laid out and rendered.
    func show(_ view: UIView) -> UIWindow {
        let window = makeWindow(CGSize(width: 240, height: 180))
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        return window
    }

    /// Each view's class, frame and subview count, depth first.
    func outline(_ view: UIView, depth: Int = 0) -> [String] {
        ["\(depth) \(type(of: view)) \(view.frame) \(view.subviews.count)"] + view.subviews.flatMap { outline($0, depth: depth + 1) }
    }

    /// The archived constraints of `view`'s tree as comparable text: the owner, the items as
    /// paths and every value.
    func constraintSummary(_ root: UIView) -> Set<String> {
        var result = Set<String>()
        var stack = [root]
        while let view = stack.popLast() {
            for c in view.constraints where c.shouldBeArchived {
                let first = c.firstItem.flatMap { ArchivedConstraint.path(of: $0, from: root) } ?? "?"
                let second = c.secondItem.flatMap { ArchivedConstraint.path(of: $0, from: root) } ?? "-"
                result.insert("\(ArchivedConstraint.path(of: view, from: root) ?? "?") \(c.identifier ?? "") \(first).\(c.firstAttribute.rawValue) \(c.relation.rawValue) \(second).\(c.secondAttribute.rawValue) ×\(c.multiplier) +\(c.constant) @\(c.priority.rawValue) active:\(c.isActive)")
            }
            stack.append(contentsOf: view.subviews)
        }
        return result
    }

    @Test func cardRoundTripsWithLayoutConstraintsRecognizersAndPixels() throws {
        let card = makeCard()
        let originalWindow = show(card)
        defer { originalWindow.isHidden = true }
        let (root, error) = try unarchive(try archive(card))
        #expect(error == nil)
        let copy = try #require(root as? UIView)
        let copyWindow = show(copy)
        defer { copyWindow.isHidden = true }

        // Geometry, classes and order of the whole tree after layout, and the layer tree.
        #expect(outline(copy) == outline(card))
        #expect(copy.layer.sublayers?.count == card.layer.sublayers?.count)
        let stack = try #require(copy.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.map { String(describing: type(of: $0)) } == ["UILabel", "UIButton", "UIImageView", "UISwitch"])
        #expect(stack.arrangedSubviews.allSatisfy { $0.superview === stack })
        #expect(stack.axis == .vertical && stack.spacing == 6 && stack.alignment == .leading)

        // Constraints: the same eight, same items, values, priorities and identifiers, active.
        let summary = constraintSummary(copy)
        #expect(summary.count == 8)
        #expect(summary == constraintSummary(card))
        #expect(copy.layoutGuides.contains { $0.identifier == "trailing-gutter" })

        // The recognizer, without targets (code), with its configuration.
        let tap = try #require(copy.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(copy.gestureRecognizers?.count == 1)
        #expect(tap.numberOfTapsRequired == 2 && tap.cancelsTouchesInView == false && tap.name == "favorite")

        // View properties.
        #expect(copy.backgroundColor == card.backgroundColor)
        #expect(copy.tintColor == UIColor.systemGreen)
        #expect(copy.clipsToBounds && copy.tag == 7 && copy.restorationIdentifier == "cardView")
        #expect(copy.accessibilityIdentifier == "card" && copy.accessibilityLabel == "Offer card")
        #expect(copy.accessibilityTraits == [.button, .header])
        #expect(copy.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 14))
        #expect(copy.semanticContentAttribute == .forceLeftToRight)
        #expect(!stack.translatesAutoresizingMaskIntoConstraints && copy.translatesAutoresizingMaskIntoConstraints)

        let label = try #require(stack.arrangedSubviews[0] as? UILabel)
        #expect(label.text == "Two nights in Lisbon" && label.font == UIFont.boldSystemFont(ofSize: 15))
        #expect(label.textColor == UIColor(red: 0.2, green: 0.1, blue: 0.5, alpha: 1))
        #expect(label.textAlignment == .center && label.numberOfLines == 2 && label.lineBreakMode == .byWordWrapping)
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 260)
        #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 740)

        let button = try #require(stack.arrangedSubviews[1] as? UIButton)
        #expect(button.buttonType == .system && button.title(for: .normal) == "Book" && button.title(for: .highlighted) == "Booking…")
        #expect(button.titleColor(for: .normal) == .white && button.isSelected && button.contentHorizontalAlignment == .leading)
        #expect(button.subviews.count == card.subviews[0].subviews[1].subviews.count)  // its own parts, made once

        let imageView = try #require(stack.arrangedSubviews[2] as? UIImageView)
        #expect(imageView.image?.scale == 0.1 && imageView.image?.size == CGSize(width: 20, height: 20))
        #expect(imageView.image?.pngData() == (card.subviews[0].subviews[2] as? UIImageView)?.image?.pngData())
        let toggle = try #require(stack.arrangedSubviews[3] as? UISwitch)
        #expect(toggle.isOn && toggle.onTintColor == .systemOrange)

        // The copy draws what the original draws, pixel for pixel.
        let expected = PixelReader(originalWindow.renderedImage())
        let actual = PixelReader(copyWindow.renderedImage())
        #expect(expected.width == actual.width && expected.height == actual.height)
        #expect(expected.bytes == actual.bytes)
        #expect(actual[15, 20].isNear(Pixel(242, 230, 204, 255), 2))  // the card's background (0.95, 0.9, 0.8)
    }

    @Test func archivedCopyStillRespondsToLayoutChanges() throws {
        let card = makeCard()
        let copy = try #require(try unarchive(try archive(card)).root as? UIView)
        let window = show(copy)
        defer { window.isHidden = true }
        let gutter = try #require(copy.constraints.first { $0.identifier == "card-4" })
        let stack = copy.subviews[0]
        let before = stack.frame.width
        gutter.constant = 60
        UIApplication.shared.runUntilIdle()
        #expect(stack.frame.width == before - 30)  // the decoded constraints are live in the engine
    }

    /// A target for recognizers made in tests.
    final class TapCounter: NSObject {
        var count = 0
        func tapped(_ recognizer: UIGestureRecognizer) { count += 1 }
    }

    @Test func decodedRecognizerIsAttachedAndFires() throws {
        let copy = try #require(try unarchive(try archive(makeCard())).root as? UIView)
        let window = show(copy)
        defer { window.isHidden = true }
        let tap = try #require(copy.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(tap.view === copy && tap.isEnabled)
        let counter = TapCounter()
        tap.addTarget(counter, action: TapCounter.tapped)
        let point = CGPoint(x: copy.frame.maxX - 10, y: copy.frame.maxY - 10)  // the gutter: no subview there
        window.tap(at: point)
        UIApplication.shared.runUntilIdle()
        #expect(counter.count == 0)  // one tap does not satisfy numberOfTapsRequired == 2
        UIApplication.shared.advanceTime(by: 1)  // the lone tap times out
        window.tap(at: point, count: 2)
        UIApplication.shared.runUntilIdle()
        #expect(counter.count == 1)
    }

    @Test func textColorsDecodeIntoFieldsAndViewsHoldingText() throws {
        // A decoded system color replaces the default one (both dynamic): Foundation on
        // Linux trapped restyling the text in place.
        let field = UITextField()
        field.text = "hello"
        field.textColor = .secondaryLabel
        let textView = UITextView()
        textView.text = "notes"
        textView.textColor = .secondaryLabel
        let root = UIView()
        root.addSubview(field)
        root.addSubview(textView)
        let copy = try #require(try unarchive(try archive(root)).root as? UIView)
        let decodedField = try #require(copy.subviews.first as? UITextField)
        let decodedTextView = try #require(copy.subviews.last as? UITextView)
        #expect(decodedField.text == "hello" && decodedField.textColor == .secondaryLabel)
        #expect(decodedField.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .secondaryLabel)
        #expect(decodedTextView.text == "notes" && decodedTextView.textColor == .secondaryLabel)
    }

    @Test func constraintsMadeInCodeAreArchivedOnlyWhenAsked() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let kept = child.widthAnchor.constraint(equalToConstant: 40)
        kept.shouldBeArchived = true
        let dropped = child.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([kept, dropped])
        let copy = try #require(try unarchive(try archive(parent)).root as? UIView)
        let copyChild = try #require(copy.subviews.first)
        // UIKit: "By default, constraints created in code are not archived" (shouldBeArchived).
        #expect(copyChild.constraints.count == 1)
        #expect(copyChild.constraints.first?.firstAttribute == .width && copyChild.constraints.first?.constant == 40)
        #expect(copyChild.constraints.first?.shouldBeArchived == true)
    }

    @Test func subclassArchivesItsOwnProperty() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let badge = ArchivedBadgeView(frame: CGRect(x: 5, y: 6, width: 20, height: 20))
        badge.badgeCount = 42
        badge.badgeColor = .systemPurple
        container.addSubview(badge)
        let copy = try #require(try unarchive(try archive(container)).root as? UIView)
        let decoded = try #require(copy.subviews.first as? ArchivedBadgeView)
        #expect(decoded.badgeCount == 42 && decoded.badgeColor == .systemPurple)
        #expect(decoded.frame == CGRect(x: 5, y: 6, width: 20, height: 20))
    }

    @Test func controlsScrollViewsAndTablesKeepTheirSettings() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let slider = UISlider()
        slider.minimumValue = -5; slider.maximumValue = 5; slider.value = 2.5; slider.isContinuous = false
        let stepper = UIStepper()
        stepper.maximumValue = 50; stepper.stepValue = 5; stepper.value = 15; stepper.wraps = true
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 2
        segments.setEnabled(false, forSegmentAt: 1)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progress = 0.75
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        let field = UITextField()
        field.text = "hello"; field.placeholder = "Name"; field.borderStyle = .roundedRect; field.isSecureTextEntry = true
        let textView = UITextView()
        textView.text = "Notes"; textView.isEditable = false
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 500, height: 900); scroll.isPagingEnabled = true; scroll.bounces = false
        scroll.maximumZoomScale = 3
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.rowHeight = 52
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 40); layout.scrollDirection = .horizontal; layout.minimumLineSpacing = 3
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        for view in [slider, stepper, segments, progress, spinner, field, textView, scroll, table, collection] { root.addSubview(view) }

        let copy = try #require(try unarchive(try archive(root)).root as? UIView)
        let views = copy.subviews
        #expect(views.count == 10)
        let s = try #require(views[0] as? UISlider)
        #expect(s.minimumValue == -5 && s.maximumValue == 5 && s.value == 2.5 && !s.isContinuous)
        let st = try #require(views[1] as? UIStepper)
        #expect(st.maximumValue == 50 && st.stepValue == 5 && st.value == 15 && st.wraps)
        let sc = try #require(views[2] as? UISegmentedControl)
        #expect(sc.numberOfSegments == 3 && sc.titleForSegment(at: 2) == "Month" && sc.selectedSegmentIndex == 2 && !sc.isEnabledForSegment(at: 1))
        let p = try #require(views[3] as? UIProgressView)
        #expect(p.progress == 0.75 && p.progressViewStyle == .bar)
        let a = try #require(views[4] as? UIActivityIndicatorView)
        #expect(a.style == .large && !a.hidesWhenStopped)
        let f = try #require(views[5] as? UITextField)
        #expect(f.text == "hello" && f.placeholder == "Name" && f.borderStyle == .roundedRect && f.isSecureTextEntry)
        let t = try #require(views[6] as? UITextView)
        #expect(t.text == "Notes" && !t.isEditable)
        let sv = try #require(views[7] as? UIScrollView)
        #expect(sv.contentSize == CGSize(width: 500, height: 900) && sv.isPagingEnabled && !sv.bounces && sv.maximumZoomScale == 3)
        #expect(sv.gestureRecognizers?.count == scroll.gestureRecognizers?.count)  // its own pan, not a second one
        let tv = try #require(views[8] as? UITableView)
        #expect(tv.style == .insetGrouped && tv.rowHeight == 52)
        let cv = try #require(views[9] as? UICollectionView)
        let flow = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 30, height: 40) && flow.scrollDirection == .horizontal && flow.minimumLineSpacing == 3)
    }

    @Test func fontsAndImagesRoundTripOnTheirOwn() throws {
        let font = UIFont.italicSystemFont(ofSize: 21)
        let decodedFont = try #require(try unarchive(try archive(font)).root as? UIFont)
        #expect(decodedFont == font && decodedFont.fontName == font.fontName)
        let styled = UIFont.preferredFont(forTextStyle: .headline)
        let decodedStyled = try #require(try unarchive(try archive(styled)).root as? UIFont)
        #expect(decodedStyled.fontDescriptor.textStyle == .headline && decodedStyled.pointSize == styled.pointSize)
        let image = UIImage(cgImage: makeQuadrantCGImage(), scale: 2, orientation: .up).withRenderingMode(.alwaysTemplate)
        let decodedImage = try #require(try unarchive(try archive(image)).root as? UIImage)
        #expect(decodedImage.scale == 2 && decodedImage.renderingMode == .alwaysTemplate && decodedImage.size == CGSize(width: 1, height: 1))
        #expect(decodedImage.pngData() == image.pngData())
    }

    // MARK: Bad input

    /// `data` with the first object that has `key` changed by `change` (given the object
    /// and the archive's `$objects`, both editable).
    func mutate(_ data: Data, key: String, _ change: (inout [String: Any], inout [Any]) -> Void) throws -> Data {
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var objects = try #require(plist["$objects"] as? [Any])
        let index = try #require(objects.firstIndex { ($0 as? [String: Any])?[key] != nil })
        var target = try #require(objects[index] as? [String: Any])
        change(&target, &objects)
        objects[index] = target
        plist["$objects"] = objects
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    @Test(arguments: [
        ("UINumberOfLines", "huge count"), ("UIContentMode", "unknown enum"), ("UIAlpha", "NaN"),
        ("UISubviews", "wrong type"), ("UIStackViewSpacing", "infinity"), ("UIViewAutolayoutConstraints", "bad constraint"),
    ])
    func mutatedArchiveFailsCleanly(key: String, mutation: String) throws {
        let data = try archive(makeCard())
        let damaged = try mutate(data, key: key) { object, objects in
            switch mutation {
            case "huge count": object[key] = Int.max
            case "unknown enum": object[key] = 999
            case "NaN": object[key] = Double.nan
            case "infinity": object[key] = Double.infinity
            case "wrong type":
                // A reference to a plain string where a list of views belongs.
                object[key] = object["UIRestorationIdentifier"] ?? object["$class"]!
            default:
                // Every constraint record's multiplier becomes a string (the key's own
                // name: numbers are shared between records, strings are not numbers).
                for (index, entry) in objects.enumerated() {
                    guard var record = entry as? [String: Any], let keys = record["NS.keys"] as? [Any],
                          var values = record["NS.objects"] as? [Any], keys.count == values.count else { continue }
                    for (position, keyReference) in keys.enumerated() {
                        guard let keyIndex = KeyedArchiveValidator.referenceIndex(keyReference),
                              objects[keyIndex] as? String == "NSMultiplier" else { continue }
                        values[position] = keyReference
                    }
                    record["NS.objects"] = values
                    objects[index] = record
                }
            }
        }
        let (root, error) = try unarchive(damaged)
        if mutation == "NaN" {
            // UIKit clamps a NaN alpha with a log line; the rest of the view decodes.
            #expect((root as? UIView)?.alpha == 1)
            return
        }
        #expect(error != nil, "\(key): \(mutation) was accepted")
        #expect(root == nil)  // the tree is refused as a whole
        let description = String(describing: error.map { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] ?? $0 } ?? "")
        #expect(description.contains(key) || description.contains("NSMultiplier"), "\(description)")
    }
}
