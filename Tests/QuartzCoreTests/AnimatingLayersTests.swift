import Foundation
import Testing
@testable import QuartzCore

/// The registry of animating layers holds layers without references: a layer its program
/// drops goes away with its animations, even endless ones, and leaves the registry.
@Suite struct AnimatingLayersTests {
    @Test func aFreedLayerLeavesTheRegistryAndStopsItsFrames() {
        let registry = AnimatingLayers.shared
        let baseline = registry.current().count
        weak var freed: CALayer?
        do {
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.repeatCount = .infinity
            layer.add(fade, forKey: "fade")
            CATransaction.flush()
            freed = layer
            #expect(registry.current().count == baseline + 1)
            #expect(layer.evaluateAnimations(atMediaTime: CACurrentMediaTime()))
        }
        #expect(freed == nil)
        #expect(registry.current().count == baseline)
        // The pending begin time of the freed layer's animation is dropped with it.
        registry.resolvePendingBeginTimes()
        #expect(registry.current().count == baseline)
    }
}
