import CoreGraphics
import CSDL2
import Foundation
import UIKit

/// A property's value as read: its type, format (8, 16 or 32) and bytes (format 32 items
/// as C longs, as Xlib hands them out).
struct X11PropertyValue {
    let type: Atom
    let format: Int32
    let bytes: [UInt8]

    /// The items of a format-32 value (atoms, integers).
    var longs: [Int] {
        guard format == 32 else { return [] }
        return bytes.withUnsafeBytes { raw in
            (0 ..< raw.count / MemoryLayout<Int>.size).map { raw.loadUnaligned(fromByteOffset: $0 * MemoryLayout<Int>.size, as: Int.self) }
        }
    }
}

extension X11Clipboard {
    /// What the clipboard holds (clipboard thread): what the app serves while it owns the
    /// selection, else what the owner converts to text, PNG and URL list (fetched again
    /// only after XFixes reported a new owner).
    func currentContents() -> SystemClipboardContents {
        if let served { return served }
        guard XGetSelectionOwner(display, atoms.clipboard) != 0 else { return SystemClipboardContents() }
        if fixesEventBase != nil, let fetched, fetched.generation == foreignGeneration { return fetched.contents }
        let generation = foreignGeneration
        let contents = fetchFromOwner()
        // Kept only when no new owner came while reading (else read again next time).
        if generation == foreignGeneration { fetched = (generation, contents) }
        return contents
    }

    /// Asks the owner for its targets, then for the text, image and URL list among them.
    private func fetchFromOwner() -> SystemClipboardContents {
        var contents = SystemClipboardContents()
        let offered = convert(to: atoms.targets).map { $0.longs.map { Atom(UInt(bitPattern: $0)) } } ?? []
        if offered.isEmpty {
            // An owner without TARGETS (old programs): ask for text directly.
            contents.text = convert(to: atoms.utf8String)?.bytes ?? convert(to: X11ClipboardAtoms.string).map { Self.utf8(fromLatin1: $0.bytes) }
            return contents
        }
        if let target = [atoms.utf8String, atoms.textPlainUTF8].first(where: offered.contains) {
            contents.text = convert(to: target)?.bytes
        } else if offered.contains(X11ClipboardAtoms.string) {
            contents.text = convert(to: X11ClipboardAtoms.string).map { Self.utf8(fromLatin1: $0.bytes) }
        } else if offered.contains(atoms.textPlain) {
            contents.text = convert(to: atoms.textPlain)?.bytes
        }
        if offered.contains(atoms.png) { contents.png = convert(to: atoms.png).map { Data($0.bytes) } }
        if offered.contains(atoms.uriList) { contents.uriList = convert(to: atoms.uriList)?.bytes }
        return contents
    }

    /// Latin-1 (ICCCM's STRING) as UTF-8.
    static func utf8(fromLatin1 bytes: [UInt8]) -> [UInt8] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return Array(String(view).utf8)
    }

    /// The selection converted to `target` by its owner (INCR transfers included); nil
    /// when the owner refuses, does not answer in time, or sends too much (logged).
    func convert(to target: Atom) -> X11PropertyValue? {
        let own = window, clipboard = atoms.clipboard, property = atoms.transfer
        XDeleteProperty(display, own, property)
        XConvertSelection(display, clipboard, target, property, own, 0)
        XFlush(display)
        guard let notice = waitForEvent(seconds: Self.stepTimeout, {
            $0.type == X11Event.selectionNotify && $0.xselection.requestor == own && $0.xselection.selection == clipboard
        }) else {
            clipboardLog("UIPasteboard: the clipboard's owner did not answer a request for \(atomName(target)) within \(Int(Self.stepTimeout)) s")
            return nil
        }
        guard notice.xselection.property != 0, let first = takeProperty() else { return nil }
        guard first.type == atoms.incr else { return first }
        return receiveIncrementally(target)
    }

    /// The rest of an INCR transfer (the INCR property is already deleted, which asked
    /// the owner for the first chunk): chunks until an empty one.
    private func receiveIncrementally(_ target: Atom) -> X11PropertyValue? {
        let own = window, property = atoms.transfer
        var bytes: [UInt8] = []
        var type: Atom = 0
        while true {
            guard waitForEvent(seconds: Self.stepTimeout, {
                $0.type == X11Event.propertyNotify && $0.xproperty.window == own && $0.xproperty.atom == property
                    && $0.xproperty.state == X11Event.propertyNewValue
            }) != nil else {
                clipboardLog("UIPasteboard: the clipboard's owner stopped sending \(atomName(target)) after \(bytes.count) bytes; not pasted")
                return nil
            }
            // A notice of a property already taken (the INCR one) reads as nothing: wait on.
            guard let chunk = takeProperty() else { continue }
            type = chunk.type
            if chunk.bytes.isEmpty { break }
            bytes += chunk.bytes
            if bytes.count > Self.maximumTransferBytes {
                clipboardLog("UIPasteboard: the clipboard's \(atomName(target)) is larger than \(Self.maximumTransferBytes) bytes; not pasted")
                return nil
            }
        }
        noteIncrementalTransfer(sent: false)
        return X11PropertyValue(type: type, format: 8, bytes: bytes)
    }

    /// Reads and deletes the transfer property of the hidden window; nil when it does not
    /// exist or is larger than `maximumTransferBytes` (logged).
    private func takeProperty() -> X11PropertyValue? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, atoms.transfer, 0, Self.maximumTransferBytes / 4 + 1, 1, 0,
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == 0, type != 0 else { return nil }
        guard after == 0 else {
            clipboardLog("UIPasteboard: a clipboard value is larger than \(Self.maximumTransferBytes) bytes; not pasted")
            return nil
        }
        let unit = format == 32 ? MemoryLayout<Int>.size : format == 16 ? MemoryLayout<Int16>.size : 1
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * unit)) } ?? []
        return X11PropertyValue(type: type, format: format, bytes: bytes)
    }

    /// An atom's name, for log lines.
    func atomName(_ atom: Atom) -> String {
        guard let name = XGetAtomName(display, atom) else { return "atom \(atom)" }
        defer { XFree(name) }
        return String(cString: name)
    }
}
