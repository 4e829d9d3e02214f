import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// A view backed by `CATiledLayer` inside a scroll view: `draw(_:)` runs per tile, only for
/// tiles on screen, as iOS apps showing maps or large documents rely on.
@MainActor @Suite struct TiledViewTests {
    /// A 20,000-point square drawn as vertical stripes, 100 points wide, alternating red
    /// and blue; records each rect `draw(_:)` was asked for.
    final class StripesView: UIView {
        override class var layerClass: AnyClass { CATiledLayer.self }
        var drawnRects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            drawnRects.append(rect)
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            var x = (rect.minX / 100).rounded(.down) * 100
            while x < rect.maxX {
                ctx.setFillColor((Int(x / 100) % 2 == 0 ? UIColor.red : UIColor.blue).cgColor)
                ctx.fill(CGRect(x: x, y: rect.minY, width: 100, height: rect.height))
                x += 100
            }
        }
    }

    @Test func tilesAreDrawnOnlyWhereTheScrollViewShowsThem() {
        let window = makeEventWindow(CGSize(width: 300, height: 300))
        defer { closeScrollWindow(window) }
        let scrollView = UIScrollView(frame: window.bounds)
        let stripes = StripesView(frame: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        (stripes.layer as? CATiledLayer)?.tileSize = CGSize(width: 128, height: 128)
        scrollView.addSubview(stripes)
        scrollView.contentSize = stripes.bounds.size
        window.addSubview(scrollView)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.3)      // new tiles fade in over 0.25 s
        // 300 points from the origin cross tiles 0...2 on each axis: 9 tiles of 128.
        #expect(stripes.drawnRects.count == 9)
        #expect(stripes.drawnRects.allSatisfy { $0.width <= 128 && $0.height <= 128 })
        var image = PixelReader(window.renderedImage())
        #expect(image[50, 150] == Pixel(255, 0, 0, 255))
        #expect(image[150, 150] == Pixel(0, 0, 255, 255))
        scrollView.contentOffset = CGPoint(x: 10_050, y: 5_000)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.3)
        image = PixelReader(window.renderedImage())
        // Content x 10,050...10,100 is stripe 100 (red); 10,100...10,200 is blue.
        #expect(image[20, 150] == Pixel(255, 0, 0, 255))
        #expect(image[100, 150] == Pixel(0, 0, 255, 255))
        #expect(stripes.drawnRects.count <= 9 + 16)
        #expect(stripes.drawnRects.contains { $0.contains(CGPoint(x: 10_060, y: 5_010)) })
    }
}
