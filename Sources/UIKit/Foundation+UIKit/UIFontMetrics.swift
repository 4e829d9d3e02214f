import CoreGraphics
import Foundation
import TextLayout

/// What a Dynamic Type font was made from: its text style, its face at the default (Large)
/// category, an optional maximum size, and whether its sizes come from the text style's
/// table (`preferredFont`) or scale a custom font proportionally (`UIFontMetrics`).
package struct DynamicTypeBase: Sendable {
    package var style: UIFont.TextStyle
    package var spec: FontSpec
    package var maximumPointSize: CGFloat?
    package var usesStyleSizes: Bool
    package var monospaced: Bool

    /// The content size category of `traits` (the user's preferred one when nil or unspecified).
    package static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? SystemAppearance.contentSizeCategory : category
    }

    /// How much `style` grows from the default category to `category`.
    package static func ratio(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        style.pointSize(for: category) / style.pointSize(for: .large)
    }

    /// The point size at `category`.
    package func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let size = usesStyleSizes ? style.pointSize(for: category) : spec.size * Self.ratio(style, category)
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return min(size, maximumPointSize)
    }

    /// The font at `category`.
    package func font(for category: UIContentSizeCategory) -> UIFont {
        var sized = spec
        sized.size = pointSize(for: category)
        let font = UIFont(spec: sized, textStyle: usesStyleSizes ? style : nil, monospaced: monospaced)
        font.dynamicTypeBase = self
        return font
    }
}

extension UIFont {
    /// The font re-sized for the content size category of `traits`; itself when it is not a
    /// Dynamic Type font.
    package func adjusted(for traits: UITraitCollection) -> UIFont {
        guard let base = dynamicTypeBase else { return self }
        let category = DynamicTypeBase.category(of: traits)
        return base.pointSize(for: category) == pointSize ? self : base.font(for: category)
    }
}

/// Scales custom fonts and values the way a text style grows with the user's preferred
/// content size category (Dynamic Type).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose growth is followed.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics following `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` (its size taken as the size at the default category) scaled for the user's
    /// preferred category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, at most `maximumPointSize` points (0: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection` (the user's when nil).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, at most `maximumPointSize` points
    /// (0: no maximum). The result re-sizes in views that adjust for the content size category.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let maximum: CGFloat? = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        if !maximumPointSize.isFinite || maximumPointSize < 0 { DiagnosticLog.write("UIKit", "UIFontMetrics maximumPointSize \(maximumPointSize) ignored") }
        let base = DynamicTypeBase(style: textStyle, spec: font.spec, maximumPointSize: maximum, usesStyleSizes: false,
                                   monospaced: font.isMonospacedRequest)
        return base.font(for: DynamicTypeBase.category(of: traitCollection))
    }

    /// `value` scaled for the user's preferred category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the category of `traitCollection` (the user's when nil).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeBase.ratio(textStyle, DynamicTypeBase.category(of: traitCollection))
    }
}

/// An object whose font follows the user's preferred content size category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font (made by `preferredFont(forTextStyle:)` or `UIFontMetrics`) re-sizes
    /// when the content size category changes (default false).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: ContentSizeCategoryFontAdjusting {
    package func adjustFont(for traits: UITraitCollection) {
        if let font, font.dynamicTypeBase != nil { self.font = font.adjusted(for: traits) }
    }
}

extension UITextField: ContentSizeCategoryFontAdjusting {
    package func adjustFont(for traits: UITraitCollection) {
        if let font, font.dynamicTypeBase != nil { self.font = font.adjusted(for: traits) }
    }
}

extension UITextView: ContentSizeCategoryFontAdjusting {
    package func adjustFont(for traits: UITraitCollection) {
        if let font, font.dynamicTypeBase != nil { self.font = font.adjusted(for: traits) }
    }
}
