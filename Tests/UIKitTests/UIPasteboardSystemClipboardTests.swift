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

    /// A clipboard carrying images and URL lists, as the X11 one does.
    final class FakeRichClipboard: SystemClipboard {
        var contents = SystemClipboardContents()
        var writes: [SystemClipboardContents] = []
        var isReachable: Bool { true }
        var carriesImages: Bool { true }
        func readText() -> [UInt8]? { contents.text }
        func writeText(_ text: String) -> Bool { writeContents(SystemClipboardContents(text: Array(text.utf8))) }
        func readContents() -> SystemClipboardContents { contents }
        func writeContents(_ contents: SystemClipboardContents) -> Bool {
            writes.append(contents)
            self.contents = contents
            return true
        }
    }

    func withRichClipboard(_ body: (FakeRichClipboard) -> Void) {
        let fake = FakeRichClipboard()
        UIPasteboard.systemClipboard = fake
        defer { UIPasteboard.systemClipboard = nil }
        body(fake)
    }

    static func redImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
    }

    @Test func imagesAndURLListsGoToAClipboardThatCarriesThem() throws {
        withRichClipboard { fake in
            let image = Self.redImage()
            UIPasteboard.general.image = image
            let png = fake.writes.last?.png
            #expect(png.flatMap(UIImage.init(data:))?.size == CGSize(width: 3, height: 2))
            #expect(fake.writes.last?.text == nil)
            // Reading back what the app wrote changes nothing (the app's own image stays).
            let count = UIPasteboard.general.changeCount
            #expect(UIPasteboard.general.image === image)
            #expect(UIPasteboard.general.changeCount == count)

            UIPasteboard.general.urls = [URL(string: "https://a.example/")!, URL(string: "file:///b")!]
            #expect(fake.writes.last?.uriList == Array("https://a.example/\r\nfile:///b\r\n".utf8))
            #expect(fake.writes.last?.text == Array("https://a.example/".utf8))
            // Text with an image: both representations.
            UIPasteboard.general.items = [[UIPasteboard.typeString: "caption", UIPasteboard.typeImage: image]]
            #expect(fake.writes.last?.text == Array("caption".utf8))
            #expect(fake.writes.last?.png != nil)
        }
    }

    @Test func anotherProgramsImageTextAndURLListBecomeItems() throws {
        try withRichClipboardThrowing { fake in
            let png = try #require(Self.redImage().pngData())
            fake.contents = SystemClipboardContents(text: Array("label".utf8), png: png,
                                                    uriList: Array("# comment\r\nhttps://one.example/\r\nnot a url\r\nfile:///two\r\n".utf8))
            #expect(UIPasteboard.general.numberOfItems == 2)
            #expect(UIPasteboard.general.string == "label")
            #expect(UIPasteboard.general.image?.size == CGSize(width: 3, height: 2))
            #expect(UIPasteboard.general.urls == [URL(string: "https://one.example/")!, URL(string: "file:///two")!])
            #expect(UIPasteboard.general.hasImages && UIPasteboard.general.hasURLs && UIPasteboard.general.hasStrings)
        }
    }

    func withRichClipboardThrowing(_ body: (FakeRichClipboard) throws -> Void) throws {
        let fake = FakeRichClipboard()
        UIPasteboard.systemClipboard = fake
        defer { UIPasteboard.systemClipboard = nil }
        try body(fake)
    }

    @Test func badImagesFromTheClipboardAreRefused() {
        withRichClipboard { fake in
            // Not a PNG: no image (logged), the text still arrives.
            fake.contents = SystemClipboardContents(text: Array("still here".utf8), png: Data("garbage".utf8))
            #expect(UIPasteboard.general.string == "still here")
            #expect(!UIPasteboard.general.hasImages)
            // Larger than the limit: refused without decoding.
            fake.contents = SystemClipboardContents(png: Data(count: UIPasteboard.maximumSystemImageBytes + 1))
            #expect(UIPasteboard.general.numberOfItems == 0)
            // A URL list with no URL: nothing.
            fake.contents = SystemClipboardContents(uriList: Array("# only a comment\r\n".utf8))
            #expect(!UIPasteboard.general.hasURLs)
            #expect(UIPasteboard.general.numberOfItems == 0)
        }
    }
}
