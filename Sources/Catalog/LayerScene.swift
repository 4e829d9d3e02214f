import Foundation
import QuartzCore

/// The layer showcase: backgrounds, corners, borders, shadows, transforms, masks, opacity
/// groups, nine-part contents and z order, each in a labelled-by-position tile.
enum LayerScene {
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    static func tile(_ column: Int, _ row: Int) -> CGRect {
        CGRect(x: 20 + CGFloat(column) * 155, y: 20 + CGFloat(row) * 150, width: 135, height: 130)
    }

    static func make() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        root.backgroundColor = color(0.95, 0.95, 0.97)

        // Rounded card with a border and a soft shadow.
        let card = CALayer()
        card.frame = tile(0, 0)
        card.backgroundColor = color(1, 1, 1)
        card.cornerRadius = 16
        card.borderWidth = 2
        card.borderColor = color(0.2, 0.4, 0.9)
        card.shadowOpacity = 0.35
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 6)
        root.addSublayer(card)

        // Rotated and scaled squares about their anchor points.
        for step in 0..<6 {
            let square = CALayer()
            square.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            square.position = CGPoint(x: tile(1, 0).midX, y: tile(1, 0).midY)
            square.backgroundColor = color(0.9, 0.3 + CGFloat(step) * 0.1, 0.2, 0.5)
            square.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(step) * .pi / 12).scaledBy(x: 1.4 - CGFloat(step) * 0.12, y: 1.4 - CGFloat(step) * 0.12))
            root.addSublayer(square)
        }

        // Rounded clipping of sublayers (masksToBounds with cornerRadius).
        let clip = CALayer()
        clip.frame = tile(2, 0)
        clip.cornerRadius = 40
        clip.masksToBounds = true
        clip.backgroundColor = color(0.1, 0.1, 0.2)
        for stripe in 0..<8 {
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(stripe) * 20 - 10, y: -20, width: 10, height: 180)
            bar.backgroundColor = color(1, 0.8, 0.1)
            bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 8))
            clip.addSublayer(bar)
        }
        root.addSublayer(clip)

        // Group opacity: a half-transparent group whose children do not show through each other.
        let group = CALayer()
        group.frame = tile(3, 0)
        group.opacity = 0.5
        for (index, hue) in [color(0.9, 0.1, 0.1), color(0.1, 0.7, 0.2), color(0.1, 0.3, 0.9)].enumerated() {
            let disc = CALayer()
            disc.frame = CGRect(x: 10 + CGFloat(index) * 30, y: 20 + CGFloat(index) * 20, width: 60, height: 60)
            disc.cornerRadius = 30
            disc.backgroundColor = hue
            group.addSublayer(disc)
        }
        root.addSublayer(group)

        // A mask: the left half fully visible, the right half at 50%.
        let masked = CALayer()
        masked.frame = tile(0, 1)
        masked.backgroundColor = color(0.8, 0.2, 0.6)
        let mask = CALayer()
        mask.frame = masked.bounds
        let opaqueHalf = CALayer()
        opaqueHalf.frame = CGRect(x: 0, y: 0, width: masked.bounds.width / 2, height: masked.bounds.height)
        opaqueHalf.backgroundColor = color(0, 0, 0)
        let translucentHalf = CALayer()
        translucentHalf.frame = CGRect(x: masked.bounds.width / 2, y: 0, width: masked.bounds.width / 2, height: masked.bounds.height)
        translucentHalf.backgroundColor = color(0, 0, 0, 0.5)
        mask.addSublayer(opaqueHalf)
        mask.addSublayer(translucentHalf)
        masked.mask = mask
        root.addSublayer(masked)

        // z order: the first-added layer is brought to the front by zPosition.
        for index in 0..<3 {
            let layer = CALayer()
            layer.frame = tile(1, 1).insetBy(dx: 15, dy: 15).offsetBy(dx: CGFloat(index) * 15 - 15, dy: CGFloat(index) * 15 - 15)
            layer.backgroundColor = [color(0.95, 0.5, 0.1), color(0.2, 0.6, 0.9), color(0.3, 0.8, 0.4)][index]
            layer.borderWidth = 1
            layer.borderColor = color(0, 0, 0, 0.4)
            layer.zPosition = index == 0 ? 1 : 0
            root.addSublayer(layer)
        }

        // Nine-part contents: a small bordered image stretched without stretching its corners.
        let stretched = CALayer()
        stretched.frame = tile(2, 1)
        stretched.contents = ninePartImage()
        stretched.contentsScale = 2
        stretched.contentsCenter = CGRect(x: 0.45, y: 0.45, width: 0.1, height: 0.1)
        root.addSublayer(stretched)

        // Selected corners rounded, with a border.
        let corners = CALayer()
        corners.frame = tile(3, 1)
        corners.backgroundColor = color(0.25, 0.25, 0.3)
        corners.cornerRadius = 36
        corners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        corners.borderWidth = 4
        corners.borderColor = color(1, 0.6, 0.2)
        root.addSublayer(corners)

        // A row of layers with contents gravity.
        for (index, gravity) in [CALayerContentsGravity.resize, .resizeAspect, .resizeAspectFill, .center].enumerated() {
            let frame = CGRect(x: 20 + CGFloat(index) * 155, y: 330, width: 135, height: 120)
            let holder = CALayer()
            holder.frame = frame
            holder.backgroundColor = color(0.85, 0.85, 0.9)
            holder.contents = ninePartImage()
            holder.contentsGravity = gravity
            holder.masksToBounds = true
            root.addSublayer(holder)
        }
        return root
    }

    /// A 60x40 px image: a dark rounded frame around a light centre, as an image drawn
    /// into a layer's backing store (the layer's own `draw(in:)`).
    static func ninePartImage() -> CGImage? {
        let painter = ImagePainter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.backgroundColor = color(0.2, 0.2, 0.3)
        layer.cornerRadius = 12
        let inner = CALayer()
        inner.frame = layer.bounds.insetBy(dx: 8, dy: 8)
        inner.backgroundColor = color(0.95, 0.9, 0.6)
        inner.cornerRadius = 5
        layer.addSublayer(inner)
        return painter.image(of: layer)
    }
}

/// Renders a standalone layer tree into an image with `CALayer.render(in:)`.
struct ImagePainter {
    func image(of layer: CALayer) -> CGImage? {
        let width = Int(layer.bounds.width), height = Int(layer.bounds.height)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        // UIKit-style top-left coordinates.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        layer.render(in: context)
        return context.makeImage()
    }
}
