import CoreGraphics
import Foundation
@testable import QuartzCore

/// A stand-in for a layer's model and presentation values, driving a store like the compositor.
final class FakeLayer {
    var model: [String: AnimatableValue]
    var presentation: [String: AnimatableValue] = [:]
    let store = CAAnimationStore()

    init(_ model: [String: Any]) {
        self.model = model.mapValues { AnimatableValue($0) }
    }

    /// Presentation values at `time`: model values, then every animation applied in order.
    @discardableResult
    func render(at time: CFTimeInterval) -> [String: AnimatableValue] {
        presentation = model
        store.apply(at: time, model: { [unowned self] in self.model[$0] },
                    presentation: { [unowned self] in self.presentation[$0] },
                    set: { [unowned self] in self.presentation[$0] = $1 })
        return presentation
    }

    func scalar(_ key: String, at time: CFTimeInterval) -> Double? {
        guard case .scalar(let v)? = render(at: time)[key] else { return nil }
        return Double(v)
    }

    func point(_ key: String, at time: CFTimeInterval) -> CGPoint? {
        guard case .point(let p)? = render(at: time)[key] else { return nil }
        return p
    }
}

/// Records delegate callbacks in order.
final class RecordingDelegate: NSObject, CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String = "a") { self.name = name }
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(name)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(name) \(flag)") }
}

func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
