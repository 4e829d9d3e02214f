import CSDL2
import Foundation
import Testing
import UIKitSDL

/// Drops from other programs through SDL's drop events (dummy video driver): the items
/// reach the `UIDropInteraction` under the last pointer position and load as files,
/// URLs and text.
@MainActor @Suite(.serialized) struct SDLDropTests {
    final class Recorder: NSObject, UIDropInteractionDelegate {
        var calls: [String] = []
        var operation: UIDropOperation = .copy
        var accepts = true
        var location: CGPoint?
        var providers: [NSItemProvider] = []
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
            calls.append("canHandle"); return accepts
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { calls.append("enter") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            calls.append("update")
            location = session.location(in: interaction.view!)
            return UIDropProposal(operation: operation)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { calls.append("exit") }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            calls.append("perform")
            providers = session.items.map(\.itemProvider)
        }
        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { calls.append("conclude") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { calls.append("end") }
    }

    func push(_ build: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        build(&event)
        SDL_PushEvent(&event)
    }

    /// A drop event; `text` is copied with SDL's allocator, which the backend frees.
    func drop(_ type: SDL_EventType, _ text: String?, window id: UInt32) {
        push { e in
            e.type = type.rawValue
            e.drop.windowID = id
            e.drop.file = text.flatMap { SDL_strdup($0) }
        }
    }

    /// Loads `provider` as `T` (its completion runs on a background queue: waited for here, 60 s at most).
    func load<T: NSItemProviderReading>(_ provider: NSItemProvider, as type: T.Type) -> T? {
        let box = LoadBox<T>()
        let done = DispatchSemaphore(value: 0)
        provider.loadObject(ofClass: type) { object, _ in box.value = object; done.signal() }
        _ = done.wait(timeout: .now() + 60)
        return box.value
    }

    @Test func filesAndTextDroppedOnAViewReachItsInteractionAtThePointer() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let backend = SDLBackend.shared
        try #require(backend.start())
        defer { backend.shutDown(); MediaClock.shared.mode = .virtual }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let target = UIView(frame: CGRect(x: 100, y: 50, width: 150, height: 100))
        window.addSubview(target)
        let recorder = Recorder()
        target.addInteraction(UIDropInteraction(delegate: recorder))
        window.makeKeyAndVisible()
        backend.runOneTurn()
        let id = try #require(backend.sdlWindowID(for: window))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SDLDropTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("dropped file".utf8).write(to: file)

        // The pointer over the target (SDL2's drop events carry no position), then a drop of
        // a file, a missing file (left out, logged), some text and a link.
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.x = 130; e.motion.y = 70 }
        drop(SDL_DROPBEGIN, nil, window: id)
        drop(SDL_DROPFILE, file.path, window: id)
        drop(SDL_DROPFILE, folder.appendingPathComponent("missing.png").path, window: id)
        drop(SDL_DROPTEXT, "hello", window: id)
        drop(SDL_DROPTEXT, "https://example.org/a", window: id)
        drop(SDL_DROPCOMPLETE, nil, window: id)
        backend.runOneTurn()

        #expect(recorder.calls == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        #expect(recorder.location == CGPoint(x: 30, y: 20), "the last pointer position, in the target's coordinates")
        let providers = recorder.providers
        try #require(providers.count == 3, "the file, the text and the link (the missing file is left out)")
        #expect(providers[0].suggestedName == "notes.txt" && providers[0].hasItemConformingToTypeIdentifier("public.text"))
        #expect(load(providers[0], as: URL.self) == file)
        #expect(load(providers[0], as: String.self) == "dropped file", "a text file reads as its text")
        #expect(load(providers[1], as: String.self) == "hello" && !providers[1].canLoadObject(ofClass: URL.self))
        #expect(load(providers[2], as: URL.self) == URL(string: "https://example.org/a"))

        // Outside the target: nothing is asked; a refusing proposal exits instead of performing.
        recorder.calls = []
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.x = 20; e.motion.y = 20 }
        drop(SDL_DROPTEXT, "elsewhere", window: id)
        drop(SDL_DROPCOMPLETE, nil, window: id)
        backend.runOneTurn()
        #expect(recorder.calls.isEmpty)
        recorder.operation = .forbidden
        push { e in e.type = SDL_MOUSEMOTION.rawValue; e.motion.windowID = id; e.motion.x = 200; e.motion.y = 100 }
        drop(SDL_DROPBEGIN, nil, window: id)
        drop(SDL_DROPTEXT, "refused", window: id)
        drop(SDL_DROPCOMPLETE, nil, window: id)
        backend.runOneTurn()
        #expect(recorder.calls == ["canHandle", "enter", "update", "exit", "end"])

        // Bad input: text that is not UTF-8 is repaired, not dropped.
        recorder.operation = .copy
        push { e in
            e.type = SDL_DROPTEXT.rawValue
            e.drop.windowID = id
            let bytes: [CChar] = [0x61, CChar(bitPattern: 0xFF), 0x62, 0]
            e.drop.file = bytes.withUnsafeBufferPointer { SDL_strdup($0.baseAddress) }
        }
        drop(SDL_DROPCOMPLETE, nil, window: id)
        backend.runOneTurn()
        #expect(recorder.providers.count == 1)
        #expect(recorder.providers.first.flatMap { load($0, as: String.self) } == "a\u{FFFD}b")
        window.isHidden = true
        backend.runOneTurn()
    }
}

/// A value handed over from a background queue.
private final class LoadBox<T>: @unchecked Sendable { var value: T? }
