import CoreGraphics
import Foundation
import TestSupport
import Testing
import UIKit
@testable import UIKitSDL

/// The general pasteboard over the X11 CLIPBOARD selection, against a private Xvfb and
/// `xclip` as the other program: images (PNG, INCR for large ones, both ways), URL lists,
/// text, and changes made by other programs. Skipped where Xvfb or xclip is missing.
///
/// The tests are synchronous on the main actor (the clipboard serves from its own thread,
/// so xclip is answered while the test waits for it), so no other test swaps the general
/// pasteboard's clipboard meanwhile. Waits poll until their condition holds (60 s at most).
@MainActor @Suite(.serialized, .enabled(if: XClient.hasXclip && PrivateXServer.shared != nil))
struct X11ClipboardTests {
    let server = PrivateXServer.shared!

    /// Runs `body` with the general pasteboard on a new X11 clipboard of the private server.
    func withClipboard(changeQueue: DispatchQueue = .main, _ body: (X11Clipboard) throws -> Void) throws {
        let clipboard = try #require(X11Clipboard(displayName: server.displayName, changeQueue: changeQueue))
        UIPasteboard.systemClipboard = clipboard
        defer {
            UIPasteboard.systemClipboard = nil
            clipboard.close()
        }
        try body(clipboard)
    }

    /// Polls `condition` until it holds or 60 s pass.
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// An opaque image of pseudo-random pixels (a linear congruential generator): its PNG
    /// hardly compresses, about 4 bytes a pixel.
    static func noiseImage(width: Int, height: Int, seed: UInt32) -> UIImage {
        var state = seed
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0 ..< width * height {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes[pixel * 4] = UInt8(truncatingIfNeeded: state >> 24)
            bytes[pixel * 4 + 1] = UInt8(truncatingIfNeeded: state >> 16)
            bytes[pixel * 4 + 2] = UInt8(truncatingIfNeeded: state >> 8)
        }
        let image = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        return UIImage(cgImage: image)
    }

    /// Whether two images have the same size and pixels (compared here rather than in
    /// `#expect`, which would print megabytes of pixels on a failure).
    static func samePixels(_ a: UIImage?, _ b: UIImage?) -> Bool {
        guard let a = a?.cgImage, let b = b?.cgImage, a.width == b.width, a.height == b.height else { return false }
        return PixelReader(a).bytes == PixelReader(b).bytes
    }

    @Test func anImageCopiedInTheAppIsAPNGOnTheXClipboard() throws {
        try withClipboard { _ in
            let image = Self.noiseImage(width: 40, height: 30, seed: 1)
            UIPasteboard.general.image = image
            let targets = try #require(XClient.xclipOutput(["-t", "TARGETS", "-o"], on: server))
            let names = String(decoding: targets, as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(names.contains("image/png"))
            #expect(!names.contains("UTF8_STRING"))   // an image alone: no text offered
            let png = try #require(XClient.xclipOutput(["-t", "image/png", "-o"], on: server))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let pasted = try #require(UIImage(data: png))
            #expect(pasted.size == CGSize(width: 40, height: 30))
            #expect(Self.samePixels(pasted, image))
        }
    }

    @Test func aPNGCopiedInAnotherProgramIsTheGeneralPasteboardsImage() throws {
        try withClipboard { _ in
            UIPasteboard.general.string = "before"
            let count = UIPasteboard.general.changeCount
            let image = Self.noiseImage(width: 33, height: 17, seed: 2)
            let owner = try XClient.xclipOffering(try #require(image.pngData()), as: "image/png", on: server)
            defer { owner.stop() }
            #expect(eventually { UIPasteboard.general.hasImages })
            #expect(UIPasteboard.general.changeCount == count + 1)
            #expect(Self.samePixels(UIPasteboard.general.image, image))
            #expect(UIPasteboard.general.string == nil)
            #expect(UIPasteboard.general.types == [UIPasteboard.typeImage])
        }
    }

    @Test func largeImagesGoByIncrementalTransfersBothWays() throws {
        try withClipboard { clipboard in
            // 1024 x 768 noise is a PNG of about 2.4 MB: more than a core X request (256 KiB,
            // the app's INCR threshold) and than xclip's chunk (XExtendedMaxRequestSize / 4,
            // about 1 MiB), so both sides send it in INCR chunks.
            let image = Self.noiseImage(width: 1024, height: 768, seed: 3)
            let png = try #require(image.pngData())
            #expect(png.count > 2 * 1_048_576)
            UIPasteboard.general.image = image
            let copied = try #require(XClient.xclipOutput(["-t", "image/png", "-o"], on: server))
            #expect(copied == png)
            #expect(clipboard.transferStatistics.incrementalSent == 1)

            let other = Self.noiseImage(width: 1100, height: 800, seed: 4)
            let owner = try XClient.xclipOffering(try #require(other.pngData()), as: "image/png", on: server)
            defer { owner.stop() }
            #expect(eventually { UIPasteboard.general.image?.size == CGSize(width: 1100, height: 800) })
            #expect(Self.samePixels(UIPasteboard.general.image, other))
            #expect(clipboard.transferStatistics.incrementalReceived >= 1)
        }
    }

    @Test func urlsGoAsAURIListAndComeBackAsURLs() throws {
        try withClipboard { _ in
            let urls = [URL(string: "https://swift.org/documentation/")!, URL(string: "file:///tmp/notes.txt")!]
            UIPasteboard.general.urls = urls
            let list = try #require(XClient.xclipOutput(["-t", "text/uri-list", "-o"], on: server))
            #expect(String(decoding: list, as: UTF8.self) == "https://swift.org/documentation/\r\nfile:///tmp/notes.txt\r\n")
            // Text stays coherent: programs asking for text get the first URL.
            let text = try #require(XClient.xclipOutput(["-t", "UTF8_STRING", "-o"], on: server))
            #expect(String(decoding: text, as: UTF8.self) == "https://swift.org/documentation/")

            let owner = try XClient.xclipOffering(Data("# two files\r\nfile:///home/a.png\r\nhttps://example.com/b\r\n".utf8),
                                                  as: "text/uri-list", on: server)
            defer { owner.stop() }
            #expect(eventually { UIPasteboard.general.urls == [URL(string: "file:///home/a.png")!, URL(string: "https://example.com/b")!] })
            #expect(UIPasteboard.general.hasURLs)
            #expect(UIPasteboard.general.numberOfItems == 2)
        }
    }

    @Test func textGoesBothWaysAsUTF8() throws {
        try withClipboard { _ in
            UIPasteboard.general.string = "héllo ✓ wörld"
            let text = try #require(XClient.xclipOutput(["-o"], on: server))
            #expect(String(decoding: text, as: UTF8.self) == "héllo ✓ wörld")
            let latin1 = try #require(XClient.xclipOutput(["-t", "STRING", "-o"], on: server))
            #expect(Array(latin1) == Array("héllo ? wörld".unicodeScalars.map { UInt8($0.value) }))

            let owner = try XClient.xclipOffering(Data("from xclip ✓".utf8), as: "UTF8_STRING", on: server)
            defer { owner.stop() }
            #expect(eventually { UIPasteboard.general.string == "from xclip ✓" })
            #expect(!UIPasteboard.general.hasImages)
        }
    }

    @Test func anotherProgramTakingTheClipboardIsCountedAndNotifiedWithoutAReadByTheApp() throws {
        // The change arrives through XFixes on the clipboard's thread and is adopted on
        // `changeQueue` (the main queue in an app; a queue of the test's here, since this
        // synchronous test holds the main actor).
        let queue = DispatchQueue(label: "X11ClipboardTests.changes")
        try withClipboard(changeQueue: queue) { _ in
            UIPasteboard.general.string = "mine"
            let count = UIPasteboard.general.changeCount
            final class Seen: @unchecked Sendable {
                let lock = NSLock()
                var added: [[String]] = []
            }
            let seen = Seen()
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil) { note in
                let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
                seen.lock.withLock { seen.added.append(added) }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            let owner = try XClient.xclipOffering(try #require(Self.noiseImage(width: 8, height: 8, seed: 5).pngData()), as: "image/png", on: server)
            defer { owner.stop() }
            // Nothing here reads the pasteboard until the notification came.
            #expect(eventually { seen.lock.withLock { !seen.added.isEmpty } })
            #expect(seen.lock.withLock { seen.added } == [[UIPasteboard.typeImage]])
            #expect(UIPasteboard.general.changeCount == count + 1)
            #expect(UIPasteboard.general.hasImages)
            // The app copying again takes the clipboard back (xclip, having lost it, exits).
            UIPasteboard.general.string = "mine again"
            #expect(eventually { !owner.process.isRunning })
            let text = try #require(XClient.xclipOutput(["-o"], on: server))
            #expect(String(decoding: text, as: UTF8.self) == "mine again")
        }
    }

    @Test func badClipboardContentsFromAnotherProgramAreRefusedWithoutACrash() throws {
        try withClipboard { _ in
            UIPasteboard.general.string = "before"
            let count = UIPasteboard.general.changeCount
            // Bytes announced as image/png that are not a PNG: no image, an empty pasteboard.
            let owner = try XClient.xclipOffering(Data("not a png at all".utf8), as: "image/png", on: server)
            defer { owner.stop() }
            #expect(eventually { UIPasteboard.general.changeCount != count })
            #expect(!UIPasteboard.general.hasImages)
            #expect(UIPasteboard.general.numberOfItems == 0)
            // Invalid UTF-8 offered as text: repaired with U+FFFD.
            let text = try XClient.xclipOffering(Data([0x61, 0xFF, 0x62]), as: "UTF8_STRING", on: server)
            defer { text.stop() }
            #expect(eventually { UIPasteboard.general.string == "a\u{FFFD}b" })
        }
    }

    @Test func theBackendPicksTheX11ClipboardUnderX11AndSDLsTextClipboardElsewhere() throws {
        let x11 = SDLBackend.systemClipboard(forVideoDriver: "x11", displayName: server.displayName)
        #expect(x11 is X11Clipboard)
        #expect(x11.carriesImages)
        (x11 as? X11Clipboard)?.close()
        let wayland = SDLBackend.systemClipboard(forVideoDriver: "wayland")
        #expect(wayland is SDLClipboard)
        #expect(!wayland.carriesImages)
        // An X display that does not exist: SDL's text clipboard, logged.
        let missing = SDLBackend.systemClipboard(forVideoDriver: "x11", displayName: ":4242")
        #expect(missing is SDLClipboard)
    }

    @Test(.enabled(if: XClient.hasPythonXlib))
    func closingHandsWhatTheAppCopiedToTheClipboardManager() throws {
        let clipboard = try #require(X11Clipboard(displayName: server.displayName))
        UIPasteboard.systemClipboard = clipboard
        defer { UIPasteboard.systemClipboard = nil }
        UIPasteboard.general.string = "keep me after quitting"
        let manager = try FakeClipboardManager(on: server)
        defer { manager.stop() }
        #expect(manager.nextLine() == "READY")
        clipboard.close()
        #expect(manager.nextLine() == "SAVED keep me after quitting")
    }

    @Test func theXServerGoingAwayStopsTheClipboardWithoutEndingTheApp() throws {
        let doomed = try #require(PrivateXServer())
        let clipboard = try #require(X11Clipboard(displayName: doomed.displayName))
        #expect(clipboard.writeContents(SystemClipboardContents(text: Array("lost".utf8))))
        #expect(clipboard.readContents().text == Array("lost".utf8))
        doomed.kill()
        // Once the clipboard notices, reads and writes answer at once (empty, refused).
        #expect(eventually { clipboard.readContents().isEmpty })
        #expect(!clipboard.writeContents(SystemClipboardContents(text: Array("again".utf8))))
        clipboard.close()
    }
}
