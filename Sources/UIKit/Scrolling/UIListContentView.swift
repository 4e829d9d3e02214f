import Foundation

/// The view that shows a `UIListContentConfiguration`: an image view and two labels laid
/// out by the configuration's metrics (frames computed in `layoutSubviews`; the height for
/// a width comes from `sizeThatFits`, which self-sizing table rows use).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// Decodes a list content view (shows a default cell configuration).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// The configuration shown; setting a non-list configuration is logged and ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UIView.log("UIListContentView cannot show \(type(of: newValue)); keeping its list configuration")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Lays out the image and texts for the current width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = layoutFrames(width: bounds.width)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The height the content needs at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : 320
        return CGSize(width: width, height: layoutFrames(width: width).height)
    }

    private func apply() {
        let c = listConfiguration
        func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ p: UIListContentConfiguration.TextProperties) {
            if let attributed { label.attributedText = attributed } else { label.text = c.displayed(text, p) }
            label.font = p.font
            label.textColor = p.color
            label.numberOfLines = p.numberOfLines
            label.lineBreakMode = p.lineBreakMode
            label.textAlignment = p.alignment == .center ? .center : (p.alignment == .justified ? .justified : .natural)
            label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = p.minimumScaleFactor
            label.isHidden = text == nil && attributed == nil
        }
        style(textLabel, c.text, c.attributedText, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    struct Frames { var image = CGRect.zero, text = CGRect.zero, secondary = CGRect.zero, height: CGFloat = 0 }

    /// The frames of the parts and the total height at `width` (O(text measuring)).
    func layoutFrames(width: CGFloat) -> Frames {
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        var f = Frames()
        var x = m.leading
        var imageSize = CGSize.zero
        if let image = c.image {
            imageSize = image.size
            let maxSize = c.imageProperties.maximumSize
            if maxSize.width > 0, imageSize.width > maxSize.width { imageSize = CGSize(width: maxSize.width, height: imageSize.height * maxSize.width / imageSize.width) }
            if maxSize.height > 0, imageSize.height > maxSize.height { imageSize = CGSize(width: imageSize.width * maxSize.height / imageSize.height, height: maxSize.height) }
            let reserved = max(imageSize.width, c.imageProperties.reservedLayoutSize.width)
            x += reserved + c.imageToTextPadding
        }
        let available = max(0, width - x - m.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        let textSize = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
        var secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
        var contentHeight: CGFloat
        let sideBySide = c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && textSize.width + c.textToSecondaryTextHorizontalPadding + secondarySize.width <= available
        if sideBySide {
            contentHeight = max(textSize.height, secondarySize.height)
            f.text = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
            f.secondary = CGRect(x: x + available - secondarySize.width, y: 0, width: secondarySize.width, height: secondarySize.height)
        } else {
            secondarySize.width = min(secondarySize.width, available)
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            contentHeight = textSize.height + gap + secondarySize.height
            f.text = CGRect(x: x, y: 0, width: min(available, textSize.width), height: textSize.height)
            f.secondary = CGRect(x: x, y: textSize.height + gap, width: secondarySize.width, height: secondarySize.height)
        }
        let innerHeight = max(contentHeight, imageSize.height)
        let total = max(c.minimumHeight, m.top + innerHeight + m.bottom)
        // Texts and image are centred vertically in the space between the margins.
        let top = m.top + (total - m.top - m.bottom - innerHeight) / 2
        let textTop = top + (innerHeight - contentHeight) / 2
        if sideBySide {
            f.text.origin.y = textTop + (contentHeight - textSize.height) / 2
            f.secondary.origin.y = textTop + (contentHeight - secondarySize.height) / 2
        } else {
            f.text.origin.y += textTop
            f.secondary.origin.y += textTop
        }
        if c.image != nil {
            f.image = CGRect(x: m.leading, y: top + (innerHeight - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        }
        f.height = total
        return f
    }
}
