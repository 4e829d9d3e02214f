import CoreGraphics
import Foundation

/// The traits describing an accessibility element, with UIKit's cases and bit values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bit mask of the traits.
    public let rawValue: UInt64
    /// Creates traits from a raw bit mask.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that doesn't change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarizes the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be incremented and decremented.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element handles touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a section header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element is a button that toggles between on and off.
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
    package var customActions: [UIAccessibilityCustomAction]?
    package var activationPoint: CGPoint?
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
    /// A short label naming the element.
    open var accessibilityLabel: String?
    /// A short hint describing what activating the element does.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// The traits describing the element.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// An identifier for UI testing (not spoken).
    open var accessibilityIdentifier: String?
    /// The frame in the container's coordinates; `accessibilityFrame` follows it while the
    /// container is a view.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var explicitFrame: CGRect?

    /// Extra actions an assistive technology offers on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Where an assistive technology taps to activate the element: the middle of
    /// `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { explicitActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { explicitActivationPoint = newValue }
    }
    private var explicitActivationPoint: CGPoint?
    /// The elements inside this one, when it is a container (default nil).
    open var accessibilityElements: [Any]?

    /// Performs the element's default action; return whether it did (default false: an
    /// assistive technology then taps `accessibilityActivationPoint`).
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value (default: nothing).
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value (default: nothing).
    open func accessibilityDecrement() {}

    /// Creates an element inside a container.
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
