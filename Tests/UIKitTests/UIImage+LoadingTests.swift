import Foundation
import Testing
import UIKit

@Suite struct UIImageLoadingTests {
    /// A fresh directory holding `files` (name → PNG of `pixels` pixels per side), as a bundle.
    private func bundle(_ files: [String: Int]) throws -> (Bundle, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, side) in files {
            let image = makeImage(Array(repeating: Array(repeating: Pixel.red, count: side), count: side))
            try image.pngData()!.write(to: directory.appendingPathComponent(name))
        }
        return (try #require(Bundle(path: directory.path)), directory)
    }

    @Test func namedPicksTheScaleOfTheTraitCollection() throws {
        let (bundle, directory) = try bundle(["icon.png": 4, "icon@2x.png": 8, "icon@3x.png": 12])
        defer { try? FileManager.default.removeItem(at: directory) }
        let two = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 4, height: 4) && two.cgImage?.width == 8)
        let three = try #require(UIImage(named: "icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 3 && three.cgImage?.width == 12)
        let one = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func namedFallsBackToOtherScales() throws {
        let (bundle, directory) = try bundle(["only@3x.png": 6, "low.png": 2])
        defer { try? FileManager.default.removeItem(at: directory) }
        let only = try #require(UIImage(named: "only", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(only.scale == 3 && only.size == CGSize(width: 2, height: 2))
        let low = try #require(UIImage(named: "low", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(low.scale == 1)
    }

    @Test func contentsOfFileReadsTheScaleSuffix() throws {
        let (_, directory) = try bundle(["a@2x.png": 6, "b.png": 3])
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("a@2x.png").path))
        #expect(a.scale == 2 && a.size == CGSize(width: 3, height: 3))
        let b = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("b.png").path))
        #expect(b.scale == 1 && b.size == CGSize(width: 3, height: 3))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("none.png").path) == nil)
    }

    @Test func corruptFilesGiveNil() throws {
        let (bundle, directory) = try bundle([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: path)
        #expect(UIImage(contentsOfFile: path.path) == nil)
        #expect(UIImage(named: "broken", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func systemSymbolsAreNotAvailable() {
        #expect(UIImage(systemName: "star.fill") == nil)
        #expect(UIImage(systemName: "star", compatibleWith: nil) == nil)
    }
}

/// Formats beyond PNG through gdk-pixbuf: JPEG in and out, GIF's first frame; corrupt and
/// truncated data give nil.
@Suite struct UIImageCodecTests {
    /// Left half red, right half blue, 16x8 pixels.
    func halves() -> UIImage {
        let row = Array(repeating: Pixel.red, count: 8) + Array(repeating: Pixel.blue, count: 8)
        return makeImage(Array(repeating: row, count: 8))
    }

    @Test func jpegRoundTripKeepsSizeAndColors() throws {
        let data = try #require(halves().jpegData(compressionQuality: 0.9))
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 16, height: 8))
        let p = PixelReader(decoded)
        #expect(p[2, 4].isNear(.red, 40), "\(p[2, 4])")
        #expect(p[13, 4].isNear(.blue, 40), "\(p[13, 4])")
    }

    @Test func lowerQualityIsSmaller() throws {
        let noisy = makeImage((0..<64).map { y in (0..<64).map { x in Pixel(x * 4, (255 - x * 4 + y * 3) % 256, (x * 37 + y * 11) % 256, 255) } })
        let small = try #require(noisy.jpegData(compressionQuality: 0.1))
        let large = try #require(noisy.jpegData(compressionQuality: 1))
        #expect(small.count < large.count)
    }

    @Test func corruptAndTruncatedDataGiveNil() throws {
        let data = try #require(halves().jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: data.prefix(data.count / 2)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])) == nil)
        #expect(UIImage(data: Data("definitely not an image".utf8)) == nil)
    }

    @Test func gifDecodesItsFirstFrame() throws {
        // A 1x1 GIF89a whose only pixel is color 0 of a two-entry table (red, black).
        let gif = Data([71, 73, 70, 56, 57, 97, 1, 0, 1, 0, 128, 0, 0, 255, 0, 0, 0, 0, 0, 44, 0, 0, 0, 0,
                        1, 0, 1, 0, 0, 2, 2, 68, 1, 0, 59])
        let image = try #require(UIImage(data: gif))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(PixelReader(image)[0, 0].isNear(.red, 2))
    }

    @Test func contentsOfFileReadsJPEG() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("codec-\(UUID().uuidString)@2x.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try #require(halves().jpegData(compressionQuality: 0.9)).write(to: url)
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 8, height: 4))
    }
}
