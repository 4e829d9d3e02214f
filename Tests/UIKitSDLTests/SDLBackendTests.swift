import CSDL2
import Foundation
import Testing
import UIKitSDL

/// Drives the SDL backend with SDL's dummy video driver (no display needed): SDL events
/// pushed into SDL's queue must arrive as UIKit events through `UIApplication.sendEvent`.
@MainActor @Suite(.serialized) struct SDLBackendTests {
    @MainActor final class Log {
        var lines: [String] = []
        func panned(_ g: UIPanGestureRecognizer) { lines.append("pan \(g.state.rawValue) \(g.translation(in: nil).y)") }
    }

    func push(_ build: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        build(&event)
        SDL_PushEvent(&event)
    }

    @Test func mouseWheelKeysResizeAndPresentOnlyOnChange() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let backend = SDLBackend.shared
        try #require(backend.start())
        defer { backend.shutDown(); MediaClock.shared.mode = .virtual }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.backgroundColor = .white
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        control.backgroundColor = .red
        window.addSubview(control)
        let log = Log()
        control.addAction(UIAction { _ in log.lines.append("tap") }, for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.addTarget(log, action: Log.panned)
        window.addGestureRecognizer(pan)
        window.makeKeyAndVisible()
        backend.runOneTurn()
        let id = try #require(backend.sdlWindowID(for: window))
        let framesAfterShow = backend.presentedFrameCount
        #expect(framesAfterShow >= 1)
        backend.runOneTurn(); backend.runOneTurn()
        #expect(backend.presentedFrameCount == framesAfterShow)   // nothing changed: nothing presented

        // Mouse: down, move, up inside the control.
        push { e in e.type = SDL_MOUSEBUTTONDOWN.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.x = 20; e.button.y = 20 }
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.state = 1; e.motion.x = 25; e.motion.y = 20 }
        push { e in e.type = SDL_MOUSEBUTTONUP.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.x = 25; e.button.y = 20 }
        backend.runOneTurn()
        #expect(log.lines == ["tap"])

        // The wheel scrolls: a pan with scrolling allowed begins and ends (10 points a step).
        push { e in e.type = SDL_MOUSEWHEEL.rawValue; e.wheel.windowID = id; e.wheel.y = 1; e.wheel.preciseY = 1 }
        backend.runOneTurn()
        #expect(log.lines == ["tap", "pan 1 10.0", "pan 3 10.0"])

        // The right button is a secondary click: only recognizers asking for it see it.
        let rightClick = UITapGestureRecognizer()
        rightClick.buttonMaskRequired = .secondary
        var rightClicks = 0
        final class ClickProbe { var f: () -> Void = {}; func fire() { f() } }
        let clickProbe = ClickProbe()
        clickProbe.f = { rightClicks += 1 }
        rightClick.addTarget(clickProbe, action: ClickProbe.fire)
        window.addGestureRecognizer(rightClick)
        push { e in e.type = SDL_MOUSEBUTTONDOWN.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_RIGHT); e.button.x = 150; e.button.y = 120 }
        push { e in e.type = SDL_MOUSEBUTTONUP.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_RIGHT); e.button.x = 150; e.button.y = 120 }
        backend.runOneTurn()
        #expect(rightClicks == 1 && log.lines == ["tap", "pan 1 10.0", "pan 3 10.0"], "the right click did not tap the control")
        window.removeGestureRecognizer(rightClick)

        // With Control held the left button is two fingers mirrored around the press point: dragging right pinches out.
        SDL_SetModState(KMOD_LCTRL)
        defer { SDL_SetModState(KMOD_NONE) }
        let pinch = UIPinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var scales: [CGFloat] = []
        final class ScaleProbe { var f: () -> Void = {}; func fire() { f() } }
        let probe = ScaleProbe()
        probe.f = { scales.append(pinch.scale) }
        pinch.addTarget(probe, action: ScaleProbe.fire)
        push { e in e.type = SDL_MOUSEBUTTONDOWN.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.x = 50; e.button.y = 50 }
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.state = 1; e.motion.x = 90; e.motion.y = 50 }
        push { e in e.type = SDL_MOUSEBUTTONUP.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.x = 90; e.button.y = 50 }
        backend.runOneTurn()
        SDL_SetModState(KMOD_NONE)
        #expect(scales.count >= 2 && abs(scales[0] - 2) < 0.001)   // fingers 80 apart, then 160

        // A change on screen is presented once, then nothing while idle.
        let before = backend.presentedFrameCount
        control.backgroundColor = .blue
        backend.runOneTurn()
        #expect(backend.presentedFrameCount == before + 1)
        backend.runOneTurn()
        #expect(backend.presentedFrameCount == before + 1)

        // Key presses reach the first responder's chain as presses.
        final class KeyView: UIView {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first?.key?.characters ?? "?")
            }
        }
        let keyView = KeyView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(keyView)
        keyView.becomeFirstResponder()
        push { e in e.type = SDL_KEYDOWN.rawValue; e.key.windowID = id; e.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue) }
        push { e in e.type = SDL_KEYUP.rawValue; e.key.windowID = id; e.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue) }
        push { e in
            e.type = SDL_TEXTINPUT.rawValue
            e.text.windowID = id
            withUnsafeMutableBytes(of: &e.text.text) { raw in raw[0] = UInt8(ascii: "h"); raw[1] = UInt8(ascii: "i"); raw[2] = 0 }
        }
        backend.runOneTurn()
        #expect(keyView.keys == [UIKeyCommand.inputEscape, "h", "i"])

        // Resize: the window's bounds follow and it is laid out.
        push { e in
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.windowID = id
            e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            e.window.data1 = 300; e.window.data2 = 200
        }
        backend.runOneTurn()
        #expect(window.bounds.size == CGSize(width: 300, height: 200))
        window.isHidden = true
        backend.runOneTurn()
        #expect(backend.sdlWindowID(for: window) == nil)
    }
}
