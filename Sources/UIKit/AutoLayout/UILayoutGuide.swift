import ConstraintSolver
import CoreGraphics
import Foundation

/// The four unknowns of an item's alignment rectangle, in its engine root's coordinates.
package final class LayoutVariables {
    package let x: Variable, y: Variable, w: Variable, h: Variable
    package init(_ name: String) {
        x = Variable(name + ".minX"); y = Variable(name + ".minY")
        w = Variable(name + ".width"); h = Variable(name + ".height")
    }
    package var rect: CGRect { CGRect(x: x.value, y: y.value, width: w.value, height: h.value) }
}

/// A rectangle that takes part in Auto Layout without being a view (spacers, groups);
/// `layoutMarginsGuide`, `safeAreaLayoutGuide` and `readableContentGuide` are guides too.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
    /// Which built-in guide this is, if any.
    package enum SystemKind { case margins, safeArea, readable }

    /// The view that owns the guide (set by `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    /// A name shown in descriptions and diagnostics.
    open var identifier: String = ""
    package let variables = LayoutVariables("guide")
    package var systemKind: SystemKind?
    /// Which scroll-view guide this is (`contentLayoutGuide`, `frameLayoutGuide`), if any.
    package enum ScrollKind { case scrollContent, scrollFrame }
    package var scrollKind: ScrollKind?
    /// Whether the owning view made the guide for itself (a stack view's spacers): not archived.
    package var isManagedByView = false
    /// The insets the engine last used for a system guide.
    package var appliedInsets: UIEdgeInsets?
    /// The `membership` of the engine the guide takes part in (0: none).
    package var membership = 0

    /// Creates a guide (add it to a view before constraining it).
    public override init() { super.init() }

    /// Creates a guide from an archive (its identifier; the owning view adds it again).
    public required init?(coder: NSCoder) {
        super.init()
        if let name = coder.decodeObject(of: NSString.self, forKey: "UILayoutGuideIdentifier") { identifier = name as String }
    }

    /// Archives the guide's identifier.
    open func encode(with coder: NSCoder) {
        coder.encode(identifier as NSString, forKey: "UILayoutGuideIdentifier")
    }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        guard let engine = owner.layoutEngineForReading() else { return systemFrameWithoutEngine() }
        engine.solveIfNeeded()
        guard engine.isParticipating(self) else { return systemFrameWithoutEngine() }
        let mine = variables.rect
        let base = owner.layoutVariablesIfParticipating(in: engine)?.rect ?? .zero
        let alignment = owner.frame(forAlignmentRect: base)
        if scrollKind != nil {
            // Scroll guides live in content coordinates, as the owner's subviews do.
            return CGRect(x: mine.minX - alignment.minX, y: mine.minY - alignment.minY, width: mine.width, height: mine.height)
        }
        return CGRect(x: mine.minX - base.minX + (base.minX - alignment.minX) + owner.bounds.minX,
                      y: mine.minY - base.minY + (base.minY - alignment.minY) + owner.bounds.minY,
                      width: mine.width, height: mine.height)
    }

    private func systemFrameWithoutEngine() -> CGRect {
        guard let owner = owningView else { return .zero }
        if let scrollKind, let scrollView = owner as? UIScrollView {
            switch scrollKind {
            case .scrollContent: return CGRect(origin: .zero, size: scrollView.contentSize)
            case .scrollFrame: return scrollView.bounds
            }
        }
        switch systemKind {
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .readable:
            let m = owner.bounds.inset(by: owner.layoutMargins)
            let w = min(m.width, UILayoutGuide.readableWidth)
            return CGRect(x: m.midX - w / 2, y: m.minY, width: w, height: m.height)
        case nil: return .zero
        }
    }

    /// The widest readable column (the default content size category's).
    package static let readableWidth: CGFloat = 672

    /// The anchor for the guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The anchor for the guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The anchor for the guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The anchor for the guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The anchor for the guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The anchor for the guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The anchor for the guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The anchor for the guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The anchor for the guide's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The anchor for the guide's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// `<UILayoutGuide: 0x…; layoutFrame = …; owningView = …>`.
    open override var description: String {
        NSLayoutConstraint.describe(self) {
            "<\(type(of: self)): \(NSLayoutConstraint.address(self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(owningView.map { NSLayoutConstraint.itemName($0) } ?? "nil")>"
        }
    }
}
