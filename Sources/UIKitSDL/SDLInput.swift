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

    private func send(_ touches: [(UITouch, UITouch.Phase, CGPoint)], in window: UIWindow) {
        for (touch, phase, point) in touches {
            touch.update(window: window, phase: phase, location: point, timestamp: now)
        }
        UIApplication.shared.sendEvent(UIEvent(touches: touches.map(\.0), timestamp: now))
    }

    func mouseDown(at point: CGPoint, in window: UIWindow, twoFingers: Bool) {
        if finger != nil { mouseUp(at: point, in: window) }
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
        self.second = nil
    }

    /// One wheel step scrolls 10 points (content follows the wheel as on a trackpad).
    func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint, in window: UIWindow) {
        let app = UIApplication.shared
        app.sendEvent(UIEvent(scrollIn: window, at: point, delta: CGVector(dx: -dx * 10, dy: dy * 10), timestamp: now))
        app.sendEvent(UIEvent(scrollIn: window, at: point, delta: .zero, ended: true, timestamp: now))
    }

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
