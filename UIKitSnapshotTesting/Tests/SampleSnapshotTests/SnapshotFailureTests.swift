import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// What a failing snapshot looks like: these tests ask `verifySnapshot` (the function
/// `assertSnapshot` reports through) for its failure message instead of failing.
@MainActor
struct SnapshotFailureTests {
    /// The folder of ViewSnapshotTests' committed reference images.
    let committedReferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ViewSnapshotTests").path

    /// A fresh folder for references a test records.
    func scratchFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aChangedViewFailsAndWritesADifferenceImage() throws {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        badge.fillColor = .systemRed // the committed reference is blue
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: badge, as: .image, named: "1", snapshotDirectory: committedReferences,
                           testName: "testBadgeView")
        }
        let text = try #require(message)
        #expect(text.contains("Snapshot \"1\" does not match reference."))
        #expect(text.contains("Newly-taken snapshot does not match reference."))
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Difference image: ") })
        let path = String(line.dropFirst("Difference image: ".count))
        let difference = try #require(UIImage(contentsOfFile: path))
        #expect(difference.size == CGSize(width: 48, height: 48))
        // The badge's pixels changed and the transparent corners did not.
        let pixels = try #require(ImageBytes(difference))
        #expect(pixels.gray(at: 24, 10) > 0)
        #expect(pixels.gray(at: 0, 0) == 0)
    }

    @Test func aSlightChangePassesWithAPerceptualPrecision() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        badge.fillColor = UIColor(red: 0, green: 122 / 255, blue: 254 / 255, alpha: 1) // systemBlue's blue - 1
        let strict = withSnapshotTesting(record: .never) {
            verifySnapshot(of: badge, as: .image, named: "1", snapshotDirectory: committedReferences, testName: "testBadgeView")
        }
        let tolerant = withSnapshotTesting(record: .never) {
            verifySnapshot(of: badge, as: .image(perceptualPrecision: 0.98), named: "1",
                           snapshotDirectory: committedReferences, testName: "testBadgeView")
        }
        #expect(strict != nil)
        #expect(tolerant == nil)
    }

    @Test func aMissingReferenceIsRecordedAndFailsTheFirstRun() throws {
        let folder = try scratchFolder()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let first = verifySnapshot(of: badge, as: .image, named: "new", snapshotDirectory: folder, testName: "recording")
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/recording.new.png"))
        let second = verifySnapshot(of: badge, as: .image, named: "new", snapshotDirectory: folder, testName: "recording")
        #expect(second == nil)
    }

    @Test func anImageOfAnotherSizeFailsNamingBothSizes() throws {
        let folder = try scratchFolder()
        let small = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = verifySnapshot(of: small, as: .image, named: "size", snapshotDirectory: folder, testName: "sizes")
        let wide = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let message = try #require(verifySnapshot(of: wide, as: .image, named: "size", snapshotDirectory: folder, testName: "sizes"))
        #expect(message.contains("Newly-taken snapshot@(30.0, 20.0) does not match reference@(20.0, 20.0)."))
    }

    @Test func aMissingReferenceIsNotRecordedWhenRecordingIsOff() throws {
        let folder = try scratchFolder()
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)), as: .image, named: "off",
                           snapshotDirectory: folder, testName: "never")
        }
        #expect(message?.contains("New snapshot was not recorded because recording is disabled") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/never.off.png"))
    }
}

/// Reads gray levels of an image (its red channel) for the tests above.
struct ImageBytes {
    let width: Int
    let bytes: [UInt8]

    init?(_ image: UIImage) {
        guard let cgImage = image.cgImage,
              let context = CGContext(data: nil, width: cgImage.width, height: cgImage.height, bitsPerComponent: 8,
                                      bytesPerRow: cgImage.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
              let data = context.data else { return nil }
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
        width = cgImage.width
        bytes = Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: cgImage.width * cgImage.height * 4))
    }

    func gray(at x: Int, _ y: Int) -> UInt8 { bytes[(y * width + x) * 4] }
}
