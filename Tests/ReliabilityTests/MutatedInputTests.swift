import Foundation
import OpenUIKitTool
import Testing
import UIKit
import UIKitTesting

/// Images with random bytes changed: loading fails cleanly or yields an image that lays
/// out and renders; nothing traps. (Mutated keyed archives: `MutatedArchiveTests`.)
@MainActor
@Suite struct MutatedInputTests {
    /// `data` with `count` random bytes overwritten, some bytes dropped or repeated.
    func mutate(_ data: Data, _ random: inout SeededRandom) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            guard !bytes.isEmpty else { break }
            let i = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes[i] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...16, using: &random)))
            default: bytes.insert(contentsOf: bytes[i..<min(bytes.count, i + 8)], at: i)
            }
        }
        return Data(bytes)
    }

    @Test(arguments: ReliabilityRun.seeds(31))
    func mutatedImagesFailCleanlyOrRender(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let source = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).pngData { ctx in
            UIColor.systemOrange.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 16))
        }
        let window = makeTestWindow(CGSize(width: 40, height: 40))
        defer { closeWindow(window) }
        let imageView = UIImageView(frame: window.bounds)
        window.addSubview(imageView)
        var decoded = 0
        let inputs = 200 * ReliabilityRun.scale
        for _ in 0..<inputs {
            let image = UIImage(data: mutate(source, &random))
            if let image {
                decoded += 1
                imageView.image = image
                UIApplication.shared.runUntilIdle()
                _ = window.renderedImage()
            }
        }
        #expect(UIImage(data: source) != nil)
        #expect(decoded < inputs)  // most mutations break the PNG's checksums
    }
}
