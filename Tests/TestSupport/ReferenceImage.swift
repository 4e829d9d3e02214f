import CoreGraphics
import Foundation
import Testing

/// How far a rendered image may be from its reference PNG and still match.
///
/// Fonts, Cairo and Pango are the same Debian packages on every machine that runs the tests
/// (developers' and CI's), so rendering is deterministic: the default allows no difference
/// at all. A test that renders through floating-point paths that could differ in the last
/// bit (gradients, antialiased curves) may allow a channel difference of a few levels.
public struct ReferenceTolerance: Sendable, CustomStringConvertible {
    /// The largest difference of any 8-bit channel (premultiplied RGBA) a pixel may have.
    public var channel: Int
    /// How many pixels may exceed `channel`.
    public var pixels: Int

    /// A tolerance of `channel` levels per channel and `pixels` pixels beyond it.
    public init(channel: Int = 0, pixels: Int = 0) {
        self.channel = channel
        self.pixels = pixels
    }

    /// Pixel for pixel equality.
    public static let exact = ReferenceTolerance()

    public var description: String { "\(channel) levels per channel, \(pixels) pixels beyond" }
}

/// The outcome of comparing an image with its reference PNG.
public enum ReferenceComparison: Equatable, Sendable {
    /// The image matches the reference within the tolerance.
    case matches
    /// There was no reference: the image was written as the new reference.
    case recorded(path: String)
    /// The sizes differ.
    case sizeMismatch(actual: String, reference: String)
    /// Too many pixels differ; the actual image and a difference image were written.
    case differs(pixels: Int, largest: Int, actualPath: String, differencePath: String)
    /// The reference could not be read or the image could not be written.
    case unreadable(String)

    /// A message naming what happened and the files involved.
    public var message: String {
        switch self {
        case .matches: return "matches"
        case .recorded(let path): return "No reference image was found; recorded \(path). Re-run to compare against it."
        case .sizeMismatch(let actual, let reference):
            return "Image of \(actual) does not match reference of \(reference)."
        case .differs(let pixels, let largest, let actualPath, let differencePath):
            return "\(pixels) pixels differ from the reference (largest channel difference \(largest)); image: \(actualPath), difference: \(differencePath)"
        case .unreadable(let reason): return reason
        }
    }
}

/// Compares `image` with the reference PNG `name.png` in the `__References__` folder beside
/// the test file (`filePath`), writing a missing reference (and failing, so a first run
/// never passes silently) and, on a mismatch, the image and a difference image (each pixel
/// its largest channel difference, stretched to full range) into `REFERENCE_ARTIFACTS`
/// (else the temporary folder). Set `RECORD_REFERENCES=1` to re-record every reference.
public func compareWithReference(_ image: CGImage, named name: String, tolerance: ReferenceTolerance = .exact,
                                 filePath: String = #filePath) -> ReferenceComparison {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__References__")
    let referenceURL = folder.appendingPathComponent("\(name).png")
    let fileManager = FileManager.default
    let record = ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1"
    guard let data = fileManager.contents(atPath: referenceURL.path), !record else {
        guard let png = image.pngData() else { return .unreadable("The image could not be encoded as PNG.") }
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: referenceURL)
        } catch {
            return .unreadable("Could not write \(referenceURL.path): \(error)")
        }
        return .recorded(path: referenceURL.path)
    }
    let reference: CGImage
    do {
        reference = try CGImage.decodePNG(data)
    } catch {
        return .unreadable("Reference \(referenceURL.path) could not be read: \(error)")
    }
    guard reference.width == image.width, reference.height == image.height else {
        return .sizeMismatch(actual: "\(image.width)x\(image.height) pixels",
                             reference: "\(reference.width)x\(reference.height) pixels (\(referenceURL.path))")
    }
    let actual = PixelReader(image).bytes, expected = PixelReader(reference).bytes
    var differing = 0, largest = 0
    var difference = [UInt8](repeating: 0, count: actual.count / 4)
    for pixel in difference.indices {
        var d = 0
        for c in 0..<4 { d = max(d, abs(Int(actual[pixel * 4 + c]) - Int(expected[pixel * 4 + c]))) }
        difference[pixel] = UInt8(d)
        largest = max(largest, d)
        if d > tolerance.channel { differing += 1 }
    }
    guard differing > tolerance.pixels else { return .matches }
    let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REFERENCE_ARTIFACTS"] ?? NSTemporaryDirectory())
        .appendingPathComponent("reference-failures")
    let actualURL = artifacts.appendingPathComponent("\(name).png")
    let differenceURL = artifacts.appendingPathComponent("\(name).difference.png")
    do {
        try fileManager.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try image.pngData()?.write(to: actualURL)
        try grayImage(difference, width: image.width, height: image.height, largest: largest)?.pngData()?.write(to: differenceURL)
    } catch {
        return .unreadable("Could not write the failure images into \(artifacts.path): \(error)")
    }
    return .differs(pixels: differing, largest: largest, actualPath: actualURL.path, differencePath: differenceURL.path)
}

/// Expects `image` to match its reference PNG (see ``compareWithReference(_:named:tolerance:filePath:)``),
/// recording an issue that names the files otherwise.
public func expectMatchesReference(_ image: CGImage, named name: String, tolerance: ReferenceTolerance = .exact,
                                   filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let result = compareWithReference(image, named: name, tolerance: tolerance, filePath: filePath)
    if result != .matches { Issue.record(Comment(rawValue: result.message), sourceLocation: sourceLocation) }
}

/// An opaque gray image from one byte per pixel, stretched so `largest` is white.
private func grayImage(_ values: [UInt8], width: Int, height: Int, largest: Int) -> CGImage? {
    var rgba = [UInt8](repeating: 255, count: values.count * 4)
    for (i, v) in values.enumerated() {
        let level = UInt8(largest > 0 ? Int(v) * 255 / largest : 0)
        rgba[i * 4] = level; rgba[i * 4 + 1] = level; rgba[i * 4 + 2] = level
    }
    guard let provider = CGDataProvider(data: Data(rgba)) else { return nil }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                   space: CGColorSpaceCreateDeviceRGB(),
                   bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
}
