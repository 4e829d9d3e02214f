import Foundation
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Compares images pixel for pixel, exactly.
    public static var image: Diffing { .image() }

    /// Compares images by their pixels.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match (1: all of them).
    ///   - perceptualPrecision: how close a pixel must be to count as matching: 1 - ΔE94 / 100
    ///     (0.98 to 0.99 is about what the eye tells apart). 1 compares bytes.
    ///   - scale: the scale reference images are read at (the main screen's when nil or 0).
    ///
    /// Images are stored as PNG. On a mismatch the message names the sizes or the measured
    /// precision, and a difference image (each pixel the largest channel difference, contrast
    /// stretched) is written beside the failed snapshot (`SNAPSHOT_ARTIFACTS`, else the
    /// temporary folder) and named in the message; it is also returned as an attachment.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { data in
                let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? onMainActor { UIScreen.main.scale }
                return UIImage(data: data, scale: imageScale) ?? UIImage()
            }
        ) { reference, snapshot in
            guard let message = ImageComparison.compare(reference, snapshot, precision: precision,
                                                        perceptualPrecision: perceptualPrecision) else { return nil }
            var attachments = [DiffAttachment.data(toData(reference), name: "reference.png"),
                               DiffAttachment.data(toData(snapshot), name: "failure.png")]
            var text = message
            if let difference = ImageComparison.differenceImage(reference, snapshot), let png = difference.pngData() {
                attachments.append(.data(png, name: "difference.png"))
                if let url = ImageComparison.writeDifference(png) { text += "\nDifference image: \(url.path)" }
            }
            return (text, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Compares images pixel for pixel, stored as PNG.
    public static var image: Snapshotting { .image() }

    /// Compares images by their pixels with the given precisions, stored as PNG.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
