import CDBus
import CoreGraphics
import Foundation

extension DesktopColorScheme {
    /// The settings portal's object path, interface and well-known name.
    static let portalPath = "/org/freedesktop/portal/desktop"
    static let portalInterface = "org.freedesktop.portal.Settings"
    static let portalName = "org.freedesktop.portal.Desktop"

    /// The scheme announced by a settings portal `SettingChanged` signal (`s namespace,
    /// s key, v value`) for `org.freedesktop.appearance` `color-scheme`; nil for any other
    /// message, key or a value that is no unsigned number.
    package init?(settingChanged message: DBusMessageData) {
        guard message.type == DBUS_MESSAGE_TYPE_SIGNAL, message.interface == Self.portalInterface,
              message.member == "SettingChanged", message.arguments.count == 3,
              message.arguments[0].stringValue == "org.freedesktop.appearance",
              message.arguments[1].stringValue == "color-scheme" else { return nil }
        self.init(reply: [message.arguments[2]])
    }
}

/// Follows the desktop's light/dark preference while the app runs: listens on the session
/// bus for the settings portal's `SettingChanged` signal of `color-scheme` and reports each
/// new scheme on the main queue. The connection is opened on a background thread and then
/// driven by the main queue, as the accessibility bridge's; no session bus, or a bus that
/// refuses the subscription, is logged once and leaves the scheme as read at launch.
@MainActor
public final class DesktopColorSchemeWatcher {
    /// The watcher of the app's session bus.
    public static let shared = DesktopColorSchemeWatcher()

    /// Receives each scheme the portal announces (on the main queue).
    public var onChange: ((DesktopColorScheme) -> Void)?
    /// Whether the watcher is subscribed and receiving signals.
    public private(set) var isListening = false
    /// Why the last start did not subscribe (logged once), nil while it is pending or listening.
    package private(set) var failure: String?

    private var connection: DBusConnection?
    /// Incremented by `start` and `stop`, so a connection opened for an earlier start is dropped.
    private var generation = 0

    package init() {}

    /// Starts listening on the session bus (at `busAddress` when given); returns at once.
    public func start(busAddress: String? = nil) {
        guard connection == nil else { return }
        generation += 1
        failure = nil
        let current = generation
        guard let address = busAddress ?? ATSPIBridge.sessionBusAddress(ProcessInfo.processInfo.environment) else {
            failure = "no session D-Bus"
            DiagnosticLog.write("UIKit", "appearance: no session D-Bus; the desktop color scheme is not followed while running")
            return
        }
        DispatchQueue.global().async {
            let result = DesktopColorSchemeWatcher.openSubscribed(address: address)
            let box = UncheckedConnection(result: result)
            DispatchQueue.main.async { MainActor.assumeIsolated { DesktopColorSchemeWatcher.adopt(box.result, into: self, generation: current) } }
        }
    }

    /// Stops listening and closes the connection.
    public func stop() {
        generation += 1
        connection?.close()
        connection = nil
        isListening = false
    }

    /// Opens a connection to `address` and subscribes to the portal's color-scheme changes
    /// (blocking: a background thread runs it).
    nonisolated static func openSubscribed(address: String) -> Result<OpaquePointer, DBusFailure> {
        dbus_threads_init_default()
        let connection: OpaquePointer
        switch DBusConnection.openBlocking(address: address) {
        case .success(let opened): connection = opened
        case .failure(let failure): return .failure(failure)
        }
        let rule = "type='signal',sender='\(DesktopColorScheme.portalName)',interface='\(DesktopColorScheme.portalInterface)',"
            + "member='SettingChanged',path='\(DesktopColorScheme.portalPath)',arg0='org.freedesktop.appearance'"
        var error = DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(connection, rule, &error)
        if dbus_error_is_set(&error) != 0 {
            let failure = DBusFailure(&error, context: "cannot subscribe to the settings portal's SettingChanged")
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return .failure(failure)
        }
        return .success(connection)
    }

    private static func adopt(_ result: Result<OpaquePointer, DBusFailure>, into watcher: DesktopColorSchemeWatcher, generation: Int) {
        switch result {
        case .failure(let failure):
            guard generation == watcher.generation else { return }
            watcher.failure = failure.description
            DiagnosticLog.write("UIKit", "appearance: \(failure); the desktop color scheme is not followed while running")
        case .success(let raw):
            guard generation == watcher.generation, watcher.connection == nil else {
                dbus_connection_close(raw)
                dbus_connection_unref(raw)
                return
            }
            let connection = DBusConnection(adopting: raw)
            connection.handler = { [weak watcher] message, _ in
                guard let scheme = DesktopColorScheme(settingChanged: message) else { return false }
                watcher?.onChange?(scheme)
                return true
            }
            watcher.connection = connection
            watcher.isListening = true
        }
    }
}
