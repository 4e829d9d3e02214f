import CoreGraphics
import Foundation

/// The axes along which a `CAScrollLayer` may scroll.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a mode from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer does not scroll.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// The layer scrolls vertically only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// The layer scrolls horizontally only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// The layer scrolls along both axes (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    var scrollsHorizontally: Bool { self == .both || self == .horizontally }
    var scrollsVertically: Bool { self == .both || self == .vertically }
}

/// A layer that shows a portion of content larger than itself: scrolling sets its bounds
/// origin, so its sublayers move by `-bounds.origin`. It has no scrollers and handles no
/// events; set `masksToBounds` to clip the content to it.
open class CAScrollLayer: CALayer {
    /// The axes along which the layer scrolls (default `.both`).
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Scrolls so that `p` (in the layer's coordinates) lies at its origin, along the axes
    /// `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            return CALayer.log("CAScrollLayer.scroll(to:) \(p) rejected: not finite")
        }
        var origin = bounds.origin
        if scrollMode.scrollsHorizontally { origin.x = p.x }
        if scrollMode.scrollsVertically { origin.y = p.y }
        if origin != bounds.origin { bounds.origin = origin }
    }

    /// Scrolls as little as possible so that `r` (in the layer's coordinates) is visible;
    /// a rectangle larger than the layer shows its top-left part.
    open func scroll(to r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return CALayer.log("CAScrollLayer.scroll(to:) \(r) rejected: not finite")
        }
        let b = bounds
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ start: CGFloat, _ length: CGFloat) -> CGFloat {
            if hi - lo > length || lo < start { return lo }
            if hi > start + length { return hi - length }
            return start
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, b.minX, b.width), y: axis(r.minY, r.maxY, b.minY, b.height)))
    }

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        key == "scrollMode" ? scrollMode : super.value(forKey: key)
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        guard key == "scrollMode" else { return super.setValue(value, forKey: key) }
        if let mode = value as? CAScrollLayerScrollMode {
            scrollMode = mode
        } else if let raw = value as? String {
            scrollMode = CAScrollLayerScrollMode(rawValue: raw)
        } else {
            CALayer.log("scrollMode: not a CAScrollLayerScrollMode; ignored")
        }
    }

    // MARK: Engine hooks

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CAScrollLayer else { return }
        scrollMode = other.scrollMode
    }
}

extension CALayer {
    /// The nearest `CAScrollLayer` above this layer (not the layer itself).
    var enclosingScrollLayer: CAScrollLayer? {
        var node = superlayer
        while let current = node {
            if let scroll = current as? CAScrollLayer { return scroll }
            node = current.superlayer
        }
        return nil
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` so that `p` (in this layer's
    /// coordinates) lies at its origin; does nothing outside a scroll layer.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: convert(p, to: scrollLayer))
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` so that `r` (in this layer's
    /// coordinates) becomes visible; does nothing outside a scroll layer.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: convert(r, to: scrollLayer))
    }

    /// The part of the layer (in its own coordinates) that its enclosing scroll layers
    /// show: its bounds when it is in none.
    public var visibleRect: CGRect {
        var visible = bounds
        var node = enclosingScrollLayer
        while let scrollLayer = node {
            visible = visible.intersection(scrollLayer.convert(scrollLayer.bounds, to: self))
            node = scrollLayer.enclosingScrollLayer
        }
        return visible.isNull ? .zero : visible
    }
}
