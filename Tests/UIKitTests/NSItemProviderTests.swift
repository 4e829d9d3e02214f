import Foundation
import Testing
import UIKit

/// Item providers: type conformance, files, objects and data representations, errors.
@Suite struct NSItemProviderTests {
    /// Waits (60 s at most) for a completion that runs on a background queue.
    func wait<T>(_ start: (@escaping @Sendable (T?, (any Error)?) -> Void) -> Void) -> (T?, (any Error)?) {
        let box = CompletionBox<T>()
        let done = DispatchSemaphore(value: 0)
        start { value, error in box.value = value; box.error = error; done.signal() }
        _ = done.wait(timeout: .now() + 60)
        return (box.value, box.error)
    }

    @Test func fileProvidersOfferTheirTypeAndTheirURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProviderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Photo.PNG")
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.pngData())
        try png.write(to: file)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.file-url"])
        #expect(provider.suggestedName == "Photo.PNG")
        #expect(provider.hasItemConformingToTypeIdentifier("public.image") && provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.canLoadObject(ofClass: UIImage.self) && provider.canLoadObject(ofClass: URL.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        let (image, _) = wait { done in provider.loadObject(ofClass: UIImage.self, completionHandler: done) }
        #expect(image?.size == CGSize(width: 2, height: 2))
        let (url, _) = wait { done in provider.loadObject(ofClass: URL.self, completionHandler: done) }
        #expect(url == file)
        let (fileURL, _) = wait { done in provider.loadFileRepresentation(forTypeIdentifier: "public.image", completionHandler: done) }
        #expect(fileURL == file, "a file representation is the file itself")
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("none.png")) == nil)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.org/a.png")) == nil)
    }

    @Test func dataRepresentationsLoadAsDataAsTemporaryFilesAndFailClearly() throws {
        let provider = NSItemProvider()
        provider.suggestedName = "note.txt"
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data("text".utf8), nil)
            return nil
        }
        let (data, _) = wait { done in provider.loadDataRepresentation(forTypeIdentifier: "public.text", completionHandler: done) }
        #expect(data == Data("text".utf8))
        final class Seen: @unchecked Sendable { var path: String?; var contents: Data? }
        let seen = Seen()
        let (url, _) = wait { (done: @escaping @Sendable (URL?, (any Error)?) -> Void) in
            provider.loadFileRepresentation(forTypeIdentifier: "public.plain-text") { url, error in
                seen.path = url?.path
                seen.contents = url.flatMap { try? Data(contentsOf: $0) }
                done(url, error)
            }
        }
        #expect(url?.lastPathComponent == "note.txt" && seen.contents == Data("text".utf8))
        // The file is removed once the handler returns (after `done` signalled): waited for, 60 s at most.
        let path = try #require(seen.path)
        let deadline = Date().addingTimeInterval(60)
        while FileManager.default.fileExists(atPath: path), Date() < deadline { usleep(1_000) }
        #expect(!FileManager.default.fileExists(atPath: path), "the temporary file is removed after the handler")
        let (missing, error) = wait { done in provider.loadDataRepresentation(forTypeIdentifier: "public.png", completionHandler: done) }
        #expect(missing == nil)
        #expect((error as? NSError)?.domain == NSItemProvider.errorDomain)
        #expect((error as? NSError)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        let (notURL, urlError) = wait { done in NSItemProvider(object: "not a url at all").loadObject(ofClass: URL.self, completionHandler: done) }
        #expect(notURL == nil && (urlError as? NSError)?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }

    @Test func objectProvidersOfferTheirWritableTypes() {
        #expect(NSItemProvider(object: "a").registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(NSItemProvider(object: URL(fileURLWithPath: "/tmp/x")).registeredTypeIdentifiers == ["public.file-url", "public.url"])
        #expect(NSItemProvider(item: NSString(string: "b"), typeIdentifier: "public.plain-text").canLoadObject(ofClass: String.self))
        let (text, _) = wait { done in
            NSItemProvider(item: NSString(string: "b"), typeIdentifier: "public.plain-text").loadObject(ofClass: String.self, completionHandler: done)
        }
        #expect(text == "b")
    }
}

/// A completion's value and error handed over from a background queue.
private final class CompletionBox<T>: @unchecked Sendable { var value: T?; var error: (any Error)? }
