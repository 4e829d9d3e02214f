import Foundation

/// A reusable section header or footer: a `contentView` with a text label (classic) or a
/// content configuration, and a background.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    public internal(set) var reuseIdentifier: String?
    /// The view holding the content.
    public let contentView: UIView
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var contentConfigurationStorage: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    let configurationBackgroundView = UIView()
    /// Whether the table styles this view as a grouped header (uppercase secondary text).
    var isGroupedStyle = false { didSet { styleClassicLabel() } }
    /// Whether it is a footer (footers are not uppercased).
    var isFooter = false { didSet { styleClassicLabel() } }

    /// Creates a header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        setUp()
    }

    /// Creates a header or footer with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decodes a header or footer.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        setUp()
    }

    /// The initializer a table uses for a registered class (see `UITableViewCell`).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The title label (created on first use; nil with a content configuration).
    open var textLabel: UILabel? {
        if contentConfigurationStorage != nil { return nil }
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        textLabelStorage = label
        contentView.addSubview(label)
        styleClassicLabel()
        setNeedsLayout()
        return label
    }
    /// The secondary label of grouped footers.
    open var detailTextLabel: UILabel? {
        if contentConfigurationStorage != nil { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        detailTextLabelStorage = label
        contentView.addSubview(label)
        return label
    }
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The content configuration shown instead of the text label.
    open var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationStorage }
        set { setContentConfiguration(newValue) }
    }
    /// The standard configuration for this header or footer's table style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        isGroupedStyle ? (isFooter ? .groupedFooter() : .groupedHeader()) : (isFooter ? .plainFooter() : .plainHeader())
    }
    /// Whether the content configuration is updated for state changes.
    open var automaticallyUpdatesContentConfiguration = true
    /// The background configuration.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    /// Whether the background configuration is updated for state changes.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The current state.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }
    /// Re-applies the configurations and calls `updateConfiguration(using:)`.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    /// Updates the configurations for `state`; subclasses override to restyle.
    open func updateConfiguration(using state: UIViewConfigurationState) { configurationUpdateHandler?(self, state) }
    /// A closure run whenever the state changes.
    open var configurationUpdateHandler: ((UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)?

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// Places the background and content view, then the label or configured content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        configurationBackgroundView.frame = bounds
        contentView.frame = bounds
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
        } else if let label = textLabelStorage {
            let m = UITableViewCell.sideMargin
            let size = label.sizeThatFits(CGSize(width: max(0, bounds.width - 2 * m), height: .greatestFiniteMagnitude))
            let bottom: CGFloat = isFooter ? bounds.height - size.height - 6 : bounds.height - 6 - size.height
            label.frame = CGRect(x: m, y: isFooter ? 6 : max(0, bottom), width: max(0, bounds.width - 2 * m), height: size.height)
        }
    }

    /// The height the content needs at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configured = configuredContentView { return CGSize(width: size.width, height: configured.sizeThatFits(size).height) }
        if let label = textLabelStorage {
            let h = label.sizeThatFits(CGSize(width: max(0, size.width - 32), height: .greatestFiniteMagnitude)).height
            return CGSize(width: size.width, height: max(isGroupedStyle ? 38 : 28, h + (isGroupedStyle ? 22 : 12)))
        }
        return CGSize(width: size.width, height: isGroupedStyle ? 38 : 28)
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
        configurationBackgroundView.isHidden = true
        configurationBackgroundView.isUserInteractionEnabled = false
        addSubview(configurationBackgroundView)
        addSubview(contentView)
    }

    func styleClassicLabel() {
        guard let label = textLabelStorage else { return }
        let config = defaultContentConfiguration()
        label.font = config.textProperties.font
        label.textColor = config.textProperties.color
        label.numberOfLines = 0
        if let text = label.text, isGroupedStyle, !isFooter { label.text = text.uppercased() }
    }

    private func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        contentConfigurationStorage = configuration
        guard let configuration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        textLabelStorage?.removeFromSuperview(); textLabelStorage = nil
        detailTextLabelStorage?.removeFromSuperview(); detailTextLabelStorage = nil
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        configuredContentView = contentView.showContentConfiguration(shown, replacing: configuredContentView)
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration() {
        guard let config = backgroundConfiguration else { configurationBackgroundView.isHidden = true; return }
        configurationBackgroundView.isHidden = false
        configurationBackgroundView.backgroundColor = config.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
        configurationBackgroundView.layer.cornerRadius = config.cornerRadius
    }
}
