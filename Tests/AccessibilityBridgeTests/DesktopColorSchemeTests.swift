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
