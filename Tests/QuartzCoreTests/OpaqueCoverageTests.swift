import CCairo
import CoreGraphics
import Foundation
import Testing
import TestSupport
@testable import QuartzCore

/// Backgrounds and clears covered by opaque sublayers are skipped (`OpaqueCoverage`), and
/// skipping them never changes a pixel: random trees with every case that must still be
/// painted (fractional edges, translucent or rounded or rotated or hidden or masked
/// covers, group opacity, clipping parents) render the same bytes with and without it.
@Suite(.serialized) struct OpaqueCoverageTests {
    static let size = (width: 64, height: 48)

    /// The target's bytes after a frame.
    func bytes(_ compositor: Compositor) -> [UInt8] {
        cairo_surface_flush(compositor.surface)
        let stride = Int(cairo_image_surface_get_stride(compositor.surface))
        let data = cairo_image_surface_get_data(compositor.surface)!
        return Array(UnsafeBufferPointer(start: data, count: stride * Self.size.height))
    }

    /// A random layer: sizes and positions on and off whole pixels, opaque and translucent
    /// backgrounds, rounded corners, opacity, hidden, rotation, clipping, masks.
    func randomLayer(_ random: inout SeededGenerator, level: Int) -> CALayer {
        let layer = CALayer()
        let whole = Bool.random(using: &random)
        func coordinate(_ range: ClosedRange<Double>) -> CGFloat {
            let value = Double.random(in: range, using: &random)
            return CGFloat(whole ? value.rounded() : value)
        }
        layer.frame = CGRect(x: coordinate(-8...40), y: coordinate(-8...30), width: coordinate(4...70), height: coordinate(4...56))
        if Int.random(in: 0..<5, using: &random) > 0 {
            let alpha = [1, 1, 1, 0.5, 0.999].randomElement(using: &random)!
            layer.backgroundColor = CGColor(srgbRed: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                                            blue: .random(in: 0...1, using: &random), alpha: alpha)
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: layer.cornerRadius = 6
        case 1: layer.opacity = 0.6
        case 2: layer.isHidden = true
        case 3: layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        case 4: layer.masksToBounds = true
        case 5: layer.masksToBounds = true; layer.cornerRadius = 5
        case 6: layer.mask = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), TestColor.black)
        case 7: layer.allowsGroupOpacity = false; layer.opacity = 0.7
        case 8: layer.sublayerTransform = CATransform3DMakeTranslation(3.5, 2, 0)
        case 9: layer.shadowOpacity = 0.8; layer.shadowRadius = 2; layer.shadowOffset = CGSize(width: 3, height: 3)
        default: break
        }
        if level < 3 {
            for _ in 0..<Int.random(in: 0...3, using: &random) { layer.addSublayer(randomLayer(&random, level: level + 1)) }
        }
        return layer
    }

    /// Renders the tree of `seed` twice (with and without skipping), moves a layer, renders
    /// again: the bytes must match each time.
    func compare(seed: UInt64) -> Bool {
        var frames: [[[UInt8]]] = []
        for enabled in [false, true] {
            OpaqueCoverage.isEnabled = enabled
            defer { OpaqueCoverage.isEnabled = true }
            var random = SeededGenerator(seed: seed)
            let compositor = Compositor(width: Self.size.width, height: Self.size.height)!
            if Bool.random(using: &random) { compositor.backgroundColor = TestColor.white }
            let root = randomLayer(&random, level: 0)
            if Bool.random(using: &random) { root.frame = CGRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height) }
            compositor.rootLayer = root
            compositor.render(atTime: 0)
            var shots = [bytes(compositor)]
            var all: [CALayer] = []
            var stack = [root]
            while let layer = stack.popLast() { all.append(layer); stack += layer.sublayers ?? [] }
            let moved = all.randomElement(using: &random)!
            let offset = CGFloat(Double.random(in: -9...9, using: &random))
            withoutActions { moved.position.x += offset }
            compositor.render(atTime: 1)
            shots.append(bytes(compositor))
            frames.append(shots)
        }
        return frames[0] == frames[1]
    }

    @Test func skippingCoveredBackgroundsNeverChangesAPixel() {
        let before = OpaqueCoverage.skippedCount
        var mismatches: [UInt64] = []
        let occludedBefore = OpaqueCoverage.occludedCount
        for seed in UInt64(0)..<1000 where !compare(seed: seed) { mismatches.append(seed) }
        #expect(mismatches.isEmpty, "trees whose frames differ with covered backgrounds skipped: \(mismatches)")
        #expect(OpaqueCoverage.skippedCount > before, "some random trees have covered backgrounds")
        #expect(OpaqueCoverage.occludedCount > occludedBefore, "some random trees have layers under opaque siblings")
    }

    /// A screen under a pushed, opaque screen: the squares entirely under it are not
    /// painted, the ones left of it are, and the pixels are the same as without skipping.
    @Test func layersUnderAnOpaqueSiblingAreNotPainted() {
        func render(_ enabled: Bool) -> (occluded: Int, pixels: [Pixel]) {
            OpaqueCoverage.isEnabled = enabled
            defer { OpaqueCoverage.isEnabled = true }
            let compositor = Compositor(width: 100, height: 60)!
            let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 60), TestColor.white)
            let below = solidLayer(root.bounds, TestColor.white)
            for column in 0..<10 { below.addSublayer(solidLayer(CGRect(x: column * 10 + 2, y: 20, width: 6, height: 6), TestColor.red)) }
            let front = solidLayer(CGRect(x: 40.5, y: 0, width: 100, height: 60), TestColor.blue)
            root.addSublayer(below)
            root.addSublayer(front)
            compositor.rootLayer = root
            let before = OpaqueCoverage.occludedCount
            compositor.render(atTime: 0)
            return (OpaqueCoverage.occludedCount - before, [compositor.pixel(4, 22), compositor.pixel(44, 22), compositor.pixel(40, 22)])
        }
        let culled = render(true), plain = render(false)
        // Squares at x = 42, 52, ... 92 lie entirely right of 41 (the cover's first whole
        // pixel): six of them; the one at 32 ends at 38, left of the cover, and is painted.
        #expect(culled.occluded == 6)
        #expect(plain.occluded == 0)
        #expect(culled.pixels == plain.pixels)
        #expect(culled.pixels[0] == .red && culled.pixels[1] == .blue)
    }

    /// A navigation slide's shape: a white container under two opaque screens that meet
    /// (one moving off to the left, the next sliding in): neither the clear nor the
    /// container's background is painted, and the pixels are the screens'.
    @Test func aContainerUnderTwoMeetingScreensIsNotPainted() {
        let compositor = Compositor(width: 100, height: 60)!
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let container = solidLayer(root.bounds, TestColor.white)
        let transition = CALayer()
        transition.frame = root.bounds
        let first = solidLayer(CGRect(x: -20.25, y: 0, width: 100, height: 60), TestColor.red)
        let second = solidLayer(CGRect(x: 60.5, y: 0, width: 100, height: 60), TestColor.blue)
        root.addSublayer(container)
        container.addSublayer(transition)
        transition.addSublayer(first)
        transition.addSublayer(second)
        compositor.rootLayer = root
        let before = OpaqueCoverage.skippedCount
        compositor.render(atTime: 0)
        #expect(OpaqueCoverage.skippedCount - before == 2)  // the clear and the container
        #expect(compositor.pixel(10, 30) == .red)
        #expect(compositor.pixel(90, 30) == .blue)
        // Apart: the white shows between them, so the container is painted (the clear under
        // it is still skipped).
        withoutActions { second.position.x += 30 }
        let skipped = OpaqueCoverage.skippedCount
        compositor.render(atTime: 1)
        #expect(OpaqueCoverage.skippedCount == skipped + 1)
        #expect(compositor.pixel(85, 30) == .white)
        #expect(compositor.pixel(95, 30) == .blue)
    }
}
