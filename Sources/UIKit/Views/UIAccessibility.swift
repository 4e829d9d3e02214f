import CoreGraphics
import Foundation

/// The traits describing an accessibility element, with UIKit's cases and bit values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// Accessibility values set on a view (absent until one is set).
package final class UIAccessibilityBox {
    package var isElement: Bool?
    package var label: String?
    package var hint: String?
    package var value: String?
    package var traits: UIAccessibilityTraits = .none
    package var identifier: String?
    package var frame: CGRect?
    package var elementsHidden = false
    package var elements: [Any]?
    package init() {}
}

extension UIView {
    package var accessibilityBox: UIAccessibilityBox? { extrasStorage?.accessibility }

    /// The explicitly set `isAccessibilityElement`, nil when never set.
    package var accessibilityElementSetting: Bool? { accessibilityBox?.isElement }

    /// The traits UIKit controls add for their state: selected and not-enabled.
    package func controlStateTraits(_ control: UIControl) -> UIAccessibilityTraits {
        var t: UIAccessibilityTraits = []
        if control.isSelected { t.insert(.selected) }
        if !control.isEnabled { t.insert(.notEnabled) }
        return t
    }

    package func ensureAccessibilityBox() -> UIAccessibilityBox {
        if let box = extras.accessibility { return box }
        let box = UIAccessibilityBox()
        extras.accessibility = box
        return box
    }
}

/// An accessibility element that is not a view, such as one segment of a segmented control.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The view or element containing this one.
    open weak var accessibilityContainer: AnyObject?
    /// Whether the element is exposed (default true).
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    /// The frame in the container's coordinates; `accessibilityFrame` follows it while the
    /// container is a view.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var explicitFrame: CGRect?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in screen (window) coordinates.
    open var accessibilityFrame: CGRect {
        get {
            if let explicitFrame { return explicitFrame }
            if let view = accessibilityContainer as? UIView { return view.convert(accessibilityFrameInContainerSpace, to: nil) }
            return accessibilityFrameInContainerSpace
        }
        set { explicitFrame = newValue }
    }
}
