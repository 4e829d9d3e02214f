// Auto Layout through UIKit's API on the three scenes of issue 4 (chain, grid,
// independent) at N = 100, 1,000, 10,000: create views and activate anchors, first
// layoutIfNeeded, 100 container resizes; and the Auto Layout pass vs a manual-frames pass
// over the same 1,000-cell chain. Plain driver: swift run -c release AutoLayoutComparison.
import Benchmark
import UIKit
import UIKitLayoutScenes

let benchmarks: @Sendable () -> Void = {
    for scene in ["chain", "grid", "independent"] {
        for n in [100, 1_000, 10_000] {
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: n >= 10_000 ? 5 : 50)
            Benchmark("uikit \(scene) create N=\(n)", configuration: configuration) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                MainActor.assumeIsolated {
                    benchmark.startMeasurement()
                    let c = UIKitScenes.make(scene, n)
                    benchmark.stopMeasurement()
                    blackHole(c)
                }
            }
            Benchmark("uikit \(scene) first layout N=\(n)", configuration: configuration) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                MainActor.assumeIsolated {
                    let c = UIKitScenes.make(scene, n)
                    benchmark.startMeasurement()
                    c.layoutIfNeeded()
                    benchmark.stopMeasurement()
                    blackHole(UIKitScenes.checksum(c))
                }
            }
            Benchmark("uikit \(scene) 100 resizes N=\(n)", configuration: configuration) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                MainActor.assumeIsolated {
                    let c = UIKitScenes.make(scene, n)
                    c.layoutIfNeeded()
                    benchmark.startMeasurement()
                    for k in 0..<100 { UIKitScenes.resize(c, k) }
                    benchmark.stopMeasurement()
                    blackHole(UIKitScenes.checksum(c))
                }
            }
        }
    }
    Benchmark("pass autolayout 1000 cells", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        MainActor.assumeIsolated {
            let c = UIKitScenes.make("chain", 1_000)
            c.layoutIfNeeded()
            benchmark.startMeasurement()
            for k in 0..<10 { UIKitScenes.resize(c, k) }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("pass manual 1000 cells", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        MainActor.assumeIsolated {
            let c = UIKitScenes.makeManualChain(1_000)
            c.layoutIfNeeded()
            benchmark.startMeasurement()
            for k in 0..<10 { UIKitScenes.resize(c, k) }
            benchmark.stopMeasurement()
        }
    }
}
