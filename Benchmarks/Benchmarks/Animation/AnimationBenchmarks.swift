import AnimationScenes
import Benchmark
import UIKit

/// The animation benchmarks of issue 14 (ordo-one/benchmark): the cost and the heap
/// allocations of one frame of 1,000 animating views, and of starting their animations.
@MainActor var shared: AnimationScene?

@MainActor func scene() -> AnimationScene {
    if let shared { return shared }
    let created = AnimationScene()
    created.startAnimations()
    for _ in 0..<10 { created.animationFrame() }
    shared = created
    return created
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))
    Benchmark("Animation frame, 1,000 views (position, alpha, transform)") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let s = scene()
            for _ in iterations { s.animationFrame() }
        }
    } setup: {
        await MainActor.run { _ = scene() }
    }
    Benchmark("Raw Cairo floor of the same frame") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let s = scene()
            for _ in iterations { s.rawCairoFrame() }
        }
    } setup: {
        await MainActor.run { _ = scene() }
    }
}
