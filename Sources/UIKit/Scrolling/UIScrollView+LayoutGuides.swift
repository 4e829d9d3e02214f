import ConstraintSolver
import CoreGraphics
import Foundation

/// `contentLayoutGuide` and `frameLayoutGuide`: a scroll view whose content is sized by
/// Auto Layout, as Interface Builder builds them.
extension UIScrollView {
    /// The scroll view's guide of `kind`, made on first use.
    func scrollLayoutGuide(_ kind: UILayoutGuide.ScrollKind) -> UILayoutGuide {
        switch kind {
        case .scrollContent: if let g = scrollState.contentGuide { return g }
        case .scrollFrame: if let g = scrollState.frameGuide { return g }
        }
        let g = UILayoutGuide()
        g.scrollKind = kind
        g.identifier = kind == .scrollContent ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
        addLayoutGuide(g)
        if kind == .scrollContent { scrollState.contentGuide = g } else { scrollState.frameGuide = g }
        return g
    }

    /// After layout: a content guide whose size the constraints determine sets `contentSize`.
    func scrollViewDidLayout() {
        layoutRefreshControl()
        guard let guide = scrollState.contentGuide, let engine = layoutEngineForReading(), engine.isParticipating(guide) else { return }
        let size = guide.layoutFrame.size
        if size != contentSize, size.width >= 0, size.height >= 0 { contentSize = size }
    }
}

/// Constraints from a scroll view's edges to its content (the layout before
/// `contentLayoutGuide`, still what many storyboards and libraries use): "constraints between
/// the edges or margins of the scroll view and its content attach to the scroll view's
/// content area; constraints between the height, width, or centers attach to the scroll
/// view's frame" (Apple, "Working with Scroll Views" / TN2154). The edges are those of
/// `contentLayoutGuide`, so the content's constraints size `contentSize`.
extension UIScrollView {
    /// Whether `c`, installed on this scroll view, ties one of its edges to its content.
    func isLegacyContentConstraint(_ c: NSLayoutConstraint) -> Bool {
        func ownItem(_ item: AnyObject?) -> Bool {
            item === self || (item as? UILayoutGuide).map { $0.owningView === self } ?? false
        }
        guard c.secondItem != nil, c.firstOffset == nil, c.secondOffset == nil else { return false }
        if c.firstItem === self, c.firstAttribute.isContentEdge { return !ownItem(c.secondItem) }
        if c.secondItem === self, c.secondAttribute.isContentEdge { return !ownItem(c.firstItem) }
        return false
    }

    /// Makes the content guide before such a constraint reaches the engine.
    func prepareLegacyContentConstraint(_ c: NSLayoutConstraint) {
        if isLegacyContentConstraint(c) { _ = scrollLayoutGuide(.scrollContent) }
    }

    /// The item an engine expression reads for `item`'s `attribute` in `c`: the content
    /// guide for a scroll view's edge tied to its content, otherwise `item` itself.
    static func legacyContentItem(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                                              in c: NSLayoutConstraint) -> AnyObject? {
        guard let scrollView = item as? UIScrollView, c.installedView === scrollView, attribute.isContentEdge,
              scrollView.isLegacyContentConstraint(c) else { return item }
        return scrollView.scrollState.contentGuide ?? item
    }
}

extension NSLayoutConstraint.Attribute {
    /// An edge (not a margin, centre or dimension): what ties a scroll view to its content.
    var isContentEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}

extension UILayoutGuide {
    /// The values a scroll guide's engine constraints read, as insets so that the engine
    /// refreshes them when they change: the frame guide's `left`/`top` are the content
    /// offset; the content guide's `right`/`bottom` are the content size.
    @MainActor
    package static func scrollGuideParameters(_ kind: ScrollKind, _ owner: UIView) -> UIEdgeInsets {
        guard let scrollView = owner as? UIScrollView else { return .zero }
        switch kind {
        case .scrollFrame:
            let origin = scrollView.bounds.origin
            return UIEdgeInsets(top: origin.y, left: origin.x, bottom: 0, right: 0)
        case .scrollContent:
            let size = scrollView.contentSize
            return UIEdgeInsets(top: 0, left: 0, bottom: size.height, right: size.width)
        }
    }
}

extension LayoutEngine {
    /// Installs what defines a scroll guide: the frame guide is the scroll view's frame seen
    /// from its content (its position follows the offset); the content guide starts at the
    /// content's origin and takes `contentSize` unless stronger constraints size it.
    package func installScrollGuideConstraints(_ guide: UILayoutGuide, _ g: LayoutVariables, _ ov: LayoutVariables) {
        guard let kind = guide.scrollKind, let owner = guide.owningView else { return }
        guide.appliedInsets = insetsOf(guide)
        let name = guide.identifier, ownerName = NSLayoutConstraint.ItemName(owner)
        func add(_ attribute: NSLayoutConstraint.Attribute, _ priority: UILayoutPriority, _ text: String,
                 _ e: @escaping @MainActor (UIEdgeInsets) -> ConstraintSolver.Expression) {
            let c = EngineConstraint(kind: .guide, item: guide, attribute: attribute, relation: .equal, priority: priority,
                                     label: "'\(name)'.\(text) of \(ownerName)") { [weak guide] _ in
                e(guide?.appliedInsets ?? .zero)
            }
            guideConstraints[ObjectIdentifier(guide), default: []].append(c)
            install(c)
        }
        switch kind {
        case .scrollFrame:
            add(.left, .required, "left == contentOffset.x") { g.x - ov.x - Double($0.left) }
            add(.top, .required, "top == contentOffset.y") { g.y - ov.y - Double($0.top) }
            add(.width, .required, "width == width") { _ in g.w - ov.w }
            add(.height, .required, "height == height") { _ in g.h - ov.h }
        case .scrollContent:
            add(.left, .required, "left == 0") { _ in g.x - ov.x }
            add(.top, .required, "top == 0") { _ in g.y - ov.y }
            add(.width, .fittingSizeLevel, "width == contentSize.width") { g.w - Double($0.right) }
            add(.height, .fittingSizeLevel, "height == contentSize.height") { g.h - Double($0.bottom) }
        }
    }
}
