import CSDL2
import Foundation
import Testing
import UIKitSDL

/// Pixel density in the SDL backend: `OPENUIKIT_SCALE`, the pixel/point mapping of window
/// sizes and mouse positions, the scale reaching the screen and views, runtime changes,
/// both presentation paths, and trackpad vs wheel scrolling.
@MainActor @Suite(.serialized) struct SDLScaleTests {
    @Test func userScaleParsing() {
        #expect(SDLPixelMapping.userScale(fromEnvironmentValue: nil) == .success(1))
        #expect(SDLPixelMapping.userScale(fromEnvironmentValue: "") == .success(1))
        #expect(SDLPixelMapping.userScale(fromEnvironmentValue: "2") == .success(2))
        #expect(SDLPixelMapping.userScale(fromEnvironmentValue: " 1.5 ") == .success(1.5))
        for bad in ["abc", "0", "-1", "nan", "inf", "9", "2x"] {
            let result = SDLPixelMapping.userScale(fromEnvironmentValue: bad)
            #expect(result == .failure(SDLScaleError(value: bad.trimmingCharacters(in: .whitespaces))))
            if case .failure(let error) = result { #expect(error.description.contains("OPENUIKIT_SCALE=\(bad) ignored")) }
        }
    }

    @Test func pixelPointMapping() {
        let x11 = SDLPixelMapping(userScale: 2, density: 1)
        #expect(x11.scale == 2)
        #expect(x11.point(fromWindowX: 40, y: 70) == CGPoint(x: 20, y: 35))
        #expect(x11.pointSize(fromWindowWidth: 300, height: 201) == CGSize(width: 150, height: 100.5))
        #expect(x11.windowSize(forPoints: CGSize(width: 100, height: 80)) == (200, 160))
        let fractional = SDLPixelMapping(userScale: 1.5, density: 1)
        #expect(fractional.windowSize(forPoints: CGSize(width: 101, height: 0)) == (152, 1))
        // A HiDPI display (Wayland, macOS): window units are points, the drawable is larger.
        let hidpi = SDLPixelMapping(userScale: 1, density: SDLPixelMapping.density(windowWidth: 400, drawableWidth: 800)!)
        #expect(hidpi.scale == 2)
        #expect(hidpi.point(fromWindowX: 40, y: 70) == CGPoint(x: 40, y: 70))
        #expect(SDLPixelMapping.density(windowWidth: 0, drawableWidth: 800) == nil)
        #expect(SDLPixelMapping(userScale: 2, density: 2).scale == 4)
        #expect(x11.windowSize(forPoints: CGSize(width: CGFloat.nan, height: 1e9)) == (1, 16_384))
    }

    @MainActor final class Log {
        var lines: [String] = []
        func panned(_ g: UIPanGestureRecognizer) { lines.append("pan \(g.state.rawValue) \(g.translation(in: nil).y)") }
    }

    final class TraitView: UIView {
        var changes: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append("\(previousTraitCollection?.displayScale ?? 0)->\(traitCollection.displayScale)")
        }
    }

    func push(_ build: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        build(&event)
        SDL_PushEvent(&event)
    }

    func click(_ id: UInt32, _ x: Int32, _ y: Int32) {
        push { e in e.type = SDL_MOUSEBUTTONDOWN.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.x = x; e.button.y = y }
        push { e in e.type = SDL_MOUSEBUTTONUP.rawValue; e.button.windowID = id; e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.x = x; e.button.y = y }
    }

    /// Runs `body` with the backend started under the dummy video driver and
    /// `OPENUIKIT_SCALE=scale`, presenting through `rendererFlags`.
    func withBackend(scale: String, rendererFlags: UInt32, _ body: (SDLBackend) throws -> Void) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("OPENUIKIT_SCALE", scale, 1)
        let backend = SDLBackend.shared
        let savedFlags = backend.rendererFlags
        backend.rendererFlags = rendererFlags
        defer {
            backend.shutDown()
            backend.rendererFlags = savedFlags
            unsetenv("OPENUIKIT_SCALE")
            MediaClock.shared.mode = .virtual
            UIScreen.main.configure(scale: 1)
        }
        try #require(backend.start())
        try body(backend)
    }

    /// A 100 x 80 point window with a red control at (10, 10, 30, 30) logging its taps.
    func makeScene(_ log: Log) -> (UIWindow, UIControl, TraitView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .white
        let root = TraitView(frame: window.bounds)
        window.addSubview(root)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        control.backgroundColor = .red
        control.addAction(UIAction { _ in log.lines.append("tap") }, for: .touchUpInside)
        root.addSubview(control)
        window.makeKeyAndVisible()
        return (window, control, root)
    }

    @Test(arguments: [SDL_RENDERER_SOFTWARE.rawValue, SDL_RENDERER_ACCELERATED.rawValue])
    func scaleTwoDoublesTheWindowRendersAtTwoAndMapsClicks(rendererFlags: UInt32) throws {
        try withBackend(scale: "2", rendererFlags: rendererFlags) { backend in
            let log = Log()
            let (window, control, root) = makeScene(log)
            defer { window.isHidden = true }
            backend.runOneTurn()
            let id = try #require(backend.sdlWindowID(for: window))
            // The software renderer exists on the dummy driver; no accelerated one does,
            // so that window falls back to the window surface.
            #expect(backend.presentsThroughRenderer(window) == (rendererFlags == SDL_RENDERER_SOFTWARE.rawValue))
            let sizes = try #require(backend.sdlSizes(of: window))
            #expect(sizes.window == (200, 160) && sizes.drawable == (200, 160))
            #expect(window.bounds.size == CGSize(width: 100, height: 80))
            #expect(UIScreen.main.scale == 2 && window.screen.scale == 2 && UIScreen.main.nativeBounds.width == 780)
            #expect(control.contentScaleFactor == 2 && control.layer.contentsScale == 2 && root.traitCollection.displayScale == 2)
            #expect(root.changes == ["1.0->2.0"])

            // The presented frame is in pixels: the control spans pixels 20..<80.
            #expect(backend.presentedPixel(of: window, x: 21, y: 21) == 0xFF0000)
            #expect(backend.presentedPixel(of: window, x: 19, y: 21) == 0xFFFFFF)
            #expect(backend.presentedPixel(of: window, x: 79, y: 79) == 0xFF0000)
            #expect(backend.presentedPixel(of: window, x: 80, y: 79) == 0xFFFFFF)

            // A small change copies only its pixels (plus a pixel of margin) to the texture or surface.
            do {
                let small = UIView(frame: CGRect(x: 60, y: 50, width: 10, height: 5))
                small.backgroundColor = .blue
                window.addSubview(small)
                backend.runOneTurn()
                #expect(backend.uploadedPixelCount > 0 && backend.uploadedPixelCount <= 22 * 12)
                #expect(backend.presentedPixel(of: window, x: 121, y: 101) == 0x0000FF)
                #expect(backend.presentedPixel(of: window, x: 21, y: 21) == 0xFF0000)
                small.removeFromSuperview()
                backend.runOneTurn()
                #expect(backend.presentedPixel(of: window, x: 121, y: 101) == 0xFFFFFF)
                // Two turns rendering before one present: both changes reach the screen.
                control.backgroundColor = .green
                UIApplication.shared.runTurn()
                window.addSubview(small)
                backend.runOneTurn()
                #expect(backend.presentedPixel(of: window, x: 21, y: 21) == 0x00FF00)
                #expect(backend.presentedPixel(of: window, x: 121, y: 101) == 0x0000FF)
                control.backgroundColor = .red
                small.removeFromSuperview()
                backend.runOneTurn()
            }

            // A click at pixel (70, 70) is point (35, 35): inside the control (unmapped it would miss).
            click(id, 70, 70)
            backend.runOneTurn()
            #expect(log.lines == ["tap"])
            // Pixel (90, 90) is point (45, 45): outside.
            click(id, 90, 90)
            backend.runOneTurn()
            #expect(log.lines == ["tap"])

            // A resize in window units becomes points.
            push { e in
                e.type = SDL_WINDOWEVENT.rawValue; e.window.windowID = id
                e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue); e.window.data1 = 300; e.window.data2 = 200
            }
            backend.runOneTurn()
            #expect(window.bounds.size == CGSize(width: 150, height: 100))

            // Moved to another display: the scale is measured again, traits follow, the frame is presented again.
            UIScreen.main.configure(scale: 3)
            #expect(root.changes == ["1.0->2.0", "2.0->3.0"])
            let frames = backend.presentedFrameCount
            push { e in
                e.type = SDL_WINDOWEVENT.rawValue; e.window.windowID = id
                e.window.event = UInt8(SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue); e.window.data1 = 1
            }
            backend.runOneTurn()
            #expect(UIScreen.main.scale == 2 && control.contentScaleFactor == 2)
            #expect(root.changes == ["1.0->2.0", "2.0->3.0", "3.0->2.0"])
            #expect(backend.presentedFrameCount == frames + 1)
            #expect(backend.presentedPixel(of: window, x: 21, y: 21) == 0xFF0000)
        }
    }

    @Test func invalidScaleFallsBackToOne() throws {
        try withBackend(scale: "banana", rendererFlags: SDL_RENDERER_SOFTWARE.rawValue) { backend in
            let (window, _, _) = makeScene(Log())
            defer { window.isHidden = true }
            backend.runOneTurn()
            #expect(backend.userScale == 1)
            let sizes = try #require(backend.sdlSizes(of: window))
            #expect(sizes.window == (100, 80))
            #expect(UIScreen.main.scale == 1)
        }
    }

    @Test func trackpadDeltasScrollContinuouslyAndWheelStepsDiscretely() throws {
        try withBackend(scale: "1", rendererFlags: SDL_RENDERER_SOFTWARE.rawValue) { backend in
            let log = Log()
            let (window, _, _) = makeScene(log)
            defer { window.isHidden = true }
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .continuous
            pan.addTarget(log, action: Log.panned)
            window.addGestureRecognizer(pan)
            backend.runOneTurn()
            let id = try #require(backend.sdlWindowID(for: window))
            // A whole wheel step is discrete: a trackpad-only pan does not see it.
            push { e in e.type = SDL_MOUSEWHEEL.rawValue; e.wheel.windowID = id; e.wheel.y = 1; e.wheel.preciseY = 1; e.wheel.mouseX = 60; e.wheel.mouseY = 60 }
            backend.runOneTurn()
            #expect(log.lines.isEmpty)
            // Fractional deltas are a trackpad: one gesture that stays open while events come...
            push { e in e.type = SDL_MOUSEWHEEL.rawValue; e.wheel.windowID = id; e.wheel.preciseY = 0.25; e.wheel.mouseX = 60; e.wheel.mouseY = 60 }
            push { e in e.type = SDL_MOUSEWHEEL.rawValue; e.wheel.windowID = id; e.wheel.y = 1; e.wheel.preciseY = 1; e.wheel.mouseX = 60; e.wheel.mouseY = 60 }
            backend.runOneTurn()
            #expect(log.lines == ["pan 1 2.5", "pan 2 12.5"])
            // ... and ends once they stop.
            let deadline = Date().addingTimeInterval(3)
            while log.lines.count < 3, Date() < deadline { backend.runOneTurn(waitingUpTo: 20) }
            #expect(log.lines == ["pan 1 2.5", "pan 2 12.5", "pan 3 12.5"])
        }
    }
}
