import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting
import OpenUIKitTool

/// Keyed archives of UIKit objects, changed at random (`ArchiveMutator`, the fuzzer's) the
/// ways that trapped swift-corelibs-foundation's decoder and more: read through
/// `NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom:)`, each either decodes or is
/// rejected with an error; nothing traps (a trap would end the test process).
@MainActor
@Suite struct MutatedArchiveTests {
    /// What became of one mutated archive.
    enum Outcome {
        /// The unarchiver refused the data.
        case rejected
        /// Decoding the root failed with an error (or gave nothing).
        case failed
        /// The root object decoded.
        case decoded(Any)
    }

    /// Mutates one of `sources` at random and decodes it through the validated unarchiver.
    static func decodeMutated(_ sources: [Data], using random: inout SeededRandom) throws -> Outcome {
        let data = try ArchiveMutator.mutate(sources.randomElement(using: &random)!, using: &random)
        guard let coder = try? NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data) else { return .rejected }
        let root = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        guard coder.error == nil, let root else { return .failed }
        return .decoded(root)
    }

    @Test(arguments: ReliabilityRun.seeds(47))
    func mutatedArchivesDecodeOrFailCleanly(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let sources = try ArchiveMutator.seedArchives()
        for source in sources {
            let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: source)
            #expect(coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) != nil && coder.error == nil)
        }
        var decoded = 0, failedInDecoding = 0, rejected = 0
        let inputs = 400 * ReliabilityRun.scale
        for _ in 0..<inputs {
            switch try Self.decodeMutated(sources, using: &random) {
            case .rejected: rejected += 1
            case .failed: failedInDecoding += 1
            case .decoded(let root):
                decoded += 1
                if let view = root as? UIView { view.layoutIfNeeded() }
                if let layer = root as? CALayer { layer.layoutIfNeeded() }
            }
        }
        #expect(decoded + failedInDecoding + rejected == inputs)
        #expect(rejected > inputs / 10)  // most structural changes are caught
        #expect(decoded > 0)  // value changes (numbers, strings) still decode
    }

    /// Archives of real view trees (`seedViewTrees()`), mutated: each decodes into a tree that
    /// lays out and renders in a window, or fails with an error; nothing traps.
    @Test(arguments: ReliabilityRun.seeds(61))
    func mutatedViewTreesDecodeOrFailCleanly(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let sources = try Self.seedViewTrees().map { try NSKeyedArchiver.archivedData(withRootObject: $0, requiringSecureCoding: false) }
        for source in sources {
            let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: source)
            #expect(coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) is UIView && coder.error == nil)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        window.isHidden = false
        defer { window.isHidden = true }
        var decoded = 0, failedInDecoding = 0, rejected = 0
        let inputs = 300 * ReliabilityRun.scale
        for _ in 0..<inputs {
            let view: UIView
            switch try Self.decodeMutated(sources, using: &random) {
            case .rejected: rejected += 1; continue
            case .decoded(let root as UIView): view = root
            case .failed, .decoded: failedInDecoding += 1; continue
            }
            decoded += 1
            // A valid tree: it joins a window, lays out and draws.
            window.addSubview(view)
            window.layoutIfNeeded()
            _ = window.renderedImage()
            view.removeFromSuperview()
        }
        #expect(decoded + failedInDecoding + rejected == inputs)
        #expect(rejected > inputs / 10)
        #expect(decoded > 0 && failedInDecoding > 0)
    }
}
