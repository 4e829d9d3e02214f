import Foundation

/// A cell's, header's or footer's background: a color, an optional custom view, corner
/// radius, insets and a stroke; `updated(for:)` gives the highlighted and selected looks.
public struct UIBackgroundConfiguration: Hashable {
    /// The fill color (nil: the view's tint color).
    public var backgroundColor: UIColor?
    /// A view shown behind the content, inside the background.
    public var customView: UIView?
    /// The corner radius of the background.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Edges whose layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The color of the stroke around the background (nil: no stroke).
    public var strokeColor: UIColor?
    /// The width of the stroke.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke extends outside the background.
    public var strokeOutset: CGFloat = 0
    /// The color used while highlighted or selected (gray in lists, the tint in sidebars).
    var selectedColor: UIColor? = .systemGray4

    init(color: UIColor?) { backgroundColor = color }

    /// The background of a plain list cell (the system background).
    public static func listPlainCell() -> Self { Self(color: .systemBackground) }
    /// The background of a grouped list cell.
    public static func listGroupedCell() -> Self { Self(color: .secondarySystemGroupedBackground) }
    /// The background of a sidebar cell (clear; selection shows the tint color).
    public static func listSidebarCell() -> Self { var c = Self(color: .clear); c.selectedColor = nil; c.cornerRadius = 10; return c }
    /// The background of a plain list header or footer.
    public static func listPlainHeaderFooter() -> Self { var c = Self(color: .systemBackground); c.selectedColor = .systemBackground; return c }
    /// The background of a grouped list header or footer (clear).
    public static func listGroupedHeaderFooter() -> Self { var c = Self(color: .clear); c.selectedColor = .clear; return c }
    /// A clear background.
    public static func clear() -> Self { var c = Self(color: .clear); c.selectedColor = .clear; return c }
    /// A list cell background (the plain one).
    public static func listCell() -> Self { listPlainCell() }

    /// This background for `state`: highlighted or selected cells show the selection color.
    public func updated(for state: UIConfigurationState) -> Self {
        guard isSelectedOrHighlighted(state) else { return self }
        var c = self
        c.backgroundColor = selectedColor
        return c
    }

    /// The fill color actually drawn: `backgroundColor`, or `tintColor` when it is nil.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }

    /// The stroke color actually drawn: `strokeColor`, or `tintColor` when it is nil.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? tintColor }
}

extension UIView {
    /// Shows `shown` in this view (a cell's configuration background view): color, corner
    /// radius, stroke and custom view. Shared by table and collection view cells.
    func showBackgroundConfiguration(_ shown: UIBackgroundConfiguration, tint: UIColor) {
        isHidden = false
        backgroundColor = shown.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = shown.cornerRadius
        layer.borderWidth = shown.strokeColor == nil ? 0 : shown.strokeWidth
        layer.borderColor = shown.strokeColor?.cgColor
        if let custom = shown.customView, custom.superview !== self {
            for v in subviews { v.removeFromSuperview() }
            addSubview(custom)
        }
    }

    /// Places this configuration background view in `bounds` less the configuration's insets.
    func layoutBackgroundConfiguration(_ config: UIBackgroundConfiguration, in bounds: CGRect) {
        let i = config.backgroundInsets
        frame = CGRect(x: i.leading, y: i.top, width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
        config.customView?.frame = self.bounds
    }
}
