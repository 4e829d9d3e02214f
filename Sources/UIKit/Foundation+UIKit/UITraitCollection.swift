import Foundation

/// The light or dark appearance of an interface, with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    /// No style was specified; dynamic colors resolve as for `.light`.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The width or height class of an interface: compact or regular.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    /// No size class was specified.
    case unspecified = 0
    /// A constrained space (a narrow window).
    case compact = 1
    /// An expansive space.
    case regular = 2
}

/// The traits that describe an interface's environment: its appearance style, its
/// display scale (the traits dynamic colors and named images depend on), its size classes
/// and the preferred content size category (Dynamic Type).
///
/// Immutable and not actor-isolated, as on Apple platforms. `current` is per thread, as in
/// UIKit: `performAsCurrent(_:)` sets it for the duration of a closure.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The appearance style; `.unspecified` unless set.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The width class; `.unspecified` unless set.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class; `.unspecified` unless set.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The Dynamic Type size the user prefers; `.unspecified` unless set.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The device idiom; `.unspecified` unless set (OpenUIKit's screens specify none).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    package init(style: UIUserInterfaceStyle, scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
                 category: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
        super.init()
    }

    /// A trait collection specifying only the preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified, category: preferredContentSizeCategory)
    }

    /// This collection with `style` as its appearance style (itself when already so).
    package func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self : UITraitCollection(style: style, scale: displayScale, horizontal: horizontalSizeClass,
                                                               vertical: verticalSizeClass, category: preferredContentSizeCategory,
                                                               idiom: userInterfaceIdiom)
    }

    /// This collection with every trait `overrides` specifies replaced (itself when `overrides`
    /// specifies only values it already has).
    package func overlaid(by overrides: UITraitCollection) -> UITraitCollection {
        containsTraits(in: overrides) ? self : UITraitCollection(traitsFrom: [self, overrides])
    }

    /// A trait collection with every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified)
    }

    /// A trait collection specifying only the appearance style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0, horizontal: .unspecified, vertical: .unspecified)
    }

    /// A trait collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale.isFinite && displayScale > 0 ? displayScale : 0,
                  horizontal: .unspecified, vertical: .unspecified)
    }

    /// A trait collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    /// A trait collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: verticalSizeClass)
    }

    /// A trait collection specifying only the device idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom)
    }

    /// Combines collections: each trait takes the value of the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var category = UIContentSizeCategory.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        for traits in traitCollections {
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(style: style, scale: scale, horizontal: horizontal, vertical: vertical, category: category, idiom: idiom)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        if trait.userInterfaceStyle != .unspecified, trait.userInterfaceStyle != userInterfaceStyle { return false }
        if trait.displayScale != 0, trait.displayScale != displayScale { return false }
        if trait.horizontalSizeClass != .unspecified, trait.horizontalSizeClass != horizontalSizeClass { return false }
        if trait.verticalSizeClass != .unspecified, trait.verticalSizeClass != verticalSizeClass { return false }
        if trait.preferredContentSizeCategory != .unspecified, trait.preferredContentSizeCategory != preferredContentSizeCategory { return false }
        if trait.userInterfaceIdiom != .unspecified, trait.userInterfaceIdiom != userInterfaceIdiom { return false }
        return true
    }

    /// Whether dynamic colors could resolve differently under `traitCollection`.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        resolvedStyle != (traitCollection?.resolvedStyle ?? .light)
    }

    /// The style dynamic colors resolve with: `.unspecified` counts as `.light`.
    package var resolvedStyle: UIUserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }

    /// Whether `object` is equal to this one.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.displayScale == displayScale
            && other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.preferredContentSizeCategory == preferredContentSizeCategory
            && other.userInterfaceIdiom == userInterfaceIdiom
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }

    /// A readable description.
    open override var description: String {
        "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); UserInterfaceStyle = \(styleName), DisplayScale = \(displayScale), HorizontalSizeClass = \(Self.name(horizontalSizeClass)), VerticalSizeClass = \(Self.name(verticalSizeClass)), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), UserInterfaceIdiom = \(idiomName)>"
    }

    private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .unspecified: return "Unspecified"
        case .compact: return "Compact"
        case .regular: return "Regular"
        }
    }

    private var idiomName: String {
        switch userInterfaceIdiom {
        case .unspecified: return "Unspecified"
        case .phone: return "Phone"
        case .pad: return "Pad"
        case .tv: return "TV"
        case .carPlay: return "CarPlay"
        case .mac: return "Mac"
        case .vision: return "Vision"
        }
    }

    private var styleName: String {
        switch userInterfaceStyle {
        case .unspecified: return "Unspecified"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }

    // MARK: The current trait collection (per thread)

    private static let currentKey = "org.openuikit.UITraitCollection.current"

    /// The trait collection of the current thread, used to resolve dynamic colors (`cgColor`,
    /// `setFill()`); an unspecified collection until set. UIKit sets it while views draw.
    public class var current: UITraitCollection {
        get { (Thread.current.threadDictionary[currentKey] as? UITraitCollection) ?? UITraitCollection.unspecified }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    private static let unspecified = UITraitCollection()

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the
    /// previous one.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Thread.current.threadDictionary[UITraitCollection.currentKey]
        Thread.current.threadDictionary[UITraitCollection.currentKey] = self
        defer { Thread.current.threadDictionary[UITraitCollection.currentKey] = saved }
        try actions()
    }
}
