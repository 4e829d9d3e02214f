import CoreGraphics
import Foundation

/// Where a layer's contents image goes inside its bounds: gravity, contentsRect and
/// nine-part stretching turned into source/destination rectangle pairs.
package enum ContentsGeometry {
    /// One piece of the image to draw: `source` in image pixels, `destination` in layer
    /// coordinates.
    package struct Slice: Equatable {
        package var source: CGRect
        package var destination: CGRect
    }

    /// The slices that draw `imageSize` (pixels) at `contentsScale` into `bounds` with the
    /// given gravity, contentsRect (unit) and contentsCenter (unit).
    package static func slices(imageSize: CGSize, contentsScale: CGFloat, bounds: CGRect,
                                gravity: CALayerContentsGravity, contentsRect: CGRect,
                                contentsCenter: CGRect) -> [Slice] {
        guard imageSize.width > 0, imageSize.height > 0, bounds.width > 0, bounds.height > 0 else { return [] }
        let unit = contentsRect.standardized
        let source = CGRect(x: unit.minX * imageSize.width, y: unit.minY * imageSize.height,
                            width: unit.width * imageSize.width, height: unit.height * imageSize.height)
        guard source.width > 0, source.height > 0 else { return [] }
        let scale = contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = placement(of: natural, in: bounds, gravity: gravity)
        let center = contentsCenter.standardized
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) || gravity != .resize {
            return [Slice(source: source, destination: destination)]
        }
        return nineSlices(source: source, destination: destination, center: center, scale: scale)
    }

    /// The rectangle an image of `size` points occupies in `bounds` under `gravity`.
    package static func placement(of size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let b = bounds
        switch gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            // iOS layers are y-down: "top" is the minimum y edge.
            let w = size.width, h = size.height
            var x = b.midX - w / 2, y = b.midY - h / 2
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: break
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
            default: break
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// Nine-part slices: corners keep their point size, edges stretch along one axis, the
    /// centre along both; when the destination is smaller than the corners, they shrink
    /// proportionally.
    private static func nineSlices(source: CGRect, destination: CGRect, center: CGRect, scale: CGFloat) -> [Slice] {
        var sx = [source.minX, source.minX + center.minX * source.width, source.minX + center.maxX * source.width, source.maxX]
        var sy = [source.minY, source.minY + center.minY * source.height, source.minY + center.maxY * source.height, source.maxY]
        // A zero-sized centre stretches the single pixel row/column it sits on.
        if sx[2] - sx[1] < 1 { let mid = (sx[1] + sx[2]) / 2; sx[1] = max(sx[0], mid - 0.5); sx[2] = min(sx[3], mid + 0.5) }
        if sy[2] - sy[1] < 1 { let mid = (sy[1] + sy[2]) / 2; sy[1] = max(sy[0], mid - 0.5); sy[2] = min(sy[3], mid + 0.5) }
        var left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        var top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        if left + right > destination.width, left + right > 0 {
            let f = destination.width / (left + right); left *= f; right *= f
        }
        if top + bottom > destination.height, top + bottom > 0 {
            let f = destination.height / (top + bottom); top *= f; bottom *= f
        }
        let dx = [destination.minX, destination.minX + left, destination.maxX - right, destination.maxX]
        let dy = [destination.minY, destination.minY + top, destination.maxY - bottom, destination.maxY]
        var result: [Slice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let src = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let dst = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                if src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 {
                    result.append(Slice(source: src, destination: dst))
                }
            }
        }
        return result
    }
}
