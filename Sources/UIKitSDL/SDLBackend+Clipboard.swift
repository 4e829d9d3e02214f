import CSDL2
import Foundation
import UIKit

extension SDLBackend {
    /// The desktop clipboard behind the general pasteboard for SDL's current video driver.
    func makeSystemClipboard() -> any SystemClipboard {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        return Self.systemClipboard(forVideoDriver: driver)
    }

    /// The desktop clipboard for `driver`: under X11 the CLIPBOARD selection on a
    /// connection of the app's own (text, images and URL lists; SDL's clipboard calls are
    /// then never made, since SDL would take the selection); otherwise SDL's clipboard,
    /// which carries text only (said once under Wayland, where images stay in the app).
    static func systemClipboard(forVideoDriver driver: String, displayName: String? = nil) -> any SystemClipboard {
        switch driver {
        case "x11":
            if let clipboard = X11Clipboard(displayName: displayName) { return clipboard }
            UIView.log("UIPasteboard: the X clipboard could not be opened; the desktop clipboard carries text only (through SDL)")
        case "wayland":
            UIView.log("UIPasteboard: under Wayland the desktop clipboard carries text only (through SDL); images stay in the app")
        default:
            break
        }
        return SDLClipboard()
    }

    /// Lets go of the desktop clipboard (its connection, under X11).
    func stopSystemClipboard() {
        (UIPasteboard.systemClipboard as? X11Clipboard)?.close()
        UIPasteboard.systemClipboard = nil
    }
}
