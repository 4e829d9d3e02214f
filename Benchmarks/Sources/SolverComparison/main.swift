// Times the scenes the way Kiwi/harness.cpp does and prints the same columns:
//   solver scene N add_s solve_s edits_s checksum_first checksum_last
// Usage: SolverComparison [--values DIR] [--reps K] scene:N ...
// With --values, writes DIR/swift-<scene>-<N>-{first,last}.txt (one value per line).
import ConstraintSolver
import SolverScenes

#if canImport(Glibc)
import Glibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var valuesDirectory: String?
var repetitions = 3
var jobs: [(String, Int)] = []
while !arguments.isEmpty {
    let a = arguments.removeFirst()
    if a == "--values" { valuesDirectory = arguments.removeFirst(); continue }
    if a == "--reps" { repetitions = Int(arguments.removeFirst())!; continue }
    let parts = a.split(separator: ":")
    jobs.append((String(parts[0]), Int(parts[1])!))
}

/// CPU time of this process, as Kiwi/harness.cpp measures it: the machine these runs
/// share is often oversubscribed, and CPU time is far steadier than wall time there.
func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func measure(_ body: () -> Void) -> Double {
    let start = cpuSeconds()
    body()
    return cpuSeconds() - start
}

func write(_ values: [Double], to path: String) {
    guard let f = fopen(path, "w") else { return }
    for v in values { fputs(format17(v) + "\n", f) }
    fclose(f)
}

func format17(_ v: Double) -> String { "\(v)" }

for (scene, n) in jobs {
    var best = (add: Double.infinity, solve: Double.infinity, edits: Double.infinity)
    var first = 0.0, last = 0.0
    for rep in 0..<repetitions {
        var s: Scene!
        let add = measure { s = try! Scene.make(scene, n) }
        var firstValues: [Double] = []
        let solve = measure {
            s.solver.updateVariables()
            first = s.checksum()
        }
        if rep == 0 { firstValues = s.values() }
        let edits = measure {
            for k in 0..<100 {
                let (w, h) = Scene.sizes[k % Scene.sizes.count]
                try! s.resize(w, h)
                s.solver.updateVariables()
            }
            last = s.checksum()
        }
        if rep == 0, let dir = valuesDirectory {
            write(firstValues, to: "\(dir)/swift-\(scene)-\(n)-first.txt")
            write(s.values(), to: "\(dir)/swift-\(scene)-\(n)-last.txt")
        }
        best = (min(best.add, add), min(best.solve, solve), min(best.edits, edits))
    }
    print("swift \(scene) \(n) \(best.add) \(best.solve) \(best.edits) \(first) \(last)")
    fflush(nil)
}
