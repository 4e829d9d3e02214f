import CoreGraphics
import Foundation

/// A constraint as its owning view archives it: a dictionary of plain values, items named by
/// their path from the owning view (`""` the view itself, `"2/0"` its archived subview 2's
/// subview 0, `"contentView/0"` subview 0 of a cell's content view (a part the class
/// archives itself), `"1#safeArea"` a system guide of subview 1, `"#g0"` the view's first archived
/// layout guide). A constraint that names its own view would otherwise be a reference
/// cycle, which Foundation on Linux decodes without end.
@MainActor
enum ArchivedConstraint {
    /// The record of `constraint` installed on `owner`, nil (logged) when an item is not
    /// in `owner`'s archived subtree.
    static func record(of constraint: NSLayoutConstraint, in owner: UIView) -> NSDictionary? {
        guard let first = constraint.firstItem, let firstPath = path(of: first, from: owner) else {
            UIView.log("encode(with:): constraint \(constraint) not archived: its first item is not archived with \(type(of: owner))")
            return nil
        }
        let record = NSMutableDictionary()
        record["NSFirstItemPath"] = firstPath
        record["NSFirstAttribute"] = constraint.firstAttribute.rawValue
        record["NSRelation"] = constraint.relation.rawValue
        if let second = constraint.secondItem {
            guard let secondPath = path(of: second, from: owner) else {
                UIView.log("encode(with:): constraint \(constraint) not archived: its second item is not archived with \(type(of: owner))")
                return nil
            }
            record["NSSecondItemPath"] = secondPath
            record["NSSecondAttribute"] = constraint.secondAttribute.rawValue
        }
        record["NSMultiplier"] = Double(constraint.multiplier)
        record["NSConstant"] = Double(constraint.constant)
        record["NSPriority"] = Double(constraint.priority.rawValue)
        if let identifier = constraint.identifier { record["NSLayoutIdentifier"] = identifier }
        return record
    }

    /// The constraint a record describes, its items resolved in `owner`'s decoded subtree.
    static func constraint(from record: NSDictionary, in owner: UIView) -> Result<NSLayoutConstraint, ArchiveFailure> {
        guard let firstPath = record["NSFirstItemPath"] as? String else { return .failure("NSFirstItemPath is not a string") }
        guard let first = item(at: firstPath, from: owner) else { return .failure("NSFirstItemPath \"\(firstPath.prefix(80))\" names no item") }
        guard let firstRaw = integer(record["NSFirstAttribute"]), let firstAttribute = NSLayoutConstraint.Attribute(rawValue: firstRaw),
              firstAttribute != .notAnAttribute else { return .failure("NSFirstAttribute is not a layout attribute") }
        guard let relationRaw = integer(record["NSRelation"]), let relation = NSLayoutConstraint.Relation(rawValue: relationRaw) else {
            return .failure("NSRelation is not a relation")
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if record["NSSecondItemPath"] != nil {
            guard let path = record["NSSecondItemPath"] as? String, let found = item(at: path, from: owner) else {
                return .failure("NSSecondItemPath names no item")
            }
            guard let raw = integer(record["NSSecondAttribute"]), let attribute = NSLayoutConstraint.Attribute(rawValue: raw),
                  attribute != .notAnAttribute else { return .failure("NSSecondAttribute is not a layout attribute") }
            second = found
            secondAttribute = attribute
        }
        guard let multiplier = record["NSMultiplier"] as? Double, multiplier.isFinite else { return .failure("NSMultiplier is not a finite number") }
        guard let constant = record["NSConstant"] as? Double, constant.isFinite else { return .failure("NSConstant is not a finite number") }
        guard let priority = record["NSPriority"] as? Double, (1...1000).contains(priority) else { return .failure("NSPriority is not in 1...1000") }
        let constraint = NSLayoutConstraint(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                                            secondAttribute: secondAttribute, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
        if let problem = NSLayoutConstraint.misuse(of: constraint) { return .failure(ArchiveFailure(problem)) }
        constraint.priority = UILayoutPriority(Float(priority))
        if record["NSLayoutIdentifier"] != nil {
            guard let identifier = record["NSLayoutIdentifier"] as? String else { return .failure("NSLayoutIdentifier is not a string") }
            constraint.identifier = identifier
        }
        constraint.shouldBeArchived = true
        return .success(constraint)
    }

    /// A whole number however the archive hands it back: an `Int`, or an `NSNumber` (which
    /// Foundation on Linux may read back as a Boolean for 0 and 1); nil for anything else,
    /// including fractions.
    static func integer(_ value: Any?) -> Int? {
        if let int = value as? Int { return int }
        if let bool = value as? Bool { return bool ? 1 : 0 }
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        guard double.isFinite, double == double.rounded(), abs(double) <= Double(Int32.max) else { return nil }
        return Int(double)
    }

    // MARK: Item paths

    /// The path of a view or layout guide from `owner`, through archived subviews only.
    static func path(of item: AnyObject, from owner: UIView) -> String? {
        if let view = item as? UIView { return viewPath(of: view, from: owner) }
        guard let guide = item as? UILayoutGuide, let view = guide.owningView, let base = viewPath(of: view, from: owner) else { return nil }
        if let kind = guide.systemKind {
            switch kind {
            case .safeArea: return base + "#safeArea"
            case .margins: return base + "#margins"
            case .readable: return base + "#readable"
            }
        }
        if let kind = guide.scrollKind { return base + (kind == .scrollContent ? "#content" : "#frame") }
        guard let index = view.layoutGuidesForArchiving.firstIndex(where: { $0 === guide }) else { return nil }
        return base + "#g\(index)"
    }

    private static func viewPath(of view: UIView, from owner: UIView) -> String? {
        var indices: [String] = []
        var current = view
        while current !== owner {
            guard let parent = current.superview else { return nil }
            if let index = parent.subviewsForArchiving().firstIndex(where: { $0 === current }) {
                indices.append(String(index))
            } else if let name = parent.archivedPartName(of: current) {
                indices.append(name)
            } else {
                return nil
            }
            current = parent
        }
        return indices.reversed().joined(separator: "/")
    }

    /// The item a path names in `owner`'s subtree, nil when it names none (a mutated archive).
    static func item(at path: String, from owner: UIView) -> AnyObject? {
        guard path.utf8.count <= 4096 else { return nil }
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var view = owner
        if !parts[0].isEmpty {
            for component in parts[0].split(separator: "/", omittingEmptySubsequences: false) {
                if let index = Int(component) {
                    let children = view.subviewsForArchiving()
                    guard children.indices.contains(index) else { return nil }
                    view = children[index]
                } else {
                    guard let part = view.archivedPart(named: component) else { return nil }
                    view = part
                }
            }
        }
        guard parts.count == 2 else { return view }
        switch parts[1] {
        case "safeArea": return view.safeAreaLayoutGuide
        case "margins": return view.layoutMarginsGuide
        case "readable": return view.readableContentGuide
        case "content": return (view as? UIScrollView)?.contentLayoutGuide
        case "frame": return (view as? UIScrollView)?.frameLayoutGuide
        default:
            guard parts[1].hasPrefix("g"), let index = Int(parts[1].dropFirst()) else { return nil }
            let guides = view.layoutGuidesForArchiving
            return guides.indices.contains(index) ? guides[index] : nil
        }
    }
}

/// Why an archived record was rejected (for the coder's failure).
struct ArchiveFailure: Error, ExpressibleByStringInterpolation, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    init(stringLiteral value: String) { description = value }
}
