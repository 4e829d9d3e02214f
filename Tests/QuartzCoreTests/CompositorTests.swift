import CCairo
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Frame-by-frame behaviour of the compositor: damage rectangles, partial repaint,
/// invalid targets.
@Suite struct CompositorTests {
    func scene() -> (Compositor, CALayer, CALayer) {
        let compositor = Compositor(width: 200, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 100), TestColor.white)
        let small = solidLayer(CGRect(x: 10, y: 10, width: 44, height: 44), TestColor.red)
        root.addSublayer(small)
        compositor.rootLayer = root
        return (compositor, root, small)
    }

    @Test func firstFrameDamagesEverything() {
        let (compositor, _, _) = scene()
        #expect(compositor.render(atTime: 0) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(compositor.pixel(20, 20) == .red)
    }

    @Test func unchangedFrameDrawsNothing() {
        let (compositor, _, _) = scene()
        compositor.render(atTime: 0)
        // Scribble on the target: a frame with no changes must not touch it.
        cairo_set_source_rgb(compositor.cr, 0, 0, 1)
        cairo_paint(compositor.cr)
        #expect(compositor.render(atTime: 1) == [])
        #expect(compositor.pixel(20, 20) == .blue)
        #expect(compositor.lastFrameDamage.isEmpty)
    }

    @Test func oneSmallLayerChangeDamagesOnlyItsRect() {
        let (compositor, _, small) = scene()
        compositor.render(atTime: 0)
        withoutActions { small.backgroundColor = TestColor.green }
        #expect(compositor.render(atTime: 1) == [CGRect(x: 10, y: 10, width: 44, height: 44)])
        #expect(compositor.pixel(20, 20) == .green)
    }

    @Test func movingALayerDamagesOldAndNewPlaces() {
        let (compositor, _, small) = scene()
        compositor.render(atTime: 0)
        withoutActions { small.position = CGPoint(x: 150, y: 50) }
        let damage = compositor.render(atTime: 1)
        #expect(Set(damage.map { "\($0)" }) == Set([CGRect(x: 10, y: 10, width: 44, height: 44), CGRect(x: 128, y: 28, width: 44, height: 44)].map { "\($0)" }))
        #expect(compositor.pixel(20, 20) == .white)
        #expect(compositor.pixel(150, 50) == .red)
    }

    @Test func partialRepaintKeepsTheRestOfTheFrame() {
        let (compositor, root, small) = scene()
        let other = solidLayer(CGRect(x: 100, y: 10, width: 44, height: 44), TestColor.blue)
        root.addSublayer(other)
        compositor.render(atTime: 0)
        withoutActions { small.backgroundColor = TestColor.green }
        compositor.render(atTime: 1)
        #expect(compositor.pixel(120, 20) == .blue)
        #expect(compositor.pixel(5, 5) == .white)
    }

    @Test func removingALayerDamagesWhereItWas() {
        let (compositor, _, small) = scene()
        compositor.render(atTime: 0)
        small.removeFromSuperlayer()
        #expect(compositor.render(atTime: 1) == [CGRect(x: 10, y: 10, width: 44, height: 44)])
        #expect(compositor.pixel(20, 20) == .white)
    }

    @Test func addingALayerDamagesItsArea() {
        let (compositor, root, _) = scene()
        compositor.render(atTime: 0)
        let added = solidLayer(CGRect(x: 100, y: 50, width: 20, height: 20), TestColor.blue)
        root.addSublayer(added)
        let damage = compositor.render(atTime: 1)
        #expect(damage.allSatisfy { $0.contains(CGRect(x: 100, y: 50, width: 20, height: 20)) || !$0.intersects(added.frame) })
        #expect(damage.contains { $0.contains(added.frame) })
        #expect(compositor.pixel(110, 60) == .blue)
    }

    @Test func setNeedsDisplayRectDamagesOnlyThatRect() {
        let (compositor, root, _) = scene()
        let drawn = CALayer()
        drawn.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        let delegate = FillingDelegate(color: TestColor.green)
        drawn.delegate = delegate
        drawn.setNeedsDisplay()
        root.addSublayer(drawn)
        compositor.render(atTime: 0)
        #expect(delegate.drawCount == 1)
        #expect(compositor.pixel(150, 50) == .green)
        delegate.color = TestColor.blue
        drawn.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(delegate.drawCount == 1)  // deferred, never immediate
        #expect(compositor.render(atTime: 1) == [CGRect(x: 110, y: 10, width: 20, height: 20)])
        #expect(delegate.drawCount == 2)
        #expect(delegate.lastClip == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(compositor.pixel(120, 20) == .blue)
        #expect(compositor.pixel(150, 50) == .green)
    }

    @Test func changedLayerInsideUnchangedParentIsRepaintedWhenMovedOutside() {
        let (compositor, root, _) = scene()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), TestColor.blue)
        parent.addSublayer(child)
        root.addSublayer(parent)
        compositor.render(atTime: 0)
        withoutActions { child.position = CGPoint(x: 185, y: 85) }
        compositor.render(atTime: 1)
        #expect(compositor.pixel(185, 85) == .blue)
    }

    @Test func invalidTargetsAreRefused() {
        #expect(Compositor(width: 0, height: 10) == nil)
        #expect(Compositor(width: -5, height: 10) == nil)
        #expect(Compositor(width: 100_000, height: 100_000) == nil)
        #expect(Compositor(width: 10, height: 10, scale: .nan) == nil)
    }

    @Test func snapshotIsIndependentOfLaterFrames() {
        let (compositor, _, small) = scene()
        compositor.render(atTime: 0)
        let image = compositor.makeImage()
        withoutActions { small.backgroundColor = TestColor.green }
        compositor.render(atTime: 1)
        #expect(image.pixel(20, 20) == .red)
        #expect(image.width == 200 && image.height == 100)
    }
}
