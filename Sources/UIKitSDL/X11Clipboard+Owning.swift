import CoreGraphics
import CSDL2
import Foundation
import UIKit

/// A value being sent to another program through INCR: one chunk each time the
/// requestor deletes the property, then an empty chunk.
struct X11OutgoingTransfer {
    let requestor: Window
    let property: Atom
    let type: Atom
    let data: Data
    var offset = 0
    /// When the requestor last took a chunk (uptime nanoseconds).
    var lastProgress: UInt64
}

extension X11Clipboard {
    /// How long an INCR transfer waits for the requestor to take the next chunk (seconds).
    static let outgoingTransferTimeout: Double = 30

    /// Makes the app the selection owner serving `contents` (clipboard thread).
    func own(_ contents: SystemClipboardContents) -> Bool {
        let time = serverTime()
        XSetSelectionOwner(display, atoms.clipboard, window, time)
        guard XGetSelectionOwner(display, atoms.clipboard) == window else {
            clipboardLog("UIPasteboard: the X server did not give the app the clipboard")
            return false
        }
        served = contents
        ownershipTime = time
        fetched = nil
        return true
    }

    /// The server's current time, from a property change on the hidden window (ICCCM asks
    /// owners not to use CurrentTime); CurrentTime when no answer comes.
    private func serverTime() -> Time {
        var nothing: UInt8 = 0
        XChangeProperty(display, window, atoms.timestampProbe, X11ClipboardAtoms.integer, 8, X11Event.propModeAppend, &nothing, 0)
        XFlush(display)
        let probe = atoms.timestampProbe, own = window
        let event = waitForEvent(seconds: Self.stepTimeout) {
            $0.type == X11Event.propertyNotify && $0.xproperty.window == own && $0.xproperty.atom == probe
        }
        return event?.xproperty.time ?? 0
    }

    /// Answers a request for the selection: the value converted to the target on the
    /// requestor's property, or a refusal (property None).
    func answer(_ request: XSelectionRequestEvent) {
        let property = request.property == 0 ? request.target : request.property
        var delivered = false
        if request.selection == atoms.clipboard, request.owner == window, let served {
            delivered = put(request.target, of: served, on: request.requestor, property)
        }
        var reply = XEvent()
        reply.xselection = XSelectionEvent(type: X11Event.selectionNotify, serial: 0, send_event: 1, display: display,
                                           requestor: request.requestor, selection: request.selection,
                                           target: request.target, property: delivered ? property : 0, time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    /// The targets `contents` can be converted to.
    func targets(of contents: SystemClipboardContents) -> [Atom] {
        var list = [atoms.targets, atoms.timestamp]
        if contents.text != nil { list += [atoms.utf8String, atoms.textPlainUTF8, atoms.textPlain, X11ClipboardAtoms.string] }
        if contents.png != nil { list.append(atoms.png) }
        if contents.uriList != nil { list.append(atoms.uriList) }
        return list
    }

    /// Writes `contents` converted to `target` on `requestor`'s `property`; false when it
    /// has no such representation.
    private func put(_ target: Atom, of contents: SystemClipboardContents, on requestor: Window, _ property: Atom) -> Bool {
        switch target {
        case atoms.targets:
            putLongs(targets(of: contents).map { Int($0) }, type: X11ClipboardAtoms.atom, on: requestor, property)
        case atoms.timestamp:
            putLongs([Int(ownershipTime)], type: X11ClipboardAtoms.integer, on: requestor, property)
        case atoms.utf8String, atoms.textPlainUTF8, atoms.textPlain:
            guard let text = contents.text else { return false }
            putBytes(Data(text), type: target, on: requestor, property)
        case X11ClipboardAtoms.string:
            // ICCCM's STRING is Latin-1: characters beyond it become "?".
            guard let text = contents.text else { return false }
            let latin1 = String(decoding: text, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
            putBytes(Data(latin1), type: target, on: requestor, property)
        case atoms.png:
            guard let png = contents.png else { return false }
            putBytes(png, type: target, on: requestor, property)
        case atoms.uriList:
            guard let list = contents.uriList else { return false }
            putBytes(Data(list), type: target, on: requestor, property)
        default:
            return false
        }
        return true
    }

    private func putLongs(_ values: [Int], type: Atom, on requestor: Window, _ property: Atom) {
        // Format 32 properties are passed to Xlib as C longs.
        _ = values.withUnsafeBytes { raw in
            XChangeProperty(display, requestor, property, type, 32, X11Event.propModeReplace,
                            raw.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }

    private func putChunk(_ data: Data, type: Atom, on requestor: Window, _ property: Atom) {
        var empty: UInt8 = 0
        if data.isEmpty {
            XChangeProperty(display, requestor, property, type, 8, X11Event.propModeReplace, &empty, 0)
            return
        }
        _ = data.withUnsafeBytes { raw in
            XChangeProperty(display, requestor, property, type, 8, X11Event.propModeReplace,
                            raw.bindMemory(to: UInt8.self).baseAddress, Int32(data.count))
        }
    }

    /// Writes `data` in one piece, or starts an INCR transfer when it is larger than a request.
    private func putBytes(_ data: Data, type: Atom, on requestor: Window, _ property: Atom) {
        guard data.count > incrementalThreshold else {
            putChunk(data, type: type, on: requestor, property)
            return
        }
        // Replaces any transfer still running to the same property.
        outgoingTransfers.removeAll { $0.requestor == requestor && $0.property == property }
        XSelectInput(display, requestor, X11Event.propertyChangeMask)
        putLongs([data.count], type: atoms.incr, on: requestor, property)
        outgoingTransfers.append(X11OutgoingTransfer(requestor: requestor, property: property, type: type, data: data,
                                                     lastProgress: DispatchTime.now().uptimeNanoseconds))
    }

    /// Sends the next chunk when a requestor deleted the property of an INCR transfer.
    func continueOutgoingTransfer(_ event: XPropertyEvent) {
        guard event.state == X11Event.propertyDelete,
              let index = outgoingTransfers.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom }) else { return }
        var transfer = outgoingTransfers[index]
        let end = min(transfer.offset + incrementalThreshold, transfer.data.count)
        let chunk = transfer.data.subdata(in: transfer.data.startIndex + transfer.offset ..< transfer.data.startIndex + end)
        putChunk(chunk, type: transfer.type, on: transfer.requestor, transfer.property)
        if chunk.isEmpty {
            outgoingTransfers.remove(at: index)
            finishWatching(transfer.requestor)
            noteIncrementalTransfer(sent: true)
        } else {
            transfer.offset = end
            transfer.lastProgress = DispatchTime.now().uptimeNanoseconds
            outgoingTransfers[index] = transfer
        }
        XFlush(display)
    }

    /// Drops INCR transfers whose requestor stopped taking chunks (it quit or crashed).
    func expireOutgoingTransfers() {
        let now = DispatchTime.now().uptimeNanoseconds, limit = UInt64(Self.outgoingTransferTimeout * 1e9)
        let expired = outgoingTransfers.filter { now - $0.lastProgress > limit }
        guard !expired.isEmpty else { return }
        outgoingTransfers.removeAll { now - $0.lastProgress > limit }
        for transfer in expired {
            clipboardLog("UIPasteboard: a program stopped reading the clipboard after \(transfer.offset) of \(transfer.data.count) bytes; transfer dropped")
            finishWatching(transfer.requestor)
        }
        XFlush(display)
    }

    /// Stops watching a requestor's properties once no transfer to it runs.
    private func finishWatching(_ requestor: Window) {
        guard !outgoingTransfers.contains(where: { $0.requestor == requestor }) else { return }
        XSelectInput(display, requestor, 0)
    }

    /// Asks the clipboard manager (the owner of CLIPBOARD_MANAGER, freedesktop's clipboard
    /// manager convention) to save what the app serves: it converts SAVE_TARGETS, the
    /// manager fetches every target from the app (served meanwhile) and answers. Waits up
    /// to `outgoingTransferTimeout`; returns whether the manager saved the contents.
    @discardableResult
    func handOffToClipboardManager() -> Bool {
        guard served != nil else { return false }
        let manager = XInternAtom(display, "CLIPBOARD_MANAGER", 0), save = XInternAtom(display, "SAVE_TARGETS", 0)
        guard XGetSelectionOwner(display, manager) != 0 else { return false }
        let own = window
        XConvertSelection(display, manager, save, atoms.transfer, own, ownershipTime)
        XFlush(display)
        guard let notice = waitForEvent(seconds: Self.outgoingTransferTimeout, {
            $0.type == X11Event.selectionNotify && $0.xselection.requestor == own && $0.xselection.selection == manager
        }) else {
            clipboardLog("UIPasteboard: the clipboard manager did not save the clipboard within \(Int(Self.outgoingTransferTimeout)) s")
            return false
        }
        XDeleteProperty(display, own, atoms.transfer)
        return notice.xselection.property != 0
    }
}
