import CoreGraphics
import Foundation

/// A control showing a title and/or image per state that sends `.touchUpInside` (and
/// `.primaryActionTriggered`) when tapped.
///
/// State lookup as UIKit: a value set for the exact state wins, otherwise the `.normal`
/// value is used (so a selected button being pressed shows `.normal` values unless
/// `[.selected, .highlighted]` is set). System buttons color titles with `tintColor` and
/// fade to 20% while highlighted; custom buttons darken the image when highlighted
/// (`adjustsImageWhenHighlighted`) and disabled (`adjustsImageWhenDisabled`).
@preconcurrency @MainActor
open class UIButton: UIControl, UIControlPrimaryActionOnTap {
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// Same as `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type, fixed at creation.
    open internal(set) var buttonType: ButtonType = .custom

    package var titles: [UInt: String] = [:]
    package var attributedTitles: [UInt: NSAttributedString] = [:]
    package var titleColors: [UInt: UIColor] = [:]
    package var titleShadowColors: [UInt: UIColor] = [:]
    package var images: [UInt: UIImage] = [:]
    package var backgroundImages: [UInt: UIImage] = [:]
    package let backgroundImageView = UIImageView()
    package let titleLabelStorage = UILabel()
    package let imageViewStorage = UIImageView()
    /// The tinted rounded background a selected system button shows behind its content.
    package let selectionBackgroundView = UIView()
    /// The second text line of a configured button.
    package let subtitleLabelStorage = UILabel()
    /// The rounded background a configured button shows.
    package let configurationBackgroundView = UIView()
    package var configurationStorage: Configuration?
    /// The last image darkened for the highlighted state, and its source.
    package var darkenedImageCache: (source: UIImage, darkened: UIImage)?
    package var needsConfigurationUpdate = false

    /// A closure that restyles a button for its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's configuration (default nil: the per-state titles and images are used).
    /// While set, the button shows its title, subtitle, image and background instead.
    open var configuration: Configuration? {
        get { configurationStorage }
        set { configurationStorage = newValue; contentDidChange() }
    }
    /// Called (from `updateConfiguration()`) when the button's state changes or
    /// `setNeedsUpdateConfiguration()` is called, to restyle the configuration.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether state changes ask for a configuration update (default true).
    open var automaticallyUpdatesConfiguration = true

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Restyles the configuration for the current state; the default calls
    /// `configurationUpdateHandler`.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// The padding around the content (default zero).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Offsets applied to the title's rect.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Offsets applied to the image's rect.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether custom buttons darken their image while highlighted (default true).
    open var adjustsImageWhenHighlighted = true
    /// Whether custom buttons lighten their image while disabled (default true).
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows when touched (accepted, not drawn).
    open var showsTouchWhenHighlighted = false

    /// The button's menu: shown by a long press or a right click, or by a tap with
    /// `showsMenuAsPrimaryAction`. Setting it enables the context menu interaction.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }
    /// Whether the button is a pop-up button: its menu's actions are one single selection
    /// and the button shows the selected action's title (iOS 15; use with
    /// `showsMenuAsPrimaryAction`).
    open var changesSelectionAsPrimaryAction = false {
        didSet { updatePopUpSelection() }
    }

    /// The button's menu as a context menu configuration (nil without a menu).
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .contactAdd { setTitle("+", for: .normal) }
        if buttonType == .close { setTitle("✕", for: .normal) }
        if [.detailDisclosure, .infoLight, .infoDark].contains(buttonType) { setTitle("ⓘ", for: .normal) }
        contentDidChange()
    }

    /// Creates a system button performing `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a system button showing `configuration`, performing `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        if let primaryAction, !primaryAction.title.isEmpty, configuration.title == nil {
            var withTitle = configuration
            withTitle.title = primaryAction.title
            self.configuration = withTitle
        } else {
            self.configuration = configuration
        }
    }

    /// Creates a button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    /// Creates a button from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
        decodeButton(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Archives the UIButton properties after the view's (see `UIButton+Coding.swift`).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeButton(with: coder)
    }

    /// A button's labels, image views and backgrounds are its own parts: not archived.
    package override func subviewsForArchiving() -> [UIView] {
        let parts: [UIView] = [configurationBackgroundView, selectionBackgroundView, backgroundImageView, imageViewStorage,
                               titleLabelStorage, subtitleLabelStorage]
        return subviews.filter { view in !parts.contains { $0 === view } }
    }

    private func setUpButton() {
        titleLabelStorage.font = UIFont.systemFont(ofSize: 15)
        titleLabelStorage.lineBreakMode = .byTruncatingMiddle
        backgroundImageView.contentMode = .scaleToFill
        selectionBackgroundView.layer.cornerRadius = 6
        selectionBackgroundView.isUserInteractionEnabled = false
        selectionBackgroundView.isHidden = true
        configurationBackgroundView.isUserInteractionEnabled = false
        configurationBackgroundView.isHidden = true
        subtitleLabelStorage.isHidden = true
        addSubview(configurationBackgroundView)
        addSubview(selectionBackgroundView)
        addSubview(backgroundImageView)
        addSubview(imageViewStorage)
        addSubview(titleLabelStorage)
        addSubview(subtitleLabelStorage)
        contentDidChange()
    }

    // MARK: Per-state values

    /// The value for `state`: exact match, else the `.normal` value.
    package static func lookup<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    /// Sets the title to use for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title; contentDidChange() }
    /// Sets the title color to use for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        noteAppearanceProperty("titleColor.\(state.rawValue)") { (button: UIButton) in button.setTitleColor(color, for: state) }
        contentDidChange()
    }
    /// Sets the title shadow color to use for a state.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { titleShadowColors[state.rawValue] = color; contentDidChange() }
    /// Sets the image to use for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        noteAppearanceProperty("image.\(state.rawValue)") { (button: UIButton) in button.setImage(image, for: state) }
        contentDidChange()
    }
    /// Sets the background image to use for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        noteAppearanceProperty("backgroundImage.\(state.rawValue)") { (button: UIButton) in button.setBackgroundImage(image, for: state) }
        contentDidChange()
    }
    /// Sets the attributed title to use for a state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for a state, falling back to the normal state's title.
    open func title(for state: UIControl.State) -> String? { Self.lookup(titles, state) }
    /// The title color for a state, falling back to the normal state's color, then the default.
    open func titleColor(for state: UIControl.State) -> UIColor? { Self.lookup(titleColors, state) ?? defaultTitleColor(for: state) }
    /// The title shadow color for a state, falling back to the normal state's color.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { Self.lookup(titleShadowColors, state) }
    /// The image for a state, falling back to the normal state's image.
    open func image(for state: UIControl.State) -> UIImage? { Self.lookup(images, state) }
    /// The background image for a state, falling back to the normal state's image.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { Self.lookup(backgroundImages, state) }
    /// The attributed title for a state, falling back to the normal state's title.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { Self.lookup(attributedTitles, state) }

    /// The title shown for the current state.
    open var currentTitle: String? { configurationStorage.map { $0.title } ?? (attributedTitle(for: state)?.string ?? title(for: state)) }
    /// The title color used for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow color used for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The attributed title shown for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The label showing the title.
    open var titleLabel: UILabel? { titleLabelStorage }
    /// The image view showing the image.
    open var imageView: UIImageView? { imageViewStorage }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        switch buttonType {
        case .custom: return state.contains(.disabled) ? UIColor.white.withAlphaComponent(0.5) : .white
        default:
            if state.contains(.disabled) { return .systemGray }
            // A selected system button knocks its title out of the tinted selection background.
            if buttonType == .system, state.contains(.selected) { return .white }
            return tintColor ?? .systemBlue
        }
    }

    // MARK: Layout

    /// The size that fits the button's title, image and insets.
    open override var intrinsicContentSize: CGSize { contentSize() }

    /// The size that fits the button's title, image and insets, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize() }

    /// The rect of the background image.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rect the content (image and title) fits in.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title's rect inside the content rect.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { placement(in: contentRect).title }

    /// The image's rect inside the content rect.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { placement(in: contentRect).image }

    /// Applies the current state to the subviews and positions the background, title and image.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if let c = configurationStorage {
            applyConfiguration(c)
            layoutConfiguration(c)
            return
        }
        applyStateToSubviews()
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        selectionBackgroundView.frame = bounds
        let content = contentRect(forBounds: bounds)
        titleLabelStorage.frame = titleRect(forContentRect: content)
        imageViewStorage.frame = imageRect(forContentRect: content)
    }

    /// Reapplies the current state so tint-colored content picks up the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyStateToSubviews()
    }

    // MARK: Internals

    private var titleSize: CGSize {
        guard currentTitle?.isEmpty == false else { return .zero }
        return titleLabelStorage.intrinsicContentSize
    }

    private func contentSize() -> CGSize {
        updateConfigurationIfNeeded()
        if let c = configurationStorage {
            applyConfiguration(c)
            return configuredContentSize(c)
        }
        applyStateToSubviews()
        let t = titleSize
        let i = currentImage?.size ?? .zero
        var w = t.width + i.width
        var h = max(t.height, i.height)
        if t != .zero || i != .zero {
            // UIKit pads a title's height to 30 pt for a 15-pt font (6 pt above and below).
            if t != .zero { h = max(h, t.height + 12) }
        } else {
            w = buttonType == .custom ? 30 : 30
            h = 34
        }
        let e = contentEdgeInsets
        return CGSize(width: ceil(w + e.left + e.right), height: ceil(h + e.top + e.bottom))
    }

    private func placement(in content: CGRect) -> (title: CGRect, image: CGRect) {
        let t = titleSize
        let i = currentImage?.size ?? .zero
        let total = CGSize(width: t.width + i.width, height: max(t.height, i.height))
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - total.width
        case .fill: x = content.minX
        default: x = content.minX + (content.width - total.width) / 2
        }
        func y(_ h: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return content.minY
            case .bottom: return content.maxY - h
            case .fill: return content.minY
            default: return content.minY + (content.height - h) / 2
            }
        }
        var titleWidth = t.width
        if effectiveContentHorizontalAlignment == .fill { titleWidth = max(0, content.width - i.width) }
        titleWidth = min(titleWidth, max(0, content.width - i.width))
        let fill = contentVerticalAlignment == .fill
        var imageRect = CGRect(x: x, y: y(i.height), width: i.width, height: fill ? content.height : i.height)
        var titleRect = CGRect(x: x + i.width, y: y(t.height), width: titleWidth, height: fill ? content.height : t.height)
        if total.width > content.width, effectiveContentHorizontalAlignment != .fill { imageRect.origin.x = max(content.minX, imageRect.minX); titleRect.origin.x = imageRect.maxX }
        imageRect = imageRect.inset(by: imageEdgeInsets)
        titleRect = titleRect.inset(by: titleEdgeInsets)
        return (titleRect.integral == .null ? .zero : CGRect(x: titleRect.minX.rounded(), y: titleRect.minY.rounded(), width: titleRect.width, height: titleRect.height),
                imageRect)
    }

    /// Pushes the current state's values into the title label and image views.
    package func applyStateToSubviews() {
        if let c = configurationStorage {
            applyConfiguration(c)
            return
        }
        subtitleLabelStorage.isHidden = true
        configurationBackgroundView.isHidden = true
        let s = state
        if let attributed = attributedTitle(for: s) {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = title(for: s)
            titleLabelStorage.textColor = titleColor(for: s) ?? .white
        }
        if let shadow = titleShadowColor(for: s) { titleLabelStorage.shadowColor = shadow } else { titleLabelStorage.shadowColor = nil }
        titleLabelStorage.isHidden = currentTitle?.isEmpty ?? true
        let image = currentImage
        if imageViewStorage.image !== image { imageViewStorage.image = image }
        imageViewStorage.isHidden = image == nil
        let background = currentBackgroundImage
        if backgroundImageView.image !== background { backgroundImageView.image = background }
        backgroundImageView.isHidden = background == nil
        let highlighted = s.contains(.highlighted)
        if buttonType == .custom {
            titleLabelStorage.alpha = 1
            // Without an image of its own, a highlighted custom button darkens its image
            // (as iOS does) and a disabled one lightens it.
            let darkens = highlighted && adjustsImageWhenHighlighted && images[s.rawValue] == nil
            if darkens, let image { imageViewStorage.image = darkenedImage(image) }
            imageViewStorage.alpha = !darkens && s.contains(.disabled) && adjustsImageWhenDisabled && images[s.rawValue] == nil ? 0.45 : 1
        } else {
            let a: CGFloat = highlighted ? 0.2 : 1
            titleLabelStorage.alpha = a
            imageViewStorage.alpha = a
            let selected = buttonType == .system && s.contains(.selected)
            imageViewStorage.tintColor = s.contains(.disabled) ? .systemGray : (selected ? .white : nil)
            selectionBackgroundView.isHidden = !selected
            selectionBackgroundView.alpha = a
            selectionBackgroundView.backgroundColor = s.contains(.disabled) ? .systemGray : (tintColor ?? .systemBlue)
        }
    }

    private func contentDidChange() {
        applyStateToSubviews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Whether the button is highlighted; changing it restyles the button for the new state.
    open override var isHighlighted: Bool {
        didSet { applyStateToSubviews(); setNeedsLayout(); stateDidChangeForConfiguration() }
    }
    /// Whether the button is selected; changing it restyles and resizes the button for the new state.
    open override var isSelected: Bool {
        didSet { applyStateToSubviews(); invalidateIntrinsicContentSize(); setNeedsLayout(); stateDidChangeForConfiguration() }
    }
    /// Whether the button is enabled; changing it restyles the button for the new state.
    open override var isEnabled: Bool {
        didSet { applyStateToSubviews(); setNeedsLayout(); stateDidChangeForConfiguration() }
    }

    // MARK: Accessibility

    /// Whether VoiceOver sees the button; true unless set otherwise, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The button trait plus selected/not-enabled for the state, as UIKit reports.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button).union(controlStateTraits(self)) }
        set { super.accessibilityTraits = newValue }
    }
    /// The current title unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }
    /// Sends `.touchUpInside` (and the primary action), as a VoiceOver double tap does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
}
