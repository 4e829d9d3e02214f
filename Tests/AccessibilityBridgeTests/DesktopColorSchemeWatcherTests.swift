import CDBus
import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import AccessibilityBridge

/// The watcher on a private session bus (`dbus-daemon`, from the Makefile's dbus package):
/// a connection owning the portal's name sends `SettingChanged` as xdg-desktop-portal does,
/// and the watcher reports the color-scheme changes, not other keys nor other senders.
@MainActor @Suite(.serialized) struct DesktopColorSchemeWatcherTests {
    @Test func colorSchemeChangesFromThePortalReachTheWatcher() async throws {
        let bus = try #require(PrivateSessionBus(), "dbus-daemon runs (the dbus package)")
        defer { bus.stop() }
        let portal = try #require(bus.connect(owning: "org.freedesktop.portal.Desktop"))
        let stranger = try #require(bus.connect(owning: nil))
        defer { [portal, stranger].forEach { dbus_connection_close($0); dbus_connection_unref($0) } }

        let watcher = DesktopColorSchemeWatcher()
        var seen: [DesktopColorScheme] = []
        watcher.onChange = { seen.append($0) }
        watcher.start(busAddress: bus.address)
        defer { watcher.stop() }
        #expect(await UIApplication.shared.runUntil(timeout: 60) { watcher.isListening })

        let appearance = DBusValue.string("org.freedesktop.appearance")
        emit(from: portal, [appearance, .string("accent-color"), .variant(.structure([.double(1), .double(0), .double(0)]))])
        emit(from: portal, [.string("org.gnome.desktop.interface"), .string("color-scheme"), .variant(.uint32(2))])
        emit(from: portal, [appearance, .string("color-scheme"), .variant(.uint32(1))])
        #expect(await UIApplication.shared.runUntil(timeout: 60) { !seen.isEmpty })
        #expect(seen == [.dark], "other keys and namespaces are not reported")

        // A program that is not the portal cannot change the scheme. Its signal is routed
        // before the portal's next one (the round trip makes the bus handle it first).
        emit(from: stranger, [appearance, .string("color-scheme"), .variant(.uint32(2))])
        _ = dbus_bus_name_has_owner(stranger, "org.freedesktop.portal.Desktop", nil)
        emit(from: portal, [appearance, .string("color-scheme"), .variant(.uint32(0))])
        #expect(await UIApplication.shared.runUntil(timeout: 60) { seen.count >= 2 })
        #expect(seen == [.dark, DesktopColorScheme.none])

        watcher.stop()
        #expect(!watcher.isListening)
    }

    @Test func noBusIsReportedAndLeavesTheWatcherIdle() async {
        let watcher = DesktopColorSchemeWatcher()
        watcher.start(busAddress: "unix:path=/nonexistent/bus")
        #expect(await UIApplication.shared.runUntil(timeout: 60) { watcher.failure != nil })
        #expect(!watcher.isListening)
        watcher.stop()
    }

    /// Sends the portal's `SettingChanged` signal with `arguments` and flushes it.
    func emit(from connection: OpaquePointer, _ arguments: [DBusValue]) {
        guard let message = dbus_message_new_signal("/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged") else { return }
        defer { dbus_message_unref(message) }
        #expect(DBusConnection.append(arguments, to: message))
        dbus_connection_send(connection, message, nil)
        dbus_connection_flush(connection)
    }
}

/// A `dbus-daemon` of the test's own (stopped by `stop()`).
final class PrivateSessionBus {
    let address: String
    private let process: Process

    /// Starts the daemon and reads its address (nil when it does not start; a daemon that
    /// prints nothing is stopped after 60 s, ending the read).
    init?() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--print-address=1"]
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
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        guard line.hasPrefix("unix:"), process.isRunning else {
            if process.isRunning { process.terminate() }
            return nil
        }
        self.process = process
        address = line
    }

    /// A blocking connection to the bus, owning `name` when given.
    func connect(owning name: String?) -> OpaquePointer? {
        guard case .success(let connection) = DBusConnection.openBlocking(address: address) else { return nil }
        if let name {
            var error = DBusError()
            dbus_error_init(&error)
            let result = dbus_bus_request_name(connection, name, UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE), &error)
            if dbus_error_is_set(&error) != 0 { dbus_error_free(&error) }
            guard result == DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER else {
                dbus_connection_close(connection)
                dbus_connection_unref(connection)
                return nil
            }
        }
        return connection
    }

    /// Stops the daemon (not waited for: `Process.waitUntilExit` can hang under the test
    /// runner; Foundation reaps the child).
    func stop() {
        if process.isRunning { process.terminate() }
    }
}
