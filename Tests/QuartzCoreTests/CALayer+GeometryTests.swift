import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@Suite struct CALayerGeometryTests {
    @Test func frameDerivesFromPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
    }

    @Test func settingFrameSetsPositionAndSize() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func frameOfATransformedLayerIsItsBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let frame = layer.frame
        #expect(abs(frame.minX - 40) < 1e-9 && abs(frame.width - 20) < 1e-9)
        #expect(abs(frame.minY - -40) < 1e-9 && abs(frame.height - 100) < 1e-9)
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(layer.frame == CGRect(x: -50, y: -20, width: 200, height: 60))
        #expect(layer.position == CGPoint(x: 50, y: 10))
    }

    @Test func nanAndInfiniteGeometryIsRejected() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        layer.opacity = .nan
        layer.cornerRadius = .nan
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(layer.opacity == 1)
        #expect(layer.cornerRadius == 0)
    }

    @Test func convertThroughTransformsAndBoundsOrigins() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let rotated = CALayer()
        rotated.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        rotated.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let scrolled = CALayer()
        scrolled.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        scrolled.bounds.origin = CGPoint(x: 10, y: 0)
        root.addSublayer(rotated)
        rotated.addSublayer(scrolled)
        // rotated's local (0,0) is its top-left before rotation; rotating 90 degrees about
        // its centre (150,150) puts it at the top-right (200,100).
        let p = rotated.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 100) < 1e-9)
        // scrolled's (10, 0) is its visible top-left, at rotated's (0, 0).
        let q = scrolled.convert(CGPoint(x: 10, y: 0), to: root)
        #expect(abs(q.x - 200) < 1e-9 && abs(q.y - 100) < 1e-9)
        let back = scrolled.convert(q, from: root)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y) < 1e-9)
        let box = rotated.convert(CGRect(x: 0, y: 0, width: 100, height: 10), to: root)
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 100) < 1e-9)
        #expect(rotated.convert(CGPoint(x: 5, y: 5), to: nil) == rotated.convert(CGPoint(x: 5, y: 5), to: root))
    }

    @Test func hitTestFindsTheFrontmostDeepestLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let front = CALayer()
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        let inner = CALayer()
        inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 45, y: 45)) === inner)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 200, y: 10)) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        back.zPosition = -1
        front.isHidden = false
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
    }

    @Test func hitTestHonoursMasksToBounds() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let overflowing = CALayer()
        overflowing.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
        parent.addSublayer(overflowing)
        root.addSublayer(parent)
        #expect(root.hitTest(CGPoint(x: 35, y: 35)) === overflowing)
        parent.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 35, y: 35)) === root)
    }

    @Test func preferredFrameSizeIsTheTransformedBoundsSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        layer.setAffineTransform(CGAffineTransform(scaleX: -2, y: 3))
        #expect(layer.preferredFrameSize() == CGSize(width: 60, height: 30))
    }

    @Test func containsUsesBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 10, y: 10, width: 10, height: 10)
        #expect(layer.contains(CGPoint(x: 15, y: 15)))
        #expect(!layer.contains(CGPoint(x: 5, y: 5)))
    }
}

/// Setting `frame` on a transformed layer keeps the rectangle (the frame is the bounding box
/// of the transformed bounds), as Core Animation does.
@Suite struct CALayerTransformedFrameTests {
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func scaledLayerKeepsTheFrameAndHalvesTheBounds() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        #expect(close(layer.frame, CGRect(x: 100, y: 100, width: 100, height: 50)))
        #expect(layer.bounds.size == CGSize(width: 50, height: 25))
        #expect(layer.position == CGPoint(x: 150, y: 125))
    }

    @Test func quarterTurnSwapsTheBounds() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        #expect(close(layer.frame, CGRect(x: 100, y: 100, width: 100, height: 50)))
        #expect(abs(layer.bounds.width - 50) < 1e-9 && abs(layer.bounds.height - 100) < 1e-9)
    }

    @Test func offCenterAnchorAndTranslationRoundTrip() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(3, 0.5, 1), CATransform3DMakeTranslation(7, -4, 0))
        layer.frame = CGRect(x: -20, y: 40, width: 90, height: 10)
        #expect(close(layer.frame, CGRect(x: -20, y: 40, width: 90, height: 10)))
        #expect(abs(layer.bounds.width - 30) < 1e-9 && abs(layer.bounds.height - 20) < 1e-9)
    }
}
