import CoreGraphics
import Foundation

// Drawing images into the current UIGraphics context: upright in UIKit's y-down space, with
// the image's orientation applied, and resizable images in nine parts.
//
// These are `public` rather than `open`: Swift without the Objective-C runtime cannot
// override members declared in extensions.

extension UIImage {
    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its point size at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (resizable images keep their caps unscaled),
    /// upright in UIKit's y-down coordinates, with the context's blend mode and alpha.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        drawContents(in: rect, context: context)
        context.restoreGState()
    }

    /// Draws the image scaled to fill `rect` with `blendMode` and opacity `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        drawContents(in: rect, context: context)
        context.restoreGState()
    }

    /// Fills `rect` with copies of the image at its point size, tiled from the context's
    /// origin (as a pattern color would be).
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let tile = size
        guard tile.width > 0, tile.height > 0, !rect.isNull, !rect.isEmpty else { return }
        context.saveGState()
        context.clip(to: rect)
        // Flip about y = tile.height / 2: tiles stay on the same grid and come out upright.
        context.translateBy(x: 0, y: tile.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: tile), byTiling: true)
        context.restoreGState()
    }

    // MARK: Internals

    /// Draws into `context` (whose state the caller saves and restores).
    private func drawContents(in rect: CGRect, context: CGContext) {
        guard let cgImage, rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        guard !r.isNull, !r.isEmpty else { return }
        if isResizable, imageOrientation == .up {
            drawNineParts(cgImage, in: r, context: context)
        } else {
            context.concatenate(orientationTransform(into: r))
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// Maps the unit square a `CGImage` is drawn into (its top row at y = 1) onto `rect` in a
    /// y-down space, so that the image appears as `imageOrientation` says it should be shown.
    package func orientationTransform(into rect: CGRect) -> CGAffineTransform {
        // (x, y) in the unit square is bitmap point (p, q) = (x, 1 - y), q measured from the
        // top; the orientation maps it to displayed (X, Y), both in 0...1 with Y down.
        func displayed(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let p = x, q = 1 - y
            let (dx, dy): (CGFloat, CGFloat)
            switch imageOrientation {
            case .up: (dx, dy) = (p, q)
            case .down: (dx, dy) = (1 - p, 1 - q)
            case .left: (dx, dy) = (q, 1 - p)
            case .right: (dx, dy) = (1 - q, p)
            case .upMirrored: (dx, dy) = (1 - p, q)
            case .downMirrored: (dx, dy) = (p, 1 - q)
            case .leftMirrored: (dx, dy) = (q, p)
            case .rightMirrored: (dx, dy) = (1 - q, 1 - p)
            }
            return CGPoint(x: rect.minX + dx * rect.width, y: rect.minY + dy * rect.height)
        }
        let o = displayed(0, 0), ex = displayed(1, 0), ey = displayed(0, 1)
        return CGAffineTransform(a: ex.x - o.x, b: ex.y - o.y, c: ey.x - o.x, d: ey.y - o.y, tx: o.x, ty: o.y)
    }

    /// Draws `image` upright filling `rect` (y-down space).
    private static func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.concatenate(CGAffineTransform(a: rect.width, b: 0, c: 0, d: -rect.height, tx: rect.minX, ty: rect.maxY))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
    }

    /// Draws a resizable image: corners at their point size, edges and centre stretched or
    /// tiled per `resizingMode`. Caps that do not fit `rect` shrink in proportion.
    private func drawNineParts(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let insets = capInsets
        let pixelWidth = CGFloat(image.width), pixelHeight = CGFloat(image.height)
        func clampPair(_ a: CGFloat, _ b: CGFloat, _ total: CGFloat) -> (CGFloat, CGFloat) {
            let a = max(0, a), b = max(0, b)
            guard a + b > total, a + b > 0 else { return (a, b) }
            return (a * total / (a + b), b * total / (a + b))
        }
        // Source caps in pixels, destination caps in points.
        let (srcL, srcR) = clampPair(insets.left * scale, insets.right * scale, pixelWidth)
        let (srcT, srcB) = clampPair(insets.top * scale, insets.bottom * scale, pixelHeight)
        let (dstL, dstR) = clampPair(srcL / scale, srcR / scale, rect.width)
        let (dstT, dstB) = clampPair(srcT / scale, srcB / scale, rect.height)
        let srcX = [0, srcL, pixelWidth - srcR, pixelWidth], srcY = [0, srcT, pixelHeight - srcB, pixelHeight]
        let dstX = [rect.minX, rect.minX + dstL, rect.maxX - dstR, rect.maxX]
        let dstY = [rect.minY, rect.minY + dstT, rect.maxY - dstB, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: srcX[column], y: srcY[row], width: srcX[column + 1] - srcX[column],
                                    height: srcY[row + 1] - srcY[row]).integral
                let destination = CGRect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column],
                                         height: dstY[row + 1] - dstY[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
                      let part = image.cropping(to: source) else { continue }
                let tilesAcross = column == 1 && resizingMode == .tile
                let tilesDown = row == 1 && resizingMode == .tile
                if !tilesAcross, !tilesDown {
                    UIImage.drawUpright(part, in: destination, context: context)
                    continue
                }
                let tileWidth = tilesAcross ? CGFloat(part.width) / scale : destination.width
                let tileHeight = tilesDown ? CGFloat(part.height) / scale : destination.height
                let across = Int(saturating: (destination.width / tileWidth).rounded(.up)), down = Int(saturating: (destination.height / tileHeight).rounded(.up))
                guard across <= 65_536, down <= 65_536, across * down <= 65_536 else {
                    UIImage.drawUpright(part, in: destination, context: context)  // absurd tile counts: stretch
                    continue
                }
                context.saveGState()
                context.clip(to: destination)
                for j in 0..<down {
                    for i in 0..<across {
                        let tile = CGRect(x: destination.minX + CGFloat(i) * tileWidth, y: destination.minY + CGFloat(j) * tileHeight,
                                          width: tileWidth, height: tileHeight)
                        UIImage.drawUpright(part, in: tile, context: context)
                    }
                }
                context.restoreGState()
            }
        }
    }
}
