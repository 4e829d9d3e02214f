import CSDL2
import Foundation

/// An X server of the tests' own (Xvfb, from the Makefile's xvfb package), started once for
/// the process and stopped after it exits; nil where none can start (the tests needing it
/// are then skipped).
final class PrivateXServer: @unchecked Sendable {
    /// The server, started at first use.
    static let shared: PrivateXServer? = PrivateXServer()

    /// Its display name (`:N`).
    let displayName: String
    private let process: Process
    /// A connection held for the process's life.
    private let holder: OpaquePointer

    /// Kills the server at once (SIGKILL), as a crash of the X server would end it.
    func kill() {
        let shell = process.processIdentifier
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ").compactMap({ pid_t($0) }) { Glibc.kill(child, SIGKILL) }
        Glibc.kill(shell, SIGKILL)
    }

    /// Starts another server (`shared` is the one most tests use).
    init?() {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // -displayfd: Xvfb picks a free display number and writes it once it accepts
        // clients. The shell around it stops it when this process ends, however it ends.
        let xvfb = "/usr/bin/Xvfb -displayfd 1 -screen 0 320x240x24 -nolisten tcp"
        // (SIGKILL: children of the test runner inherit SIGTERM ignored.)
        process.arguments = ["-c", "\(xvfb) & x=$!; while kill -0 \(getpid()) 2>/dev/null && kill -0 $x 2>/dev/null; do sleep 1; done; kill -KILL $x 2>/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        watchdog.cancel()
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), process.isRunning,
              let holder = XOpenDisplay(":\(number)") else {
            if process.isRunning { process.terminate() }
            return nil
        }
        self.process = process
        self.holder = holder
        displayName = ":\(number)"
    }
}

/// A command-line X client (xclip) run against the private server.
enum XClient {
    /// Whether xclip is installed (the Makefile's xclip package).
    static var hasXclip: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") }

    /// Whether `/usr/bin/python3` has Xlib (the Makefile's python3-xlib package).
    static var hasPythonXlib: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import Xlib"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        while process.isRunning { usleep(1_000) }
        return process.terminationStatus == 0
    }

    /// Runs `/usr/bin/xclip arguments` to its end and returns its standard output (nil when
    /// it fails; stopped after 60 s).
    static func xclipOutput(_ arguments: [String], on server: PrivateXServer) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-display", server.displayName, "-selection", "clipboard"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        // The output ended: the process is exiting; wait for its status without
        // `waitUntilExit` (which can hang under the test runner).
        while process.isRunning { usleep(1_000) }
        watchdog.cancel()
        return process.terminationStatus == 0 ? data : nil
    }

    /// Starts xclip owning the clipboard with `data` as `target` (in the foreground, so
    /// the process is the owner until `stop()`).
    static func xclipOffering(_ data: Data, as target: String, on server: PrivateXServer) throws -> XclipOwner {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-xclip-\(UUID().uuidString)")
        try data.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-display", server.displayName, "-selection", "clipboard", "-quiet", "-t", target, "-i", file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return XclipOwner(process: process, file: file)
    }
}

/// An xclip process owning the clipboard, and the file it read.
struct XclipOwner {
    let process: Process
    let file: URL

    /// Stops xclip (SIGKILL: children of the test runner inherit SIGTERM ignored; not
    /// waited for, Foundation reaps it) and removes the file.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: file)
    }
}

/// A clipboard manager (freedesktop's convention) in python3-xlib: owns CLIPBOARD_MANAGER
/// and, asked for SAVE_TARGETS, fetches the clipboard's TARGETS and UTF8_STRING from its
/// owner, prints "SAVED <text>" and answers. Prints "READY" once it owns the selection.
final class FakeClipboardManager {
    private let process: Process
    private let output = Pipe()
    private var buffer = ""

    private static let script = """
    import sys
    from Xlib import X, display
    from Xlib.protocol import event
    d = display.Display(sys.argv[1])
    w = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    atom = lambda name: d.intern_atom(name)
    MANAGER, SAVE, CLIPBOARD = atom("CLIPBOARD_MANAGER"), atom("SAVE_TARGETS"), atom("CLIPBOARD")
    TARGETS, UTF8, PROP = atom("TARGETS"), atom("UTF8_STRING"), atom("FAKE_MANAGER_DATA")
    w.set_selection_owner(MANAGER, X.CurrentTime)
    d.flush()
    print("READY", flush=True)
    def fetch(target):
        w.convert_selection(CLIPBOARD, target, PROP, X.CurrentTime)
        d.flush()
        while True:
            e = d.next_event()
            if e.type == X.SelectionNotify and e.selection == CLIPBOARD:
                if e.property == X.NONE:
                    return None
                value = w.get_full_property(PROP, X.AnyPropertyType)
                w.delete_property(PROP)
                return value.value if value else None
    while True:
        e = d.next_event()
        if e.type == X.SelectionRequest and e.selection == MANAGER and e.target == SAVE:
            targets = fetch(TARGETS)
            text = fetch(UTF8) if targets is not None and UTF8 in list(targets) else None
            print("SAVED %s" % (text.decode() if isinstance(text, bytes) else text), flush=True)
            e.requestor.send_event(event.SelectionNotify(time=e.time, requestor=e.requestor, selection=e.selection,
                                                         target=e.target, property=e.property))
            d.flush()
    """

    init(on server: PrivateXServer) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.script, server.displayName]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// The next line the manager prints (nil when it ends or prints nothing for 60 s).
    func nextLine() -> String? {
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        while !buffer.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer += String(decoding: chunk, as: UTF8.self)
        }
        let line = String(buffer[..<buffer.firstIndex(of: "\n")!])
        buffer = String(buffer[buffer.index(after: buffer.firstIndex(of: "\n")!)...])
        return line
    }

    /// Stops the manager (SIGKILL: children of the test runner inherit SIGTERM ignored).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
