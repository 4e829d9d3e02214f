import CCairo
import CSDL2
import Foundation
@_exported import UIKit

/// The SDL2 window backend: one SDL window per shown `UIWindow`, the run loop driven by
/// SDL events and the display refresh, frames presented only when the compositor redrew
/// something (or the window was exposed or resized).
///
/// Input mapping: the left mouse button is one finger; with Control held (or with the
/// right button) it is two fingers mirrored around the press point, so dragging pinches
/// (horizontally) and rotates (vertically); the wheel and trackpad scroll; keys become
/// `UIPress`es (key commands, `pressesBegan/Ended`) and text input is typed into the
/// first responder. Everything goes through `UIApplication.sendEvent`.
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
        init(window: UIWindow, sdlWindow: OpaquePointer, id: UInt32) {
            self.window = window
            self.sdlWindow = sdlWindow
            self.id = id
        }
    }

    var hosts: [Host] = []
    var running = false
    let input = SDLInput()
    /// The number of frames presented to the screen since launch.
    public private(set) var presentedFrameCount = 0
    /// The title given to new windows.
    public var windowTitle = "OpenUIKit"

    /// Starts SDL's video subsystem; false (logged) when no display is available.
    public func start() -> Bool {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 { return true }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            UIView.log("SDL_Init failed: \(String(cString: SDL_GetError()))")
            return false
        }
        SDL_StartTextInput()
        MediaClock.shared.mode = .realTime
        return true
    }

    /// Runs the loop until the last window is closed, `stop()` is called or SDL quits.
    public func run() {
        running = true
        while running { runOneTurn(waitingUpTo: 8) }
        UIApplication.shared.terminate()
        shutDown()
    }

    /// One turn of the loop: windows synced with the shown UIWindows, SDL events (waiting
    /// up to `milliseconds` for the first) turned into UIKit events, the media clock ticked
    /// (display links, gesture timers), the run-loop turn, then changed frames presented.
    public func runOneTurn(waitingUpTo milliseconds: Int32 = 0) {
        syncWindows()
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
            handle(event)
            while SDL_PollEvent(&event) != 0 { handle(event) }
        }
        MediaClock.shared.tick()
        UIApplication.shared.runTurn()
        presentChangedWindows()
    }

    /// Destroys the SDL windows and shuts SDL down.
    public func shutDown() {
        for host in hosts { SDL_DestroyWindow(host.sdlWindow) }
        hosts = []
        running = false
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
            SDL_DestroyWindow(host.sdlWindow)
        }
        hosts.removeAll { host in !visible.contains { $0 === host.window } }
        for window in visible where !hosts.contains(where: { $0.window === window }) {
            let size = window.bounds.size
            let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            guard let sdl = SDL_CreateWindow(windowTitle, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                             Int32(max(1, size.width)), Int32(max(1, size.height)), flags) else {
                UIView.log("SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
                continue
            }
            let host = Host(window: window, sdlWindow: sdl, id: SDL_GetWindowID(sdl))
            hosts.append(host)
            updateScale(for: host)
            if UIApplication.shared.keyWindow == nil { window.makeKey() }
        }
        if hosts.isEmpty && visible.isEmpty && running && presentedFrameCount > 0 { running = false }
    }

    /// HiDPI: the ratio of the window surface's pixels to the window's points becomes the
    /// screen scale (1 on X11, where SDL does not scale).
    func updateScale(for host: Host) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(host.sdlWindow, &w, &h)
        guard let surface = SDL_GetWindowSurface(host.sdlWindow), w > 0 else { return }
        let scale = CGFloat(surface.pointee.w) / CGFloat(w)
        if scale > 0, scale != host.window.screen.scale { host.window.screen.configure(scale: scale) }
    }

    /// Copies the compositor's pixels of each window that redrew into its SDL window.
    func presentChangedWindows() {
        for host in hosts {
            guard host.needsPresent || !host.window.lastDamage.isEmpty, let compositor = host.window.compositor,
                  let surface = SDL_GetWindowSurface(host.sdlWindow) else { continue }
            cairo_surface_flush(compositor.surface)
            guard let src = cairo_image_surface_get_data(compositor.surface) else { continue }
            let stride = cairo_image_surface_get_stride(compositor.surface)
            let w = min(Int32(compositor.pixelWidth), surface.pointee.w)
            let h = min(Int32(compositor.pixelHeight), surface.pointee.h)
            SDL_LockSurface(surface)
            SDL_ConvertPixels(w, h, SDL_PIXELFORMAT_ARGB8888.rawValue, src, stride,
                              surface.pointee.format.pointee.format, surface.pointee.pixels, surface.pointee.pitch)
            SDL_UnlockSurface(surface)
            SDL_UpdateWindowSurface(host.sdlWindow)
            host.needsPresent = false
            presentedFrameCount += 1
        }
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
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard let host = host(for: event.button.windowID) else { return }
            let point = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
            let twoFingers = event.button.button == UInt8(SDL_BUTTON_RIGHT) || (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
            if type == SDL_MOUSEBUTTONDOWN.rawValue {
                input.mouseDown(at: point, in: host.window, twoFingers: twoFingers)
            } else {
                input.mouseUp(at: point, in: host.window)
            }
        case SDL_MOUSEMOTION.rawValue:
            guard let host = host(for: event.motion.windowID), event.motion.state != 0 else { return }
            input.mouseMoved(to: CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y)), in: host.window)
        case SDL_MOUSEWHEEL.rawValue:
            guard let host = host(for: event.wheel.windowID) else { return }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            input.wheel(dx: CGFloat(event.wheel.preciseX), dy: CGFloat(event.wheel.preciseY),
                        at: CGPoint(x: CGFloat(x), y: CGFloat(y)), in: host.window)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            input.key(event.key, down: type == SDL_KEYDOWN.rawValue)
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            input.text(string)
        default:
            break
        }
    }

    /// Resizes, exposes, focus and minimization.
    func handleWindowEvent(_ event: SDL_WindowEvent) {
        guard let host = hosts.first(where: { $0.id == event.windowID }) else { return }
        let app = UIApplication.shared
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            let size = CGSize(width: CGFloat(event.data1), height: CGFloat(event.data2))
            if host.window.bounds.size != size {
                host.window.frame = CGRect(origin: host.window.frame.origin, size: size)
                host.window.setNeedsLayout()
            }
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
            host.window.isHidden = true
            if app.visibleWindows.isEmpty { running = false }
        default:
            break
        }
    }
}
