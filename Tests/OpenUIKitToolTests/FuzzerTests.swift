import Foundation
@testable import OpenUIKitTool
import Testing
import UIKit

/// `openuikit fuzz`: its options, a short run over the test documents and the built-in
/// archives, replaying an input, and the crash report's text.
@MainActor @Suite(.serialized) struct FuzzerTests {
    static let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents").path

    @Test func optionsAreParsedAndBadOnesNamed() throws {
        let options = try FuzzOptions(arguments: ["--count", "50", "--seed", "9", "--start", "3", "--render-every", "0", Self.documents])
        #expect(options.count == 50 && options.seed == 9 && options.start == 3 && options.renderEvery == 0)
        #expect(options.paths == [Self.documents])
        #expect(FuzzOptions.defaultCount == 100_000)
        #expect(throws: ToolError.usage("--count needs a whole number of at least 1")) { try FuzzOptions(arguments: ["--count", "0"]) }
        #expect(throws: ToolError.usage("unknown option --fast")) { try FuzzOptions(arguments: ["--fast"]) }
        #expect(throws: ToolError.file("no such file or folder: /nonexistent")) { try FuzzOptions(arguments: ["/nonexistent"]).documents() }
        let names = try FuzzOptions(arguments: [Self.documents]).documents().map(\.name)
        #expect(names == ["Bars.storyboard", "Designable.xib", "Problems.xib", "Variations.xib"])
    }

    @Test func aShortRunCountsEveryInputAndRepeatsExactly() throws {
        let options = try FuzzOptions(arguments: ["--count", "120", "--seed", "5", "--render-every", "20", Self.documents])
        var lines: [String] = []
        let first = try Fuzzer.run(options) { lines.append($0) }
        #expect(first.inputs == 120)
        #expect(first.documents + first.archives == 120 && first.documents > 0 && first.archives > 0)
        #expect(first.loaded + first.refused == 120 && first.loaded > 0 && first.refused > 0)
        #expect(first.line.hasPrefix("120 inputs (\(first.documents) documents, \(first.archives) archives): \(first.loaded) loaded"))
        let second = try Fuzzer.run(options)
        #expect((second.documents, second.loaded, second.refused) == (first.documents, first.loaded, first.refused))
        // Input 7 alone is input 7 of the whole run.
        let replay = try Fuzzer.run(FuzzOptions(arguments: ["--count", "1", "--seed", "5", "--start", "7", Self.documents]))
        let run = try Fuzzer.run(FuzzOptions(arguments: ["--count", "8", "--seed", "5", Self.documents]))
        let upToSix = try Fuzzer.run(FuzzOptions(arguments: ["--count", "7", "--seed", "5", Self.documents]))
        #expect(replay.loaded == run.loaded - upToSix.loaded)
    }

    @Test func theCrashReportNamesTheInputAndHowToReplayIt() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        Fuzzer.reportDescriptor.store(descriptors[1], ordering: .relaxed)
        Fuzzer.current.store(4_321, ordering: .relaxed)
        Fuzzer.runSeed.store(17, ordering: .relaxed)
        Fuzzer.reportCrash(signal: SIGILL)
        Fuzzer.reportDescriptor.store(2, ordering: .relaxed)
        Fuzzer.current.store(-1, ordering: .relaxed)
        close(descriptors[1])
        let text = String(decoding: FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "\nopenuikit fuzz: input 4321 crashed with signal \(SIGILL); replay it with --count 1 --seed 17 --start 4321\n")
    }
}
