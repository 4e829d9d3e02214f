import CSDL2
import Foundation
import UIKit

/// Turns SDL mouse, wheel and keyboard input into `UITouch`, scroll and `UIPress` events
/// sent through `UIApplication.sendEvent`, stamped with the media clock.
@preconcurrency @MainActor
final class SDLInput {
    private var finger: UITouch?
    private var second: UITouch?
    private var anchor: CGPoint = .zero
    private var downPoint: CGPoint = .zero
    private var keyPresses: [Int32: UIPress] = [:]
    /// The half distance between simulated fingers.
    static let fingerSpread: CGFloat = 40

    private var now: TimeInterval { MediaClock.shared.now }

    /// The mouse buttons of the press in progress.
    private var buttons: UIEvent.ButtonMask = []

    private func send(_ touches: [(UITouch, UITouch.Phase, CGPoint)], in window: UIWindow) {
        for (touch, phase, point) in touches {
            touch.update(window: window, phase: phase, location: point, timestamp: now)
        }
        let event = UIEvent(touches: touches.map(\.0), timestamp: now, buttonMask: buttons)
        event.modifierFlags = heldModifiers
        UIApplication.shared.sendEvent(event)
    }

    func mouseDown(at point: CGPoint, in window: UIWindow, twoFingers: Bool, buttons: UIEvent.ButtonMask = .primary) {
        if finger != nil { mouseUp(at: point, in: window) }
        self.buttons = buttons
        RunLoopDriver.shared.isTrackingTouches = true
        let touch = UITouch()
        finger = touch
        downPoint = point
        if twoFingers {
            anchor = point
            let other = UITouch()
            second = other
            let a = CGPoint(x: point.x + Self.fingerSpread, y: point.y)
            send([(touch, .began, a), (other, .began, mirrored(a))], in: window)
        } else {
            send([(touch, .began, point)], in: window)
        }
    }

    private func mirrored(_ p: CGPoint) -> CGPoint { CGPoint(x: 2 * anchor.x - p.x, y: 2 * anchor.y - p.y) }

    private func primaryLocation(_ mouse: CGPoint) -> CGPoint {
        second == nil ? mouse : CGPoint(x: mouse.x - downPoint.x + anchor.x + Self.fingerSpread, y: mouse.y - downPoint.y + anchor.y)
    }

    func mouseMoved(to point: CGPoint, in window: UIWindow) {
        guard let finger else { return }
        let a = primaryLocation(point)
        if let second { send([(finger, .moved, a), (second, .moved, mirrored(a))], in: window) }
        else { send([(finger, .moved, a)], in: window) }
    }

    func mouseUp(at point: CGPoint, in window: UIWindow) {
        guard let finger else { return }
        let a = primaryLocation(point)
        if let second { send([(finger, .ended, a), (second, .ended, mirrored(a))], in: window) }
        else { send([(finger, .ended, a)], in: window) }
        self.finger = nil
        RunLoopDriver.shared.isTrackingTouches = false
        self.second = nil
    }

    /// Points scrolled per wheel step (per unit of SDL's precise delta).
    static let pointsPerStep: CGFloat = 10
    /// How long a continuous (trackpad) scroll stays open without events before it ends.
    static let continuousScrollTimeout: TimeInterval = 0.15
    /// The open continuous scroll gesture: its window, last location and last event time.
    private var continuousScroll: (window: UIWindow, point: CGPoint, time: TimeInterval)?

    /// SDL2 does not say which device scrolled, so the kind is guessed: precise deltas that
    /// are not whole numbers (trackpads on Wayland and macOS, smooth scrolling) are
    /// `.continuous`, and so is any delta while a continuous gesture is open; whole steps
    /// otherwise are a wheel's `.discrete` clicks.
    static func scrollType(dx: CGFloat, dy: CGFloat, continuing: Bool) -> UIScrollType {
        continuing || dx != dx.rounded() || dy != dy.rounded() ? .continuous : .discrete
    }

    /// A wheel or trackpad scroll by SDL's precise deltas (content follows as on a
    /// trackpad). A wheel click is one whole scroll gesture; trackpad deltas extend one
    /// open gesture that ends after `continuousScrollTimeout` without events.
    func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, in window: UIWindow) {
        guard dx.isFinite, dy.isFinite else { UIView.log("scroll delta (\(dx), \(dy)) ignored: not finite"); return }
        let app = UIApplication.shared
        if let open = continuousScroll, open.window !== window { finishIdleScroll(force: true) }
        // Shift turns a vertical wheel into horizontal scrolling (wheel up: left), as GTK and Qt do.
        let flags = heldModifiers
        let (sx, sy) = flags.contains(.shift) && dx == 0 ? (-dy, CGFloat(0)) : (dx, dy)
        let delta = CGVector(dx: -sx * Self.pointsPerStep, dy: sy * Self.pointsPerStep)
        func stamped(_ event: UIEvent) -> UIEvent { event.modifierFlags = flags; return event }
        switch Self.scrollType(dx: dx, dy: dy, continuing: continuousScroll != nil) {
        case .continuous:
            continuousScroll = (window, point, now)
            // A media-clock timer ends the gesture once the events stop (the run loop sleeps until then).
            _ = GestureTimers.shared.schedule(after: Self.continuousScrollTimeout) { [weak self] in self?.finishIdleScroll() }
            app.sendEvent(stamped(UIEvent(scrollIn: window, at: point, delta: delta, scrollType: .continuous, timestamp: now)))
        case .discrete:
            app.sendEvent(stamped(UIEvent(scrollIn: window, at: point, delta: delta, timestamp: now)))
            app.sendEvent(stamped(UIEvent(scrollIn: window, at: point, delta: .zero, ended: true, timestamp: now)))
        }
    }

    /// Ends the open continuous scroll once no event came for `continuousScrollTimeout`
    /// (or at once with `force`).
    func finishIdleScroll(force: Bool = false) {
        guard let open = continuousScroll, force || now - open.time >= Self.continuousScrollTimeout else { return }
        continuousScroll = nil
        UIApplication.shared.sendEvent(UIEvent(scrollIn: open.window, at: open.point, delta: .zero, ended: true,
                                               scrollType: .continuous, timestamp: now))
    }

    /// The modifier keys held now.
    var heldModifiers: UIKeyModifierFlags { modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)) }

    func modifiers(_ mod: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let m = UInt32(mod)
        if m & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if m & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if m & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// Special keys and shortcuts become presses here; printable keys typed without
    /// Control/Command arrive as text input instead.
    func key(_ event: SDL_KeyboardEvent, down: Bool) {
        let sym = event.keysym.sym
        let flags = modifiers(event.keysym.mod)
        let special: [Int32: String] = [
            Int32(SDLK_UP.rawValue): UIKeyCommand.inputUpArrow, Int32(SDLK_DOWN.rawValue): UIKeyCommand.inputDownArrow,
            Int32(SDLK_LEFT.rawValue): UIKeyCommand.inputLeftArrow, Int32(SDLK_RIGHT.rawValue): UIKeyCommand.inputRightArrow,
            Int32(SDLK_ESCAPE.rawValue): UIKeyCommand.inputEscape, Int32(SDLK_BACKSPACE.rawValue): UIKeyCommand.inputBackspace,
            Int32(SDLK_RETURN.rawValue): UIKeyCommand.inputReturn, Int32(SDLK_TAB.rawValue): UIKeyCommand.inputTab,
            Int32(SDLK_PAGEUP.rawValue): UIKeyCommand.inputPageUp, Int32(SDLK_PAGEDOWN.rawValue): UIKeyCommand.inputPageDown,
            Int32(SDLK_HOME.rawValue): UIKeyCommand.inputHome, Int32(SDLK_END.rawValue): UIKeyCommand.inputEnd,
            Int32(SDLK_DELETE.rawValue): UIKeyCommand.inputDelete,
        ]
        var characters: String?
        if let s = special[sym] { characters = s }
        else if !flags.isDisjoint(with: [.control, .command]), sym > 0, sym < 128, let scalar = Unicode.Scalar(UInt32(sym)) {
            characters = String(Character(scalar))
        }
        let app = UIApplication.shared
        if down, event.repeat != 0, let held = keyPresses.removeValue(forKey: sym) {
            // A key held past the system's repeat delay: SDL repeats the key down at the
            // system's rate (X11's autorepeat); each repeat ends the held press and begins
            // a new one, so Backspace deletes and key commands fire again.
            held.phase = .ended
            held.timestamp = now
            app.sendEvent(UIPressesEvent(presses: [held], timestamp: now))
        }
        if down {
            guard let characters, keyPresses[sym] == nil else { return }
            let press = UIPress(key: UIKey(characters: characters, modifierFlags: flags, keyCode: Int(event.keysym.scancode.rawValue)),
                                phase: .began, timestamp: now)
            keyPresses[sym] = press
            app.sendEvent(UIPressesEvent(presses: [press], timestamp: now))
        } else if let press = keyPresses.removeValue(forKey: sym) {
            press.phase = .ended
            press.timestamp = now
            app.sendEvent(UIPressesEvent(presses: [press], timestamp: now))
        }
    }

    /// Typed text: one press (began, ended) per character.
    func text(_ string: String) {
        let app = UIApplication.shared
        for character in string {
            let s = String(character)
            let press = UIPress(key: UIKey(characters: s, charactersIgnoringModifiers: s.lowercased(),
                                           modifierFlags: s != s.lowercased() ? .shift : []), phase: .began, timestamp: now)
            app.sendEvent(UIPressesEvent(presses: [press], timestamp: now))
            press.phase = .ended
            app.sendEvent(UIPressesEvent(presses: [press], timestamp: now))
        }
    }
}
