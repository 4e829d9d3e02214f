import CCairo
import CSDL2
import Foundation
@_exported import UIKit

/// The SDL2 window backend: one SDL window per shown `UIWindow`, the run loop driven by
/// SDL events and the display refresh, frames presented only when the compositor redrew
/// something (or the window was exposed or resized).
///
/// Input mapping: the left mouse button is one finger; with Control held it is two
/// fingers mirrored around the press point, so dragging pinches (horizontally) and
/// rotates (vertically); the right button is a secondary click (`UIEvent.buttonMask`
/// `.secondary`: context menus, recognizers requiring that button); the wheel and trackpad scroll; keys become
/// `UIPress`es (key commands, `pressesBegan/Ended`) and text input is typed into the
/// first responder. Everything goes through `UIApplication.sendEvent`.
///
/// Pixel density: frames are presented through an `SDL_Renderer` and a streaming texture
/// as large as the renderer's output (the drawable, in pixels), or through the window
/// surface when no accelerated renderer can be created. `UIScreen.scale` is the drawable's
/// pixels per UIKit point (see `SDLPixelMapping`): the drawable-to-window ratio on HiDPI
/// displays, times `OPENUIKIT_SCALE` (for X11, which has no per-window scale).
@preconcurrency @MainActor
public final class SDLBackend {
    /// The backend of the process.
    public static let shared = SDLBackend()

    /// One SDL window showing one UIWindow.
    final class Host {
        let window: UIWindow
        let sdlWindow: OpaquePointer
        let id: UInt32
        var needsPresent = true
        /// The title shown (its scene's title or the backend's).
        var title = ""
        /// How window coordinates, drawable pixels and points relate.
        var mapping: SDLPixelMapping
        /// The renderer presenting frames (nil: the window-surface path).
        var renderer: OpaquePointer?
        /// The streaming texture the frames are copied into, and its size in pixels.
        var texture: OpaquePointer?
        var textureWidth: Int32 = 0, textureHeight: Int32 = 0
        init(window: UIWindow, sdlWindow: OpaquePointer, id: UInt32, mapping: SDLPixelMapping) {
            self.window = window
            self.sdlWindow = sdlWindow
            self.id = id
            self.mapping = mapping
        }
    }

    var hosts: [Host] = []
    /// Whether `run()` runs; set false to end it after the current callout.
    var running = false {
        didSet { if !running && oldValue { RunLoopDriver.shared.stop() } }
    }
    /// The dispatch source watching the display connection (see `watchInput(of:)`).
    var inputSource: DispatchSourceRead?
    /// The input polling timer used when no connection descriptor is available.
    var inputPollTimer: Timer?
    let input = SDLInput()
    /// The number of frames presented to the screen since launch.
    public internal(set) var presentedFrameCount = 0
    /// The pixels copied to the texture or window surface by the last present (only the damage).
    package internal(set) var uploadedPixelCount = 0
    /// The title given to new windows.
    public var windowTitle = "OpenUIKit"
    /// SDL window units per point, read from `OPENUIKIT_SCALE` by `start()` (1 when unset).
    package var userScale: CGFloat = 1
    /// The flags of the renderers created for new windows (accelerated: when none can be
    /// created, frames go through the window surface).
    package var rendererFlags = SDL_RENDERER_ACCELERATED.rawValue

    /// Starts SDL's video subsystem (reading `OPENUIKIT_SCALE`); false (logged) when no
    /// display is available.
    public func start() -> Bool {
        switch SDLPixelMapping.userScale(fromEnvironmentValue: getenv("OPENUIKIT_SCALE").map { String(cString: $0) }) {
        case .success(let scale): userScale = scale
        case .failure(let error): userScale = 1; UIView.log(error.description)
        }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 { return true }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            UIView.log("SDL_Init failed: \(String(cString: SDL_GetError()))")
            return false
        }
        SDL_StartTextInput()
        discoverScreens()
        startDesktopIntegration()
        MediaClock.shared.mode = .realTime
        var mode = SDL_DisplayMode()
        if SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 {
            MediaClock.shared.maximumFramesPerSecond = Int(mode.refresh_rate)
        }
        RenderPipeline.shared.presentFrames = { _ in SDLBackend.shared.presentChangedWindows() }
        return true
    }

    /// Runs `RunLoop.main` until the last window is closed, `stop()` is called, SDL quits or
    /// the process receives SIGTERM; then the app terminates (`applicationWillTerminate`).
    ///
    /// The display connection is a run-loop source: a dispatch source on the main queue
    /// watches its file descriptor, so the loop sleeps in the kernel until input arrives
    /// (without a descriptor, with SDL's dummy or Wayland drivers, input is polled at the
    /// display's rate while windows are shown). `RunLoopDriver` commits before the loop
    /// sleeps and paces animation frames; changed frames are presented right after the
    /// commit renders them.
    public func run() {
        running = true
        let driver = RunLoopDriver.shared
        driver.pumpInput = { [unowned self] in self.pumpEvents() }
        driver.hasQueuedInput = {
            SDL_PumpEvents()
            return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
        }
        let terminationSignal = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
        signal(SIGTERM, SIG_IGN)
        terminationSignal.setEventHandler { MainActor.assumeIsolated { SDLBackend.shared.running = false } }
        terminationSignal.resume()
        applyDesktopColorScheme()
        pumpEvents()
        startAccessibility()
        driver.run(until: { [unowned self] in !self.running })
        terminationSignal.cancel()
        signal(SIGTERM, SIG_DFL)
        driver.pumpInput = nil
        driver.hasQueuedInput = nil
        UIApplication.shared.terminate()
        stopAccessibility()
        shutDown()
    }

    /// One turn driven by hand (tests): windows synced with the shown UIWindows, SDL events
    /// (waiting up to `milliseconds` for the first) turned into UIKit events, the media
    /// clock ticked (display links, gesture timers), then the commit, which renders and
    /// presents the changed frames.
    public func runOneTurn(waitingUpTo milliseconds: Int32 = 0) {
        syncWindows()
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
            handle(event)
            while SDL_PollEvent(&event) != 0 { handle(event) }
        }
        input.finishIdleScroll()
        MediaClock.shared.tick()
        UIApplication.shared.runTurn()
    }

    /// Reads every queued SDL event into UIKit without blocking (the input source's
    /// handler, and the run loop's pass before each commit), after syncing the windows.
    func pumpEvents() {
        syncWindows()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
        input.finishIdleScroll()
        updateTextInputRect()
        if hosts.contains(where: \.needsPresent) { RenderPipeline.shared.requestVisualUpdate() }
    }

    /// Watches the display connection of `sdlWindow` (once): input wakes the run loop.
    /// Without a descriptor, a timer polls at the display's rate.
    func watchInput(of sdlWindow: OpaquePointer) {
        guard inputSource == nil, inputPollTimer == nil else { return }
        let fd = OpenUIKitSDLConnectionFileDescriptor(sdlWindow)
        if fd >= 0 {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { SDLBackend.shared.pumpEvents() } }
            source.resume()
            inputSource = source
        } else {
            UIView.log("SDL exposes no display connection to watch; polling input at the display's rate")
            let timer = Timer(timeInterval: 1 / Double(MediaClock.shared.maximumFramesPerSecond), repeats: true) { _ in
                MainActor.assumeIsolated { SDLBackend.shared.pumpEvents() }
            }
            RunLoop.current.add(timer, forMode: .common)
            inputPollTimer = timer
        }
    }

    /// Destroys the SDL windows and shuts SDL down.
    public func shutDown() {
        input.finishIdleScroll(force: true)
        for host in hosts { destroy(host) }
        hosts = []
        running = false
        inputSource?.cancel()
        inputSource = nil
        inputPollTimer?.invalidate()
        inputPollTimer = nil
        RenderPipeline.shared.presentFrames = nil
        stopDesktopIntegration()
        SDL_Quit()
    }

    /// The SDL window id showing `window`, if any.
    public func sdlWindowID(for window: UIWindow) -> UInt32? { hosts.first { $0.window === window }?.id }

    /// Ends the loop after the current turn.
    public func stop() { running = false }

    /// Creates SDL windows for newly shown UIWindows and destroys those of hidden ones.
    func syncWindows() {
        let visible = UIApplication.shared.visibleWindows
        for host in hosts where !visible.contains(where: { $0 === host.window }) {
            destroy(host)
        }
        hosts.removeAll { host in !visible.contains { $0 === host.window } }
        for window in visible where !hosts.contains(where: { $0.window === window }) {
            let mapping = SDLPixelMapping(userScale: userScale)
            let size = mapping.windowSize(forPoints: window.bounds.size)
            let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            guard let sdl = SDL_CreateWindow(title(for: window), Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                             size.width, size.height, flags) else {
                UIView.log("SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
                continue
            }
            let host = Host(window: window, sdlWindow: sdl, id: SDL_GetWindowID(sdl), mapping: mapping)
            host.renderer = SDL_CreateRenderer(sdl, -1, rendererFlags)
            if host.renderer == nil {
                UIView.log("SDL_CreateRenderer failed (\(String(cString: SDL_GetError()))); presenting through the window surface")
            }
            hosts.append(host)
            sceneWindowCreated(host)
            watchInput(of: sdl)
            updateScale(for: host)
            if UIApplication.shared.keyWindow == nil { window.makeKey() }
        }
        syncTitles()
        if hosts.isEmpty && visible.isEmpty && running && presentedFrameCount > 0 { running = false }
    }

    /// The host of an SDL window id.
    func host(for id: UInt32) -> Host? { hosts.first { $0.id == id } ?? hosts.first }

    /// Handles one SDL event.
    func handle(_ event: SDL_Event) {
        let type = event.type
        switch type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(event.window)
            handleDesktopEvent(event)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard let host = host(for: event.button.windowID) else { return }
            let point = host.mapping.point(fromWindowX: CGFloat(event.button.x), y: CGFloat(event.button.y))
            // SDL numbers left, middle, right 1, 2, 3; UIKit numbers primary, secondary, middle 1, 2, 3.
            let sdlButton = Int(event.button.button)
            let buttons: UIEvent.ButtonMask = sdlButton == Int(SDL_BUTTON_RIGHT) ? .secondary
                : sdlButton == Int(SDL_BUTTON_MIDDLE) ? .button(3) : .button(sdlButton)
            let twoFingers = buttons == .primary && (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
            if type == SDL_MOUSEBUTTONDOWN.rawValue {
                input.mouseDown(at: point, in: host.window, twoFingers: twoFingers, buttons: buttons)
            } else {
                input.mouseUp(at: point, in: host.window)
            }
        case SDL_MOUSEMOTION.rawValue:
            notePointer(event.motion)
            guard event.motion.state != 0 else { handleDesktopEvent(event); return }
            guard let host = host(for: event.motion.windowID) else { return }
            input.mouseMoved(to: host.mapping.point(fromWindowX: CGFloat(event.motion.x), y: CGFloat(event.motion.y)), in: host.window)
        case SDL_MOUSEWHEEL.rawValue:
            guard let host = host(for: event.wheel.windowID) else { return }
            input.wheel(dx: CGFloat(event.wheel.preciseX), dy: CGFloat(event.wheel.preciseY),
                        at: host.mapping.point(fromWindowX: CGFloat(event.wheel.mouseX), y: CGFloat(event.wheel.mouseY)), in: host.window)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            input.key(event.key, down: type == SDL_KEYDOWN.rawValue)
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            input.text(string)
        default:
            handleDesktopEvent(event)
        }
    }

    /// Resizes, exposes, focus and minimization.
    func handleWindowEvent(_ event: SDL_WindowEvent) {
        guard let host = hosts.first(where: { $0.id == event.windowID }) else { return }
        let app = UIApplication.shared
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            let size = host.mapping.pointSize(fromWindowWidth: event.data1, height: event.data2)
            if host.window.bounds.size != size {
                host.window.frame = CGRect(origin: host.window.frame.origin, size: size)
                host.window.setNeedsLayout()
            }
            updateScale(for: host)
            host.needsPresent = true
        case SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
            updateScale(for: host)
            host.needsPresent = true
        case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
            host.needsPresent = true
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            host.window.makeKey()
            app.transitionWithDelegate(to: .active)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            app.transitionWithDelegate(to: .inactive)
        case SDL_WINDOWEVENT_MINIMIZED.rawValue:
            app.transitionWithDelegate(to: .background)
        case SDL_WINDOWEVENT_RESTORED.rawValue:
            app.transitionWithDelegate(to: .active)
            host.needsPresent = true
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            app.windowWasClosed(host.window)
            if app.visibleWindows.isEmpty { running = false }
        default:
            break
        }
        handleSceneWindowEvent(event, host: host)
    }
}
