import CoreGraphics
import Foundation

/// The look of a bar's background: a color, an image, the shadow line under it. The
/// `configureWith…` methods reset it to the system's default, opaque or transparent look.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The background color (drawn over the default material when translucent).
    open var backgroundColor: UIColor? { didSet { changed() } }
    /// An image drawn over the background color.
    open var backgroundImage: UIImage? { didSet { changed() } }
    /// How the background image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { changed() } }
    /// The color of the shadow line under (a toolbar: over) the bar; nil or clear for none.
    open var shadowColor: UIColor? { didSet { changed() } }
    /// An image used as the shadow line.
    open var shadowImage: UIImage? { didSet { changed() } }

    /// Bars using this appearance (weak), told when it changes.
    package var observers = WeakViewList()

    /// Creates the default appearance for the current device.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the same settings as `barAppearance`.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Creates an appearance from an archive.
    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefaultBackground()
    }

    /// The system's translucent bar: a light material with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = UIBarAppearance.defaultMaterial
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadow
        shadowImage = nil
    }

    /// An opaque bar in the system background color with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadow
        shadowImage = nil
    }

    /// A bar with no background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of the appearance.
    open override func copy() -> Any { MainActor.assumeIsolated { UIBarAppearance(barAppearance: self) } }

    /// The light material UIKit's translucent bars show (approximated by a translucent
    /// near-white, as a blur is not drawn).
    package static let defaultMaterial = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
    /// UIKit's bar hairline: black at 30% opacity.
    package static let defaultShadow = UIColor(white: 0, alpha: 0.3)

    /// Copies the background settings.
    package func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Tells the bars using the appearance to redraw.
    package func changed() {
        for bar in observers.views { bar.setNeedsLayout() }
    }
}

/// The look of a navigation bar: the background (from `UIBarAppearance`) and the text
/// attributes of the title and large title.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title (font, foreground color…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// An offset applied to the title's position.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    /// The back button's chevron image (nil: the system chevron).
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the chevron image during transitions.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Creates the default appearance.
    public override init() { super.init() }
    /// Creates an appearance with the settings of `barAppearance`.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let nav = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = nav.titleTextAttributes
            largeTitleTextAttributes = nav.largeTitleTextAttributes
            titlePositionAdjustment = nav.titlePositionAdjustment
            backIndicatorImage = nav.backIndicatorImage
            backIndicatorTransitionMaskImage = nav.backIndicatorTransitionMaskImage
        }
    }
    /// Creates an appearance from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the back chevron image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
        changed()
    }

    /// A copy of the appearance.
    open override func copy() -> Any { MainActor.assumeIsolated { UINavigationBarAppearance(barAppearance: self) } }
}

/// The look of a toolbar.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// A copy of the appearance.
    open override func copy() -> Any { MainActor.assumeIsolated { UIToolbarAppearance(barAppearance: self) } }
}

/// Views held weakly (the bars using an appearance).
@MainActor
package struct WeakViewList {
    private struct Box { weak var view: UIView? }
    private var boxes: [Box] = []

    package init() {}

    /// Adds `view` once.
    package mutating func add(_ view: UIView) {
        boxes.removeAll { $0.view == nil }
        if !boxes.contains(where: { $0.view === view }) { boxes.append(Box(view: view)) }
    }

    /// The views still alive.
    package var views: [UIView] { boxes.compactMap(\.view) }
}
