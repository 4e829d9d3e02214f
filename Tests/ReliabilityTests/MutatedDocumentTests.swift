import Foundation
import OpenUIKitTool
import Testing
import UIKit
import UIKitTesting

/// Interface Builder documents changed at random (`DocumentMutator`, the fuzzer's): every
/// `.xib` and `.storyboard` kept in the repository, with junk or other objects' ids in
/// attributes and lines dropped, repeated, swapped or cut. Each either loads (its views laid
/// out in a window, and rendered) or is refused with an `InterfaceBuilderError`; nothing
/// traps or hangs. The million-input run is `openuikit fuzz` (BENCHMARKS.md).
@MainActor
@Suite(.serialized) struct MutatedDocumentTests {
    /// The folders holding the repository's documents (the fuzzer's corpus).
    static let corpus: [String] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return [tests.appendingPathComponent("UIKitTests/InterfaceBuilderDocuments").path,
                tests.appendingPathComponent("OpenUIKitToolTests/Documents").path,
                tests.deletingLastPathComponent().appendingPathComponent("Sources/Catalog/Documents").path]
    }()

    /// `text` with its custom class names changed so that none resolves. This test process
    /// holds the test targets' view controllers, whose `viewDidLoad` unwraps outlets as app
    /// code does (a mutated document that drops the outlet then traps in test code, as it
    /// would in an app); the fuzzer's process has none of them, and its documents fall back
    /// to the base classes, as these do here.
    static func withoutTestClasses(_ text: String) -> String {
        text.replacingOccurrences(of: "customClass=\"", with: "customClass=\"Unknown")
    }

    @Test func theCorpusHoldsXibsAndStoryboardsThatLoadUnchanged() throws {
        let documents = try FuzzOptions(arguments: Self.corpus).documents()
        #expect(documents.count >= 10)
        #expect(documents.contains { $0.name.hasSuffix(".storyboard") })
        let window = makeTestWindow(CGSize(width: 390, height: 844))
        defer { closeWindow(window) }
        for document in documents {
            let outcome = FuzzTarget.loadDocument(Data(document.text.utf8), name: document.name, in: window, render: true)
            #expect(outcome == .loaded, "\(document.name): \(outcome)")
        }
    }

    @Test(arguments: ReliabilityRun.seeds(61))
    func mutatedDocumentsLoadOrAreRefused(seed: UInt64) throws {
        let documents = try FuzzOptions(arguments: Self.corpus).documents()
        let window = makeTestWindow(CGSize(width: 390, height: 844))
        defer { closeWindow(window) }
        var random = SeededRandom(seed: seed)
        var loaded = 0, refused = 0
        let inputs = 300 * ReliabilityRun.scale
        for index in 0..<inputs {
            let document = documents.randomElement(using: &random)!
            let text = DocumentMutator.mutate(Self.withoutTestClasses(document.text), using: &random)
            switch FuzzTarget.loadDocument(Data(text.utf8), name: document.name, in: window, render: index % 10 == 0) {
            case .loaded: loaded += 1
            case .refused(let reason):
                refused += 1
                #expect(reason.contains(document.name), "an error names the file: \(reason)")
            }
        }
        #expect(loaded + refused == inputs)
        #expect(loaded > inputs / 10 && refused > inputs / 10, "both outcomes are exercised (\(loaded) loaded, \(refused) refused)")
        #expect(window.subviews.isEmpty)
    }
}
