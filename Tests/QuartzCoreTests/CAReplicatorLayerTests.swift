import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Pixel tests of replicator layers: copies at accumulated transforms, tinted by
/// accumulated colors, delayed by accumulated time offsets.
@Suite struct CAReplicatorLayerTests {
    /// A 100x100 replicator over a white root, holding a 10x10 square at `square`.
    func scene(square: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10), color: CGColor = TestColor.red,
               _ configure: (CAReplicatorLayer) -> Void) -> (Compositor, CAReplicatorLayer, CALayer) {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        let item = solidLayer(square, color)
        replicator.addSublayer(item)
        configure(replicator)
        root.addSublayer(replicator)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        return (compositor, replicator, item)
    }

    @Test func defaultsAreApples() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceDelay == 0)
        #expect(layer.instanceTransform == .identity && !layer.preservesDepth)
        #expect(layer.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer.instanceAlphaOffset == 0 && layer.instanceRedOffset == 0)
    }

    @Test func copiesAtAccumulatedTranslations() {
        let (c, _, _) = scene {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        }
        #expect(c.pixel(5, 5) == .red)
        #expect(c.pixel(15, 5) == .white)
        #expect(c.pixel(25, 5) == .red)
        #expect(c.pixel(45, 5) == .red)
        #expect(c.pixel(65, 5) == .white)
        expectMatchesReference(c.makeImage(), named: "replicator-translations")
    }

    @Test func rotationsTurnAboutTheAnchorPoint() {
        let (c, _, _) = scene(square: CGRect(x: 45, y: 0, width: 10, height: 10)) {
            $0.instanceCount = 4
            $0.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        #expect(c.pixel(50, 5) == .red)
        #expect(c.pixel(94, 50) == .red)
        #expect(c.pixel(50, 94) == .red)
        #expect(c.pixel(5, 50) == .red)
        #expect(c.pixel(50, 50) == .white)
        expectMatchesReference(c.makeImage(), named: "replicator-rotations")
    }

    @Test func alphaOffsetsFadeEachCopy() {
        let (c, _, _) = scene {
            $0.instanceCount = 4
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            $0.instanceAlphaOffset = -0.25
        }
        #expect(c.pixel(5, 5) == .red)
        #expect(c.pixel(25, 5).isNear(Pixel(r: 255, g: 64, b: 64, a: 255), 2))
        #expect(c.pixel(45, 5).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 2))
        #expect(c.pixel(65, 5).isNear(Pixel(r: 255, g: 191, b: 191, a: 255), 2))
    }

    @Test func instanceColorMultipliesAndOffsetsAccumulate() {
        let (c, _, _) = scene(color: TestColor.white) {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            $0.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            $0.instanceGreenOffset = 0.5
        }
        // The root is white too: put the copies over blue to see them.
        #expect(c.pixel(5, 5) == .red)
        #expect(c.pixel(25, 5).isNear(Pixel(r: 255, g: 128, b: 0, a: 255), 2))
        #expect(c.pixel(45, 5) == Pixel(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func zeroInstancesDrawNothing() {
        let (c, _, _) = scene { $0.instanceCount = 0 }
        #expect(c.pixel(5, 5) == .white)
    }

    @Test func changingASublayerRepaintsEveryCopy() {
        let (c, _, item) = scene {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        }
        withoutActions { item.backgroundColor = TestColor.green }
        let damage = c.render(atTime: 1)
        #expect(damage.contains { $0.contains(CGRect(x: 0, y: 60, width: 10, height: 10)) })
        #expect(c.pixel(5, 5) == .green)
        #expect(c.pixel(5, 35) == .green)
        #expect(c.pixel(5, 65) == .green)
        // Changing the count removes the copies beyond it.
        withoutActions { item.superlayer.map { ($0 as! CAReplicatorLayer).instanceCount = 2 } }
        c.render(atTime: 2)
        #expect(c.pixel(5, 65) == .white)
        #expect(c.pixel(5, 35) == .green)
    }

    @Test func instanceDelayShiftsEachCopysAnimations() {
        let (c, _, item) = scene {
            $0.instanceCount = 2
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            $0.instanceDelay = 0.5
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.beginTime = 50
        // One animation on one layer: once removed, it is gone from every copy, so keep it.
        fade.isRemovedOnCompletion = false
        fade.fillMode = .forwards
        item.add(fade, forKey: "fade")
        c.render(atTime: 50.5)
        // Copy 0 is half way (opacity 0.5); copy 1 is at its start (opacity 0).
        #expect(c.pixel(5, 5).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 2))
        #expect(c.pixel(25, 5) == .white)
        c.render(atTime: 51.25)
        // Copy 0 has finished (filled forwards, opaque); copy 1 is at 0.75.
        #expect(c.pixel(5, 5) == .red)
        #expect(c.pixel(25, 5).isNear(Pixel(r: 255, g: 64, b: 64, a: 255), 2))
    }
}

@Suite struct CAReplicatorPlacementTests {
    @Test func copiesRotateAboutTheReplicatorsAnchorAtScaleTwo() {
        let compositor = Compositor(width: 400, height: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 100), TestColor.white)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        replicator.instanceAlphaOffset = -0.5
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 40, width: 20, height: 20), TestColor.red))
        root.addSublayer(replicator)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        // Copy 0 at replicator (0...20, 40...60) = root (100...120); copy 1 turned half a
        // turn about the centre (150, 50) lands at root (180...200, 40...60), half transparent.
        #expect(compositor.pixel(220, 100) == .red)
        #expect(compositor.pixel(380, 100).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 3))
        #expect(compositor.pixel(20, 20) == .white)
    }
}
