import CDBus
import CoreGraphics
import Foundation

/// The desktop's light/dark preference as the freedesktop settings portal reports it
/// (`org.freedesktop.appearance` `color-scheme`: 0 no preference, 1 dark, 2 light).
public enum DesktopColorScheme: String, Sendable {
    case none, dark, light

    /// The scheme of a `color-scheme` value (unknown numbers are no preference).
    package init(portalValue: UInt32) {
        switch portalValue {
        case 1: self = .dark
        case 2: self = .light
        default: self = .none
        }
    }

    /// The scheme in a `ReadOne` reply (`v`) or a `Read` reply (`v` holding a `v`); nil
    /// when the reply holds no unsigned number.
    package init?(reply arguments: [DBusValue]) {
        var value = arguments.first
        while case .variant(let inner)? = value { value = inner }
        guard case .uint32(let number)? = value else { return nil }
        self.init(portalValue: number)
    }

    /// Reads the preference from the settings portal on the session bus (blocking for at
    /// most `timeout` seconds: call it at launch or off the main thread). `.none` without a
    /// session bus, without a portal, or when the portal does not know the key (logged once).
    public static func read(timeout: TimeInterval = 1) -> DesktopColorScheme {
        guard let address = ATSPIBridge.sessionBusAddress(ProcessInfo.processInfo.environment) else { return .none }
        return read(busAddress: address, timeout: timeout)
    }

    /// Reads the preference from the portal on the bus at `address`: `ReadOne`, else the
    /// older `Read`.
    package static func read(busAddress address: String, timeout: TimeInterval) -> DesktopColorScheme {
        dbus_threads_init_default()
        guard case .success(let connection) = DBusConnection.openBlocking(address: address) else {
            DiagnosticLog.write("UIKit", "appearance: cannot connect to the session bus; no desktop color scheme")
            return .none
        }
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        let milliseconds = Int32(clamping: Int((timeout * 1000).rounded()))
        var lastError = ""
        for method in ["ReadOne", "Read"] {
            guard let call = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                           "org.freedesktop.portal.Settings", method) else { return .none }
            defer { dbus_message_unref(call) }
            guard DBusConnection.append([.string("org.freedesktop.appearance"), .string("color-scheme")], to: call) else { return .none }
            var error = DBusError()
            dbus_error_init(&error)
            guard let reply = dbus_connection_send_with_reply_and_block(connection, call, milliseconds, &error) else {
                let failure = DBusFailure(&error, context: "org.freedesktop.portal.Settings.\(method)")
                lastError = failure.description
                // An old portal without ReadOne answers UnknownMethod: try Read.
                if failure.name == "org.freedesktop.DBus.Error.UnknownMethod" { continue }
                break
            }
            defer { dbus_message_unref(reply) }
            if let scheme = DesktopColorScheme(reply: DBusConnection.decode(reply).arguments) { return scheme }
            lastError = "the portal's color-scheme is not a number"
            break
        }
        DiagnosticLog.write("UIKit", "appearance: no desktop color scheme (\(lastError))")
        return .none
    }
}
