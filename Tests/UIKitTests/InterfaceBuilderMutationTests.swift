import Foundation
import Testing
import UIKit

/// A small in-suite mutation loop over the test documents: every mutated document either
/// loads or throws an `InterfaceBuilderError`; none crashes or hangs. (The issue's
/// million-document fuzz run belongs in a separate tool; this keeps the loader honest in CI.)
@MainActor @Suite(.serialized) struct InterfaceBuilderMutationTests {
    /// A deterministic generator (SplitMix64), so a failure names a reproducible case.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let junk = ["", "-1", "0", "nan", "inf", "1e309", "YES", "NO", "-2", "iN0-l3-epB", "&amp;", "16:0", "0:0", "99999999999999999999"]

    /// One mutation of `text`: an attribute value replaced, a line dropped or repeated, or bytes cut.
    func mutate(_ text: String, _ random: inout Generator) -> String {
        var lines = text.components(separatedBy: "\n")
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let line = lines[index]
            let quotes = line.indices.filter { line[$0] == "\"" }
            guard quotes.count >= 2 else { break }
            let pair = Int.random(in: 0..<(quotes.count / 2), using: &random) * 2
            let start = line.index(after: quotes[pair]), end = quotes[pair + 1]
            lines[index] = String(line[..<start]) + Self.junk.randomElement(using: &random)! + String(line[end...])
        case 1: lines.remove(at: index)
        case 2: lines.insert(lines[index], at: index)
        default:
            let line = lines[index]
            guard !line.isEmpty else { break }
            let cut = Int.random(in: 0..<line.count, using: &random)
            lines[index] = String(line.prefix(cut))
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedDocumentsLoadOrThrowButNeverCrash() throws {
        var random = Generator(state: 16)
        var loaded = 0, refused = 0
        for name in ["ProfileCard", "InspectableBadge", "ItemCell", "Swatch", "GreetingView"] {
            let url = try #require(Bundle.module.url(forResource: name, withExtension: "xib", subdirectory: "InterfaceBuilderDocuments"))
            let original = try String(contentsOf: url, encoding: .utf8)
            for _ in 0..<(ProcessInfo.processInfo.environment["IB_MUTATIONS"].flatMap(Int.init) ?? 150) {
                var text = original
                for _ in 0..<Int.random(in: 1...3, using: &random) { text = mutate(text, &random) }
                let nib = UINib(data: Data(text.utf8), bundle: .module)
                _ = capturingInterfaceBuilderLog {
                    do {
                        let owner: AnyObject? = name == "ProfileCard" ? ProfileCardOwner() : name == "GreetingView" ? GreetingViewController() : nil
                        _ = try nib.instantiateOrThrow(withOwner: owner)
                        loaded += 1
                    } catch {
                        refused += 1
                    }
                }
            }
        }
        #expect(loaded + refused == 5 * (ProcessInfo.processInfo.environment["IB_MUTATIONS"].flatMap(Int.init) ?? 150))
        #expect(loaded > 0 && refused > 0, "the mutations exercise both outcomes (\(loaded) loaded, \(refused) refused)")
    }
}
