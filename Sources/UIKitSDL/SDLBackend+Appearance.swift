import AccessibilityBridge
import Foundation
import UIKit

extension SDLBackend {
    /// Follows the desktop's light/dark preference: unless `OPENUIKIT_APPEARANCE` says
    /// otherwise, the settings portal's `color-scheme` becomes the system style at launch,
    /// and each `SettingChanged` of it while the app runs changes the style again (every
    /// window hears the trait change). No preference, no portal or no session bus leaves
    /// the style light.
    func applyDesktopColorScheme(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let asked = environment["OPENUIKIT_APPEARANCE"], !asked.trimmingCharacters(in: .whitespaces).isEmpty { return }
        switch DesktopColorScheme.read(timeout: 0.5) {
        case .dark: UIApplication.shared.setSystemUserInterfaceStyle(.dark)
        case .light: UIApplication.shared.setSystemUserInterfaceStyle(.light)
        case .none: break
        }
        let watcher = DesktopColorSchemeWatcher.shared
        watcher.onChange = { scheme in Self.adoptDesktopColorScheme(scheme) }
        watcher.start()
    }

    /// Makes a scheme the portal announced while running the system style (no preference
    /// is light, the default).
    static func adoptDesktopColorScheme(_ scheme: DesktopColorScheme) {
        UIApplication.shared.setSystemUserInterfaceStyle(scheme == .dark ? .dark : .light)
    }

    /// Stops following the desktop's preference (the app is shutting down).
    func stopFollowingDesktopColorScheme() {
        DesktopColorSchemeWatcher.shared.stop()
        DesktopColorSchemeWatcher.shared.onChange = nil
    }
}
