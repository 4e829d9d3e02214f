import CSDL2
import Foundation
import Testing
import UIKitSDL

/// Desktop window events drive the application's lifecycle as UIKit's system events do:
/// focus is active/inactive, minimizing is background/foreground, closing the last
/// window terminates; each with its delegate call and notification, in UIKit's order.
@MainActor @Suite(.serialized) struct SDLLifecycleTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var calls: [String] = []
        func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { calls.append("willEnterForeground") }
        func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
        func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
    }

    @Test func focusMinimizeAndClosingTheLastWindowDriveTheLifecycle() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let backend = SDLBackend.shared
        try #require(backend.start())
        defer { MediaClock.shared.mode = .virtual }
        let app = UIApplication.shared
        let delegate = Delegate()
        let previousDelegate = app.delegate
        app.delegate = delegate
        defer { app.delegate = previousDelegate }
        var notifications: [String] = []
        let names: [Notification.Name] = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                                          UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
                                          UIApplication.willTerminateNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: app, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "")
                MainActor.assumeIsolated { notifications.append(short) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.makeKeyAndVisible()
        backend.runOneTurn()
        let id = try #require(backend.sdlWindowID(for: window))
        #expect(app.applicationState == .active)
        for kind in [SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_RESTORED,
                     SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_CLOSE] {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.windowID = id
            event.window.event = UInt8(kind.rawValue)
            SDL_PushEvent(&event)
        }
        // The run loop reads the queued events; closing the last window ends it and terminates.
        backend.run()
        #expect(delegate.calls == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive", "willTerminate"])
        #expect(notifications == ["WillResignActiveNotification", "DidEnterBackgroundNotification",
                                  "WillEnterForegroundNotification", "DidBecomeActiveNotification", "WillTerminateNotification"])
        #expect(app.applicationState == .active)
        #expect(window.isHidden)
    }
}
