import CoreGraphics
import Foundation

/// Gesture recognizer elements: top-level objects attached to views through the view's
/// `gestureRecognizers` outlet collection, with actions like controls'.
extension IBInstantiation {
    static let recognizerElements: Set<String> = [
        "tapGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer",
        "swipeGestureRecognizer", "longPressGestureRecognizer",
    ]
    static let swipeDirections: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]

    /// Creates a standard recognizer (a custom class cannot be made from its class object
    /// without a required initializer; it is logged and the standard class used).
    func makeGestureRecognizer(_ element: IBElement) throws(InterfaceBuilderError) -> UIGestureRecognizer {
        if let name = element["customClass"] {
            UINib.log("Unknown class \(name) in Interface Builder file. (\(place(element)): gesture recognizers of custom classes are made as \(element.name))")
        }
        let recognizer: UIGestureRecognizer
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            if let taps = try values.integer(element, "numberOfTapsRequired") { tap.numberOfTapsRequired = max(1, taps) }
            if let touches = try values.integer(element, "numberOfTouchesRequired") { tap.numberOfTouchesRequired = max(1, touches) }
            recognizer = tap
        case "panGestureRecognizer":
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            if let minimum = try values.integer(element, "minimumNumberOfTouches") { pan.minimumNumberOfTouches = max(1, minimum) }
            if let maximum = try values.integer(element, "maximumNumberOfTouches") { pan.maximumNumberOfTouches = max(1, maximum) }
            recognizer = pan
        case "pinchGestureRecognizer":
            recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            if let direction = try values.keyword(element, "direction", Self.swipeDirections) { swipe.direction = direction }
            if let touches = try values.integer(element, "numberOfTouchesRequired") { swipe.numberOfTouchesRequired = max(1, touches) }
            recognizer = swipe
        case "longPressGestureRecognizer":
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            if let duration = try values.number(element, "minimumPressDuration") { press.minimumPressDuration = TimeInterval(max(0, duration)) }
            if let movement = try values.number(element, "allowableMovement") { press.allowableMovement = max(0, movement) }
            recognizer = press
        default:
            throw error(.unknownElement, element)
        }
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        try register(recognizer, for: element)
        queueConnections(of: element, source: recognizer)
        return recognizer
    }

    /// An action of a recognizer: like a control's, without an event type.
    func connectRecognizerAction(_ element: IBElement, _ selectorName: String, to recognizer: UIGestureRecognizer) throws(InterfaceBuilderError) {
        let target = try destination(of: element)
        let selector = Selector(selectorName)
        if target is FirstResponder {
            recognizer.addTarget(nil, action: selector)
        } else if let key = IBKeyPathSetter.key(selectorName, of: target), key.kind == .action {
            recognizer.targetActions.append(TargetActionEntry(target: target, selector: selector) { object, sender, event in
                key.bind(object)?(sender, event)
            })
        } else {
            recognizer.addTarget(target, action: selector)
        }
    }
}
