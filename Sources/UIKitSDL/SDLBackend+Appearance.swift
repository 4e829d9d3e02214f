import AccessibilityBridge
import Foundation
import UIKit

extension SDLBackend {
    /// Follows the desktop's light/dark preference at launch: unless `OPENUIKIT_APPEARANCE`
    /// says otherwise, the settings portal's `color-scheme` becomes the system style
    /// (every window hears the trait change). No preference, no portal or no session bus
    /// leaves the style light.
    func applyDesktopColorScheme(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let asked = environment["OPENUIKIT_APPEARANCE"], !asked.trimmingCharacters(in: .whitespaces).isEmpty { return }
        switch DesktopColorScheme.read(timeout: 0.5) {
        case .dark: UIApplication.shared.setSystemUserInterfaceStyle(.dark)
        case .light: UIApplication.shared.setSystemUserInterfaceStyle(.light)
        case .none: break
        }
    }
}
