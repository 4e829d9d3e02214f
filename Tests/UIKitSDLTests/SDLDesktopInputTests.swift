import CSDL2
import Foundation
import Testing
import UIKitSDL

/// The SDL backend's desktop input with SDL's dummy video driver: key repeat, input-method
/// composition events, hover and the cursor, the clipboard, modifier flags on the wheel.
@MainActor @Suite(.serialized) struct SDLDesktopInputTests {
    func push(_ build: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        build(&event)
        SDL_PushEvent(&event)
    }

    @Test func heldKeysRepeatCompositionMarksTextAndHoverChoosesTheCursor() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let backend = SDLBackend.shared
        try #require(backend.start())
        defer { backend.shutDown(); MediaClock.shared.mode = .virtual }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.text = "abcdef"
        window.addSubview(field)
        window.makeKeyAndVisible()
        backend.runOneTurn()
        let id = try #require(backend.sdlWindowID(for: window))
        _ = field.becomeFirstResponder()

        // Backspace held: one key down, then SDL's repeats (repeat = 1) at the system's rate.
        let backspace = SDL_Keycode(SDLK_BACKSPACE.rawValue)
        push { e in e.type = SDL_KEYDOWN.rawValue; e.key.windowID = id; e.key.keysym.sym = backspace }
        for _ in 0..<3 { push { e in e.type = SDL_KEYDOWN.rawValue; e.key.windowID = id; e.key.repeat = 1; e.key.keysym.sym = backspace } }
        push { e in e.type = SDL_KEYUP.rawValue; e.key.windowID = id; e.key.keysym.sym = backspace }
        backend.runOneTurn()
        #expect(field.text == "ab", "one press and three repeats delete four characters")

        // Composition: SDL_TEXTEDITING marks text, SDL_TEXTINPUT commits it.
        func editing(_ text: String, start: Int32, length: Int32) {
            push { e in
                e.type = SDL_TEXTEDITING.rawValue
                e.edit.windowID = id
                e.edit.start = start
                e.edit.length = length
                withUnsafeMutableBytes(of: &e.edit.text) { raw in
                    for (i, b) in text.utf8.enumerated() { raw[i] = b }
                    raw[text.utf8.count] = 0
                }
            }
        }
        editing("´", start: 1, length: 0)
        backend.runOneTurn()
        #expect(field.text == "ab´" && field.markedTextRange != nil)
        editing("´", start: 9, length: 3)   // out of bounds: clamped and logged, no crash
        backend.runOneTurn()
        #expect(field.markedTextRange != nil)
        editing("", start: 0, length: 0)
        push { e in
            e.type = SDL_TEXTINPUT.rawValue
            e.text.windowID = id
            withUnsafeMutableBytes(of: &e.text.text) { raw in for (i, b) in "é".utf8.enumerated() { raw[i] = b }; raw[2] = 0 }
        }
        backend.runOneTurn()
        #expect(field.text == "abé" && field.markedTextRange == nil)

        // Hover: motion with no button held chooses the cursor.
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.state = 0; e.motion.x = 50; e.motion.y = 20 }
        backend.runOneTurn()
        #expect(PointerCursor.shared.current == .iBeam)
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.state = 0; e.motion.x = 250; e.motion.y = 150 }
        backend.runOneTurn()
        #expect(PointerCursor.shared.current == .arrow)

        // The clipboard: what the app copies SDL has, and what SDL has the app pastes.
        UIPasteboard.general.string = "to the desktop"
        let raw = try #require(SDL_GetClipboardText())
        #expect(String(cString: raw) == "to the desktop")
        SDL_free(raw)
        SDL_SetClipboardText("from the desktop")
        #expect(UIPasteboard.general.string == "from the desktop")

        // Shift with the wheel: horizontal scrolling, the flags reach the pan recognizer.
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        var seen: [(CGPoint, UIKeyModifierFlags)] = []
        final class Probe { var f: () -> Void = {}; func fire() { f() } }
        let probe = Probe()
        probe.f = { seen.append((pan.translation(in: nil), pan.modifierFlags)) }
        pan.addTarget(probe, action: Probe.fire)
        window.addGestureRecognizer(pan)
        SDL_SetModState(KMOD_LSHIFT)
        defer { SDL_SetModState(KMOD_NONE) }
        push { e in e.type = SDL_MOUSEWHEEL.rawValue; e.wheel.windowID = id; e.wheel.y = 1; e.wheel.preciseY = 1; e.wheel.mouseX = 250; e.wheel.mouseY = 150 }
        backend.runOneTurn()
        #expect(seen.first.map { $0.0 == CGPoint(x: 10, y: 0) && $0.1 == .shift } == true)
        window.isHidden = true
        backend.runOneTurn()
    }
}
