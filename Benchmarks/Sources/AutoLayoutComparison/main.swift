// Times the issue-4 scenes end to end through UIKit's API and the Auto Layout pass vs
// a manual-frames pass over the same 1,000-cell chain. Prints one line per job:
//   uikit scene N create_s first_layout_s resizes_s checksum
//   pass N autolayout_ms manual_ms ratio
// Usage: AutoLayoutComparison [--reps K] scene:N ... [pass:N]
import UIKit
import UIKitLayoutScenes

@MainActor
func run() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var reps = 3
    var jobs: [(String, Int)] = []
    while !arguments.isEmpty {
        let a = arguments.removeFirst()
        if a == "--reps" { reps = Int(arguments.removeFirst())!; continue }
        let parts = a.split(separator: ":")
        jobs.append((String(parts[0]), Int(parts[1])!))
    }
    if jobs.isEmpty {
        for s in ["chain", "grid", "independent"] { for n in [100, 1_000, 10_000] { jobs.append((s, n)) } }
        jobs.append(("pass", 1_000))
    }
    let clock = ContinuousClock()
    func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
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
