import Foundation
import UIKit

// Synthetic input for tests and tools: real UITouch/UIEvent/UIPress objects sent through
// `UIApplication.sendEvent`, the path a window backend's input takes, stamped with the
// media clock (virtual in tests). Each call runs the turn, so its effects (actions,
// layout, rendering) are visible when it returns. Moves advance the clock by one frame
// (1/60 s) so that velocities are defined.

/// A finger on the screen, returned by `UIWindow.touchDown(at:)`; several handles at once
/// make a multi-touch gesture.
@preconcurrency @MainActor
public final class TouchHandle {
    /// The touch this finger is.
    public let touch: UITouch
    private weak var window: UIWindow?
    /// Whether the finger is still down.
    public private(set) var isDown = true

    init(window: UIWindow, touch: UITouch) {
        self.window = window
        self.touch = touch
    }

    /// Moves the finger to `point` (window coordinates), one frame later.
    public func move(to point: CGPoint) {
        guard isDown, let window else { return }
        InputInjector.shared.send(window: window, [(touch, .moved, point)], advance: InputInjector.frame)
    }

    /// Lifts the finger.
    public func up() {
        guard isDown, let window else { return }
        isDown = false
        InputInjector.shared.send(window: window, [(touch, .ended, touch.location(in: nil))], advance: InputInjector.frame)
    }

    /// Cancels the touch (as the system does when a call comes in).
    public func cancel() {
        guard isDown, let window else { return }
        isDown = false
        InputInjector.shared.send(window: window, [(touch, .cancelled, touch.location(in: nil))], advance: 0)
    }
}

/// Builds events for the testing API and keeps the fingers that are down.
@preconcurrency @MainActor
final class InputInjector {
    static let shared = InputInjector()
    static let frame: TimeInterval = 1.0 / 60

    private var down: [UITouch] = []

    /// Forgets the fingers that are down (with `UIApplication.resetEventState()`).
    func reset() { down = [] }

    /// Sends one touch event in which `changes` happen (the other fingers down are stationary).
    func send(window: UIWindow, _ changes: [(UITouch, UITouch.Phase, CGPoint)], advance: TimeInterval, runTurn: Bool = true,
              buttonMask: UIEvent.ButtonMask = []) {
        let app = UIApplication.shared
        if advance > 0 { MediaClock.shared.advance(by: advance) }
        let now = MediaClock.shared.now
        var touches: [UITouch] = []
        for (touch, phase, point) in changes {
            touch.update(window: window, phase: phase, location: point, timestamp: now)
            touches.append(touch)
            if phase == .began { down.append(touch) }
        }
        down.removeAll { $0.window == nil }
        for other in down where !touches.contains(where: { $0 === other }) && other.window === window {
            other.update(window: window, phase: .stationary, location: other.location(in: nil), timestamp: now)
            touches.append(other)
        }
        for (touch, phase, _) in changes where phase == .ended || phase == .cancelled { down.removeAll { $0 === touch } }
        app.sendEvent(UIEvent(touches: touches, timestamp: now, buttonMask: buttonMask))
        if runTurn { app.runUntilIdle() }
    }

    /// Sends a press down and up for `key`.
    func press(_ key: UIKey) {
        let app = UIApplication.shared
        let press = UIPress(key: key, phase: .began, timestamp: MediaClock.shared.now)
        app.sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp))
        MediaClock.shared.advance(by: 0.03)
        press.phase = .ended
        press.timestamp = MediaClock.shared.now
        app.sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp))
        app.runUntilIdle()
    }
}

extension UIWindow {
    /// Sends one touch event built from `changes` (new `UITouch()` objects with `.began`,
    /// then `.moved`/`.ended`/`.cancelled`), advancing the clock by `advance` seconds first;
    /// with `runningTurn` false the turn is not run (for measuring dispatch alone).
    public func sendTouches(_ changes: [(touch: UITouch, phase: UITouch.Phase, location: CGPoint)],
                            advance: TimeInterval = 0, runningTurn: Bool = true) {
        InputInjector.shared.send(window: self, changes.map { ($0.touch, $0.phase, $0.location) }, advance: advance, runTurn: runningTurn)
    }

    /// Puts a finger down at `point` (window coordinates) and returns it; move and lift it
    /// with the handle.
    @discardableResult
    public func touchDown(at point: CGPoint) -> TouchHandle {
        let touch = UITouch()
        InputInjector.shared.send(window: self, [(touch, .began, point)], advance: 0)
        return TouchHandle(window: self, touch: touch)
    }

    /// Taps once at `point`: down, 50 ms, up.
    public func tap(at point: CGPoint) {
        let finger = touchDown(at: point)
        MediaClock.shared.advance(by: 0.05 - InputInjector.frame)
        finger.up()
    }

    /// Clicks the secondary (right) mouse button at `point`: a pointer touch down, 50 ms,
    /// up, with `UIEvent.buttonMask` `.secondary` — what opens context menus.
    public func secondaryClick(at point: CGPoint) {
        let touch = UITouch()
        InputInjector.shared.send(window: self, [(touch, .began, point)], advance: 0, buttonMask: .secondary)
        InputInjector.shared.send(window: self, [(touch, .ended, point)], advance: 0.05, buttonMask: .secondary)
    }

    /// Taps `count` times at `point`, 100 ms apart (a double tap with `count: 2`).
    public func tap(at point: CGPoint, count: Int) {
        for i in 0..<max(0, count) {
            if i > 0 { UIApplication.shared.advanceTime(by: 0.1) }
            tap(at: point)
        }
    }

    /// Drags one finger from `start` to `end` in `steps` moves, one frame apart.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        let finger = touchDown(at: start)
        let n = max(1, steps)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        finger.up()
    }

    /// Pinches two fingers placed horizontally around `center`, their distance going from
    /// `startDistance` to `endDistance` points in `steps` moves.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, steps: Int = 10) {
        let a = UITouch(), b = UITouch()
        func points(_ d: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y))
        }
        let (a0, b0) = points(startDistance)
        InputInjector.shared.send(window: self, [(a, .began, a0), (b, .began, b0)], advance: 0)
        let n = max(1, steps)
        for i in 1...n {
            let d = startDistance + (endDistance - startDistance) * CGFloat(i) / CGFloat(n)
            let (pa, pb) = points(d)
            InputInjector.shared.send(window: self, [(a, .moved, pa), (b, .moved, pb)], advance: InputInjector.frame)
        }
        let (pa, pb) = points(endDistance)
        InputInjector.shared.send(window: self, [(a, .ended, pa), (b, .ended, pb)], advance: InputInjector.frame)
    }

    /// Rotates two fingers placed `radius` points around `center` by `angle` radians.
    public func rotate(center: CGPoint, radius: CGFloat = 50, by angle: CGFloat, steps: Int = 10) {
        let a = UITouch(), b = UITouch()
        func points(_ t: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: center.x - radius * cos(t), y: center.y - radius * sin(t)),
             CGPoint(x: center.x + radius * cos(t), y: center.y + radius * sin(t)))
        }
        let (a0, b0) = points(0)
        InputInjector.shared.send(window: self, [(a, .began, a0), (b, .began, b0)], advance: 0)
        let n = max(1, steps)
        for i in 1...n {
            let (pa, pb) = points(angle * CGFloat(i) / CGFloat(n))
            InputInjector.shared.send(window: self, [(a, .moved, pa), (b, .moved, pb)], advance: InputInjector.frame)
        }
        let (pa, pb) = points(angle)
        InputInjector.shared.send(window: self, [(a, .ended, pa), (b, .ended, pb)], advance: InputInjector.frame)
    }

    /// Scrolls the wheel (`.discrete`, the default) or a trackpad (`.continuous`) at `point`
    /// by `delta` points (content moves by `delta`, as a pan's translation), then ends the
    /// scroll gesture.
    public func scroll(at point: CGPoint, by delta: CGVector, type: UIScrollType = .discrete) {
        let app = UIApplication.shared
        app.sendEvent(UIEvent(scrollIn: self, at: point, delta: delta, scrollType: type, timestamp: MediaClock.shared.now))
        MediaClock.shared.advance(by: InputInjector.frame)
        app.sendEvent(UIEvent(scrollIn: self, at: point, delta: .zero, ended: true, scrollType: type, timestamp: MediaClock.shared.now))
        app.runUntilIdle()
    }

    /// Types `text` on the hardware keyboard, one key press per character.
    public func type(_ text: String) {
        makeKeyIfNeeded()
        for character in text {
            let s = String(character)
            let shifted = s != s.lowercased()
            InputInjector.shared.press(UIKey(characters: s, charactersIgnoringModifiers: s.lowercased(), modifierFlags: shifted ? .shift : []))
        }
    }

    /// Presses and releases one key: `press("c", modifierFlags: .command)`, or a
    /// `UIKeyCommand.input…` constant such as `UIKeyCommand.inputEscape`.
    public func press(_ key: String, modifierFlags: UIKeyModifierFlags = []) {
        makeKeyIfNeeded()
        InputInjector.shared.press(UIKey(characters: key, charactersIgnoringModifiers: key.lowercased(), modifierFlags: modifierFlags))
    }

    /// Presses and releases a key built by the caller.
    public func press(_ key: UIKey) {
        makeKeyIfNeeded()
        InputInjector.shared.press(key)
    }

    private func makeKeyIfNeeded() {
        if UIApplication.shared.keyWindow == nil { makeKey() }
    }
}

extension UIApplication {
    /// Forgets live touches and gesture state (between tests sharing the process).
    public func resetEventState() {
        EventDispatcher.shared.resetAll()
        InputInjector.shared.reset()
    }

    /// The number of input events dropped as invalid since launch.
    public var droppedEventCount: Int { EventDispatcher.shared.droppedEventCount }
}

extension UIWindow {
    /// Taps the status bar: the window's one scroll view with `scrollsToTop` scrolls to its
    /// top (returns whether one did).
    @discardableResult
    public func tapStatusBar() -> Bool {
        let scrolled = scrollToTopForStatusBarTap()
        UIApplication.shared.runUntilIdle()
        return scrolled
    }
}
