import CCairo
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A layer subclass that counts and records its drawing.
final class DrawingLayer: CALayer {
    var draws = 0
    var lastCTM: CGAffineTransform?
    override func draw(in ctx: CGContext) {
        draws += 1
        lastCTM = ctx.ctm
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: 10, height: 5))
    }
}

@Suite struct CALayerDisplayTests {
    @Test func setNeedsDisplayDefersToTheNextCommit() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(layer.draws == 0)
        CATransaction.flush()
        LayerUpdateQueue.shared.flush()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        #expect(layer.contents is CGImage)
    }

    @Test func displayIfNeededDrawsOnceAndCachesContents() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.displayIfNeeded()
        #expect(layer.draws == 0)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
    }

    @Test func drawingContextIsTopLeftAtContentsScale() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contentsScale = 2
        layer.display()
        let image = layer.contents as! CGImage
        #expect(image.width == 40 && image.height == 20)
        // The 10x5 rect drawn at the origin lands in the top-left 20x10 pixels.
        #expect(image.pixel(1, 1) == .blue)
        #expect(image.pixel(19, 9) == .blue)
        #expect(image.pixel(21, 1) == .clear)
        #expect(image.pixel(1, 11) == .clear)
        #expect(layer.lastCTM == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
    }

    @Test func boundsOriginIsTheDrawingOrigin() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 50, y: 50, width: 20, height: 20)
        layer.display()
        let image = layer.contents as! CGImage
        #expect(image.pixel(1, 1) == .blue)
    }

    @Test func zeroSizedLayersGetNoBackingImage() {
        let layer = DrawingLayer()
        layer.display()
        #expect(layer.contents == nil)
        #expect(layer.draws == 0)
    }

    @Test func gigantsAreRefusedWithoutDrawing() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        layer.display()
        #expect(layer.contents == nil)
        #expect(layer.draws == 0)
    }

    @Test func needsDisplayOnBoundsChangeRedraws() {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.display()
        layer.bounds.size = CGSize(width: 30, height: 30)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 40, height: 40)
        #expect(layer.needsDisplay())
    }

    @Test func delegateDrawsAndCanReplaceDisplay() {
        final class Displayer: CALayerDelegate {
            var displayed = 0
            func display(_ layer: CALayer) { displayed += 1 }
        }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let filling = FillingDelegate(color: TestColor.red)
        layer.delegate = filling
        layer.display()
        #expect(filling.drawCount == 1)
        #expect((layer.contents as? CGImage)?.pixel(5, 5) == .red)
        let displayer = Displayer()
        layer.delegate = displayer
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(displayer.displayed == 1)
        #expect(!layer.needsDisplay())
    }

    @Test func renderInContextDrawsTheModelTree() {
        let root = solidLayer(CGRect(x: 100, y: 100, width: 20, height: 20), TestColor.red)
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), TestColor.blue))
        var buffer = [UInt8](repeating: 0, count: 20 * 20 * 4)
        buffer.withUnsafeMutableBytes { bytes in
            let ctx = CGContext(data: bytes.baseAddress, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 80,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            // UIKit convention: flip to top-left first.
            ctx.translateBy(x: 0, y: 20)
            ctx.scaleBy(x: 1, y: -1)
            root.render(in: ctx)
        }
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { Array(buffer[(y * 20 + x) * 4 ..< (y * 20 + x) * 4 + 4]) }
        #expect(rgba(2, 2) == [0, 0, 255, 255])
        #expect(rgba(15, 15) == [255, 0, 0, 255])
    }

    @Test func renderInARawBitmapContextIsUpsideDownAsOnApple() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), TestColor.red)
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), TestColor.blue))
        let ctx = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        root.render(in: ctx)
        let image = ctx.makeImage()!
        // y up: the sublayer at the origin ends up at the bottom-left of the image.
        #expect(image.pixel(2, 17) == .blue)
        #expect(image.pixel(2, 2) == .red)
    }
}
