import CoreGraphics
import Foundation

extension UIButton {
    /// A description of a button's look (iOS 15's button configurations): title, subtitle,
    /// image and their placement, insets, colors and corner style. Assign it to
    /// `UIButton.configuration`; the button then draws from it and restyles itself for
    /// its state (dimmed while highlighted, gray while disabled).
    public struct Configuration: Hashable {
        /// The base look a configuration starts from.
        package enum Style: Hashable { case plain, tinted, gray, filled, borderless }

        /// How rounded the background's corners are.
        public enum CornerStyle: Hashable, Sendable {
            /// The radius the button size suggests (the default).
            case fixed
            /// The radius the button size suggests, as `fixed` here.
            case dynamic
            /// A small radius (4 pt).
            case small
            /// A medium radius (8 pt).
            case medium
            /// A large radius (12 pt).
            case large
            /// Half the height: fully rounded ends.
            case capsule
        }

        /// The preset size: fonts and default insets.
        public enum Size: Hashable, Sendable {
            /// The smallest preset (11 pt title).
            case mini
            /// A small preset (13 pt title).
            case small
            /// The default preset (15 pt title).
            case medium
            /// A large preset (17 pt title).
            case large
        }

        /// How the title and subtitle lines align with each other.
        public enum TitleAlignment: Hashable, Sendable {
            /// Centered (leading when there is an image beside the text).
            case automatic
            /// The leading edge.
            case leading
            /// Centered.
            case center
            /// The trailing edge.
            case trailing
        }

        package var style: Style
        /// The title (default nil).
        public var title: String?
        /// A second, smaller line below the title (default nil).
        public var subtitle: String?
        /// The image (default nil); template images take the foreground color.
        public var image: UIImage?
        /// Which side of the text the image sits on (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text (default 0).
        public var imagePadding: CGFloat = 0
        /// The symbol configuration for the image (kept; there are no SF Symbols on Linux).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The space between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// The space around the content, by layout direction (default per size: 7/12 for medium).
        public var contentInsets: NSDirectionalEdgeInsets
        /// The color of the title, subtitle and template image (nil: the style's color —
        /// the tint, or white for `filled`).
        public var baseForegroundColor: UIColor?
        /// The background color (nil: the style's color).
        public var baseBackgroundColor: UIColor?
        /// How rounded the background is (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The preset size (default `.medium`); changing it resets `contentInsets`.
        public var buttonSize: Size = .medium { didSet { contentInsets = Configuration.insets(for: buttonSize) } }
        /// How the title and subtitle align (default `.automatic`).
        public var titleAlignment: TitleAlignment = .automatic

        package init(style: Style) {
            self.style = style
            contentInsets = Configuration.insets(for: .medium)
        }

        /// No background; tinted text.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background; tinted text.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; tinted text.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint color; white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background; tinted text (like `plain`).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }

        /// A copy of the configuration for a button's current state (the automatic
        /// updates applied when drawing), as UIKit's `updated(for:)`.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.baseForegroundColor = resolvedForeground(for: button)
            copy.baseBackgroundColor = resolvedBackground(for: button)
            return copy
        }

        package static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        package var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 11)
            case .small: return .systemFont(ofSize: 13)
            case .medium: return .systemFont(ofSize: 15)
            case .large: return .systemFont(ofSize: 17)
            }
        }

        package var subtitleFont: UIFont { .systemFont(ofSize: titleFont.pointSize - 3) }

        package func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .fixed, .dynamic:
                switch buttonSize {
                case .mini, .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            }
        }

        /// The text and template image color for the button's state.
        @MainActor package func resolvedForeground(for button: UIButton) -> UIColor {
            let state = button.state
            if state.contains(.disabled) { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : (button.tintColor ?? .systemBlue))
            if state.contains(.highlighted), style != .filled { return base.withAlphaComponent(base.cgColor.alpha * 0.5) }
            return base
        }

        /// The background color for the button's state; nil for none.
        @MainActor package func resolvedBackground(for button: UIButton) -> UIColor? {
            let state = button.state
            let tint = button.tintColor ?? .systemBlue
            var color: UIColor?
            switch style {
            case .plain, .borderless: color = baseBackgroundColor
            case .tinted: color = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: color = baseBackgroundColor ?? .tertiarySystemFill
            case .filled: color = baseBackgroundColor ?? tint
            }
            guard let shown = color else { return nil }
            if state.contains(.disabled) { return style == .plain || style == .borderless ? nil : .tertiarySystemFill }
            if state.contains(.highlighted) { return shown.withAlphaComponent(shown.cgColor.alpha * 0.7) }
            return shown
        }
    }
}

extension UIButton {
    /// `image` with a third of black laid over its opaque parts (the highlighted look of
    /// custom buttons), cached for the last image.
    package func darkenedImage(_ image: UIImage) -> UIImage {
        if let cache = darkenedImageCache, cache.source === image { return cache.darkened }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let darkened = UIGraphicsImageRenderer(size: image.size, format: format).image { ctx in
            image.draw(at: .zero)
            ctx.cgContext.setBlendMode(.sourceAtop)
            UIColor(white: 0, alpha: 1.0 / 3.0).setFill()
            ctx.fill(CGRect(origin: .zero, size: image.size))
        }
        darkenedImageCache = (image, darkened)
        return darkened
    }

    /// Asks for a configuration update after a state change, when configurations are in use.
    package func stateDidChangeForConfiguration() {
        guard automaticallyUpdatesConfiguration, configurationStorage != nil || configurationUpdateHandler != nil else { return }
        setNeedsUpdateConfiguration()
    }

    /// Runs a pending configuration update (`updateConfiguration()`, which calls the
    /// update handler) before the configuration is read.
    package func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
    }

    /// Shows `configuration` in the title, subtitle, image and background views.
    package func applyConfiguration(_ c: Configuration) {
        let foreground = c.resolvedForeground(for: self)
        titleLabelStorage.attributedText = nil
        titleLabelStorage.text = c.title
        titleLabelStorage.font = c.titleFont
        titleLabelStorage.textColor = foreground
        titleLabelStorage.alpha = 1
        titleLabelStorage.isHidden = c.title?.isEmpty ?? true
        subtitleLabelStorage.text = c.subtitle
        subtitleLabelStorage.font = c.subtitleFont
        subtitleLabelStorage.textColor = foreground
        subtitleLabelStorage.isHidden = c.subtitle?.isEmpty ?? true
        if imageViewStorage.image !== c.image { imageViewStorage.image = c.image }
        imageViewStorage.isHidden = c.image == nil
        imageViewStorage.alpha = 1
        imageViewStorage.tintColor = foreground
        backgroundImageView.isHidden = true
        selectionBackgroundView.isHidden = true
        let background = c.resolvedBackground(for: self)
        configurationBackgroundView.isHidden = background == nil
        configurationBackgroundView.backgroundColor = background
    }

    /// The sizes of the configured title, subtitle, text block and image.
    private func configuredSizes(_ c: Configuration) -> (title: CGSize, subtitle: CGSize, text: CGSize, image: CGSize) {
        let t = titleLabelStorage.isHidden ? .zero : titleLabelStorage.intrinsicContentSize
        let s = subtitleLabelStorage.isHidden ? .zero : subtitleLabelStorage.intrinsicContentSize
        let text = CGSize(width: max(t.width, s.width),
                          height: t.height + s.height + (t != .zero && s != .zero ? max(0, c.titlePadding) : 0))
        return (t, s, text, c.image?.size ?? .zero)
    }

    /// The size of a configured button: content plus insets.
    package func configuredContentSize(_ c: Configuration) -> CGSize {
        let sizes = configuredSizes(c)
        let padding = sizes.text != .zero && sizes.image != .zero ? max(0, c.imagePadding) : 0
        let vertical = c.imagePlacement.contains(.top) || c.imagePlacement.contains(.bottom)
        let content = vertical
            ? CGSize(width: max(sizes.text.width, sizes.image.width), height: sizes.text.height + padding + sizes.image.height)
            : CGSize(width: sizes.text.width + padding + sizes.image.width, height: max(sizes.text.height, sizes.image.height))
        let i = c.contentInsets
        return CGSize(width: ceil(content.width + i.leading + i.trailing), height: ceil(content.height + i.top + i.bottom))
    }

    /// Places the configured views: the content block centered in the inset bounds, the
    /// image on its placement side, title above subtitle.
    package func layoutConfiguration(_ c: Configuration) {
        configurationBackgroundView.frame = bounds
        configurationBackgroundView.layer.cornerRadius = c.cornerRadius(height: bounds.height)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let i = c.contentInsets
        let area = bounds.inset(by: UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading,
                                                 bottom: i.bottom, right: rtl ? i.leading : i.trailing))
        let sizes = configuredSizes(c)
        let padding = sizes.text != .zero && sizes.image != .zero ? max(0, c.imagePadding) : 0
        let vertical = c.imagePlacement.contains(.top) || c.imagePlacement.contains(.bottom)
        let blockSize = vertical
            ? CGSize(width: max(sizes.text.width, sizes.image.width), height: sizes.text.height + padding + sizes.image.height)
            : CGSize(width: sizes.text.width + padding + sizes.image.width, height: max(sizes.text.height, sizes.image.height))
        let block = CGRect(x: area.midX - blockSize.width / 2, y: area.midY - blockSize.height / 2,
                           width: blockSize.width, height: blockSize.height)
        var imageFrame = CGRect(origin: .zero, size: sizes.image)
        var textFrame = CGRect(origin: .zero, size: sizes.text)
        if vertical {
            let imageFirst = c.imagePlacement.contains(.top)
            imageFrame.origin = CGPoint(x: block.midX - sizes.image.width / 2,
                                        y: imageFirst ? block.minY : block.maxY - sizes.image.height)
            textFrame.origin = CGPoint(x: block.midX - sizes.text.width / 2,
                                       y: imageFirst ? block.maxY - sizes.text.height : block.minY)
        } else {
            let imageLeft = c.imagePlacement.contains(.trailing) == rtl
            imageFrame.origin = CGPoint(x: imageLeft ? block.minX : block.maxX - sizes.image.width,
                                        y: block.midY - sizes.image.height / 2)
            textFrame.origin = CGPoint(x: imageLeft ? block.maxX - sizes.text.width : block.minX,
                                       y: block.midY - sizes.text.height / 2)
        }
        func lineX(_ width: CGFloat) -> CGFloat {
            switch c.titleAlignment {
            case .leading: return rtl ? textFrame.maxX - width : textFrame.minX
            case .trailing: return rtl ? textFrame.minX : textFrame.maxX - width
            case .center: return textFrame.midX - width / 2
            case .automatic:
                if sizes.image != .zero, !vertical { return rtl ? textFrame.maxX - width : textFrame.minX }
                return textFrame.midX - width / 2
            }
        }
        imageViewStorage.frame = imageFrame
        titleLabelStorage.frame = CGRect(x: lineX(sizes.title.width), y: textFrame.minY,
                                         width: sizes.title.width, height: sizes.title.height).integral
        let subtitleY = textFrame.minY + sizes.title.height + (sizes.title != .zero ? max(0, c.titlePadding) : 0)
        subtitleLabelStorage.frame = CGRect(x: lineX(sizes.subtitle.width), y: subtitleY,
                                            width: sizes.subtitle.width, height: sizes.subtitle.height).integral
    }
}
