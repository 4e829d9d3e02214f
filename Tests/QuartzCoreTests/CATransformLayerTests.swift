import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Transform layers: nothing of their own drawn, sublayers in one 3D space.
@Suite struct CATransformLayerTests {
    /// A 100x100 white scene with `layer` filling it, rendered once.
    func render(_ layer: CALayer) -> Compositor {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        layer.frame = root.bounds
        root.addSublayer(layer)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        return compositor
    }

    @Test func itsOwnBackgroundIsNotDrawnAndSublayersAreOrderedByDepth() {
        func scene(_ container: CALayer) -> Compositor {
            container.backgroundColor = TestColor.blue
            let near = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), TestColor.red)
            near.transform = CATransform3DMakeTranslation(0, 0, 10)   // nearer the viewer, added first
            let far = solidLayer(CGRect(x: 40, y: 40, width: 40, height: 40), TestColor.green)
            container.addSublayer(near)
            container.addSublayer(far)
            return render(container)
        }
        let transformLayer = scene(CATransformLayer())
        #expect(transformLayer.pixel(5, 5).isNear(.white))    // no background of its own
        #expect(transformLayer.pixel(50, 50).isNear(.red))    // the nearer layer in front
        // A plain layer flattens its sublayers: drawn in order, the later one on top.
        let flat = scene(CALayer())
        #expect(flat.pixel(5, 5).isNear(.blue))
        #expect(flat.pixel(50, 50).isNear(.green))
    }

    /// The red extent left and right of x = 50 on row 50.
    func extents(_ c: Compositor) -> (left: Int, right: Int) {
        let red = (0..<100).filter { c.pixel($0, 50).isNear(.red, 60) }
        return (50 - (red.min() ?? 50), (red.max() ?? 50) - 50)
    }

    @Test func perspectiveFromAboveReachesTheSublayers() {
        func scene(_ container: CALayer) -> Compositor {
            var perspective = CATransform3D.identity
            perspective.m34 = -1.0 / 200
            container.sublayerTransform = perspective
            let card = solidLayer(CGRect(x: 10, y: 30, width: 80, height: 40), TestColor.red)
            card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            container.addSublayer(card)
            return render(container)
        }
        // Rotated 60° about y: 40 points each side shrink to 20 flat; in perspective
        // (eye at 200) the nearer edge reaches 20 / (1 - 34.6/200) ≈ 24 and the farther
        // 20 / (1 + 34.6/200) ≈ 17.
        let deep = extents(scene(CATransformLayer()))
        #expect(abs(deep.left - deep.right) >= 5)
        #expect(min(deep.left, deep.right) >= 15 && max(deep.left, deep.right) <= 26)
    }

    @Test func singleSidedSublayersFacingAwayAreNotDrawn() {
        let container = CATransformLayer()
        let front = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), TestColor.red)
        let back = solidLayer(CGRect(x: 60, y: 10, width: 30, height: 30), TestColor.green)
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        front.isDoubleSided = false
        back.isDoubleSided = false
        container.addSublayer(front)
        container.addSublayer(back)
        let c = render(container)
        #expect(c.pixel(25, 25).isNear(.red))
        #expect(c.pixel(75, 25).isNear(.white))
    }
}
