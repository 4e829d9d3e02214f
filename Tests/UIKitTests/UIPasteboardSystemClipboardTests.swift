import Foundation
import Testing
import UIKit

/// The general pasteboard over a desktop clipboard (a stand-in for the SDL backend's).
@MainActor @Suite(.serialized) struct UIPasteboardSystemClipboardTests {
    final class FakeClipboard: SystemClipboard {
        var bytes: [UInt8]?
        var writes: [String] = []
        var refuses = false
        var isReachable: Bool { true }
        func readText() -> [UInt8]? { bytes }
        func writeText(_ text: String) -> Bool {
            guard !refuses else { return false }
            writes.append(text)
            bytes = Array(text.utf8)
            return true
        }
    }

    func withClipboard(_ body: (FakeClipboard) -> Void) {
        let fake = FakeClipboard()
        UIPasteboard.systemClipboard = fake
        defer { UIPasteboard.systemClipboard = nil }
        body(fake)
    }

    @Test func copyingPutsTextAndURLsOnTheDesktopClipboard() {
        withClipboard { fake in
            UIPasteboard.general.string = "copied here"
            #expect(fake.writes == ["copied here"])
            UIPasteboard.general.url = URL(string: "https://example.com/a")
            #expect(fake.writes.last == "https://example.com/a")
            // Reading back what the app wrote changes nothing.
            let count = UIPasteboard.general.changeCount
            #expect(UIPasteboard.general.url == URL(string: "https://example.com/a"))
            #expect(UIPasteboard.general.changeCount == count)
            // A named pasteboard stays in the process.
            let named = UIPasteboard.withUniqueName()
            named.string = "private"
            #expect(fake.writes.count == 2)
        }
    }

    @Test func anotherProgramsCopyIsAdoptedCountedAndNotified() {
        withClipboard { fake in
            UIPasteboard.general.string = "mine"
            let count = UIPasteboard.general.changeCount
            final class Counter: @unchecked Sendable { var value = 0 }
            let notified = Counter()
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil) { _ in
                notified.value += 1
            }
            defer { NotificationCenter.default.removeObserver(token) }
            fake.bytes = Array("from another program".utf8)
            #expect(UIPasteboard.general.changeCount == count + 1)
            #expect(notified.value == 1)
            #expect(UIPasteboard.general.string == "from another program")
            #expect(!UIPasteboard.general.hasURLs)
            #expect(UIPasteboard.general.changeCount == count + 1)   // read once: no further change
            fake.bytes = Array("https://swift.org/".utf8)
            #expect(UIPasteboard.general.url == URL(string: "https://swift.org/"))
            #expect(UIPasteboard.general.string == "https://swift.org/")
        }
    }

    @Test func badClipboardContentsAreHandled() {
        withClipboard { fake in
            // Invalid UTF-8: repaired with U+FFFD.
            fake.bytes = [0x61, 0xFF, 0xFE, 0x62]
            #expect(UIPasteboard.general.string == "a\u{FFFD}\u{FFFD}b")
            // Huge: refused, the pasteboard is empty.
            fake.bytes = [UInt8](repeating: 0x41, count: UIPasteboard.maximumSystemTextBytes + 1)
            #expect(UIPasteboard.general.string == nil)
            #expect(UIPasteboard.general.numberOfItems == 0)
            // Another type (no text on the desktop clipboard): empty, not stale.
            fake.bytes = Array("text".utf8)
            #expect(UIPasteboard.general.string == "text")
            fake.bytes = nil
            #expect(!UIPasteboard.general.hasStrings)
            // The app copies a type the desktop clipboard cannot take: kept in the app.
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
            let writes = fake.writes.count
            UIPasteboard.general.image = image
            #expect(fake.writes.count == writes)
            #expect(UIPasteboard.general.image === image)
            // Too much text to hand over, or a refusal: kept in the app.
            let big = String(repeating: "x", count: UIPasteboard.maximumSystemTextBytes + 1)
            UIPasteboard.general.string = big
            #expect(fake.writes.count == writes)
            #expect(UIPasteboard.general.string?.utf8.count == big.utf8.count)
            fake.refuses = true
            UIPasteboard.general.string = "refused"
            #expect(UIPasteboard.general.string == "refused")
        }
    }
}
