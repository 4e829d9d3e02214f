import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Pixel tests of shape layers through the compositor; expected colors at coordinates
/// computed from the path geometry (pixel (x, y) has its centre at (x + 0.5, y + 0.5)).
@Suite struct CAShapeLayerTests {
    /// A 100x100 scene with a white root and a shape layer covering it.
    func scene(_ configure: (CAShapeLayer) -> Void) -> (Compositor, CAShapeLayer) {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        configure(shape)
        root.addSublayer(shape)
        compositor.rootLayer = root
        return (compositor, shape)
    }

    func line(_ from: CGPoint, _ to: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: from)
        path.addLine(to: to)
        return path
    }

    /// A stroked horizontal line at y = 50 from x = 10 to 90, 10 wide, blue.
    func strokedLine(from x0: CGFloat = 10, to x1: CGFloat = 90, _ configure: (CAShapeLayer) -> Void = { _ in }) -> (Compositor, CAShapeLayer) {
        scene { shape in
            shape.path = line(CGPoint(x: x0, y: 50), CGPoint(x: x1, y: 50))
            shape.fillColor = nil
            shape.strokeColor = TestColor.blue
            shape.lineWidth = 10
            configure(shape)
        }
    }

    @Test func defaultsAreApples() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(shape.strokeColor == nil)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0 && shape.path == nil)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test func fillCoversInsideOnlyAndDefaultsToBlack() {
        let (compositor, _) = scene { $0.path = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil) }
        compositor.render(atTime: 0)
        #expect(compositor.pixel(20, 20) == .black)
        #expect(compositor.pixel(59, 59) == .black)
        #expect(compositor.pixel(60, 40) == .white)
        #expect(compositor.pixel(40, 19) == .white)
    }

    @Test func evenOddLeavesAHoleNonZeroDoesNot() {
        let rings = CGMutablePath()
        rings.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        rings.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let (nonZero, _) = scene { $0.path = rings; $0.fillColor = TestColor.red }
        nonZero.render(atTime: 0)
        #expect(nonZero.pixel(50, 50) == .red)
        #expect(nonZero.pixel(20, 50) == .red)
        let (evenOdd, _) = scene { $0.path = rings; $0.fillColor = TestColor.red; $0.fillRule = .evenOdd }
        evenOdd.render(atTime: 0)
        #expect(evenOdd.pixel(50, 50) == .white)
        #expect(evenOdd.pixel(20, 50) == .red)
        #expect(evenOdd.pixel(5, 50) == .white)
        expectMatchesReference(nonZero.makeImage(), named: "shape-fill-nonzero")
        expectMatchesReference(evenOdd.makeImage(), named: "shape-fill-evenodd")
    }

    @Test func strokeHasItsWidthCentredOnThePath() {
        let (compositor, _) = strokedLine()
        compositor.render(atTime: 0)
        #expect(compositor.pixel(50, 45) == .blue)
        #expect(compositor.pixel(50, 54) == .blue)
        #expect(compositor.pixel(50, 44) == .white)
        #expect(compositor.pixel(50, 55) == .white)
        #expect(compositor.pixel(9, 50) == .white)   // butt cap: nothing beyond the end
    }

    @Test func strokeEndHalfDrawsHalfTheLength() {
        let (compositor, _) = strokedLine { $0.strokeEnd = 0.5 }
        compositor.render(atTime: 0)
        #expect(compositor.pixel(12, 50) == .blue)
        #expect(compositor.pixel(49, 50) == .blue)
        #expect(compositor.pixel(50, 50) == .white)
        #expect(compositor.pixel(80, 50) == .white)
    }

    @Test func strokeStartAndEndTrimAcrossSubpathsAndCurves() {
        // Two 40-long lines (total 80); 0.25...0.75 keeps x 30...50 of the first and
        // x 50...70 of the second at y = 70.
        let (compositor, _) = scene { shape in
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 30)); path.addLine(to: CGPoint(x: 50, y: 30))
            path.move(to: CGPoint(x: 30, y: 70)); path.addLine(to: CGPoint(x: 70, y: 70))
            shape.path = path
            shape.fillColor = nil
            shape.strokeColor = TestColor.red
            shape.lineWidth = 6
            shape.strokeStart = 0.25
            shape.strokeEnd = 0.75
        }
        compositor.render(atTime: 0)
        #expect(compositor.pixel(25, 30) == .white)
        #expect(compositor.pixel(40, 30) == .red)
        #expect(compositor.pixel(45, 70) == .red)
        #expect(compositor.pixel(55, 70) == .white)
        // A circle trimmed to its first quarter (clockwise on screen from 3 o'clock).
        let (ring, _) = scene { shape in
            shape.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = TestColor.red
            shape.lineWidth = 6
            shape.strokeEnd = 0.25
        }
        ring.render(atTime: 0)
        let quarter = CGFloat.pi / 4
        let inside = (x: Int(50 + 30 * cos(quarter)), y: Int(50 + 30 * sin(quarter)))
        let outside = (x: Int(50 + 30 * cos(-quarter)), y: Int(50 + 30 * sin(-quarter)))
        #expect(ring.pixel(inside.x, inside.y) == .red)
        #expect(ring.pixel(outside.x, outside.y) == .white)
        #expect(ring.pixel(20, 50) == .white)
    }

    @Test func capsExtendOrNot() {
        let (butt, _) = strokedLine(from: 20, to: 80)
        let (square, _) = strokedLine(from: 20, to: 80) { $0.lineCap = .square }
        let (round, _) = strokedLine(from: 20, to: 80) { $0.lineCap = .round }
        for c in [butt, square, round] { c.render(atTime: 0) }
        #expect(butt.pixel(82, 50) == .white)
        #expect(square.pixel(82, 50) == .blue)
        #expect(square.pixel(84, 46) == .blue)   // square corner
        #expect(round.pixel(83, 49) == .blue)
        #expect(round.pixel(84, 46) == .white)   // outside the round cap's circle
    }

    @Test func joinsDifferAtASharpCorner() {
        // A peak at (50, 30) between legs going down to (20, 80) and (80, 80), 10 wide.
        // Miter tip reaches y = 20.3; bevel edge is at y = 27.4; round reaches y = 25.
        func peak(_ join: CAShapeLayerLineJoin) -> Compositor {
            let (compositor, _) = scene { shape in
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 20, y: 80))
                path.addLine(to: CGPoint(x: 50, y: 30))
                path.addLine(to: CGPoint(x: 80, y: 80))
                shape.path = path
                shape.fillColor = nil
                shape.strokeColor = TestColor.blue
                shape.lineWidth = 10
                shape.lineJoin = join
            }
            compositor.render(atTime: 0)
            return compositor
        }
        let miter = peak(.miter), bevel = peak(.bevel), round = peak(.round)
        #expect(miter.pixel(49, 23) == .blue)
        #expect(bevel.pixel(49, 23) == .white)
        #expect(round.pixel(49, 23) == .white)
        #expect(round.pixel(49, 26) == .blue)
        #expect(bevel.pixel(49, 26) == .white)
        expectMatchesReference(miter.makeImage(), named: "shape-join-miter")
        expectMatchesReference(bevel.makeImage(), named: "shape-join-bevel")
        expectMatchesReference(round.makeImage(), named: "shape-join-round")
        // A miter limit below the miter ratio (1.94) bevels the miter join.
        let (limited, _) = scene { shape in
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 80)); path.addLine(to: CGPoint(x: 50, y: 30)); path.addLine(to: CGPoint(x: 80, y: 80))
            shape.path = path; shape.fillColor = nil; shape.strokeColor = TestColor.blue; shape.lineWidth = 10
            shape.miterLimit = 1.5
        }
        limited.render(atTime: 0)
        #expect(limited.pixel(49, 23) == .white)
    }

    @Test func dashPatternLeavesGapsAndPhaseShiftsThem() {
        let (dashed, _) = strokedLine(from: 0, to: 100) { $0.lineDashPattern = [10, 10] }
        dashed.render(atTime: 0)
        #expect(dashed.pixel(5, 50) == .blue)
        #expect(dashed.pixel(15, 50) == .white)
        #expect(dashed.pixel(25, 50) == .blue)
        let (shifted, _) = strokedLine(from: 0, to: 100) { $0.lineDashPattern = [10, 10]; $0.lineDashPhase = 10 }
        shifted.render(atTime: 0)
        #expect(shifted.pixel(5, 50) == .white)
        #expect(shifted.pixel(15, 50) == .blue)
        expectMatchesReference(dashed.makeImage(), named: "shape-dash")
    }

    @Test func fillThenStrokeAsOneGroupUnderOpacity() {
        let (compositor, _) = scene { shape in
            shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
            shape.fillColor = TestColor.red
            shape.strokeColor = TestColor.blue
            shape.lineWidth = 10
            shape.opacity = 0.5
        }
        compositor.render(atTime: 0)
        // On the stroke, inside the fill: half blue over white, no red showing through.
        #expect(compositor.pixel(22, 50).isNear(Pixel(r: 128, g: 128, b: 255, a: 255), 2))
        #expect(compositor.pixel(50, 50).isNear(Pixel(r: 255, g: 128, b: 128, a: 255), 2))
    }

    @Test func animatedStrokeEndDrawsTheProgress() {
        let (compositor, shape) = strokedLine()
        compositor.render(atTime: 100)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 2
        animation.beginTime = 200
        shape.add(animation, forKey: "progress")
        compositor.render(atTime: 200)
        #expect(compositor.pixel(12, 50) == .white)
        compositor.render(atTime: 201)
        #expect(compositor.pixel(45, 50) == .blue)
        #expect(compositor.pixel(55, 50) == .white)
        compositor.render(atTime: 201.5)
        #expect(compositor.pixel(65, 50) == .blue)
        #expect(compositor.pixel(75, 50) == .white)
        compositor.render(atTime: 203)  // finished and removed: the model (whole line) shows
        #expect(compositor.pixel(85, 50) == .blue)
    }

    @Test func pathAnimationInterpolatesPoints() {
        let from = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let to = CGPath(rect: CGRect(x: 50, y: 10, width: 20, height: 20), transform: nil)
        let middle = CGPath(rect: CGRect(x: 30, y: 10, width: 20, height: 20), transform: nil)
        #expect(AnimatableValue(from).interpolated(to: AnimatableValue(to), fraction: 0.5) == .path(middle))
        // Different structures switch at half way.
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        #expect(AnimatableValue(from).interpolated(to: AnimatableValue(ellipse), fraction: 0.4) == .path(from))

        let (compositor, shape) = scene { $0.path = to; $0.fillColor = TestColor.red }
        compositor.render(atTime: 0)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.beginTime = 10
        shape.add(animation, forKey: "morph")
        compositor.render(atTime: 10.5)
        #expect(compositor.pixel(35, 20) == .red)
        #expect(compositor.pixel(25, 20) == .white)
        #expect(compositor.pixel(55, 20) == .white)
    }

    @Test func changingThePathRepaintsOldAndNewAreas() {
        let (compositor, shape) = scene { $0.path = CGPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10), transform: nil) }
        compositor.render(atTime: 0)
        withoutActions { shape.path = CGPath(rect: CGRect(x: 70, y: 70, width: 10, height: 10), transform: nil) }
        compositor.render(atTime: 1)
        #expect(compositor.pixel(15, 15) == .white)
        #expect(compositor.pixel(75, 75) == .black)
    }

    @Test func keyValueAccessAndPresentationCopy() {
        let shape = CAShapeLayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        shape.setValue(CAShapeLayerLineCap.round, forKey: "lineCap")
        #expect(shape.strokeEnd == 0.25)
        #expect(shape.value(forKey: "lineCap") as? CAShapeLayerLineCap == .round)
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.strokeEnd == 0.25 && copy.lineCap == .round)
        let presented: CAShapeLayer? = shape.presentation()
        #expect(presented?.strokeEnd == 0.25)
    }
}
