import CCairo
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Particle emitters rendered by the compositor at given layer times.
@Suite struct CAEmitterLayerTests {
    /// A 4x4 opaque white particle image.
    static let dot = makeImage(width: 4, height: 4) { cr in
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_paint(cr)
    }

    /// A 100x100 white scene holding a full-size emitter, rendered at t = 0 (emission starts).
    func scene(_ configure: (CAEmitterLayer, CAEmitterCell) -> Void) -> (Compositor, CAEmitterLayer) {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        let cell = CAEmitterCell()
        cell.contents = CAEmitterLayerTests.dot
        cell.color = TestColor.red
        configure(emitter, cell)
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        return (compositor, emitter)
    }

    func isRed(_ c: Compositor, _ x: Int, _ y: Int) -> Bool { c.pixel(x, y).isNear(.red, 10) }
    func isWhite(_ c: Compositor, _ x: Int, _ y: Int) -> Bool { c.pixel(x, y).isNear(.white, 3) }

    @Test func particlesAreBornAtTheBirthRateAndMoveAtTheirVelocity() {
        let (compositor, _) = scene { emitter, cell in
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            cell.birthRate = 10       // one particle every 0.1 s from t = 0
            cell.lifetime = 10
            cell.velocity = 20        // points per second, along emissionLongitude 0 (+x)
        }
        compositor.render(atTime: 1.05)
        // Ages 1.05, 0.95, ..., 0.05: centres at x = 10 + 20 * age, from 31 down to 11.
        #expect(isRed(compositor, 31, 50) && isRed(compositor, 21, 50) && isRed(compositor, 11, 50))
        #expect(isWhite(compositor, 36, 50) && isWhite(compositor, 31, 56))
    }

    @Test func stoppingTheBirthRateLetsLivingParticlesLiveOutTheirLifetime() {
        let (compositor, emitter) = scene { emitter, cell in
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            cell.birthRate = 10
            cell.lifetime = 10
            cell.velocity = 10
        }
        compositor.render(atTime: 1.05)
        emitter.birthRate = 0
        compositor.render(atTime: 5)
        // Born 0...1.0 (the last at 1.0): ages 4...5 put them at x 50...60; none newer.
        #expect(isRed(compositor, 55, 50))
        #expect(isWhite(compositor, 20, 50) && isWhite(compositor, 45, 50))
        compositor.render(atTime: 11.5)   // every particle is older than its 10 s lifetime
        #expect((0..<100).allSatisfy { isWhite(compositor, $0, 50) })
    }

    @Test func scaleAndAlphaSpeedChangeParticlesWithAge() {
        let (compositor, _) = scene { emitter, cell in
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            cell.birthRate = 0.5      // births at 0, 2, 4...
            cell.lifetime = 10
            cell.scale = 2            // the 4 px dot drawn 8 points wide
            cell.alphaSpeed = -0.5    // half transparent after one second
        }
        compositor.render(atTime: 1)
        #expect(compositor.pixel(51, 50).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 4))
        #expect(compositor.pixel(48, 47).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 4))
        #expect(isWhite(compositor, 57, 50) && isWhite(compositor, 50, 43))   // 8 points wide, not 4 or 16
    }

    @Test func rectangleSurfaceEmitsInsideTheRectangleOnly() {
        let (compositor, _) = scene { emitter, cell in
            emitter.emitterShape = .rectangle
            emitter.emitterMode = .surface
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            emitter.emitterSize = CGSize(width: 40, height: 20)
            cell.birthRate = 400
            cell.lifetime = 10
        }
        compositor.render(atTime: 1)
        var inside = 0, outside = 0
        for y in 0..<100 {
            for x in 0..<100 where isRed(compositor, x, y) {
                if x >= 28, x < 72, y >= 38, y < 62 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(outside == 0)
        #expect(inside > 400)
    }

    @Test func theSeedMakesParticlesRepeatable() {
        func image(seed: UInt32) -> [Pixel] {
            let (compositor, _) = scene { emitter, cell in
                emitter.seed = seed
                emitter.emitterPosition = CGPoint(x: 50, y: 50)
                cell.birthRate = 20
                cell.lifetime = 3
                cell.velocity = 20
                cell.velocityRange = 10
                cell.emissionRange = 2 * .pi   // every direction
            }
            compositor.render(atTime: 1.5)
            return (0..<100).flatMap { y in (0..<100).map { compositor.pixel($0, y) } }
        }
        #expect(image(seed: 7) == image(seed: 7))
        #expect(image(seed: 7) != image(seed: 8))
    }

    @Test func aCellWithoutContentsDrawsNothingAndEmittersNeedFramesOnlyWhileParticlesLive() {
        let (compositor, emitter) = scene { emitter, cell in
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            cell.contents = nil
            cell.birthRate = 10
            cell.lifetime = 1
        }
        compositor.render(atTime: 1)
        #expect(isWhite(compositor, 50, 50))
        emitter.birthRate = 0
        compositor.render(atTime: 2)
        compositor.render(atTime: 3)
        #expect(!emitter.isStillEmitting(at: 3))
        #expect(!emitter.hasContinuousContent)   // the compositor stops visiting it
        #expect(!emitter.advanceContinuousContent(toMediaTime: 4))
    }

    /// A 12x2 opaque white bar.
    static let bar = makeImage(width: 12, height: 2) { cr in
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_paint(cr)
    }

    @Test func emissionLongitudeAimsAndSpinTurnsParticles() {
        let (compositor, _) = scene { emitter, cell in
            emitter.emitterPosition = CGPoint(x: 50, y: 30)
            cell.contents = CAEmitterLayerTests.bar
            cell.birthRate = 0.5            // one particle, born at 0
            cell.lifetime = 10
            cell.emissionLongitude = .pi / 2   // straight down (y grows downwards)
            cell.velocity = 20
            cell.spin = .pi / 2            // a quarter turn per second
        }
        #expect(isRed(compositor, 55, 30) && isWhite(compositor, 50, 35))   // born lying flat
        compositor.render(atTime: 1)
        // 20 points lower, standing upright.
        #expect(isRed(compositor, 50, 55) && isRed(compositor, 50, 45))
        #expect(isWhite(compositor, 55, 50) && isWhite(compositor, 45, 50) && isWhite(compositor, 50, 30))
    }

    @Test func circleOutlineEmitsOnTheCircle() {
        let (compositor, _) = scene { emitter, cell in
            emitter.emitterShape = .circle
            emitter.emitterMode = .outline
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            emitter.emitterSize = CGSize(width: 60, height: 60)   // radius 30
            cell.birthRate = 400
            cell.lifetime = 10
        }
        compositor.render(atTime: 1)
        var onRing = 0, elsewhere = 0
        for y in 0..<100 {
            for x in 0..<100 where isRed(compositor, x, y) {
                let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
                if d > 26, d < 34 { onRing += 1 } else { elsewhere += 1 }
            }
        }
        #expect(elsewhere == 0)
        #expect(onRing > 300)
    }

    @Test func colorRangesVaryParticlesAroundTheCellColor() {
        let (compositor, _) = scene { emitter, cell in
            emitter.emitterShape = .rectangle
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            emitter.emitterSize = CGSize(width: 80, height: 80)
            cell.color = CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            cell.redRange = 0.5
            cell.birthRate = 30
            cell.lifetime = 10
        }
        compositor.render(atTime: 1)
        var reds = Set<Int>()
        for y in stride(from: 0, to: 100, by: 1) {
            for x in stride(from: 0, to: 100, by: 1) {
                let p = compositor.pixel(x, y)
                // Opaque particle pixels keep green and blue at the cell's 0.5 (128).
                if p.g == p.b, abs(p.g - 128) <= 1 { reds.insert(p.r) }
            }
        }
        #expect(reds.count > 10)
        #expect(reds.contains { $0 < 100 } && reds.contains { $0 > 156 })
    }
}
