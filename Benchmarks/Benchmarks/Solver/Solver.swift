// ConstraintSolver on the three scenes of issue 4 (chain, grid, independent) at
// N = 100, 1,000, 10,000: add-all, first solve, and 100 resize edits over 6 screen sizes.
// The kiwi peer runs through ../../run-solver-comparison.sh (C++, same scenes, ratios).
import Benchmark
import SolverScenes

let benchmarks: @Sendable () -> Void = {
    for scene in ["chain", "grid", "independent"] {
        for n in [100, 1_000, 10_000] {
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                timeUnits: .milliseconds,
                maxDuration: .seconds(5),
                maxIterations: n >= 10_000 ? 5 : 50
            )
            Benchmark("\(scene) add-all N=\(n)", configuration: configuration) { benchmark in
                benchmark.startMeasurement()
                let s = try Scene.make(scene, n)
                benchmark.stopMeasurement()
                blackHole(s)
            }
            Benchmark("\(scene) first solve N=\(n)", configuration: configuration) { benchmark in
                let s = try Scene.make(scene, n)
                benchmark.startMeasurement()
                s.solver.updateVariables()
                blackHole(s.checksum())
                benchmark.stopMeasurement()
            }
            Benchmark("\(scene) 100 resizes N=\(n)", configuration: configuration) { benchmark in
                let s = try Scene.make(scene, n)
                s.solver.updateVariables()
                benchmark.startMeasurement()
                for k in 0..<100 {
                    let (w, h) = Scene.sizes[k % Scene.sizes.count]
                    try s.resize(w, h)
                    s.solver.updateVariables()
                }
                benchmark.stopMeasurement()
                blackHole(s.checksum())
            }
        }
    }
}
