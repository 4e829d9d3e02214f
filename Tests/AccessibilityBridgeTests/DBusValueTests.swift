import CDBus
import Testing
@testable import AccessibilityBridge

/// Values written into a real libdbus message and read back (no bus needed).
@Suite struct DBusValueTests {
    func roundTrip(_ values: [DBusValue]) -> (ok: Bool, read: [DBusValue], signature: String) {
        guard let message = dbus_message_new_method_call("org.example.Test", "/org/example", "org.example.Test", "Echo") else {
            return (false, [], "")
        }
        defer { dbus_message_unref(message) }
        let ok = DBusConnection.append(values, to: message)
        let data = DBusConnection.decode(message)
        return (ok, data.arguments, data.signature)
    }

    @Test func everyShapeTheBridgeSendsRoundTrips() {
        let values: [DBusValue] = [
            .string("héllo"), .int32(-5), .uint32(7), .bool(true), .double(0.5), .int16(3), .objectPath("/org/a11y/atspi/accessible/12"),
            .structure([.string(":1.4"), .objectPath("/org/a11y/atspi/accessible/root")]),
            .array(element: "(so)", [.structure([.string(""), .objectPath("/org/a11y/atspi/null")])]),
            .array(element: "u", [.uint32(1 << 8), .uint32(0)]),
            .array(element: "s", []),
            .dictionary(key: "s", value: "v", [(.string("a"), .variant(.int32(1))), (.string("b"), .variant(.string("x")))]),
            .variant(.variant(.uint32(2))),
        ]
        let result = roundTrip(values)
        #expect(result.ok)
        #expect(result.signature == "siubdno(so)a(so)auasa{sv}v")
        #expect(result.read == values)
    }

    @Test func invalidObjectPathsAreRefusedNotFatal() {
        // libdbus aborts the process on an invalid path; the encoder refuses it first.
        #expect(!roundTrip([.objectPath("not/a/path")]).ok)
        #expect(!roundTrip([.objectPath("/trailing/")]).ok)
        #expect(!roundTrip([.objectPath("/bad-char")]).ok)
        #expect(DBusValue.isValidObjectPath("/"))
        #expect(DBusValue.isValidObjectPath("/org/a11y/atspi/accessible/root"))
    }

    @Test func stringsWithNULsAreCleanedNotFatal() {
        let result = roundTrip([.string("a\u{0}b")])
        #expect(result.ok)
        #expect(result.read == [.string("ab")])
    }
}
