import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Tiled layers: content drawn per tile, only where shown, at the level the scale needs.
@Suite struct CATiledLayerTests {
    /// Draws the left half of the content red and the right half blue (whatever the tile),
    /// and records each tile's clip and scale.
    final class HalvesDrawer: NSObject, CALayerDelegate, @unchecked Sendable {
        var clips: [CGRect] = []
        var scales: [CGFloat] = []
        let split: CGFloat
        init(split: CGFloat) { self.split = split }
        func draw(_ layer: CALayer, in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            clips.append(clip)
            scales.append(abs(ctx.ctm.a))
            ctx.setFillColor(TestColor.red)
            ctx.fill(CGRect(x: 0, y: 0, width: split, height: layer.bounds.height))
            ctx.setFillColor(TestColor.blue)
            ctx.fill(CGRect(x: split, y: 0, width: layer.bounds.width - split, height: layer.bounds.height))
        }
    }

    /// Shows new tiles at once (iOS apps override `fadeDuration` the same way).
    final class UnfadedTiledLayer: CATiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
    }

    /// A 100x100 window onto a 20,000 x 20,000 tiled layer whose top-left is at `origin`.
    func scene(_ drawer: HalvesDrawer, origin: CGPoint, tile: CGFloat = 64,
               layer tiled: CATiledLayer = UnfadedTiledLayer()) -> (CATiledLayer, CALayer, Compositor) {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        tiled.tileSize = CGSize(width: tile, height: tile)
        tiled.delegate = drawer
        tiled.anchorPoint = .zero
        tiled.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
        tiled.position = origin
        root.addSublayer(tiled)
        let compositor = Compositor(width: 100, height: 100)!
        compositor.rootLayer = root
        return (tiled, root, compositor)
    }

    @Test func onlyTheTilesOnScreenAreDrawn() {
        // The content's split at x = 10,050 is on screen at x = 50.
        let drawer = HalvesDrawer(split: 10_050)
        let (tiled, _, compositor) = scene(drawer, origin: CGPoint(x: -10_000, y: -10_000))
        compositor.render(atTime: 0)
        #expect(compositor.pixel(25, 50).isNear(.red))
        #expect(compositor.pixel(75, 50).isNear(.blue))
        // 100 points from 10,000 cross tiles 156...157 (64 pt each) on each axis: 4 tiles
        // of 160,000 drawn; a single backing image would be 20,000 px square.
        #expect(tiled.tilesDrawn == 4)
        #expect(drawer.clips.allSatisfy { $0.width <= 64 && $0.height <= 64 })
        #expect(drawer.clips.contains(CGRect(x: 9984, y: 9984, width: 64, height: 64)))
        compositor.render(atTime: 1)
        #expect(tiled.tilesDrawn == 4)                 // cached
    }

    @Test func theLevelOfDetailFollowsTheScale() {
        // levelsOfDetail 3 with bias 1: 2x, 1x and 1/2x (Apple's description of the bias).
        func drawnScale(_ scale: CGFloat) -> CGFloat? {
            let drawer = HalvesDrawer(split: 50)
            let (tiled, root, compositor) = scene(drawer, origin: .zero)
            tiled.levelsOfDetail = 3
            tiled.levelsOfDetailBias = 1
            root.sublayerTransform = CATransform3DMakeScale(scale, scale, 1)
            compositor.render(atTime: 0)
            return drawer.scales.first
        }
        #expect(drawnScale(1) == 1)
        #expect(drawnScale(1.5) == 2)
        #expect(drawnScale(4) == 2)        // the finest level there is
        #expect(drawnScale(0.5) == 0.5)
        #expect(drawnScale(0.2) == 0.5)    // the coarsest
    }

    @Test func setNeedsDisplayInARectRedrawsOnlyTheTilesItTouches() {
        let drawer = HalvesDrawer(split: 10_050)
        let (tiled, _, compositor) = scene(drawer, origin: CGPoint(x: -10_000, y: -10_000))
        compositor.render(atTime: 0)
        #expect(tiled.tilesDrawn == 4)
        tiled.setNeedsDisplay(CGRect(x: 10_000, y: 10_000, width: 5, height: 5))
        CATransaction.flush()
        LayerUpdateQueue.shared.flush()
        compositor.render(atTime: 1)
        #expect(tiled.tilesDrawn == 5)
        #expect(compositor.pixel(25, 50).isNear(.red))
    }

    @Test func scrollingFarKeepsABoundedTileCache() {
        let drawer = HalvesDrawer(split: 10_050)
        let (tiled, _, compositor) = scene(drawer, origin: .zero, tile: 32)
        for step in 0..<200 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            tiled.position = CGPoint(x: -CGFloat(step) * 90, y: -CGFloat(step) * 90)
            CATransaction.commit()
            compositor.render(atTime: CFTimeInterval(step))
        }
        #expect(tiled.tileCache.count <= 16 + CATiledLayer.spareTiles)
        #expect(tiled.tilesDrawn >= 200)
    }

    @Test func newTilesFadeInOverTheFadeDuration() {
        let drawer = HalvesDrawer(split: 10_050)
        let (tiled, _, compositor) = scene(drawer, origin: CGPoint(x: -10_000, y: -10_000), layer: CATiledLayer())
        compositor.render(atTime: 10)
        #expect(compositor.pixel(25, 50).isNear(.white))          // drawn, not yet shown
        #expect(tiled.hasContinuousContent)                              // frames keep coming
        compositor.render(atTime: 10.125)                               // half of 0.25 s
        let half = compositor.pixel(25, 50)
        #expect(half.isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 4), "\(half)")
        compositor.render(atTime: 10.25)
        #expect(compositor.pixel(25, 50).isNear(.red))
        #expect(!tiled.hasContinuousContent)
        #expect(tiled.tilesDrawn == 4)
    }

    @Test func badTileSettingsAreRejected() {
        let tiled = CATiledLayer()
        tiled.tileSize = CGSize(width: 0, height: CGFloat.nan)
        tiled.levelsOfDetail = 0
        tiled.levelsOfDetailBias = -1
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(tiled.levelsOfDetail == 1)
        #expect(tiled.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
    }
}
