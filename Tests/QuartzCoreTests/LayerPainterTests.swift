import CCairo
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Pixel tests of the compositor's painting, with expected colors at coordinates computed
/// from the layer geometry.
@Suite struct LayerPainterTests {
    /// A 100x100 point scene at `scale` with a white root.
    func scene(scale: CGFloat = 1) -> (Compositor, CALayer) {
        let compositor = Compositor(width: Int(100 * scale), height: Int(100 * scale), scale: scale)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        compositor.rootLayer = root
        return (compositor, root)
    }

    @Test func backgroundFillsFrameOnly() {
        let (compositor, root) = scene()
        root.addSublayer(solidLayer(CGRect(x: 10, y: 20, width: 30, height: 40), TestColor.red))
        compositor.render(atTime: 0)
        #expect(compositor.pixel(10, 20) == .red)
        #expect(compositor.pixel(39, 59) == .red)
        #expect(compositor.pixel(40, 59) == .white)
        #expect(compositor.pixel(39, 60) == .white)
        #expect(compositor.pixel(9, 20) == .white)
    }

    @Test func scaleMultipliesPixels() {
        let (compositor, root) = scene(scale: 2)
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), TestColor.red))
        compositor.render(atTime: 0)
        #expect(compositor.pixel(20, 20) == .red)
        #expect(compositor.pixel(39, 39) == .red)
        #expect(compositor.pixel(40, 40) == .white)
        #expect(compositor.pixel(19, 19) == .white)
    }

    @Test func rotationAboutAnchorPoint() {
        let (compositor, root) = scene()
        // A 60x10 bar centred at (50, 50), rotated 90 degrees: it becomes 10 wide, 60 tall.
        let bar = solidLayer(CGRect(x: 20, y: 45, width: 60, height: 10), TestColor.red)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(bar)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(50, 22) == .red)
        #expect(compositor.pixel(50, 77) == .red)
        #expect(compositor.pixel(25, 50) == .white)
        #expect(compositor.pixel(75, 50) == .white)
    }

    @Test func anchorPointMovesRotationCentre() {
        let (compositor, root) = scene()
        // Anchor at the top-left corner (10, 10): rotating 90 degrees swings the layer to
        // the left of x = 10 (y down: positive angles turn clockwise on screen).
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 50, y: 10)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        layer.backgroundColor = TestColor.red
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(45, 25) == .red)
        #expect(compositor.pixel(55, 15) == .white)
    }

    @Test func boundsOriginShiftsSublayers() {
        let (compositor, root) = scene()
        let container = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        container.bounds.origin = CGPoint(x: 20, y: 30)
        container.addSublayer(solidLayer(CGRect(x: 20, y: 30, width: 10, height: 10), TestColor.red))
        root.addSublayer(container)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(5, 5) == .red)
        #expect(compositor.pixel(25, 35) == .white)
    }

    @Test func masksToBoundsClipsSublayersWithRoundedCorners() {
        let (compositor, root) = scene()
        let clip = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 80), TestColor.green)
        clip.masksToBounds = true
        clip.cornerRadius = 20
        clip.addSublayer(solidLayer(CGRect(x: -50, y: -50, width: 200, height: 200), TestColor.red))
        root.addSublayer(clip)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(50, 50) == .red)
        #expect(compositor.pixel(12, 12) == .white)   // outside the rounded corner
        #expect(compositor.pixel(5, 50) == .white)    // outside the bounds
        #expect(compositor.pixel(15, 50) == .red)     // straight edge, inside
        #expect(compositor.pixel(20, 20) == .red)     // inside the corner arc
    }

    @Test func unclippedSublayersOverflow() {
        let (compositor, root) = scene()
        let parent = solidLayer(CGRect(x: 40, y: 40, width: 20, height: 20), TestColor.green)
        parent.addSublayer(solidLayer(CGRect(x: -30, y: 0, width: 10, height: 10), TestColor.red))
        root.addSublayer(parent)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(15, 45) == .red)
    }

    @Test func roundedBackgroundAndBorderInsideBounds() {
        let (compositor, root) = scene()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 80), TestColor.green)
        layer.cornerRadius = 20
        layer.borderWidth = 5
        layer.borderColor = TestColor.blue
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(12, 12) == .white)
        #expect(compositor.pixel(11, 50) == .blue)
        #expect(compositor.pixel(14, 50) == .blue)
        #expect(compositor.pixel(16, 50) == .green)
        #expect(compositor.pixel(50, 88) == .blue)
        #expect(compositor.pixel(50, 50) == .green)
    }

    @Test func borderDrawsAboveSublayers() {
        let (compositor, root) = scene()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 80), TestColor.green)
        layer.borderWidth = 10
        layer.borderColor = TestColor.blue
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 80, height: 80), TestColor.red))
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(15, 50) == .blue)
        #expect(compositor.pixel(50, 50) == .red)
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() {
        let (compositor, root) = scene()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.red)
        layer.cornerRadius = 30
        layer.maskedCorners = [.layerMinXMinYCorner]
        root.backgroundColor = nil
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(1, 1) == .clear)
        #expect(compositor.pixel(98, 1) == .red)
        #expect(compositor.pixel(1, 98) == .red)
        #expect(compositor.pixel(98, 98) == .red)
    }

    @Test func zPositionOrdersSiblings() {
        let (compositor, root) = scene()
        let front = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), TestColor.red)
        let back = solidLayer(CGRect(x: 30, y: 30, width: 50, height: 50), TestColor.blue)
        front.zPosition = 10
        root.addSublayer(front)
        root.addSublayer(back)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(45, 45) == .red)
        #expect(compositor.pixel(70, 70) == .blue)
    }

    @Test func laterSiblingsDrawOnTopWithEqualZ() {
        let (compositor, root) = scene()
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), TestColor.red))
        root.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 50, height: 50), TestColor.blue))
        compositor.render(atTime: 0)
        #expect(compositor.pixel(45, 45) == .blue)
    }

    @Test func groupOpacityCompositesSubtreeOnce() {
        let (compositor, root) = scene()
        let group = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.red)
        group.opacity = 0.5
        group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 50, height: 100), TestColor.blue))
        root.addSublayer(group)
        compositor.render(atTime: 0)
        // Inside the overlap the blue child hides the red parent before opacity applies:
        // 50% blue over white, no red showing through.
        let overlap = compositor.pixel(25, 50)
        #expect(overlap.isNear(Pixel(r: 128, g: 128, b: 255, a: 255), 2))
        let parentOnly = compositor.pixel(75, 50)
        #expect(parentOnly.isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 2))
    }

    @Test func groupsKeepTheirPlaceAtScaleTwo() {
        let (compositor, root) = scene(scale: 2)
        let group = CALayer()
        group.frame = CGRect(x: 50, y: 10, width: 40, height: 40)
        group.opacity = 0.5
        group.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), TestColor.red))
        group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), TestColor.blue))
        root.addSublayer(group)
        compositor.render(atTime: 0)
        // Child at (60...80, 20...40) points = (120...160, 40...80) pixels, half transparent.
        #expect(compositor.pixel(140, 60).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 2))
        #expect(compositor.pixel(118, 60) == .white)
        #expect(compositor.pixel(162, 60) == .white)
    }

    @Test func plainImageLeavesLandOnTheirFrameAtScaleTwo() {
        let (compositor, root) = scene(scale: 2)
        let leaf = CALayer()
        leaf.anchorPoint = CGPoint(x: 0, y: 1)
        leaf.position = CGPoint(x: 30, y: 50)       // frame (30, 40, 10, 10)
        leaf.bounds = CGRect(x: 7, y: 9, width: 10, height: 10)
        leaf.contents = quadrantImage(size: 20)      // 20 px = 10 pt at scale 2
        root.addSublayer(leaf)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(62, 82) == .red)     // top-left quadrant at (60, 80) px
        #expect(compositor.pixel(78, 82) == .green)
        #expect(compositor.pixel(62, 98) == .blue)
        #expect(compositor.pixel(78, 98) == .white)
        withoutActions { root.backgroundColor = TestColor.black }
        compositor.render(atTime: 1)
        #expect(compositor.pixel(58, 82) == .black)   // root background left of the frame
        #expect(compositor.pixel(62, 78) == .black)   // above it
        #expect(compositor.pixel(82, 90) == .black)   // right of it
        #expect(compositor.pixel(62, 82) == .red)
    }

    @Test func opacityMultipliesThroughAncestors() {
        let (compositor, root) = scene()
        root.backgroundColor = nil
        let outer = CALayer()
        outer.frame = root.bounds
        outer.opacity = 0.5
        let inner = solidLayer(root.bounds, TestColor.red)
        inner.opacity = 0.5
        outer.addSublayer(inner)
        root.addSublayer(outer)
        compositor.render(atTime: 0)
        #expect(abs(compositor.pixel(50, 50).a - 64) <= 2)
    }

    @Test func hiddenLayersAndSubtreesAreSkipped() {
        let (compositor, root) = scene()
        let hidden = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), TestColor.red)
        hidden.isHidden = true
        hidden.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), TestColor.blue))
        let transparent = solidLayer(CGRect(x: 50, y: 50, width: 50, height: 50), TestColor.red)
        transparent.opacity = 0
        root.addSublayer(hidden)
        root.addSublayer(transparent)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(5, 5) == .white)
        #expect(compositor.pixel(25, 25) == .white)
        #expect(compositor.pixel(75, 75) == .white)
    }

    @Test func maskAlphaMasksContent() {
        let (compositor, root) = scene()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.red)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = TestColor.black
        let half = solidLayer(CGRect(x: 50, y: 0, width: 50, height: 100), CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0.5))
        let maskRoot = CALayer()
        maskRoot.frame = root.bounds
        maskRoot.addSublayer(mask)
        maskRoot.addSublayer(half)
        layer.mask = maskRoot
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(25, 50) == .red)
        #expect(compositor.pixel(75, 50).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 2))
    }

    @Test func shadowFallsAtOffsetAndIsBlurred() {
        let (compositor, root) = scene()
        let layer = solidLayer(CGRect(x: 30, y: 30, width: 20, height: 20), TestColor.red)
        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 20, height: 20)
        layer.shadowRadius = 2
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(40, 40) == .red)
        // The shadow's core (well inside the offset square) is dark.
        let core = compositor.pixel(60, 60)
        #expect(core.r < 40 && core.g < 40)
        // Its edge is blurred: partially dark at the square's edge.
        let edge = compositor.pixel(70, 60)
        #expect(edge.r > 60 && edge.r < 200)
        // Nothing on the opposite side.
        #expect(compositor.pixel(25, 25) == .white)
    }

    @Test func masksToBoundsRemovesTheShadow() {
        let (compositor, root) = scene()
        let layer = solidLayer(CGRect(x: 30, y: 30, width: 20, height: 20), TestColor.red)
        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 20, height: 20)
        layer.masksToBounds = true
        root.addSublayer(layer)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(60, 60) == .white)
    }

    @Test func sublayerTransformAppliesAboutAnchor() {
        let (compositor, root) = scene()
        let container = CALayer()
        container.frame = root.bounds
        container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        container.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.red))
        root.addSublayer(container)
        compositor.render(atTime: 0)
        #expect(compositor.pixel(50, 50) == .red)
        #expect(compositor.pixel(26, 26) == .red)
        #expect(compositor.pixel(20, 20) == .white)
        #expect(compositor.pixel(80, 80) == .white)
    }
}
