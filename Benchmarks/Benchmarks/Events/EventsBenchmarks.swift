import Benchmark
import EventScenes
import UIKit

/// The events benchmark of issue 5 (ordo-one/benchmark): one gesture (22 touch events)
/// through `UIApplication.sendEvent` in a 1,000-view window with 50 recognizers.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(3))
    Benchmark("Events: one 22-event gesture, dispatch only, 1,000 views, 50 recognizers") { benchmark in
        await MainActor.run {
            let scene = EventScene()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { scene.runGesture(index: i, runningTurns: false) }
        }
    }
    Benchmark("Events: one 22-event gesture with a run-loop turn per event") { benchmark in
        await MainActor.run {
            let scene = EventScene()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { scene.runGesture(index: i, runningTurns: true) }
        }
    }
}
