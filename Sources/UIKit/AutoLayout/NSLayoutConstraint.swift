import CoreGraphics
import Foundation

/// The priority of a constraint, hugging or compression resistance: 1...1000, where 1000
/// (``required``) must hold and lower priorities give way to higher ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority value.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority literal.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of compression resistance and of buttons' hugging.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging priority.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority with which `systemLayoutSizeFitting(_:)` pulls toward the target.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders the values.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A relationship between two layout attributes that the Auto Layout engine satisfies:
/// `firstItem.firstAttribute relation multiplier * secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an item's alignment rectangle a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right = 2, top = 3, bottom = 4, leading = 5, trailing = 6
        case width = 7, height = 8, centerX = 9, centerY = 10, lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13, rightMargin = 14, topMargin = 15, bottomMargin = 16
        case leadingMargin = 17, trailingMargin = 18, centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0
        /// The old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the Visual Format Language: alignment of all views, direction, spacing.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The raw bit mask of the options.
        public let rawValue: UInt
        /// Creates options from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Aligns all views in the format string by their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns all views in the format string by their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns all views in the format string by their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns all views in the format string by their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns all views in the format string by their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns all views in the format string by their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns all views in the format string by their horizontal centers.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns all views in the format string by their vertical centers.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns all views in the format string by their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns all views in the format string by their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Aligns all views by their baselines (the same as `alignAllLastBaseline`).
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits that hold the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Lays horizontal format strings out from leading to trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Lays horizontal format strings out from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays horizontal format strings out from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction options.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Measures spacing between views edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Measures vertical spacing between views baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The first item (a view or layout guide), held weakly as in UIKit.
    @exclusivity(unchecked) open package(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    @exclusivity(unchecked) open package(set) var firstAttribute: Attribute
    /// The relation.
    @exclusivity(unchecked) open package(set) var relation: Relation
    /// The second item, nil for constant constraints; held weakly as in UIKit.
    @exclusivity(unchecked) open package(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` without one).
    @exclusivity(unchecked) open package(set) var secondAttribute: Attribute
    /// The multiplier applied to the second attribute.
    @exclusivity(unchecked) open package(set) var multiplier: CGFloat

    /// The constant added to the second side. Changing it on an active constraint is an
    /// edit of the engine (no remove and add).
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                UIView.log("NSLayoutConstraint constant \(newValue) rejected: must be finite")
                return
            }
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            engine?.constantDidChange(self)
        }
    }

    /// The priority (default required). Changing between required and optional on an
    /// installed constraint is not supported (as in UIKit) and is logged.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = UILayoutPriority(max(1, min(1000, newValue.rawValue)))
            guard clamped != priorityStorage else { return }
            if engine != nil, (clamped == .required) != (priorityStorage == .required) {
                UIView.log("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(clamped.rawValue) and the existing priority was \(priorityStorage.rawValue).")
                return
            }
            priorityStorage = clamped
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in descriptions and diagnostics.
    open var identifier: String?

    /// Whether the engine should store this constraint when archiving.
    open var shouldBeArchived: Bool = false

    /// The first item as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute) }
    /// The second item as an anchor, nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest
    /// common ancestor of its items; deactivating removes it from there.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { NSLayoutConstraint.activateOne(self) } else { NSLayoutConstraint.deactivateOne(self) }
        }
    }

    @exclusivity(unchecked) package var constantStorage: CGFloat
    @exclusivity(unchecked) package var priorityStorage: UILayoutPriority = .required
    /// The view whose `constraints` hold the constraint, while active.
    @exclusivity(unchecked) package weak var installedView: UIView?
    /// The engine holding it in its solver, if any.
    @exclusivity(unchecked) package weak var engine: LayoutEngine?
    /// When the constraint was last added to a view (a running count): among required
    /// constraints in conflict, the engine breaks the one added last.
    @exclusivity(unchecked) package var activationOrder = 0
    /// The anchors of a first or second item made by `anchorWithOffset(to:)`.
    @exclusivity(unchecked) package var firstOffset: AnchorOffset?
    @exclusivity(unchecked) package var secondOffset: AnchorOffset?
    package static var activationCounter = 0
    /// Set for system-made constraints (autoresizing, content size, guides).
    /// The class name descriptions start with: `NSLayoutConstraint`, or a subclass's
    /// module-qualified name (`SnapKit.LayoutConstraint`), as iOS prints the runtime class.
    package var kindDescriptionPrefix: String {
        let type = type(of: self)
        return type == NSLayoutConstraint.self ? "NSLayoutConstraint" : String(reflecting: type)
    }

    /// Creates `view1.attr1 relation multiplier * view2.attr2 + constant`. Misuse (a
    /// location attribute against a constant, leading mixed with left) is logged and the
    /// constraint is created as asked.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
        NSLayoutConstraint.validate(self)
    }

    /// Creates an empty constraint (no items, `.notAnAttribute`, multiplier 1, constant 0),
    /// the designated initializer as NSObject's `init()` is on iOS: subclasses (constraint
    /// DSLs) call it or inherit it. Activating an empty constraint is refused with a log line.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constantStorage = 0
        super.init()
    }

    package convenience init(firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation,
                             secondItem: AnyObject?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constantStorage = constant
    }

    /// The errors a constraint's construction can have, as UIKit words them (nil when fine).
    /// Each is an `NSInvalidArgumentException` on iOS (here: logged, and the constraint is
    /// never installed). A location paired with a location of the other axis (`left == top`)
    /// is not among them: UIKit's runtime installs it, and so does this engine.
    package static func misuse(of c: NSLayoutConstraint) -> String? {
        let a1 = c.firstAttribute, a2 = c.secondAttribute
        if a1 == .notAnAttribute { return "Invalid parameter not satisfying: firstAttribute != NSLayoutAttributeNotAnAttribute" }
        if c.firstItem == nil { return "Constraint must contain a first layout item" }
        if !a1.isDimension, c.secondItem == nil || c.multiplier == 0 {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        guard c.secondItem != nil else { return nil }
        if a2 == .notAnAttribute { return "Invalid parameter not satisfying: secondAttribute != NSLayoutAttributeNotAnAttribute" }
        if a1.isDimension != a2.isDimension { return "Invalid pairing of layout attributes" }
        if (a1.isDirectional && a2.isAbsoluteHorizontal) || (a1.isAbsoluteHorizontal && a2.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    /// Logs constructor misuse.
    package static func validate(_ c: NSLayoutConstraint) {
        if let problem = misuse(of: c) { UIView.log("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: \(problem)") }
    }

    // MARK: Activation

    /// Activates each constraint (installs it on its items' nearest common ancestor).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { activateOne(c) }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { deactivateOne(c) }
    }

    package static func activateOne(_ c: NSLayoutConstraint) {
        guard c.installedView == nil else { return }
        if let problem = misuse(of: c) {
            UIView.log("Unable to activate constraint \(c): \(problem)")
            return
        }
        guard let host = c.nearestCommonAncestor() else {
            UIView.log("Unable to activate constraint with anchors \(c.firstAnchor) and \(c.secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        host.addConstraint(c)
    }

    package static func deactivateOne(_ c: NSLayoutConstraint) {
        c.installedView?.removeConstraint(c)
    }

    /// The view of an item: the view itself, or a guide's owning view.
    package static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningView }
        return nil
    }

    /// The nearest common ancestor of the items' views (the view itself for one item).
    package func nearestCommonAncestor() -> UIView? {
        guard var common = NSLayoutConstraint.view(of: firstItem) else { return nil }
        func include(_ item: AnyObject?) -> Bool {
            guard let v = NSLayoutConstraint.view(of: item), let c = NSLayoutConstraint.commonAncestor(common, v) else { return false }
            common = c
            return true
        }
        if let second = secondItem, !include(second) { return nil }
        if let o = firstOffset, !include(o.fromItem) || !include(o.toItem) { return nil }
        if let o = secondOffset, !include(o.fromItem) || !include(o.toItem) { return nil }
        return common
    }

    /// The nearest common ancestor of two views (either may be it), or nil in different
    /// trees: siblings and parent/child answer at once, otherwise both chains are walked
    /// from equal depths (O(depth), no allocation).
    private static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        if first === second { return first }
        let p1 = first.superviewStorage, p2 = second.superviewStorage
        if p1 === second { return second }
        if p2 === first { return first }
        if let p1, p1 === p2 { return p1 }
        var a = first, b = second
        var da = first.depthInTree, db = second.depthInTree
        while da > db, let p = a.superviewStorage { a = p; da -= 1 }
        while db > da, let p = b.superviewStorage { b = p; db -= 1 }
        while a !== b {
            guard let pa = a.superviewStorage, let pb = b.superviewStorage else { return nil }
            a = pa; b = pb
        }
        return a
    }

    // MARK: Description

    /// `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100 @750   (active)>`, UIKit's format.
    open override var description: String {
        NSLayoutConstraint.describe(self) {
            "<\(kindDescriptionPrefix):\(NSLayoutConstraint.address(self))\(identifier.map { " '\($0)'" } ?? "") \(equationDescription)\(isActive ? "   (active)" : "")>"
        }
    }

    /// Builds a description from main-actor state. `description` is nonisolated (NSObject's)
    /// while constraints, anchors and guides are main-actor objects; as on iOS, where
    /// `-description` reads the object's fields from whichever thread asks, `body` runs on the
    /// calling thread (it only reads), instead of trapping off the main actor.
    package nonisolated static func describe(_ object: AnyObject, _ body: @MainActor () -> String) -> String {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> String).self)()
        }
    }

    /// The equation part of the description.
    package var equationDescription: String {
        var s = "\(firstOffset?.description ?? "\(NSLayoutConstraint.itemName(firstItem)).\(firstAttribute.name)") \(relation.symbol) "
        if let second = secondItem {
            if multiplier != 1 { s += "\(NSLayoutConstraint.format(multiplier))*" }
            s += secondOffset?.description ?? "\(NSLayoutConstraint.itemName(second)).\(secondAttribute.name)"
            if constant > 0 { s += " + \(NSLayoutConstraint.format(constant))" }
            if constant < 0 { s += " - \(NSLayoutConstraint.format(-constant))" }
        } else {
            s += NSLayoutConstraint.format(constant)
        }
        if priority != .required { s += " @\(NSLayoutConstraint.format(CGFloat(priority.rawValue)))" }
        return s
    }

    package static func format(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
    }

    package nonisolated static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// An item's name in descriptions (`UILabel:0x…`), formatted only when described; it
    /// does not keep the item alive.
    package struct ItemName: CustomStringConvertible {
        let type: AnyObject.Type
        let identity: ObjectIdentifier
        package init(_ view: UIView) {
            type = Swift.type(of: view)
            identity = ObjectIdentifier(view)
        }
        package var description: String { "\(type):0x" + String(UInt(bitPattern: identity.hashValue), radix: 16) }
    }

    package static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return "'\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)'"
        }
        return "\(type(of: item)):\(address(item))"
    }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name as UIKit prints it in constraint descriptions.
    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Width or height.
    package var isDimension: Bool { self == .width || self == .height }

    /// The axis the attribute is on.
    package var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    /// Leading or trailing (with or without margins).
    package var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Left or right (with or without margins).
    package var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// The margin attribute's plain counterpart (self for plain attributes).
    package var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute is relative to the layout margins.
    package var isMargin: Bool { withoutMargin != self }
    package var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
