import CDBus
import Dispatch
import Foundation

/// A D-Bus method call, reply, error or signal read from or written to a connection.
package struct DBusMessageData: Sendable {
    /// `DBUS_MESSAGE_TYPE_*`: 1 method call, 2 method return, 3 error, 4 signal.
    package var type: Int32
    package var path: String?
    package var interface: String?
    package var member: String?
    package var sender: String?
    package var destination: String?
    package var errorName: String?
    package var serial: UInt32
    package var arguments: [DBusValue]
    /// The arguments' signature as sent (for checking method calls).
    package var signature: String
}

/// A private libdbus connection whose I/O is driven by the main dispatch queue (which the
/// app's run loop services): libdbus's watches become dispatch read/write sources on their
/// descriptors and its timeouts dispatch timers, so nothing blocks the main thread once
/// the connection is open. Incoming method calls and signals go to `handler`.
@MainActor
package final class DBusConnection {
    let raw: OpaquePointer
    /// Receives every incoming method call and signal; returns whether it handled it
    /// (unhandled method calls get libdbus's UnknownMethod error).
    package var handler: ((DBusMessageData, OpaquePointer) -> Bool)?
    /// Called before a batch of incoming messages is dispatched.
    package var willDispatch: (() -> Void)?
    private var watchSources: [OpaquePointer: [DispatchSourceProtocol]] = [:]
    private var timeoutSources: [OpaquePointer: DispatchSourceTimer] = [:]
    private var dispatchScheduled = false

    /// The connections alive, found from libdbus's C callbacks by their pointer.
    private static var live: [OpaquePointer: DBusConnection] = [:]

    /// Opens a private connection to `address` and registers with the bus (`Hello`).
    /// Blocking: call it off the main thread (see `ATSPIBridge.start`).
    nonisolated static func openBlocking(address: String) -> Result<OpaquePointer, DBusFailure> {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else {
            return .failure(DBusFailure(&error, context: "cannot connect to \(address)"))
        }
        guard dbus_bus_register(connection, &error) != 0 else {
            let failure = DBusFailure(&error, context: "cannot register on \(address)")
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return .failure(failure)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        return .success(connection)
    }

    /// Takes over an open connection (from `openBlocking`) and drives it from the main queue.
    package init(adopting connection: OpaquePointer) {
        raw = connection
        DBusConnection.live[connection] = self
        // Each callback's user data is the raw connection, which finds its owner in `live`
        // (several connections can be driven at once: the accessibility bus and the session bus).
        let key = UnsafeMutableRawPointer(connection)
        dbus_connection_set_watch_functions(raw, { watch, key in
            guard let watch else { return 0 }
            MainActor.assumeIsolated { DBusConnection.owner(key)?.updateWatch(watch) }
            return 1
        }, { watch, _ in
            guard let watch else { return }
            MainActor.assumeIsolated { DBusConnection.removeWatch(watch) }
        }, { watch, key in
            guard let watch else { return }
            MainActor.assumeIsolated { DBusConnection.owner(key)?.updateWatch(watch) }
        }, key, nil)
        dbus_connection_set_timeout_functions(raw, { timeout, key in
            guard let timeout else { return 0 }
            MainActor.assumeIsolated { DBusConnection.owner(key)?.updateTimeout(timeout) }
            return 1
        }, { timeout, _ in
            guard let timeout else { return }
            MainActor.assumeIsolated { DBusConnection.removeTimeout(timeout) }
        }, { timeout, key in
            guard let timeout else { return }
            MainActor.assumeIsolated { DBusConnection.owner(key)?.updateTimeout(timeout) }
        }, key, nil)
        dbus_connection_set_dispatch_status_function(raw, { _, status, key in
            if status == DBUS_DISPATCH_DATA_REMAINS {
                MainActor.assumeIsolated { DBusConnection.owner(key)?.scheduleDispatch() }
            }
        }, key, nil)
        dbus_connection_add_filter(raw, { connection, message, _ in
            guard let connection, let message else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            return MainActor.assumeIsolated {
                guard let owner = DBusConnection.live[connection] else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
                return owner.filter(message)
            }
        }, nil, nil)
        scheduleDispatch()
    }

    /// The live connection whose raw pointer a libdbus callback was given as user data.
    private static func owner(_ key: UnsafeMutableRawPointer?) -> DBusConnection? {
        key.flatMap { live[OpaquePointer($0)] }
    }

    /// Closes the connection and stops watching it.
    package func close() {
        for sources in watchSources.values { sources.forEach { $0.cancel() } }
        watchSources = [:]
        timeoutSources.values.forEach { $0.cancel() }
        timeoutSources = [:]
        dbus_connection_close(raw)
        DBusConnection.live[raw] = nil
        dbus_connection_unref(raw)
    }

    /// This connection's unique bus name (such as `:1.42`).
    package var uniqueName: String {
        dbus_bus_get_unique_name(raw).map { String(cString: $0) } ?? ""
    }

    // MARK: Watches and timeouts

    private func updateWatch(_ watch: OpaquePointer) {
        watchSources[watch]?.forEach { $0.cancel() }
        watchSources[watch] = nil
        guard dbus_watch_get_enabled(watch) != 0 else { return }
        let fd = dbus_watch_get_unix_fd(watch)
        guard fd >= 0 else { return }
        let flags = dbus_watch_get_flags(watch)
        var sources: [DispatchSourceProtocol] = []
        if flags & UInt32(DBUS_WATCH_READABLE.rawValue) != 0 {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { DBusConnection.handle(watch, UInt32(DBUS_WATCH_READABLE.rawValue)) } }
            sources.append(source)
        }
        if flags & UInt32(DBUS_WATCH_WRITABLE.rawValue) != 0 {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { DBusConnection.handle(watch, UInt32(DBUS_WATCH_WRITABLE.rawValue)) } }
            sources.append(source)
        }
        sources.forEach { $0.resume() }
        watchSources[watch] = sources
    }

    private static func handle(_ watch: OpaquePointer, _ flag: UInt32) {
        guard let owner = live.values.first(where: { $0.watchSources[watch] != nil }) else { return }
        dbus_watch_handle(watch, flag)
        owner.dispatchAll()
    }

    private static func removeWatch(_ watch: OpaquePointer) {
        for owner in live.values {
            owner.watchSources[watch]?.forEach { $0.cancel() }
            owner.watchSources[watch] = nil
        }
    }

    private func updateTimeout(_ timeout: OpaquePointer) {
        timeoutSources[timeout]?.cancel()
        timeoutSources[timeout] = nil
        guard dbus_timeout_get_enabled(timeout) != 0 else { return }
        let interval = max(1, Int(dbus_timeout_get_interval(timeout)))
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(interval), repeating: .milliseconds(interval))
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated {
            guard let owner = self, owner.timeoutSources[timeout] != nil else { return }
            dbus_timeout_handle(timeout)
            owner.dispatchAll()
        } }
        timer.resume()
        timeoutSources[timeout] = timer
    }

    private static func removeTimeout(_ timeout: OpaquePointer) {
        for owner in live.values {
            owner.timeoutSources[timeout]?.cancel()
            owner.timeoutSources[timeout] = nil
        }
    }

    // MARK: Dispatch

    private func scheduleDispatch() {
        guard !dispatchScheduled else { return }
        dispatchScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated {
            guard DBusConnection.live[self.raw] === self else { return }
            self.dispatchScheduled = false
            self.dispatchAll()
        } }
    }

    /// Dispatches every message libdbus has read (the filter sees each).
    private func dispatchAll() {
        willDispatch?()
        while dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS {
            dbus_connection_dispatch(raw)
        }
    }

    private func filter(_ message: OpaquePointer) -> DBusHandlerResult {
        let data = DBusConnection.decode(message)
        if data.type == DBUS_MESSAGE_TYPE_METHOD_RETURN || data.type == DBUS_MESSAGE_TYPE_ERROR {
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
        guard let handler, handler(data, message) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        return DBUS_HANDLER_RESULT_HANDLED
    }

    /// Reads a message's header fields and arguments.
    nonisolated static func decode(_ message: OpaquePointer) -> DBusMessageData {
        func string(_ p: UnsafePointer<CChar>?) -> String? { p.map { String(cString: $0) } }
        var arguments: [DBusValue] = []
        var iter = DBusMessageIter()
        if dbus_message_iter_init(message, &iter) != 0 {
            repeat {
                guard let value = DBusValue.read(&iter) else { break }
                arguments.append(value)
            } while dbus_message_iter_next(&iter) != 0
        }
        return DBusMessageData(type: dbus_message_get_type(message), path: string(dbus_message_get_path(message)),
                               interface: string(dbus_message_get_interface(message)), member: string(dbus_message_get_member(message)),
                               sender: string(dbus_message_get_sender(message)), destination: string(dbus_message_get_destination(message)),
                               errorName: string(dbus_message_get_error_name(message)), serial: dbus_message_get_serial(message),
                               arguments: arguments, signature: string(dbus_message_get_signature(message)) ?? "")
    }

    // MARK: Sending

    /// Appends `arguments` to `message`; false (the message unusable) when one was refused.
    nonisolated static func append(_ arguments: [DBusValue], to message: OpaquePointer) -> Bool {
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        return arguments.allSatisfy { $0.append(to: &iter) }
    }

    /// Replies to the method call `call` with `arguments`.
    package func reply(to call: OpaquePointer, _ arguments: [DBusValue]) {
        guard dbus_message_get_no_reply(call) == 0, let message = dbus_message_new_method_return(call) else { return }
        defer { dbus_message_unref(message) }
        guard DBusConnection.append(arguments, to: message) else {
            replyError(to: call, name: "org.freedesktop.DBus.Error.Failed", "the reply could not be encoded")
            return
        }
        dbus_connection_send(raw, message, nil)
    }

    /// Replies to the method call `call` with the error `name`.
    package func replyError(to call: OpaquePointer, name: String, _ text: String) {
        guard dbus_message_get_no_reply(call) == 0, let message = dbus_message_new_error(call, name, text) else { return }
        dbus_connection_send(raw, message, nil)
        dbus_message_unref(message)
    }

    /// Emits a signal from `path`.
    package func emitSignal(path: String, interface: String, member: String, _ arguments: [DBusValue]) {
        guard DBusValue.isValidObjectPath(path), let message = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(message) }
        guard DBusConnection.append(arguments, to: message) else { return }
        dbus_connection_send(raw, message, nil)
    }

    /// Calls a method without blocking; `completion` receives the reply or error on the main
    /// queue (an error after libdbus's default timeout when nothing answers).
    package func call(destination: String, path: String, interface: String, member: String, _ arguments: [DBusValue],
                      completion: @escaping (DBusMessageData) -> Void) {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return }
        defer { dbus_message_unref(message) }
        guard DBusConnection.append(arguments, to: message) else { return }
        var pending: OpaquePointer?
        guard dbus_connection_send_with_reply(raw, message, &pending, -1) != 0, let pending else { return }
        let box = Unmanaged.passRetained(ReplyBox(completion)).toOpaque()
        dbus_pending_call_set_notify(pending, { pending, data in
            guard let pending, let data, let reply = dbus_pending_call_steal_reply(pending) else { return }
            let decoded = DBusConnection.decode(reply)
            dbus_message_unref(reply)
            let box = Unmanaged<ReplyBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.completion(decoded) }
        }, box, { data in
            guard let data else { return }
            Unmanaged<ReplyBox>.fromOpaque(data).release()
        })
        // The connection keeps the pending call until it completes or times out.
        dbus_pending_call_unref(pending)
    }
}

/// The completion of a pending method call, passed through libdbus as user data.
private final class ReplyBox {
    let completion: (DBusMessageData) -> Void
    init(_ completion: @escaping (DBusMessageData) -> Void) { self.completion = completion }
}

/// A libdbus error as a Swift error.
package struct DBusFailure: Error, CustomStringConvertible, Sendable {
    package var name: String
    package var message: String
    package var context: String

    init(_ error: inout DBusError, context: String) {
        name = error.name.map { String(cString: $0) } ?? "unknown"
        message = error.message.map { String(cString: $0) } ?? ""
        self.context = context
        dbus_error_free(&error)
    }

    package init(name: String, message: String, context: String) {
        self.name = name
        self.message = message
        self.context = context
    }

    package var description: String { "\(context): \(message) (\(name))" }
}
