import CoreGraphics
import CSDL2
import Foundation
import UIKit

/// The desktop clipboard under X11: the CLIPBOARD selection, for text, PNG images and URL
/// lists, on a display connection of its own served by a thread of its own.
///
/// SDL 2's clipboard carries text only, so the app owns and reads the selection itself
/// (ICCCM): copying makes a hidden window of this connection the selection owner, which
/// answers other programs' requests for `TARGETS`, `TIMESTAMP`, `UTF8_STRING`/`text/plain`/
/// `STRING`, `image/png` and `text/uri-list`, large values through the INCR protocol;
/// reading asks the owner for `TARGETS`, then for the text, image and URL list it offers
/// (INCR too). XFixes reports each new owner, which makes the general pasteboard adopt
/// the new contents (`changeCount`, `changedNotification`) without being read, and lets
/// reads reuse what was fetched until the owner changes.
///
/// Every Xlib call on this connection happens on its thread, which sleeps in `poll` on the
/// connection and a wake pipe: requests are served whatever the main thread does (idle,
/// or blocked in a test waiting for `xclip`). The app's reads and writes are jobs run on
/// that thread, waited for with a timeout.
final class X11Clipboard: SystemClipboard, @unchecked Sendable {
    /// The longest a read or write waits for the clipboard's thread (seconds).
    static let jobTimeout: Double = 60
    /// The longest one step of a transfer with another program waits (seconds): a reply to
    /// a conversion, or the next chunk of an incremental transfer.
    static let stepTimeout: Double = 5
    /// The most bytes read from another program for one type (larger values are refused).
    static let maximumTransferBytes = max(UIPasteboard.maximumSystemImageBytes, UIPasteboard.maximumSystemTextBytes) + 1

    let carriesImages = true
    /// Reachable from every thread (reads and writes are jobs on the clipboard's thread).
    var isReachable: Bool { true }

    // MARK: Shared between threads (under `lock`)

    private let lock = NSLock()
    private var jobs: [() -> Void] = []
    private var stopping = false
    private var statistics = X11ClipboardStatistics()

    // MARK: The clipboard's thread only

    /// The connection, its hidden window and descriptor.
    let display: OpaquePointer
    let window: Window
    let connectionDescriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)
    /// The atoms this clipboard uses.
    let atoms: X11ClipboardAtoms
    /// The first event number of XFixes (nil: the server has no XFixes).
    let fixesEventBase: Int32?
    /// The largest property written in one piece (larger values go by INCR), in bytes.
    let incrementalThreshold: Int
    /// What the app serves while it owns the selection (nil: another program owns it).
    var served: SystemClipboardContents?
    /// The server time at which the app took the selection.
    var ownershipTime: Time = 0
    /// Incremented each time another program takes the selection (XFixes).
    var foreignGeneration = 0
    /// The contents last fetched from another program, and the generation they belong to.
    var fetched: (generation: Int, contents: SystemClipboardContents)?
    /// Values being sent to other programs through INCR.
    var outgoingTransfers: [X11OutgoingTransfer] = []
    /// Whether the connection broke (the server went away): no more Xlib calls.
    var broken = false

    /// Where the general pasteboard hears that another program took the clipboard.
    private let changeQueue: DispatchQueue

    /// Opens a connection to `displayName` (nil: `DISPLAY`) and starts serving; nil (logged)
    /// when no X server answers. Changes by other programs reach the general pasteboard on
    /// `changeQueue` (the main queue, where UIKit posts `changedNotification`).
    init?(displayName: String? = nil, changeQueue: DispatchQueue = .main) {
        self.changeQueue = changeQueue
        X11ClipboardErrors.install()
        guard let display = displayName.map({ XOpenDisplay($0) }) ?? XOpenDisplay(nil) else {
            clipboardLog("UIPasteboard: no X display \(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "(DISPLAY unset)") for the clipboard")
            return nil
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            XCloseDisplay(display)
            clipboardLog("UIPasteboard: the X clipboard could not make its wake pipe (errno \(errno))")
            return nil
        }
        _ = fcntl(pipeEnds[0], F_SETFL, fcntl(pipeEnds[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(pipeEnds[1], F_SETFL, fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK)
        (wakeRead, wakeWrite) = (pipeEnds[0], pipeEnds[1])
        self.display = display
        X11ClipboardErrors.watch(display)
        // A lost server connection must not exit the process (Xlib's default): the
        // clipboard stops instead (`connectionBroke`), and the app goes on.
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
        connectionDescriptor = XConnectionNumber(display)
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSelectInput(display, window, X11Event.propertyChangeMask)
        atoms = X11ClipboardAtoms(display)
        // A property write of up to the core maximum request (less its header) goes in one
        // piece, as other toolkits do; larger values use INCR.
        incrementalThreshold = max(4_096, Int(XMaxRequestSize(display)) * 4 - 256)
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        if XFixesQueryExtension(display, &eventBase, &errorBase) != 0 {
            fixesEventBase = eventBase
            // XFixesSetSelectionOwnerNotifyMask | …WindowDestroyNotifyMask | …ClientCloseNotifyMask
            XFixesSelectSelectionInput(display, window, atoms.clipboard, 1 | 2 | 4)
        } else {
            fixesEventBase = nil
            clipboardLog("UIPasteboard: the X server has no XFixes; the clipboard is read again at each use")
        }
        XFlush(display)
        let thread = Thread { [self] in serve() }
        thread.name = "OpenUIKit X11 clipboard"
        self.thread = thread
        thread.start()
    }

    /// Stops serving and closes the connection. What the app owns is first handed to the
    /// desktop's clipboard manager when one runs (so it can still be pasted after the app
    /// quits); without one it leaves the clipboard.
    func close() {
        _ = perform { $0.handOffToClipboardManager() }
        let alreadyStopping = lock.withLock { () -> Bool in
            defer { stopping = true }
            return stopping
        }
        guard !alreadyStopping else { return }
        wake()
        if finished.wait(timeout: .now() + Self.jobTimeout) == .timedOut {
            clipboardLog("UIPasteboard: the X clipboard's thread did not stop")
        }
    }

    /// Counts of this clipboard's INCR transfers (tests read them).
    var transferStatistics: X11ClipboardStatistics { lock.withLock { statistics } }

    func noteIncrementalTransfer(sent: Bool) {
        lock.withLock { if sent { statistics.incrementalSent += 1 } else { statistics.incrementalReceived += 1 } }
    }

    // MARK: SystemClipboard

    func readText() -> [UInt8]? { readContents().text }

    func writeText(_ text: String) -> Bool { writeContents(SystemClipboardContents(text: Array(text.utf8))) }

    func readContents() -> SystemClipboardContents {
        perform { $0.currentContents() } ?? SystemClipboardContents()
    }

    func writeContents(_ contents: SystemClipboardContents) -> Bool {
        perform { $0.own(contents) } ?? false
    }

    // MARK: The thread

    /// Runs `body` on the clipboard's thread and returns its result; nil (logged) when the
    /// thread has stopped or does not answer within `jobTimeout`.
    func perform<T>(_ body: @escaping (X11Clipboard) -> T) -> T? {
        if Thread.current === thread { return broken ? nil : body(self) }
        let result = X11JobResult<T>()
        let accepted = lock.withLock { () -> Bool in
            guard !stopping else { return false }
            jobs.append { [self] in result.value = broken ? nil : body(self); result.done.signal() }
            return true
        }
        guard accepted else { return nil }
        wake()
        guard result.done.wait(timeout: .now() + Self.jobTimeout) == .success else {
            clipboardLog("UIPasteboard: the X clipboard did not answer within \(Int(Self.jobTimeout)) s")
            return nil
        }
        return result.value
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// The thread's loop: jobs, then every queued event, then sleep until the connection
    /// or the wake pipe is readable (or, while INCR transfers run, a second passes).
    private func serve() {
        var descriptors = [pollfd(fd: connectionDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while true {
            let (batch, stop) = lock.withLock { () -> ([() -> Void], Bool) in
                defer { jobs = [] }
                return (jobs, stopping)
            }
            for job in batch { job() }
            if stop || broken { break }
            dispatchQueuedEvents()
            expireOutgoingTransfers()
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            _ = poll(&descriptors, 2, outgoingTransfers.isEmpty ? -1 : 1_000)
            if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { connectionBroke() }
            if descriptors[1].revents != 0 {
                var sink = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &sink, sink.count) > 0 {}
            }
        }
        // Later jobs are refused; those queued since the last batch get their (nil) answer.
        let left = lock.withLock { () -> [() -> Void] in
            stopping = true
            defer { jobs = [] }
            return jobs
        }
        broken = true
        for job in left { job() }
        if !brokenByServer {
            X11ClipboardErrors.unwatch(display)
            XDestroyWindow(display, window)
            XCloseDisplay(display)
        }
        closeDescriptor(wakeRead)
        closeDescriptor(wakeWrite)
        finished.signal()
    }

    /// Whether the server went away (the connection must not be touched any more).
    private var brokenByServer = false

    func connectionBroke() {
        guard !broken else { return }
        broken = true
        brokenByServer = true
        clipboardLog("UIPasteboard: the X server closed the clipboard's connection; the clipboard stops")
    }

    /// Handles every event Xlib has or can read without blocking.
    func dispatchQueuedEvents() {
        while !broken, XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            dispatch(&event)
        }
    }

    /// Processes events until `match` accepts one (returned); nil when `seconds` pass first
    /// or the connection breaks. Other events are handled as usual meanwhile.
    func waitForEvent(seconds: Double, _ match: (inout XEvent) -> Bool) -> XEvent? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while !broken {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if match(&event) { return event }
                dispatch(&event)
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return nil }
            var descriptor = pollfd(fd: connectionDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(1_000, (deadline - now) / 1_000_000 + 1)))
            if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { connectionBroke() }
        }
        return nil
    }

    /// One event: a request for what the app owns, the loss of the selection, a step of an
    /// outgoing INCR transfer, or another program taking the selection.
    private func dispatch(_ event: inout XEvent) {
        switch event.type {
        case X11Event.selectionRequest:
            answer(event.xselectionrequest)
        case X11Event.selectionClear:
            if event.xselectionclear.window == window, event.xselectionclear.selection == atoms.clipboard { served = nil }
        case X11Event.propertyNotify:
            continueOutgoingTransfer(event.xproperty)
        case let type where fixesEventBase.map({ type == $0 }) == true:
            let (selection, owner) = withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { ($0.pointee.selection, $0.pointee.owner) }
            }
            guard selection == atoms.clipboard, owner != window else { return }
            foreignGeneration += 1
            fetched = nil
            announceForeignChange()
        default:
            break
        }
    }

    /// Tells the general pasteboard (on `changeQueue`) that another program took the
    /// clipboard, when this clipboard is the one behind it: it adopts the new contents,
    /// counting and notifying the change, without waiting to be read.
    private func announceForeignChange() {
        changeQueue.async { [self] in
            guard UIPasteboard.systemClipboard === self else { return }
            UIPasteboard.general.syncFromSystem()
        }
    }
}

/// `close(2)` (inside the class, `close` is `X11Clipboard.close()`).
private func closeDescriptor(_ descriptor: Int32) { _ = Glibc.close(descriptor) }

/// A job's result, filled on the clipboard's thread.
final class X11JobResult<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}

/// How many INCR transfers a clipboard completed each way.
struct X11ClipboardStatistics: Equatable {
    var incrementalSent = 0
    var incrementalReceived = 0
}

/// The atoms the clipboard speaks.
struct X11ClipboardAtoms {
    let clipboard, targets, timestamp, multiple, incr, utf8String, textPlainUTF8, textPlain, png, uriList: Atom
    /// The property replies arrive in, and the one used to learn the server time.
    let transfer, timestampProbe: Atom
    static let string: Atom = 31      // XA_STRING
    static let atom: Atom = 4         // XA_ATOM
    static let integer: Atom = 19     // XA_INTEGER

    init(_ display: OpaquePointer) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboard = atom("CLIPBOARD"); targets = atom("TARGETS"); timestamp = atom("TIMESTAMP")
        multiple = atom("MULTIPLE"); incr = atom("INCR"); utf8String = atom("UTF8_STRING")
        textPlainUTF8 = atom("text/plain;charset=utf-8"); textPlain = atom("text/plain")
        png = atom("image/png"); uriList = atom("text/uri-list")
        transfer = atom("OPENUIKIT_CLIPBOARD"); timestampProbe = atom("OPENUIKIT_TIMESTAMP")
    }
}

/// Xlib's event numbers and masks (macros Swift does not import everywhere).
enum X11Event {
    static let propertyNotify: Int32 = 28
    static let selectionClear: Int32 = 29
    static let selectionRequest: Int32 = 30
    static let selectionNotify: Int32 = 31
    static let propertyChangeMask = 1 << 22
    static let propertyNewValue: Int32 = 0
    static let propertyDelete: Int32 = 1
    static let propModeReplace: Int32 = 0
    static let propModeAppend: Int32 = 2
}

/// Xlib reports protocol errors through one process-wide handler whose default exits the
/// process. The clipboard's errors (a requestor window that vanished mid-transfer) are
/// logged and ignored; other connections' errors go to the handler installed before
/// (SDL's, or Xlib's).
enum X11ClipboardErrors {
    nonisolated(unsafe) private static var previous: XErrorHandler?
    nonisolated(unsafe) private static var displays: Set<OpaquePointer> = []
    private static let lock = NSLock()
    private static let installOnce: Void = {
        previous = XSetErrorHandler { display, error in
            let ours = X11ClipboardErrors.lock.withLock { display.map { X11ClipboardErrors.displays.contains($0) } ?? false }
            if ours || X11ClipboardErrors.previous == nil {
                if let error {
                    clipboardLog("UIPasteboard: X error \(error.pointee.error_code) (request \(error.pointee.request_code)) on the clipboard's connection; ignored")
                }
                return 0
            }
            return X11ClipboardErrors.previous?(display, error) ?? 0
        }
        // Xlib reaches a connection's exit handler only when the I/O error handler returns,
        // and its default one exits the process: the clipboard's connections return here
        // (their exit handler then stops the clipboard); others keep the previous handler.
        previousIO = XSetIOErrorHandler { display in
            let ours = X11ClipboardErrors.lock.withLock { display.map { X11ClipboardErrors.displays.contains($0) } ?? false }
            if ours { return 0 }
            if let previous = X11ClipboardErrors.previousIO { return previous(display) }
            exit(1)
        }
    }()
    nonisolated(unsafe) private static var previousIO: XIOErrorHandler?

    static func install() { _ = installOnce }
    static func watch(_ display: OpaquePointer) { _ = lock.withLock { displays.insert(display) } }
    static func unwatch(_ display: OpaquePointer) { _ = lock.withLock { displays.remove(display) } }
}

/// A clipboard log line (rate-limited; from any thread).
func clipboardLog(_ message: String) { DiagnosticLog.write("UIKit", message) }
