import CSDL2
import Foundation
import UIKit

// Scenes on the desktop: one SDL window per shown UIWindow (see `syncWindows`); each window
// scene follows its window: focus makes it active, minimizing sends it to the background,
// closing the last window of a scene closes the scene; its title is the window title; its
// size and screen are the window's. Displays become `UIScreen`s with their real bounds.

extension SDLBackend {
    /// Gives `UIScreen.main` the bounds of the first display and adds a screen per other
    /// display (in points: pixels over `OPENUIKIT_SCALE`). With SDL's dummy or offscreen
    /// drivers there is no real display: the headless screen stays as it is.
    func discoverScreens() {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard driver != "dummy", driver != "offscreen" else { return }
        var others: [UIScreen] = []
        for index in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var rect = SDL_Rect()
            guard SDL_GetDisplayBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else {
                UIView.log("display \(index) reports no bounds (\(String(cString: SDL_GetError()))); skipped")
                continue
            }
            let bounds = CGRect(x: 0, y: 0, width: CGFloat(rect.w) / userScale, height: CGFloat(rect.h) / userScale)
            if index == 0 { UIScreen.main.configure(bounds: bounds) }
            else { others.append(UIScreen(bounds: bounds, scale: UIScreen.main.scale)) }
        }
        UIScreen.additionalScreens = others
    }

    /// The title an SDL window shows: its scene's title, else the backend's `windowTitle`.
    func title(for window: UIWindow) -> String {
        if let title = window.windowScene?.title, !title.isEmpty { return title }
        return windowTitle
    }

    /// Updates the SDL window titles whose scene titles changed (each turn).
    func syncTitles() {
        for host in hosts {
            let wanted = title(for: host.window)
            if host.title != wanted {
                host.title = wanted
                SDL_SetWindowTitle(host.sdlWindow, wanted)
            }
        }
    }

    /// A new SDL window shows `host`'s UIWindow: its scene takes the window's size.
    func sceneWindowCreated(_ host: Host) {
        host.title = title(for: host.window)
        host.window.windowScene?.resize(to: host.window.bounds.size)
    }

    /// Scene side of an SDL window event (after the window itself was handled).
    func handleSceneWindowEvent(_ event: SDL_WindowEvent, host: Host) {
        let app = UIApplication.shared
        guard let scene = host.window.windowScene else { return }
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            scene.resize(to: host.window.bounds.size)
        case SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
            let index = Int(SDL_GetWindowDisplayIndex(host.sdlWindow))
            let screens = UIScreen.screens
            if index >= 0, index < screens.count { scene.moveToScreen(screens[index]) }
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            app.activateScene(scene)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            if scene.activationState == .foregroundActive { app.transitionScene(scene, to: .foregroundInactive) }
        case SDL_WINDOWEVENT_MINIMIZED.rawValue:
            app.transitionScene(scene, to: .background)
        default:
            break
        }
    }
}

/// Runs a scene-based app in real windows: as `UIApplicationMain(delegate:)`, with the
/// factory of the app's scene delegate class (Linux cannot instantiate a class object):
/// `UIApplicationMain(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() })`.
@MainActor @discardableResult
public func UIApplicationMain<SceneDelegate: UISceneDelegate & AnyObject>(delegate: UIApplicationDelegate,
                                                                         sceneDelegate: @escaping @MainActor () -> SceneDelegate) -> Int32 {
    UISceneConfiguration.registerDelegateClass(sceneDelegate)
    return UIApplicationMain(delegate: delegate)
}
