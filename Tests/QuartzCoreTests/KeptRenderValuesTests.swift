import CCairo
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// The render values the damage pass builds are reused by the frame's painting
/// (`Compositor.keptRenderValues`): frame after frame of running animations, a compositor
/// repainting only its damage shows the same bytes as one repainting everything from
/// fresh values, and nothing is kept past the frame.
@Suite(.serialized) struct KeptRenderValuesTests {
    static let size = (width: 96, height: 64)

    func bytes(_ compositor: Compositor) -> [UInt8] {
        cairo_surface_flush(compositor.surface)
        let stride = Int(cairo_image_surface_get_stride(compositor.surface))
        let data = cairo_image_surface_get_data(compositor.surface)!
        return Array(UnsafeBufferPointer(start: data, count: stride * Self.size.height))
    }

    func basic(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.repeatCount = .infinity
        animation.autoreverses = true
        return animation
    }

    /// A tree animating position, opacity, rotation, color, bounds, a parent with a
    /// sublayer, a shadow and a replicator whose delayed copies show other times.
    func makeTree() -> CALayer {
        let root = solidLayer(CGRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height), TestColor.white)
        let mover = solidLayer(CGRect(x: 4, y: 4, width: 12, height: 12), TestColor.red)
        mover.add(basic("position", from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 18)), forKey: "move")
        mover.add(basic("opacity", from: 1.0, to: 0.3), forKey: "fade")
        mover.add(basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 3, 0, 0, 1)), forKey: "turn")
        root.addSublayer(mover)
        let tinted = solidLayer(CGRect(x: 50, y: 4, width: 16, height: 10), TestColor.blue)
        tinted.add(basic("backgroundColor", from: TestColor.blue, to: TestColor.green), forKey: "tint")
        tinted.add(basic("bounds", from: CGRect(x: 0, y: 0, width: 16, height: 10), to: CGRect(x: 0, y: 0, width: 30, height: 14)), forKey: "grow")
        root.addSublayer(tinted)
        let parent = solidLayer(CGRect(x: 6, y: 30, width: 20, height: 20), TestColor.green)
        parent.addSublayer(solidLayer(CGRect(x: 4, y: 4, width: 8, height: 8), TestColor.black))
        parent.add(basic("position", from: CGPoint(x: 16, y: 40), to: CGPoint(x: 30, y: 44)), forKey: "move")
        parent.shadowOpacity = 0.7
        parent.shadowRadius = 2
        root.addSublayer(parent)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 50, y: 30, width: 40, height: 30)
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.2
        replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
        let copy = solidLayer(CGRect(x: 0, y: 0, width: 8, height: 8), TestColor.red)
        copy.add(basic("position", from: CGPoint(x: 4, y: 4), to: CGPoint(x: 4, y: 24)), forKey: "drop")
        replicator.addSublayer(copy)
        root.addSublayer(replicator)
        return root
    }

    @Test func damagedFramesMatchFullFramesWhileAnimating() {
        let incremental = Compositor(width: Self.size.width, height: Self.size.height)!
        let full = Compositor(width: Self.size.width, height: Self.size.height)!
        incremental.rootLayer = makeTree()
        full.rootLayer = makeTree()
        for frame in 0..<40 {
            let time = 100 + Double(frame) * 0.07
            full.setNeedsFullRedraw()
            incremental.render(atTime: time)
            full.render(atTime: time)
            #expect(bytes(incremental) == bytes(full), "frame \(frame)")
            #expect(incremental.buffers.renderValues.isEmpty)
        }
    }

    @Test func damagePassKeepsTheValuesItMeasuredForOneFrame() {
        let compositor = Compositor(width: Self.size.width, height: Self.size.height)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height), TestColor.white)
        let layer = solidLayer(CGRect(x: 4, y: 4, width: 12, height: 12), TestColor.red)
        root.addSublayer(layer)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        withoutActions { layer.position = CGPoint(x: 40, y: 30) }
        compositor.commitPendingTransaction(at: 1)
        compositor.advanceAnimations(to: 1)
        compositor.collectChangedLayerDamage(root: root)
        #expect(compositor.keptRenderValues(of: layer)?.position == CGPoint(x: 40, y: 30))
        #expect(compositor.keptRenderValues(of: root) == nil)
        compositor.render(atTime: 1)
        #expect(compositor.keptRenderValues(of: layer) == nil)
        #expect(compositor.pixel(40, 30) == .red && compositor.pixel(10, 10) == .white)
    }
}
