import CoreGraphics
import Foundation

extension UIBarButtonItem {
    /// Stores a selector action for `target` (any object; nil: the responder chain).
    package func setSelectorAction(target: Any?, action: Selector?) {
        guard let action else { targetActionStorage = nil; return }
        targetActionStorage = TargetActionEntry(target: target as AnyObject?, selector: action, invoke: nil)
    }

    /// Gives the item the system item's title and style.
    package func applySystemItem(_ item: SystemItem) {
        systemItem = item
        title = UIBarButtonItem.systemTitle(item)
        if item == .done || item == .save { style = .done }
    }

    /// Whether the item is a space rather than a button.
    package var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title the item shows: its own, else its primary action's.
    package var displayedTitle: String? {
        if let title, !title.isEmpty { return title }
        if let t = primaryAction?.title, !t.isEmpty, image == nil, primaryAction?.image == nil { return t }
        return nil
    }

    /// The image the item shows: its own, else its primary action's.
    package var displayedImage: UIImage? { image ?? primaryAction?.image }

    /// Sends the item's action as a tap does: `primaryAction` when set, else `action` to
    /// `target` (nil target: the responder chain). Logs when nothing handles it.
    package func sendAction(event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let entry = targetActionStorage else { return }
        if !entry.send(from: self, event: event) {
            UIView.log("UIBarButtonItem '\(displayedTitle ?? "")': action \(entry.selector) found no target that handles it")
        }
    }

    /// The titles UIKit shows for system items (English), with text glyphs where UIKit
    /// shows a symbol.
    package static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "+"
        case .flexibleSpace, .fixedSpace: return nil
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "\u{21BB}"
        case .stop, .close: return "\u{2715}"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "\u{25B6}"
        case .pause: return "\u{275A}\u{275A}"
        case .rewind: return "\u{25C0}\u{25C0}"
        case .fastForward: return "\u{25B6}\u{25B6}"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }
}
