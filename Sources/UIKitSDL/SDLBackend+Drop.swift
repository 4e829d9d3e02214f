import CSDL2
import Foundation
import UIKit

extension SDLBackend {
    /// Drops from other programs: SDL reports a drop as `SDL_DROPBEGIN`, one `SDL_DROPFILE`
    /// or `SDL_DROPTEXT` per item, then `SDL_DROPCOMPLETE`, all when the user releases the
    /// items (SDL2 reports no hovering and no position). The items become `UIDragItem`s
    /// (files as `NSItemProvider(contentsOf:)`, text as strings, and URLs when the text is
    /// one) and, on completion, one `UIDropSession` is moved to the drop point and dropped
    /// there (see `DesktopDropSession`). The drop point is the pointer's position: on X11
    /// the pointer queried at the drop, else the last pointer position SDL reported in the
    /// window, else the window's center.
    func handleDropEvent(_ event: SDL_DropEvent) {
        defer { if let file = event.file { SDL_free(file) } }
        switch event.type {
        case SDL_DROPBEGIN.rawValue:
            DropState.pending = (event.windowID, [])
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            guard let file = event.file else { return }
            if DropState.pending == nil { DropState.pending = (event.windowID, []) }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(file).assumingMemoryBound(to: UInt8.self), count: strlen(file))
            guard bytes.count <= Self.maximumDropTextBytes else {
                UIView.log("drop: an item of \(bytes.count) bytes was refused (at most \(Self.maximumDropTextBytes))")
                return
            }
            if String(validating: bytes, as: UTF8.self) == nil {
                UIView.log("drop: an item's text is not valid UTF-8; invalid bytes were replaced with U+FFFD")
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if let provider = event.type == SDL_DROPFILE.rawValue ? Self.fileProvider(path: text) : Self.textProvider(text) {
                DropState.pending?.items.append(provider)
            }
        case SDL_DROPCOMPLETE.rawValue:
            let pending = DropState.pending
            DropState.pending = nil
            guard let pending, !pending.items.isEmpty else { return }
            guard let host = host(for: pending.windowID != 0 ? pending.windowID : event.windowID) else { return }
            let session = DesktopDropSession(window: host.window, items: pending.items.map(UIDragItem.init(itemProvider:)))
            session.move(to: dropLocation(in: host))
            session.drop()
        default:
            break
        }
    }

    /// The most bytes one dropped item's path or text may have (16 MiB, as the clipboard's text).
    static let maximumDropTextBytes = 16 << 20

    /// A provider of the dropped file at `path` (nil, logged, when there is no such file).
    static func fileProvider(path: String) -> NSItemProvider? {
        guard let provider = NSItemProvider(contentsOf: URL(fileURLWithPath: path)) else {
            UIView.log("drop: no file at \(path); the item was left out")
            return nil
        }
        return provider
    }

    /// A provider of dropped text (also a URL when the text is one absolute URL).
    static func textProvider(_ text: String) -> NSItemProvider {
        let provider = NSItemProvider(object: text)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace), let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty {
            provider.registerObject(url, visibility: .all)
        }
        return provider
    }

    /// Records where the pointer is in a window (for drops, which SDL2 gives no position).
    func notePointer(_ motion: SDL_MouseMotionEvent) {
        guard let host = host(for: motion.windowID) else { return }
        DropState.lastPointer[host.id] = host.mapping.point(fromWindowX: CGFloat(motion.x), y: CGFloat(motion.y))
    }

    /// Where a drop in `host`'s window lands, in points.
    func dropLocation(in host: Host) -> CGPoint {
        let bounds = host.window.bounds
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" {
            var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
            _ = SDL_GetGlobalMouseState(&gx, &gy)
            SDL_GetWindowPosition(host.sdlWindow, &wx, &wy)
            let point = host.mapping.point(fromWindowX: CGFloat(gx - wx), y: CGFloat(gy - wy))
            if bounds.contains(point) { return point }
        }
        if let last = DropState.lastPointer[host.id], bounds.contains(last) { return last }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

/// The drop being reported (its window and the items so far) and the last pointer
/// position in each window.
@MainActor
enum DropState {
    static var pending: (windowID: UInt32, items: [NSItemProvider])?
    static var lastPointer: [UInt32: CGPoint] = [:]
}
