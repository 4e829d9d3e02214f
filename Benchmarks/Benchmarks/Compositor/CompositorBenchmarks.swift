import Benchmark
import CompositorScenes
import QuartzCore

/// The compositor benchmarks of issue 2 (ordo-one/benchmark); the raw-Cairo floor runs in
/// the same process so the ratio compares like with like.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(3))
    let scene = CompositorScene()
    Benchmark("Compositor full redraw, 1,000 cached layers, 1280x800") { benchmark in
        for _ in benchmark.scaledIterations { scene.fullRedraw() }
    }
    Benchmark("Raw Cairo floor, same images and places") { benchmark in
        for _ in benchmark.scaledIterations { scene.rawCairoFrame() }
    }
    Benchmark("Compositor frame, one 44x44 layer changed") { benchmark in
        for _ in benchmark.scaledIterations { scene.oneSmallLayerFrame() }
    }
    Benchmark("Compositor frame, nothing changed") { benchmark in
        for _ in benchmark.scaledIterations { scene.unchangedFrame() }
    }
    Benchmark("10,000 property-only layers (peak resident memory)", configuration: .init(metrics: [.peakMemoryResident], maxIterations: 1)) { _ in
        blackHole(makePropertyOnlyTree(count: 10_000))
    }
}
