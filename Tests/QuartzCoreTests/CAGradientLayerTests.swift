import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Pixel tests of gradient layers: colors at the start, middle and end of the gradient
/// computed from the unit-coordinate geometry (pixel (x, y) is sampled at x + 0.5, y + 0.5).
@Suite struct CAGradientLayerTests {
    func scene(_ configure: (CAGradientLayer) -> Void) -> Compositor {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [TestColor.red, TestColor.blue]
        configure(gradient)
        root.addSublayer(gradient)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        return compositor
    }

    /// Red to blue at fraction t (unpremultiplied, opaque).
    func redToBlue(_ t: Double) -> Pixel {
        Pixel(r: Int((255 * (1 - t)).rounded()), g: 0, b: Int((255 * t).rounded()), a: 255)
    }

    @Test func defaultsAreApples() {
        let layer = CAGradientLayer()
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(layer.colors == nil && layer.locations == nil)
    }

    @Test func axialDefaultRunsTopToBottom() {
        let c = scene { _ in }
        #expect(c.pixel(50, 0).isNear(redToBlue(0.005), 3))
        #expect(c.pixel(50, 49).isNear(redToBlue(0.495), 3))
        #expect(c.pixel(10, 49).isNear(redToBlue(0.495), 3))
        #expect(c.pixel(50, 99).isNear(redToBlue(0.995), 3))
        expectMatchesReference(c.makeImage(), named: "gradient-axial")
    }

    @Test func startAndEndPointsSetTheDirection() {
        let c = scene { $0.startPoint = CGPoint(x: 0, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5) }
        #expect(c.pixel(0, 50).isNear(redToBlue(0.005), 3))
        #expect(c.pixel(74, 10).isNear(redToBlue(0.745), 3))
        #expect(c.pixel(99, 90).isNear(redToBlue(0.995), 3))
    }

    @Test func locationsPlaceTheColors() {
        let c = scene { $0.locations = [0, 0.25] }
        #expect(c.pixel(50, 12).isNear(redToBlue(0.5), 3))
        #expect(c.pixel(50, 30) == .blue)
        #expect(c.pixel(50, 90) == .blue)
        let three = scene { $0.colors = [TestColor.red, TestColor.green, TestColor.blue] }
        // Evenly spaced: green sits at the middle.
        #expect(three.pixel(50, 49).isNear(Pixel(r: 3, g: 252, b: 0, a: 255), 3))
    }

    @Test func radialRunsFromCentreToTheEllipse() {
        let c = scene { $0.type = .radial; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1) }
        #expect(c.pixel(50, 50).isNear(redToBlue(0.014), 3))
        #expect(c.pixel(74, 49).isNear(redToBlue(0.49), 3))
        #expect(c.pixel(49, 74).isNear(redToBlue(0.49), 3))
        #expect(c.pixel(2, 2) == .blue)   // outside the ellipse: the last color
        expectMatchesReference(c.makeImage(), named: "gradient-radial")
    }

    @Test func conicTurnsClockwiseFromTheEndPointDirection() {
        let c = scene { $0.type = .conic; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5) }
        // Angle measured clockwise on screen from +x: below the centre is a quarter turn.
        #expect(c.pixel(85, 51).isNear(redToBlue(0.005), 6))
        #expect(c.pixel(49, 85).isNear(redToBlue(0.25), 6))
        #expect(c.pixel(15, 49).isNear(redToBlue(0.5), 6))
        #expect(c.pixel(49, 15).isNear(redToBlue(0.75), 6))
        #expect(c.pixel(85, 48).isNear(redToBlue(0.99), 6))
        expectMatchesReference(c.makeImage(), named: "gradient-conic")
    }

    @Test func roundedCornersClipTheGradient() {
        let c = scene { $0.cornerRadius = 20; $0.colors = [TestColor.red, TestColor.red] }
        #expect(c.pixel(1, 1) == .white)
        #expect(c.pixel(98, 98) == .white)
        #expect(c.pixel(50, 1) == .red)
        expectMatchesReference(c.makeImage(), named: "gradient-rounded-corners")
    }

    @Test func noColorsDrawNothing() {
        let c = scene { $0.colors = nil }
        #expect(c.pixel(50, 50) == .white)
    }

    @Test func animatedStartPointMovesTheGradient() {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [TestColor.red, TestColor.blue]
        root.addSublayer(gradient)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        let animation = CABasicAnimation(keyPath: "endPoint")
        animation.fromValue = CGPoint(x: 0.5, y: 1)
        animation.toValue = CGPoint(x: 0.5, y: 0.5)
        animation.duration = 1
        animation.beginTime = 5
        gradient.add(animation, forKey: "end")
        compositor.render(atTime: 5.5)
        // End at y = 75: the pixel at y = 37 is half way.
        #expect(compositor.pixel(50, 37).isNear(redToBlue(0.5), 3))
        #expect(compositor.pixel(50, 80) == .blue)
    }
}

/// Animating a gradient's colors and locations interpolates the arrays element by element.
@Suite struct CAGradientLayerArrayAnimationTests {
    @Test func colorsAndLocationsInterpolate() {
        let compositor = Compositor(width: 100, height: 100)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), TestColor.white)
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [TestColor.red, TestColor.red]
        root.addSublayer(gradient)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [TestColor.red, TestColor.red]
        colors.toValue = [TestColor.blue, TestColor.blue]
        colors.duration = 1
        colors.beginTime = 7
        gradient.add(colors, forKey: "colors")
        compositor.render(atTime: 7.5)
        #expect(compositor.pixel(50, 50).isNear(Pixel(r: 128, g: 0, b: 128, a: 255), 2))
        gradient.removeAllAnimations()
        withoutActions { gradient.colors = [TestColor.red, TestColor.blue] }
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 1] as [NSNumber]
        locations.toValue = [0, 0.5] as [NSNumber]
        locations.duration = 1
        locations.beginTime = 9
        gradient.add(locations, forKey: "locations")
        compositor.render(atTime: 9.5)
        // Locations [0, 0.75]: y = 37.5 is half way; below 75 is blue.
        #expect(compositor.pixel(50, 37).isNear(Pixel(r: 128, g: 0, b: 128, a: 255), 3))
        #expect(compositor.pixel(50, 80) == .blue)
    }
}
