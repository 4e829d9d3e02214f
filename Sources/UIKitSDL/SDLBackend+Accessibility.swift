import AccessibilityBridge
import CSDL2
import UIKit

extension SDLBackend {
    /// Starts the AT-SPI bridge: frames are named after the window title and placed on
    /// screen where SDL put the window (window units per point from `OPENUIKIT_SCALE`).
    func startAccessibility() {
        let bridge = ATSPIBridge.shared
        bridge.windowTitle = { [unowned self] _ in self.windowTitle }
        bridge.screenRect = { [unowned self] window, rect in
            guard let host = self.hosts.first(where: { $0.window === window }) else { return rect }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(host.sdlWindow, &x, &y)
            let s = host.mapping.userScale
            return CGRect(x: CGFloat(x) + rect.minX * s, y: CGFloat(y) + rect.minY * s, width: rect.width * s, height: rect.height * s)
        }
        bridge.start()
    }
}

extension SDLBackend {
    /// Disconnects the AT-SPI bridge (the app is terminating).
    func stopAccessibility() { ATSPIBridge.shared.stop() }
}
