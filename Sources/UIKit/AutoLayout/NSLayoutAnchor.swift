import CoreGraphics
import Foundation

/// One attribute of a view or layout guide, from which constraints are made with a
/// type-checked API (`view.leadingAnchor.constraint(equalTo: other.leadingAnchor)`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide.
    package weak var item: AnyObject?
    /// The attribute.
    package let attribute: NSLayoutConstraint.Attribute

    package init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// For a dimension made by `anchorWithOffset(to:)`: the two anchors it measures between.
    package var offset: AnchorOffset?

    /// A dimension measuring the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` lies after, that is right of or below, this one).
    package func makeOffset(to otherAnchor: NSLayoutAnchor<AnchorType>, horizontal: Bool) -> NSLayoutDimension {
        let d = NSLayoutDimension(item: item, attribute: horizontal ? .width : .height)
        d.offset = AnchorOffset(fromItem: item, fromAttribute: attribute, toItem: otherAnchor.item, toAttribute: otherAnchor.attribute)
        return d
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 0)
    }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0)
    }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c)
    }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    package func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                      _ multiplier: CGFloat, _ constant: CGFloat) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(firstItem: item, firstAttribute: attribute, relation: relation,
                                   secondItem: anchor?.item, secondAttribute: anchor?.attribute ?? .notAnAttribute,
                                   multiplier: multiplier, constant: constant)
        c.firstOffset = offset
        c.secondOffset = anchor?.offset
        if anchor != nil, let problem = NSLayoutConstraint.misuse(of: c) {
            UIView.log("NSLayoutAnchor: \(problem)")
        }
        return c
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    open override var description: String {
        NSLayoutConstraint.describe(self) {
            "<\(type(of: self)):\(NSLayoutConstraint.address(self)) \"\(offset?.description ?? "\(NSLayoutConstraint.itemName(item)).\(attribute.name)")\">"
        }
    }
}

/// The two anchors of a dimension made by `anchorWithOffset(to:)`; its length is
/// `to - from`.
@MainActor
package final class AnchorOffset {
    package weak var fromItem: AnyObject?
    package let fromAttribute: NSLayoutConstraint.Attribute
    package weak var toItem: AnyObject?
    package let toAttribute: NSLayoutConstraint.Attribute

    package init(fromItem: AnyObject?, fromAttribute: NSLayoutConstraint.Attribute, toItem: AnyObject?, toAttribute: NSLayoutConstraint.Attribute) {
        self.fromItem = fromItem; self.fromAttribute = fromAttribute
        self.toItem = toItem; self.toAttribute = toAttribute
    }

    /// `(UIView:0x….trailing - UIView:0x….leading)`.
    package var description: String {
        "(\(NSLayoutConstraint.itemName(toItem)).\(toAttribute.name) - \(NSLayoutConstraint.itemName(fromItem)).\(fromAttribute.name))"
    }
}

/// The standard spacing between sibling views, and the multiple used by system-spacing anchors.
package let systemSpacing: CGFloat = 8

/// A horizontal location anchor (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension whose length is the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        makeOffset(to: otherAnchor, horizontal: true)
    }
    /// `self == anchor + multiplier * system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier * system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier * system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
}

/// A vertical location anchor (top, bottom, centerY, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension whose length is the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        makeOffset(to: otherAnchor, horizontal: false)
    }
    /// `self == anchor + multiplier * system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier * system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier * system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, systemSpacing * multiplier)
    }
}

/// A width or height anchor.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    /// `self == m * anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, m, 0) }
    /// `self >= m * anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, m, 0) }
    /// `self <= m * anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, m, 0) }
    /// `self == m * anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, m, c) }
    /// `self >= m * anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, m, c) }
    /// `self <= m * anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, m, c) }
}
