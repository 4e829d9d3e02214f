import Benchmark
import TextScenes
import UIKit

/// The text benchmarks of issue 6 (ordo-one/benchmark): 1,000 labels laid out and drawn
/// in a shown window, and 10,000 strings measured three ways.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(3))
    Benchmark("1,000 labels, frames: build, layout, draw, render") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run { for _ in iterations { LabelScene(autoLayout: false).tearDown() } }
    }
    Benchmark("1,000 labels, Auto Layout: build, layout, draw, render") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run { for _ in iterations { LabelScene(autoLayout: true).tearDown() } }
    }
    Benchmark("10,000 strings, NSString.size(withAttributes:)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(MeasureScene.measureSizes()) }
    }
    Benchmark("10,000 strings, boundingRect wrapped to 120 pt") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(MeasureScene.measureBoundingRects()) }
    }
    Benchmark("10,000 strings, UILabel.sizeThatFits") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let label = MeasureScene.makeLabel()
            for _ in iterations { blackHole(MeasureScene.measureLabels(label)) }
        }
    }
}
