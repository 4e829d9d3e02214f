import Foundation
import Testing
@testable import QuartzCore

/// The registry of animating layers holds layers without references: a layer its program
/// drops goes away with its animations, even endless ones, and leaves the registry.
@Suite struct AnimatingLayersTests {
    @Test func aFreedLayerLeavesTheRegistryAndStopsItsFrames() {
        // Other tests on this thread may leave layers in the registry, and those leave it
        // when their animations end: only this test's layer is looked for, not a count.
        let registry = AnimatingLayers.shared
        weak var freed: CALayer?
        var id: ObjectIdentifier?
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
            id = ObjectIdentifier(layer)
            #expect(registry.current().contains { $0 === layer })
            #expect(layer.evaluateAnimations(atMediaTime: CACurrentMediaTime()))
        }
        #expect(freed == nil)
        #expect(!registry.current().contains { ObjectIdentifier($0) == id })
        // The pending begin time of the freed layer's animation is dropped with it.
        registry.resolvePendingBeginTimes()
        #expect(!registry.current().contains { ObjectIdentifier($0) == id })
    }
}
