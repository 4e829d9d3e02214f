import CoreGraphics
import Foundation

extension UIView: @preconcurrency NSCoding {}

/// A view's archive (`encode(with:)` / `init(coder:)`): geometry, flags, colors, Auto Layout
/// settings, accessibility, restoration identifier, then the subtree — subviews in order
/// (which rebuilds the layer tree), the layout guides the view owns, the constraints it owns
/// whose `shouldBeArchived` is true (as UIKit: constraints made in code are not archived
/// unless asked; Interface Builder's are), and its gesture recognizers.
///
/// Keys are UIKit's where known (`UIFrame`, `UISubviews`, `UIBackgroundColor`…), so
/// Interface Builder documents (read through `IBElementCoder`) and archives agree.
/// Constraints and recognizers are stored as dictionaries of plain values (items named by
/// their path from the owning view), since Foundation on Linux cannot decode the reference
/// cycle a constraint naming its own view would make, and neither class has a required
/// `init(coder:)` on iOS.
extension UIView {
    /// Archives frame, tag and flags (what Interface Builder's coder carries too).
    package func encodeBasicProperties(with coder: NSCoder) {
        coder.encode(frame, forKey: "UIFrame")
        coder.encode(tagStorage, forKey: "UITag")
        coder.encode(layerStorage.isHidden, forKey: "UIHidden")
        coder.encode(Double(alphaStorage), forKey: "UIAlpha")
        coder.encode(userInteractionFlag, forKey: "UIUserInteractionEnabled")
        coder.encode(Int(autoresizingMask.rawValue), forKey: "UIAutoresizingMask")
    }

    /// Restores what `encodeBasicProperties(with:)` stored.
    package func decodeBasicProperties(from coder: NSCoder) {
        if let document = coder as? IBElementCoder {
            // A document's frame is already a rect: skip formatting and parsing its string.
            if let rect = document.rect(forKey: "UIFrame") { frame = rect }
        } else if coder.containsValue(forKey: "UIFrame") {
            frame = coder.decodeRect(forKey: "UIFrame")
        }
        tag = coder.decodeInteger(forKey: "UITag")
        isHidden = coder.decodeBool(forKey: "UIHidden")
        if coder.containsValue(forKey: "UIAlpha") {
            let value = coder.decodeDouble(forKey: "UIAlpha")
            if value.isFinite { alpha = CGFloat(value) } else { UIView.log("init(coder:): UIAlpha \(value) rejected: must be finite") }
        }
        if coder.containsValue(forKey: "UIUserInteractionEnabled") {
            isUserInteractionEnabled = coder.decodeBool(forKey: "UIUserInteractionEnabled")
        }
        // Only the six defined flags (a mutated archive may hold any integer).
        autoresizingMask = AutoresizingMask(rawValue: UInt(max(0, coder.decodeInteger(forKey: "UIAutoresizingMask"))) & 0x3F)
    }

    /// `UIView.encode(with:)`: everything a plain view archives, subtree included.
    package func encodeView(with coder: NSCoder) {
        encodeBasicProperties(with: coder)
        if let backgroundColorStorage { coder.encode(backgroundColorStorage, forKey: "UIBackgroundColor") }
        if let tintColorStorage { coder.encode(tintColorStorage, forKey: "UITintColor") }
        coder.encode(contentMode.rawValue, forKey: "UIContentMode")
        coder.encode(clipsToBounds, forKey: "UIClipsToBounds")
        coder.encode(isOpaque, forKey: "UIOpaque")
        coder.encode(isMultipleTouchEnabled, forKey: "UIMultipleTouchEnabled")
        coder.encode(autoresizesSubviews, forKey: "UIAutoresizeSubviews")
        coder.encode(!translatesAutoresizingMaskIntoConstraints, forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints")
        coder.encode(semanticContentAttribute.rawValue, forKey: "UIViewSemanticContentAttribute")
        coder.encode(preservesSuperviewLayoutMargins, forKey: "UIViewPreservesSuperviewMargins")
        coder.encode(insetsLayoutMarginsFromSafeArea, forKey: "UIViewInsetsLayoutMarginsFromSafeArea")
        let margins = directionalLayoutMargins
        coder.encodeInsets((margins.top, margins.leading, margins.bottom, margins.trailing),
                           names: ("Top", "Leading", "Bottom", "Trailing"), forKey: "UIViewDirectionalLayoutMargins")
        coder.encode(Double(contentHuggingPriority(for: .horizontal).rawValue), forKey: "UIViewHorizontalHuggingPriority")
        coder.encode(Double(contentHuggingPriority(for: .vertical).rawValue), forKey: "UIViewVerticalHuggingPriority")
        coder.encode(Double(contentCompressionResistancePriority(for: .horizontal).rawValue), forKey: "UIViewHorizontalCompressionResistancePriority")
        coder.encode(Double(contentCompressionResistancePriority(for: .vertical).rawValue), forKey: "UIViewVerticalCompressionResistancePriority")
        if let restorationIdentifier { coder.encode(restorationIdentifier, forKey: "UIRestorationIdentifier") }
        encodeAccessibility(with: coder)
        encodeSubtree(with: coder)
    }

    /// `UIView.init(coder:)` after the basic properties: the rest of `encodeView(with:)`.
    /// Interface Builder's coder carries none of these keys (the loader applies the
    /// document's attributes itself), so nothing changes for documents.
    /// The archive keys of the hugging and compression resistance priorities: key, axis,
    /// and whether it is hugging.
    private static let archivedPriorityKeys: [(String, NSLayoutConstraint.Axis, Bool)] = [
        ("UIViewHorizontalHuggingPriority", .horizontal, true), ("UIViewVerticalHuggingPriority", .vertical, true),
        ("UIViewHorizontalCompressionResistancePriority", .horizontal, false), ("UIViewVerticalCompressionResistancePriority", .vertical, false),
    ]

    package func decodeView(from coder: NSCoder) {
        decodeBasicProperties(from: coder)
        // A document element's coder carries the basic keys only (the loader applies the
        // element's other attributes itself): every other lookup would find nothing.
        if coder is IBElementCoder {
            decodeArchivedParts(from: coder)
            return
        }
        if let color = coder.checkedObject(UIColor.self, forKey: "UIBackgroundColor") { backgroundColor = color }
        if let color = coder.checkedObject(UIColor.self, forKey: "UITintColor") { tintColor = color }
        if let mode = coder.checkedEnum(ContentMode.self, forKey: "UIContentMode") { contentMode = mode }
        if let clips = coder.checkedBool(forKey: "UIClipsToBounds") { clipsToBounds = clips }
        if let opaque = coder.checkedBool(forKey: "UIOpaque") { isOpaque = opaque }
        if let multiple = coder.checkedBool(forKey: "UIMultipleTouchEnabled") { isMultipleTouchEnabled = multiple }
        if let resizes = coder.checkedBool(forKey: "UIAutoresizeSubviews") { autoresizesSubviews = resizes }
        if let notTranslating = coder.checkedBool(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = !notTranslating
        }
        if let semantic = coder.checkedEnum(UISemanticContentAttribute.self, forKey: "UIViewSemanticContentAttribute") {
            semanticContentAttribute = semantic
        }
        if let preserves = coder.checkedBool(forKey: "UIViewPreservesSuperviewMargins") { preservesSuperviewLayoutMargins = preserves }
        if let insets = coder.checkedBool(forKey: "UIViewInsetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = insets }
        if let m = coder.checkedInsets(names: ("Top", "Leading", "Bottom", "Trailing"), forKey: "UIViewDirectionalLayoutMargins") {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: m.0, leading: m.1, bottom: m.2, trailing: m.3)
        }
        for (key, axis, hugging) in UIView.archivedPriorityKeys {
            guard let value = coder.checkedDouble(forKey: key, in: 1...1000) else { continue }
            if hugging { setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis) }
            else { setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis) }
        }
        if let identifier = coder.checkedString(forKey: "UIRestorationIdentifier") { restorationIdentifier = identifier }
        decodeAccessibility(from: coder)
        decodeSubtree(from: coder)
    }

    /// The accessibility settings the app set on the view itself (not the defaults a
    /// class reports, such as a label's text).
    private func encodeAccessibility(with coder: NSCoder) {
        guard let box = accessibilityBox else { return }
        if let isElement = box.isElement { coder.encode(isElement, forKey: "UIAccessibilityIsElement") }
        if let label = box.label { coder.encode(label, forKey: "UIAccessibilityLabel") }
        if let hint = box.hint { coder.encode(hint, forKey: "UIAccessibilityHint") }
        if let value = box.value { coder.encode(value, forKey: "UIAccessibilityValue") }
        if let identifier = box.identifier { coder.encode(identifier, forKey: "UIAccessibilityIdentifier") }
        if box.traits != .none { coder.encode(Int64(bitPattern: box.traits.rawValue), forKey: "UIAccessibilityTraits") }
    }

    private func decodeAccessibility(from coder: NSCoder) {
        if let isElement = coder.checkedBool(forKey: "UIAccessibilityIsElement") { isAccessibilityElement = isElement }
        if let label = coder.checkedString(forKey: "UIAccessibilityLabel") { accessibilityLabel = label }
        if let hint = coder.checkedString(forKey: "UIAccessibilityHint") { accessibilityHint = hint }
        if let value = coder.checkedString(forKey: "UIAccessibilityValue") { accessibilityValue = value }
        if let identifier = coder.checkedString(forKey: "UIAccessibilityIdentifier") { accessibilityIdentifier = identifier }
        if coder.containsValue(forKey: "UIAccessibilityTraits") {
            accessibilityTraits = UIAccessibilityTraits(rawValue: UInt64(bitPattern: coder.decodeInt64(forKey: "UIAccessibilityTraits")))
        }
    }

    /// Subviews (those the class does not make itself), owned layout guides, archivable
    /// constraints and gesture recognizers.
    private func encodeSubtree(with coder: NSCoder) {
        let children = subviewsForArchiving()
        if !children.isEmpty { coder.encode(children as NSArray, forKey: "UISubviews") }
        let guides = layoutGuidesForArchiving
        if !guides.isEmpty { coder.encode(guides as NSArray, forKey: "UIViewLayoutGuides") }
        let constraintRecords = constraints.filter(\.shouldBeArchived).compactMap { ArchivedConstraint.record(of: $0, in: self) }
        if !constraintRecords.isEmpty { coder.encode(constraintRecords as NSArray, forKey: "UIViewAutolayoutConstraints") }
        let recognizers = (gestureRecognizers ?? []).filter { !$0.isManagedByView }.compactMap(ArchivedGestureRecognizer.record(of:))
        if !recognizers.isEmpty { coder.encode(recognizers as NSArray, forKey: "UIViewGestureRecognizers") }
    }

    private func decodeSubtree(from coder: NSCoder) {
        if let children = coder.checkedList(UIView.self, forKey: "UISubviews") {
            for child in children {
                if child === self || isDescendant(of: child) || child.superview != nil {
                    coder.failDecoding("UISubviews lists a view twice or the view itself")
                    return
                }
                addSubview(child)
            }
        }
        if let guides = coder.checkedList(UILayoutGuide.self, forKey: "UIViewLayoutGuides") {
            for guide in guides {
                guard guide.owningView == nil else { coder.failDecoding("UIViewLayoutGuides lists a guide twice"); return }
                addLayoutGuide(guide)
            }
        }
        decodeArchivedParts(from: coder)
        if coder.hasFailedDecoding { return }
        if let records = coder.checkedList(NSDictionary.self, forKey: "UIViewAutolayoutConstraints") {
            var made: [NSLayoutConstraint] = []
            for (index, record) in records.enumerated() {
                switch ArchivedConstraint.constraint(from: record, in: self) {
                case .success(let constraint): made.append(constraint)
                case .failure(let reason):
                    coder.failDecoding("UIViewAutolayoutConstraints[\(index)]: \(reason)")
                    return
                }
            }
            addConstraints(made)
        }
        if let records = coder.checkedList(NSDictionary.self, forKey: "UIViewGestureRecognizers") {
            for (index, record) in records.enumerated() {
                switch ArchivedGestureRecognizer.recognizer(from: record) {
                case .success(let recognizer): addGestureRecognizer(recognizer)
                case .failure(let reason):
                    coder.failDecoding("UIViewGestureRecognizers[\(index)]: \(reason)")
                    return
                }
            }
        }
    }

    /// The layout guides the app added (not the system guides nor a stack view's spacers).
    package var layoutGuidesForArchiving: [UILayoutGuide] {
        layoutGuides.filter { $0.systemKind == nil && $0.scrollKind == nil && !$0.isManagedByView && !($0 is UIKeyboardLayoutGuide) }
    }
}
