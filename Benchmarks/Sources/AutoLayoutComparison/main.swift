// Times the issue-4 scenes end to end through UIKit's API and the Auto Layout pass vs
// a manual-frames pass over the same 1,000-cell chain. Prints one line per job:
//   uikit scene N create_s first_layout_s resizes_s checksum
//   pass N autolayout_ms manual_ms ratio
// Usage: AutoLayoutComparison [--reps K] [--cpu] scene:N ... [pass:N]
// --cpu times with the thread's CPU clock instead of the wall clock (on a shared machine
// the wall clock also counts the time other processes hold the core).
import Glibc
import UIKit
import UIKitLayoutScenes

@MainActor
func run() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var reps = 3
    var cpu = false
    var jobs: [(String, Int)] = []
    while !arguments.isEmpty {
        let a = arguments.removeFirst()
        if a == "--reps" { reps = Int(arguments.removeFirst())!; continue }
        if a == "--cpu" { cpu = true; continue }
        let parts = a.split(separator: ":")
        jobs.append((String(parts[0]), Int(parts[1])!))
    }
    if jobs.isEmpty {
        for s in ["chain", "grid", "independent"] { for n in [100, 1_000, 10_000] { jobs.append((s, n)) } }
        jobs.append(("pass", 1_000))
    }
    let clock = Timer(cpu: cpu)
    func seconds(_ d: Double) -> Double { d }
    for (scene, n) in jobs {
        if scene == "pass" {
            var bestAuto = Double.infinity, bestManual = Double.infinity
            for _ in 0..<reps {
                let auto = UIKitScenes.make("chain", n)
                auto.layoutIfNeeded()
                let manual = UIKitScenes.makeManualChain(n)
                manual.layoutIfNeeded()
                let a = clock.measure { for k in 0..<100 { UIKitScenes.resize(auto, k) } }
                let m = clock.measure { for k in 0..<100 { UIKitScenes.resize(manual, k) } }
                bestAuto = min(bestAuto, seconds(a) * 10)  // ms per pass
                bestManual = min(bestManual, seconds(m) * 10)
            }
            print("pass \(n) \(bestAuto) \(bestManual) \(bestAuto / bestManual)")
            continue
        }
        var best = (create: Double.infinity, layout: Double.infinity, resizes: Double.infinity)
        var checksum = 0.0
        for _ in 0..<reps {
            var container: UIView!
            let create = clock.measure { container = UIKitScenes.make(scene, n) }
            let layout = clock.measure { container.layoutIfNeeded() }
            let resizes = clock.measure { for k in 0..<100 { UIKitScenes.resize(container, k) } }
            checksum = UIKitScenes.checksum(container)
            best = (min(best.create, seconds(create)), min(best.layout, seconds(layout)), min(best.resizes, seconds(resizes)))
        }
        print("uikit \(scene) \(n) \(best.create) \(best.layout) \(best.resizes) \(checksum)")
    }
}

MainActor.assumeIsolated { run() }

/// Times closures with the wall clock or the thread's CPU clock.
struct Timer {
    let cpu: Bool
    func now() -> Double {
        var ts = timespec()
        clock_gettime(cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
    /// The seconds `body` took.
    func measure(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }
}
