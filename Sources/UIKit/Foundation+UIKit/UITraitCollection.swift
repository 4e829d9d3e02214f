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

/// The traits that describe an interface's environment: here, its appearance style and its
/// display scale (the traits dynamic colors and named images depend on).
///
/// Immutable and not actor-isolated, as on Apple platforms. `current` is per thread, as in
/// UIKit: `performAsCurrent(_:)` sets it for the duration of a closure.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The appearance style; `.unspecified` unless set.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    /// A trait collection with every trait unspecified.
    public override init() {
        self.userInterfaceStyle = .unspecified
        self.displayScale = 0
        super.init()
    }

    /// A trait collection specifying only the appearance style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = 0
        super.init()
    }

    /// A trait collection specifying only the display scale.
    public init(displayScale: CGFloat) {
        self.userInterfaceStyle = .unspecified
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        super.init()
    }

    /// Combines collections: each trait takes the value of the last collection that specifies it.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.userInterfaceStyle = style
        self.displayScale = scale
        super.init()
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        if trait.userInterfaceStyle != .unspecified, trait.userInterfaceStyle != userInterfaceStyle { return false }
        if trait.displayScale != 0, trait.displayScale != displayScale { return false }
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
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    /// A readable description.
    open override var description: String {
        "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); UserInterfaceStyle = \(styleName), DisplayScale = \(displayScale)>"
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
