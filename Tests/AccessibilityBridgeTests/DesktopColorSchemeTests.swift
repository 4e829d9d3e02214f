import Testing
@testable import AccessibilityBridge

/// The settings portal's `color-scheme` (values from the XDG Desktop Portal Settings
/// documentation: 0 no preference, 1 prefer dark, 2 prefer light).
@Suite struct DesktopColorSchemeTests {
    @Test func readOneRepliesHoldTheNumberInAVariant() {
        #expect(DesktopColorScheme(reply: [.variant(.uint32(1))]) == .dark)
        #expect(DesktopColorScheme(reply: [.variant(.uint32(2))]) == .light)
        #expect(DesktopColorScheme(reply: [.variant(.uint32(0))]) == DesktopColorScheme.none)
        #expect(DesktopColorScheme(reply: [.variant(.uint32(9))]) == DesktopColorScheme.none)
    }

    @Test func readRepliesNestTheVariant() {
        #expect(DesktopColorScheme(reply: [.variant(.variant(.uint32(1)))]) == .dark)
    }

    @Test func repliesWithoutANumberAreNil() {
        #expect(DesktopColorScheme(reply: []) == nil)
        #expect(DesktopColorScheme(reply: [.variant(.string("dark"))]) == nil)
    }

    @Test func noBusMeansNoPreference() {
        #expect(DesktopColorScheme.read(busAddress: "unix:path=/nonexistent/bus", timeout: 1) == DesktopColorScheme.none)
    }
}

/// `SettingChanged` signals as the portal sends them (`s namespace, s key, v value`; XDG
/// Desktop Portal Settings documentation), parsed as the watcher parses them.
@Suite struct DesktopColorSchemeSettingChangedTests {
    func signal(_ arguments: [DBusValue], member: String = "SettingChanged", type: Int32 = 4,
                interface: String = "org.freedesktop.portal.Settings") -> DBusMessageData {
        DBusMessageData(type: type, path: "/org/freedesktop/portal/desktop", interface: interface, member: member,
                        sender: ":1.5", destination: nil, errorName: nil, serial: 9, arguments: arguments, signature: "ssv")
    }

    @Test func colorSchemeChangesAreRead() {
        let appearance = DBusValue.string("org.freedesktop.appearance"), key = DBusValue.string("color-scheme")
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.uint32(1))])) == .dark)
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.uint32(2))])) == .light)
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.uint32(0))])) == DesktopColorScheme.none)
    }

    @Test func otherSignalsKeysAndValuesAreIgnored() {
        let appearance = DBusValue.string("org.freedesktop.appearance"), key = DBusValue.string("color-scheme")
        #expect(DesktopColorScheme(settingChanged: signal([appearance, .string("accent-color"), .variant(.structure([.double(1), .double(0), .double(0)]))])) == nil)
        #expect(DesktopColorScheme(settingChanged: signal([.string("org.gnome.desktop.interface"), key, .variant(.uint32(1))])) == nil)
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.string("dark"))])) == nil, "a value that is no number")
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key])) == nil, "a signal missing its value")
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.uint32(1))], member: "Read")) == nil)
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.uint32(1))], type: 1)) == nil, "a method call, not a signal")
        #expect(DesktopColorScheme(settingChanged: signal([appearance, key, .variant(.uint32(1))], interface: "org.example.Settings")) == nil)
    }
}
