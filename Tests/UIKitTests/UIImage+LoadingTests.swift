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
