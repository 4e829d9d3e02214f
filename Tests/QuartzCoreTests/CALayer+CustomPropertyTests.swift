import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A progress bar drawn from a custom animatable property, written as the README's Linux
/// idiom for `@NSManaged`: a computed property over `value(forKey:)`/`setValue(_:forKey:)`.
class ProgressBarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    /// The progress each `draw(in:)` saw, and whether it drew on a presentation copy.
    nonisolated(unsafe) static var draws: [(progress: CGFloat, onPresentation: Bool)] = []

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        Self.draws.append((progress, model() !== self))
        ctx.setFillColor(TestColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// The same bar animating implicitly through `defaultAction(forKey:)`.
final class ImplicitProgressBarLayer: ProgressBarLayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.defaultAction(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }
}

/// The common iOS idiom: `action(forKey:)` builds the animation from the value shown
/// before the change (Core Animation asks for the action before storing the new value).
final class ActionProgressBarLayer: ProgressBarLayer {
    nonisolated(unsafe) static var seenBeforeChange: [CGFloat] = []
    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        Self.seenBeforeChange.append(progress)
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }
}

/// A custom property stored as `Double`.
final class LevelLayer: CALayer {
    var level: Double {
        get { value(forKey: "level") as? Double ?? 0 }
        set { setValue(newValue, forKey: "level") }
    }
}

/// Custom animatable layer properties: redisplay when set, a presentation drawing on every
/// frame of an explicit or implicit animation of the key, typed presentation values.
@Suite(.serialized) struct CALayerCustomPropertyTests {
    /// A 100x20 white scene with a 100x10 bar at y 5, shown at t = 0.
    func scene<L: ProgressBarLayer>(_ type: L.Type) -> (Compositor, L) {
        let compositor = Compositor(width: 100, height: 20)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 20), TestColor.white)
        let bar = L(layerClassInstance: ())
        bar.frame = CGRect(x: 0, y: 5, width: 100, height: 10)
        root.addSublayer(bar)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        ProgressBarLayer.draws = []
        return (compositor, bar)
    }

    /// The width of the red bar on row 10.
    func barWidth(_ compositor: Compositor) -> Int {
        (0..<100).filter { compositor.pixel($0, 10).isNear(.red, 60) }.count
    }

    @Test func settingTheModelValueRedisplays() {
        let (compositor, bar) = scene(ProgressBarLayer.self)
        bar.progress = 0.3
        compositor.render(atTime: 1)
        #expect(barWidth(compositor) == 30)
        #expect(ProgressBarLayer.draws.map(\.progress) == [0.3])
    }

    @Test func anExplicitAnimationRedrawsThePresentationEveryFrame() {
        let (compositor, bar) = scene(ProgressBarLayer.self)
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        bar.progress = 1
        bar.add(animation, forKey: "progress")
        compositor.render(atTime: 1)
        #expect(barWidth(compositor) == 0)
        compositor.render(atTime: 1.25)
        #expect(barWidth(compositor) == 25)
        compositor.render(atTime: 1.5)
        #expect(barWidth(compositor) == 50)
        // Each frame drew a presentation copy (whose model() is the bar) at the frame's value.
        let frames = ProgressBarLayer.draws.filter(\.onPresentation).map(\.progress)
        #expect(frames.suffix(2) == [0.25, 0.5])
        compositor.render(atTime: 2.1)   // ended: the model contents (progress 1) show
        #expect(barWidth(compositor) == 100)
    }

    @Test func defaultActionAnimatesTheKeyImplicitly() {
        let (compositor, bar) = scene(ImplicitProgressBarLayer.self)
        bar.progress = 1
        #expect(bar.animation(forKey: "progress") != nil)
        compositor.render(atTime: 1)
        compositor.render(atTime: 1.4)
        #expect(barWidth(compositor) == 40)
        compositor.render(atTime: 2.5)
        #expect(barWidth(compositor) == 100)
    }

    @Test func actionForKeyIsAskedBeforeTheValueChanges() {
        let (compositor, bar) = scene(ActionProgressBarLayer.self)
        ActionProgressBarLayer.seenBeforeChange = []
        bar.progress = 0.8
        #expect(ActionProgressBarLayer.seenBeforeChange == [0])
        compositor.render(atTime: 1)
        compositor.render(atTime: 1.5)
        #expect(barWidth(compositor) == 40)
    }

    @Test func presentationAndModelKeepTheSubclassAndTheStoredType() {
        let compositor = Compositor(width: 10, height: 10)!
        let layer = LevelLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        compositor.rootLayer = layer
        compositor.render(atTime: 0)
        let animation = CABasicAnimation(keyPath: "level")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "level")
        compositor.render(atTime: 0)
        // Paused a quarter of the way, as scrubbing controls do.
        layer.speed = 0
        layer.timeOffset = 0.25
        let presented: LevelLayer? = layer.presentation()   // Self?, as on iOS
        #expect(presented?.level == 0.25)
        let model: LevelLayer? = presented?.model()          // Self
        #expect(model === layer)
    }
}
