import Foundation
import Testing
import UIKit

@MainActor @Suite(.serialized) struct PasteboardTests {
    @Test func stringsURLsAndImagesRoundTripAndCountChanges() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.string == nil)
        #expect(!board.hasStrings && !board.hasURLs && !board.hasImages)
        let start = board.changeCount
        board.string = "hello"
        #expect(board.string == "hello")
        #expect(board.hasStrings)
        #expect(board.changeCount == start + 1)
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"])
        #expect(board.numberOfItems == 2)
        #expect(board.string == "a")
        let url = URL(string: "https://example.com/x")!
        board.url = url
        #expect(board.url == url)
        #expect(board.hasURLs)
        #expect(!board.hasStrings)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        board.images = [image, image]
        #expect(board.images?.count == 2)
        #expect(board.hasImages)
        #expect(board.image === image)
        board.items = [["public.utf8-plain-text": "x", "com.example.custom": Data([1, 2])]]
        #expect(board.string == "x")
        #expect(board.data(forPasteboardType: "com.example.custom") == Data([1, 2]))
        #expect(board.contains(pasteboardTypes: ["com.example.custom"]))
        #expect(board.changeCount == start + 5)
        board.string = nil
        #expect(board.items.isEmpty)
    }

    @Test func namedPasteboardsShareContentsAndPostChanges() {
        let name = UIPasteboard.Name("org.openuikit.tests.named")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let a = UIPasteboard(name: name, create: true)!
        let b = UIPasteboard(name: name, create: false)!
        var posted: [[String]] = []
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: a, queue: nil) { n in
            let added = n.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            MainActor.assumeIsolated { posted.append(added) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        a.string = "shared"
        #expect(b.string == "shared")
        #expect(posted == [["public.utf8-plain-text"]])
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard(name: .general, create: false) != nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }
}
