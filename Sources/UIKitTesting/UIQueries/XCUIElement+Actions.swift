import Testing
import UIKit

// XCUITest's element actions, sent as touch, scroll and key events through
// `UIApplication.sendEvent` (the window input helpers of UIKitTesting) on the virtual clock.
// Before acting, an element is scrolled into view; after, the app settles (animations and
// deceleration run to their end, at most `ElementActions.settleLimit` virtual seconds).

extension XCUIElement {
    /// The element's node and the point a touch on it goes to (scrolled into view), or nil
    /// after reporting why.
    private func target(_ action: String, _ location: SourceLocation) -> (ElementNode, UIWindow, CGPoint)? {
        // As XCUITest, wait for the app to be idle (animations ended) before acting.
        if let found = resolve(reporting: false), let window = found.view?.window { ElementActions.settle(window) }
        guard let node = resolve(at: location) else { return nil }
        guard let window = node.view?.window ?? (node.view as? UIWindow),
              let point = ElementHitTesting.hitPoint(for: node, scrolling: true) else {
            UITestFailure.record("Failed to \(action) \(description): the element is not hittable (off screen or covered)\n  \(node.summary)",
                                 sourceLocation: location)
            return nil
        }
        return (node, window, point)
    }

    /// Taps the centre of the element's visible part.
    public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (_, window, point) = target("tap", sourceLocation) else { return }
        window.tap(at: point)
        ElementActions.settle(window)
    }

    /// Taps twice, 100 ms apart.
    public func doubleTap(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (_, window, point) = target("double tap", sourceLocation) else { return }
        window.tap(at: point, count: 2)
        ElementActions.settle(window)
    }

    /// Touches the element and holds for `duration` seconds of the virtual clock (a long press).
    public func press(forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (_, window, point) = target("press", sourceLocation) else { return }
        let finger = window.touchDown(at: point)
        UIApplication.shared.advanceTime(by: max(0, duration))
        finger.up()
        ElementActions.settle(window)
    }

    /// Swipes up across the element (the finger moves up; content scrolls down).
    public func swipeUp(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: 0, dy: -1, "swipe up", sourceLocation) }
    /// Swipes down across the element.
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: 0, dy: 1, "swipe down", sourceLocation) }
    /// Swipes left across the element.
    public func swipeLeft(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: -1, dy: 0, "swipe left", sourceLocation) }
    /// Swipes right across the element.
    public func swipeRight(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: 1, dy: 0, "swipe right", sourceLocation) }

    /// A quick flick from the centre over 40% of the element's visible size (at least 40
    /// points), in five frames.
    private func swipe(dx: CGFloat, dy: CGFloat, _ action: String, _ location: SourceLocation) {
        guard let node = resolve(at: location) else { return }
        guard let window = node.view?.window ?? (node.view as? UIWindow),
              let start = ElementHitTesting.hitPoint(for: node, scrolling: false) else {
            UITestFailure.record("Failed to \(action) \(description): the element is not hittable\n  \(node.summary)", sourceLocation: location)
            return
        }
        let visible = node.frame.intersection(window.bounds)
        let distance = CGPoint(x: max(40, visible.width * 0.4) * dx, y: max(40, visible.height * 0.4) * dy)
        window.drag(from: start, to: CGPoint(x: start.x + distance.x, y: start.y + distance.y), steps: 5)
        ElementActions.settle(window)
    }

    /// Types `text` on the hardware keyboard into the element, tapping it first when it does
    /// not have keyboard focus.
    public func typeText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = resolve(at: sourceLocation), let view = node.view else { return }
        if !Self.hasFocus(view) { tap(sourceLocation: sourceLocation) }
        guard Self.hasFocus(view), let window = view.window else {
            UITestFailure.record("Neither \(description) nor any descendant has keyboard focus\n  \(node.summary)", sourceLocation: sourceLocation)
            return
        }
        window.type(text)
        ElementActions.settle(window)
    }

    private static func hasFocus(_ view: UIView) -> Bool {
        if view.isFirstResponder { return true }
        return view.subviews.contains { hasFocus($0) }
    }

    /// Drags a slider's thumb to `normalizedSliderPosition` (0 is the minimum, 1 the maximum).
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = resolve(at: sourceLocation) else { return }
        guard let slider = node.view as? UISlider else {
            UITestFailure.record("\(description) is a \(node.elementType.displayName), not a slider\n  \(node.summary)", sourceLocation: sourceLocation)
            return
        }
        guard let (_, window, _) = target("adjust", sourceLocation) else { return }
        let position = Float(min(1, max(0, normalizedSliderPosition)))
        let track = slider.trackRect(forBounds: slider.bounds)
        let from = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let value = slider.minimumValue + position * (slider.maximumValue - slider.minimumValue)
        let to = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: value)
        window.drag(from: slider.convert(CGPoint(x: from.midX, y: from.midY), to: nil),
                    to: slider.convert(CGPoint(x: to.midX, y: to.midY), to: nil), steps: 10)
        ElementActions.settle(window)
    }

    /// The slider's position between 0 and 1 (XCUITest's `normalizedSliderPosition`).
    public var normalizedSliderPosition: CGFloat {
        guard let slider = resolve()?.view as? UISlider, slider.maximumValue > slider.minimumValue else { return 0 }
        return CGFloat((slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue))
    }
}
