import Foundation
import Testing

/// The shared reference-image comparison (`TestSupport`): a missing reference is recorded and
/// reported, another size is reported with both sizes, a changed pixel beyond the tolerance
/// fails with the image and a difference image written.
@Suite struct ReferenceImageTests {
    /// A path of a would-be test file in a fresh folder, so references land in its `__References__`.
    func scratchTestFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("references-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("SomeTests.swift").path
    }

    /// A `width` x `height` opaque image filled with `color`, one pixel optionally changed.
    func image(_ width: Int, _ height: Int, _ color: Pixel, changing changed: (x: Int, y: Int, to: Pixel)? = nil) -> CGImage {
        let ctx = makeRGBAContext(width, height)
        func fill(_ c: Pixel, _ rect: CGRect) {
            ctx.setFillColor(CGColor(srgbRed: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255, alpha: 1))
            ctx.fill(rect)
        }
        fill(color, CGRect(x: 0, y: 0, width: width, height: height))
        if let changed { fill(changed.to, CGRect(x: changed.x, y: height - 1 - changed.y, width: 1, height: 1)) }
        return ctx.makeImage()!
    }

    @Test func aMissingReferenceIsRecordedAndReported() throws {
        let file = try scratchTestFile()
        let first = compareWithReference(image(4, 4, red), named: "square", filePath: file)
        guard case .recorded(let path) = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(path.hasSuffix("__References__/square.png"))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(compareWithReference(image(4, 4, red), named: "square", filePath: file) == .matches)
    }

    @Test func anotherSizeNamesBothSizes() throws {
        let file = try scratchTestFile()
        _ = compareWithReference(image(4, 4, red), named: "size", filePath: file)
        let result = compareWithReference(image(6, 4, red), named: "size", filePath: file)
        #expect(result.message.contains("Image of 6x4 pixels does not match reference of 4x4 pixels"))
    }

    @Test func aChangedPixelFailsWithADifferenceImageUnlessTolerated() throws {
        let file = try scratchTestFile()
        _ = compareWithReference(image(8, 8, red), named: "pixel", filePath: file)
        let changed = image(8, 8, red, changing: (x: 3, y: 5, to: Pixel(250, 0, 0, 255)))
        let result = compareWithReference(changed, named: "pixel", filePath: file)
        guard case .differs(let pixels, let largest, let actualPath, let differencePath) = result else {
            Issue.record("expected a difference, got \(result)"); return
        }
        #expect(pixels == 1 && largest == 5)
        #expect(FileManager.default.fileExists(atPath: actualPath))
        let difference = PixelReader(try CGImage.decodePNG(Data(contentsOf: URL(fileURLWithPath: differencePath))))
        #expect(difference[3, 5] == .white)   // the changed pixel, stretched to full range
        #expect(difference[0, 0] == .black)
        #expect(compareWithReference(changed, named: "pixel", tolerance: ReferenceTolerance(channel: 5), filePath: file) == .matches)
        #expect(compareWithReference(changed, named: "pixel", tolerance: ReferenceTolerance(pixels: 1), filePath: file) == .matches)
    }
}
