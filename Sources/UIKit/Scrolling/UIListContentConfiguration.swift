import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their styling and the layout between them (UIKit's standard list metrics).
///
/// Metrics: margins 11 points above and below and 16 at the sides give one line of body text
/// a 44-point row (UIKit's standard row height); an image sits in the leading margin and the
/// text follows `imageToTextPadding` after it.
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How text is transformed before display.
    public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }

    /// Styling of a text: font, color, alignment, wrapping.
    public struct TextProperties: Hashable {
        /// How a text is aligned horizontally.
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false
        /// The color actually shown (`color`).
        public func resolvedColor() -> UIColor { color }
        init(font: UIFont, color: UIColor) { self.font = font; self.color = color }
    }

    /// Styling of the image: tint, size limits, corner radius.
    public struct ImageProperties: Hashable {
        /// A `reservedLayoutSize` dimension meaning "the standard size for the symbol".
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false
        /// The tint actually used (`tintColor`, else the view's `tintColor`).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    /// The image shown at the leading edge.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The primary text with attributes (wins over `text`).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// The axes on which the superview's layout margins are kept (both by default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether text and secondary text sit side by side (value cells) when they fit.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The vertical space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The horizontal space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The smallest height of the whole content (44 for cells, 0 for headers and footers).
    var minimumHeight: CGFloat = 44
    /// Whether selection turns text and image white (sidebar styles).
    var invertsOnSelection = false

    init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    private static func body() -> UIFont { UIFont.preferredFont(forTextStyle: .body) }

    /// A cell with a primary text (body font).
    public static func cell() -> Self {
        Self(text: .init(font: body(), color: .label), secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }
    /// A cell with the secondary text below the primary text.
    public static func subtitleCell() -> Self {
        var c = cell()
        c.secondaryTextProperties = .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        return c
    }
    /// A cell with the secondary text trailing the primary text on the same line.
    public static func valueCell() -> Self {
        var c = cell()
        c.secondaryTextProperties = .init(font: body(), color: .secondaryLabel)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    /// A header of a plain table (a bold headline).
    public static func plainHeader() -> Self { header(font: .preferredFont(forTextStyle: .headline), color: .label, top: 8, bottom: 8) }
    /// A footer of a plain table.
    public static func plainFooter() -> Self { header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, top: 8, bottom: 8) }
    /// A header of a grouped table (small secondary text, uppercased).
    public static func groupedHeader() -> Self {
        var c = header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, top: 16, bottom: 6)
        c.textProperties.transform = .uppercase
        return c
    }
    /// A footer of a grouped table.
    public static func groupedFooter() -> Self { header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, top: 6, bottom: 16) }
    /// A prominent header of an inset grouped table.
    public static func prominentInsetGroupedHeader() -> Self { header(font: .preferredFont(forTextStyle: .title3), color: .label, top: 16, bottom: 8) }
    /// An extra prominent header of an inset grouped table.
    public static func extraProminentInsetGroupedHeader() -> Self { header(font: .preferredFont(forTextStyle: .title2), color: .label, top: 16, bottom: 8) }
    /// A header that adapts to the list's style (the plain header).
    public static func header() -> Self { plainHeader() }
    /// A footer that adapts to the list's style (the plain footer).
    public static func footer() -> Self { plainFooter() }
    /// A sidebar cell (selection turns text and image white).
    public static func sidebarCell() -> Self { var c = cell(); c.invertsOnSelection = true; return c }
    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> Self { var c = subtitleCell(); c.invertsOnSelection = true; return c }
    /// A sidebar cell shown next to other content.
    public static func accompaniedSidebarCell() -> Self { sidebarCell() }
    /// A sidebar subtitle cell shown next to other content.
    public static func accompaniedSidebarSubtitleCell() -> Self { sidebarSubtitleCell() }
    /// A sidebar section header.
    public static func sidebarHeader() -> Self { header(font: .preferredFont(forTextStyle: .headline), color: .secondaryLabel, top: 8, bottom: 8) }

    private static func header(font: UIFont, color: UIColor, top: CGFloat, bottom: CGFloat) -> Self {
        var c = Self(text: .init(font: font, color: color), secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16)
        c.minimumHeight = 0
        return c
    }

    /// Makes a `UIListContentView` showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration for `state`: sidebar styles turn text and image white when
    /// selected or highlighted; the other styles do not change.
    @MainActor public func updated(for state: UIConfigurationState) -> Self {
        guard invertsOnSelection else { return self }
        guard isSelectedOrHighlighted(state) else { return self }
        var c = self
        c.textProperties.color = .white
        c.secondaryTextProperties.color = .white
        c.imageProperties.tintColor = .white
        return c
    }

    /// The text shown for `text` with the configured transform.
    func displayed(_ string: String?, _ p: TextProperties) -> String? {
        guard let string else { return nil }
        switch p.transform {
        case .none: return string
        case .capitalized: return string.capitalized
        case .lowercase: return string.lowercased()
        case .uppercase: return string.uppercased()
        }
    }
}
