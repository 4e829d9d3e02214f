import CoreGraphics
import Foundation

/// The attributes every view element may carry.
extension IBInstantiation {
    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    static let semanticAttributes: [String: UISemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    /// Geometry, flags, colors, priorities, margins and accessibility of any view.
    /// `translatesAutoresizingMaskIntoConstraints` is as written (Xcode writes `NO` on every
    /// view it constrains; absent means YES, UIKit's default). A view made by `init(coder:)`
    /// (`decoded`) already has the values `coder(for:)` carries (frame, autoresizing mask,
    /// tag, hidden, alpha, user interaction): they are not set again, so that, as in UIKit,
    /// what a subclass's `init(coder:)` changes stays changed.
    func applyViewAttributes(_ element: IBElement, to view: UIView, decoded: Bool) throws(InterfaceBuilderError) {
        if !decoded {
            if let rect = element.child("rect", key: "frame") { view.frame = try values.rect(rect) }
            view.autoresizingMask = try autoresizingMask(element)
            if let tag = try values.integer(element, "tag") { view.tag = tag }
            if let hidden = element.bool("hidden") { view.isHidden = hidden }
            if let alpha = try values.number(element, "alpha") { view.alpha = alpha }
            if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        }
        if element.name != "tableViewCellContentView", element.name != "collectionViewCellContentView", element["key"] != "contentView" {
            view.translatesAutoresizingMaskIntoConstraints = element.bool("translatesAutoresizingMaskIntoConstraints") ?? true
        }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let mode = try values.keyword(element, "contentMode", Self.contentModes) { view.contentMode = mode }
        if let semantic = try values.keyword(element, "semanticContentAttribute", Self.semanticAttributes) { view.semanticContentAttribute = semantic }
        if let preserves = element.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = element.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
        try applyPriorities(element, to: view)
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "backgroundColor"): view.backgroundColor = try values.color(child)
            case ("color", "tintColor"): view.tintColor = try values.color(child)
            case ("edgeInsets", "layoutMargins"): view.layoutMargins = try values.insets(child)
            case ("directionalEdgeInsets", "directionalLayoutMargins"): view.directionalLayoutMargins = try values.directionalInsets(child)
            case ("accessibility", _): try applyAccessibility(child, to: view)
            default: break
            }
        }
    }

    /// The priority attributes: name, axis, and whether it is hugging (else compression resistance).
    static let priorityAttributes: [(String, NSLayoutConstraint.Axis, Bool)] = [
        ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
        ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
    ]

    /// Content hugging and compression resistance priorities.
    func applyPriorities(_ element: IBElement, to view: UIView) throws(InterfaceBuilderError) {
        for (key, axis, hugging) in Self.priorityAttributes {
            guard let value = try values.number(element, key) else { continue }
            guard (1...1000).contains(value) else { throw values.error(element, "\(key)=\(value) is not in 1...1000") }
            let priority = UILayoutPriority(Float(value))
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
    }

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with
    /// `<accessibilityTraits key="traits" button="YES"…/>` and `<bool key="isElement" value=>`.
    func applyAccessibility(_ element: IBElement, to view: UIView) throws(InterfaceBuilderError) {
        if let label = element["label"] { view.accessibilityLabel = label }
        if let hint = element["hint"] { view.accessibilityHint = hint }
        if let identifier = element["identifier"] { view.accessibilityIdentifier = identifier }
        if let value = element["value"] { view.accessibilityValue = value }
        if let isElement = element.child("bool", key: "isElement")?.bool("value") { view.isAccessibilityElement = isElement }
        if let traits = element.child("accessibilityTraits", key: "traits") {
            let table: [String: UIAccessibilityTraits] = [
                "button": .button, "link": .link, "image": .image, "selected": .selected, "staticText": .staticText,
                "header": .header, "searchField": .searchField, "notEnabled": .notEnabled, "adjustable": .adjustable,
                "updatesFrequently": .updatesFrequently, "summaryElement": .summaryElement, "playsSound": .playsSound,
                "keyboardKey": .keyboardKey, "startsMediaSession": .startsMediaSession, "allowsDirectInteraction": .allowsDirectInteraction,
                "causesPageTurn": .causesPageTurn, "tabBar": .tabBar,
            ]
            var result: UIAccessibilityTraits = []
            for (key, trait) in table where traits.bool(key) == true { result.insert(trait) }
            view.accessibilityTraits = result
        }
    }

    /// Title, bar items and (table and collection view controllers) whether the
    /// selection clears on appearing, of a view controller element.
    func applyControllerAttributes(_ element: IBElement, to controller: UIViewController) throws(InterfaceBuilderError) {
        if let title = element["title"] { controller.title = title }
        if let clears = element.bool("clearsSelectionOnViewWillAppear") {
            (controller as? UITableViewController)?.clearsSelectionOnViewWillAppear = clears
            (controller as? UICollectionViewController)?.clearsSelectionOnViewWillAppear = clears
        }
        if let size = element.child("size", key: "freeformSize") { _ = try values.size(size) }
        try applyBarItems(element, to: controller)
    }
}
