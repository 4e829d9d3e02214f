import CSDL2
import Foundation
import UIKit

/// The desktop clipboard through SDL's clipboard API (text only; used where the app does not
/// own the window system's clipboard itself, see `X11Clipboard`).
final class SDLClipboard: SystemClipboard {
    /// The thread that started SDL (its video calls belong there).
    private let owner = pthread_self()
    /// Whether this is the thread that started SDL.
    var isReachable: Bool { pthread_equal(pthread_self(), owner) != 0 }

    func readText() -> [UInt8]? {
        guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(raw) }
        let count = strlen(raw)
        return raw.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    func writeText(_ text: String) -> Bool {
        // SDL takes a C string: an embedded NUL would cut it, so those go as U+FFFD.
        SDL_SetClipboardText(text.replacingOccurrences(of: "\0", with: "\u{FFFD}")) == 0
    }
}

extension SDLBackend {
    /// Sets up what makes the app a desktop citizen: the general pasteboard becomes the
    /// desktop clipboard, the pointer's cursor follows the views under it, and long
    /// input-method compositions arrive whole (`SDL_TEXTEDITING_EXT`).
    func startDesktopIntegration() {
        UIPasteboard.systemClipboard = makeSystemClipboard()
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        PointerCursor.shared.onChange = { cursor in SDLBackend.shared.showCursor(cursor) }
        // The arrow from the start (X11's default window cursor is the root window's cross).
        showCursor(PointerCursor.shared.current)
    }

    /// Ends the desktop integration (the general pasteboard goes back in the process).
    func stopDesktopIntegration() {
        stopSystemClipboard()
        stopFollowingDesktopColorScheme()
        PointerCursor.shared.onChange = nil
        for cursor in DesktopState.cursors.values { SDL_FreeCursor(cursor) }
        DesktopState.cursors = [:]
    }

    /// Shows one of the system cursors (created once each).
    func showCursor(_ cursor: SystemCursor) {
        if cursor == .hidden { SDL_ShowCursor(SDL_DISABLE); return }
        SDL_ShowCursor(SDL_ENABLE)
        let id: SDL_SystemCursor
        switch cursor {
        case .arrow, .hidden: id = SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: id = SDL_SYSTEM_CURSOR_IBEAM
        case .pointingHand: id = SDL_SYSTEM_CURSOR_HAND
        case .resizeLeftRight: id = SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: id = SDL_SYSTEM_CURSOR_SIZENS
        case .resizeAll: id = SDL_SYSTEM_CURSOR_SIZEALL
        }
        if DesktopState.cursors[id.rawValue] == nil { DesktopState.cursors[id.rawValue] = SDL_CreateSystemCursor(id) }
        guard let made = DesktopState.cursors[id.rawValue] else {
            UIView.log("SDL_CreateSystemCursor(\(cursor)) failed: \(String(cString: SDL_GetError()))")
            return
        }
        SDL_SetCursor(made)
        // OPENUIKIT_LOG_CURSOR=1 reports each change on standard output (the window test reads it).
        if ProcessInfo.processInfo.environment["OPENUIKIT_LOG_CURSOR"] == "1" {
            FileHandle.standardOutput.write(Data("CURSOR \(cursor.rawValue)\n".utf8))
        }
    }

    /// Handles the desktop events `handle(_:)` leaves: pointer hover, input-method
    /// composition, clipboard changes by other programs, the pointer leaving a window.
    func handleDesktopEvent(_ event: SDL_Event) {
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            guard let host = host(for: event.motion.windowID) else { return }
            let point = host.mapping.point(fromWindowX: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
            input.hover(at: point, in: host.window)
        case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue:
            guard let host = hosts.first(where: { $0.id == event.window.windowID }) else { return }
            input.hoverExited(host.window)
        case SDL_TEXTEDITING.rawValue:
            var text = event.edit.text
            let string = withUnsafeBytes(of: &text) { raw in Self.decodeInputMethodText(raw.prefix { $0 != 0 }) }
            compose(string, cursor: Int(event.edit.start), length: Int(event.edit.length))
        case SDL_TEXTEDITING_EXT.rawValue:
            guard let raw = event.editExt.text else { return }
            defer { SDL_free(raw) }
            let count = strlen(raw)
            let string = raw.withMemoryRebound(to: UInt8.self, capacity: count) {
                Self.decodeInputMethodText(UnsafeBufferPointer(start: $0, count: count))
            }
            compose(string, cursor: Int(event.editExt.start), length: Int(event.editExt.length))
        case SDL_CLIPBOARDUPDATE.rawValue:
            UIPasteboard.general.syncFromSystem()
        case SDL_DROPBEGIN.rawValue, SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPCOMPLETE.rawValue:
            handleDropEvent(event.drop)
        default:
            break
        }
    }

    /// Text from the input method as UTF-8 (invalid bytes become U+FFFD, logged).
    static func decodeInputMethodText<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        UIView.log("input method text is not valid UTF-8; invalid bytes were replaced with U+FFFD")
        return String(decoding: bytes, as: UTF8.self)
    }

    private func compose(_ text: String, cursor: Int, length: Int) {
        InputMethodComposition.update(text: text, cursor: cursor, length: length)
        updateTextInputRect()
    }

    /// Tells the input method where the caret is, so its candidate window opens there.
    func updateTextInputRect() {
        guard let (window, caret) = InputMethodComposition.caretRectInWindow(),
              let host = hosts.first(where: { $0.window === window }) else { return }
        let units = caret.applying(CGAffineTransform(scaleX: host.mapping.userScale, y: host.mapping.userScale))
        func int(_ v: CGFloat) -> Int32 { Int32(max(-16_384, min(16_384, v.rounded()))) }
        var rect = SDL_Rect(x: int(units.minX), y: int(units.minY), w: max(1, int(units.width)), h: max(1, int(units.height)))
        guard rect.x != DesktopState.lastTextInputRect.x || rect.y != DesktopState.lastTextInputRect.y || rect.h != DesktopState.lastTextInputRect.h else { return }
        DesktopState.lastTextInputRect = rect
        SDL_SetTextInputRect(&rect)
    }
}

/// The desktop integration's state: SDL's cursors by system cursor id, and the caret
/// rectangle last given to the input method.
@MainActor
enum DesktopState {
    static var cursors: [UInt32: OpaquePointer] = [:]
    static var lastTextInputRect = SDL_Rect(x: -1, y: -1, w: 0, h: 0)
}
