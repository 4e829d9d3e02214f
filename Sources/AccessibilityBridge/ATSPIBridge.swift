import CDBus
import Foundation
import UIKit

/// Exposes the app's accessibility tree to Linux assistive technologies (Orca, Accerciser,
/// pyatspi) over AT-SPI2 on D-Bus.
///
/// `start()` asks the session bus for the accessibility bus (`org.a11y.Bus.GetAddress`),
/// connects to it off the main thread, then drives the connection from the main queue (the
/// app's run loop) and registers the application with the registry
/// (`org.a11y.atspi.Socket.Embed`). Objects live under `/org/a11y/atspi/accessible/`
/// (`root` is the application, then a number per window, view or element) and implement
/// Accessible, Application, Component, Action, Value and Text as their kind allows.
/// `UIAccessibility.post(notification:argument:)` becomes AT-SPI events.
///
/// Without a session bus or accessibility bus (or with `NO_AT_BRIDGE=1`) the app runs
/// without accessibility and says so once.
@MainActor
public final class ATSPIBridge {
    /// The bridge of the process.
    public static let shared = ATSPIBridge()

    package let tree = AccessibilityTree()
    package private(set) var connection: DBusConnection?
    /// The registry's desktop object, the application's parent (from `Embed`).
    package private(set) var desktop: (name: String, path: String)?
    /// Whether `start()` was called.
    private var started = false
    /// Called once registration finished (true) or failed (false).
    package var onRegistration: ((Bool) -> Void)?
    /// The application's id, set by the registry through `Application.Id`.
    package var applicationID: Int32 = 0

    package static let objectPathPrefix = "/org/a11y/atspi/accessible/"
    package static let rootPath = "/org/a11y/atspi/accessible/root"
    package static let nullPath = "/org/a11y/atspi/null"

    /// A window's title for the frame objects' names (the backend sets it).
    public var windowTitle: (UIWindow) -> String {
        get { tree.windowTitle }
        set { tree.windowTitle = newValue }
    }

    /// Maps a window's point rectangle to screen pixels (the backend sets it from the
    /// window's position and scale; identity by default).
    public var screenRect: (UIWindow, CGRect) -> CGRect = { _, rect in rect }

    package init() {}

    /// Connects to the accessibility bus and registers the app (once; returns at once, the
    /// connection is made on a background thread).
    public func start() {
        guard !started else { return }
        started = true
        let environment = ProcessInfo.processInfo.environment
        if environment["NO_AT_BRIDGE"] == "1" {
            UIView.log("accessibility: NO_AT_BRIDGE=1, the AT-SPI bridge is off")
            return
        }
        let direct = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        let session = ATSPIBridge.sessionBusAddress(environment)
        guard direct != nil || session != nil else {
            UIView.log("accessibility: no session D-Bus (DBUS_SESSION_BUS_ADDRESS unset); running without accessibility")
            return
        }
        DispatchQueue.global().async {
            let result = ATSPIBridge.openAccessibilityBus(direct: direct, session: session)
            let box = UncheckedConnection(result: result)
            DispatchQueue.main.async { MainActor.assumeIsolated { ATSPIBridge.shared.adopt(box.result) } }
        }
    }

    /// The session bus address: `DBUS_SESSION_BUS_ADDRESS`, else the systemd user bus socket
    /// when it exists (never X11 autolaunch, which would start a bus of its own).
    nonisolated static func sessionBusAddress(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], FileManager.default.fileExists(atPath: runtime + "/bus") {
            return "unix:path=" + runtime + "/bus"
        }
        return nil
    }

    /// Asks the session bus for the accessibility bus's address and connects to it
    /// (blocking, at most a few seconds: a background thread runs it).
    nonisolated static func openAccessibilityBus(direct: String?, session: String?) -> Result<OpaquePointer, DBusFailure> {
        dbus_threads_init_default()
        if let direct { return DBusConnection.openBlocking(address: direct) }
        guard let session else { return .failure(DBusFailure(name: "NoBus", message: "no session bus", context: "accessibility")) }
        let sessionConnection: OpaquePointer
        switch DBusConnection.openBlocking(address: session) {
        case .success(let c): sessionConnection = c
        case .failure(let failure): return .failure(failure)
        }
        defer {
            dbus_connection_close(sessionConnection)
            dbus_connection_unref(sessionConnection)
        }
        guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else {
            return .failure(DBusFailure(name: "NoMemory", message: "", context: "accessibility"))
        }
        defer { dbus_message_unref(call) }
        var error = DBusError()
        dbus_error_init(&error)
        guard let reply = dbus_connection_send_with_reply_and_block(sessionConnection, call, 5000, &error) else {
            return .failure(DBusFailure(&error, context: "org.a11y.Bus.GetAddress failed (is at-spi2-core installed?)"))
        }
        defer { dbus_message_unref(reply) }
        guard let address = DBusConnection.decode(reply).arguments.first?.stringValue, !address.isEmpty else {
            return .failure(DBusFailure(name: "BadReply", message: "no address", context: "org.a11y.Bus.GetAddress"))
        }
        return DBusConnection.openBlocking(address: address)
    }

    private func adopt(_ result: Result<OpaquePointer, DBusFailure>) {
        switch result {
        case .failure(let failure):
            UIView.log("accessibility: \(failure); running without accessibility")
            onRegistration?(false)
        case .success(let raw):
            let connection = DBusConnection(adopting: raw)
            self.connection = connection
            connection.willDispatch = { [unowned self] in self.tree.invalidate() }
            connection.handler = { [unowned self] message, raw in self.handle(message, raw) }
            UIAccessibility.notificationObservers.append { notification, argument in
                ATSPIBridge.shared.post(notification, argument: argument)
            }
            register()
        }
    }

    /// Embeds the application in the registry's desktop.
    private func register() {
        guard let connection else { return }
        let me = DBusValue.structure([.string(connection.uniqueName), .objectPath(Self.rootPath)])
        connection.call(destination: "org.a11y.atspi.Registry", path: Self.rootPath, interface: ATSPIInterface.socket,
                        member: "Embed", [me]) { [unowned self] reply in
            if reply.type == DBUS_MESSAGE_TYPE_METHOD_RETURN, case .structure(let parts)? = reply.arguments.first, parts.count == 2,
               let name = parts[0].stringValue, let path = parts[1].stringValue {
                self.desktop = (name, path)
                UIAccessibility.assistiveTechnologyConnected = true
                UIView.log("accessibility: registered with the AT-SPI registry as \(connection.uniqueName)")
                self.onRegistration?(true)
            } else {
                UIView.log("accessibility: the AT-SPI registry refused the app (\(reply.errorName ?? "no reply")); running without accessibility")
                self.onRegistration?(false)
            }
        }
    }

    /// Disconnects (the app is terminating).
    public func stop() {
        connection?.close()
        connection = nil
        UIAccessibility.assistiveTechnologyConnected = false
    }

    // MARK: References

    /// The object path of `object`.
    package func path(of object: AnyObject) -> String {
        object === tree.root ? Self.rootPath : Self.objectPathPrefix + String(tree.number(of: object))
    }

    /// The object at `path`, nil for unknown paths and objects gone.
    package func object(atPath path: String) -> AnyObject? {
        guard path.hasPrefix(Self.objectPathPrefix) else { return nil }
        let tail = path.dropFirst(Self.objectPathPrefix.count)
        if tail == "root" { return tree.root }
        guard let n = Int(tail), n > 0 else { return nil }
        return tree.object(numbered: n)
    }

    /// An object reference `(so)`: the bus name and path.
    package func reference(_ object: AnyObject?) -> DBusValue {
        guard let object else { return .structure([.string(""), .objectPath(Self.nullPath)]) }
        return .structure([.string(connection?.uniqueName ?? ""), .objectPath(path(of: object))])
    }

    /// The reference of `object`'s parent (the desktop for the application).
    package func parentReference(_ object: AnyObject) -> DBusValue {
        if object === tree.root {
            guard let desktop else { return reference(nil) }
            return .structure([.string(desktop.name), .objectPath(desktop.path)])
        }
        return reference(tree.parent(of: object))
    }
}

/// Carries the background thread's connection result to the main queue.
struct UncheckedConnection: @unchecked Sendable {
    let result: Result<OpaquePointer, DBusFailure>
}
