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

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func write(_ values: [Double], to path: String) {
    guard let f = fopen(path, "w") else { return }
    for v in values { fputs(format17(v) + "\n", f) }
    fclose(f)
}

func format17(_ v: Double) -> String { "\(v)" }

let clock = ContinuousClock()
for (scene, n) in jobs {
    var best = (add: Double.infinity, solve: Double.infinity, edits: Double.infinity)
    var first = 0.0, last = 0.0
    for rep in 0..<repetitions {
        var s: Scene!
        let add = clock.measure { s = try! Scene.make(scene, n) }
        var firstValues: [Double] = []
        let solve = clock.measure {
            s.solver.updateVariables()
            first = s.checksum()
        }
        if rep == 0 { firstValues = s.values() }
        let edits = clock.measure {
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
        best = (min(best.add, seconds(add)), min(best.solve, seconds(solve)), min(best.edits, seconds(edits)))
    }
    print("swift \(scene) \(n) \(best.add) \(best.solve) \(best.edits) \(first) \(last)")
    fflush(nil)
}
