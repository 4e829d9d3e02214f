import DiffableScenes
import Foundation
import UIKit

// Plain timing driver for the diffable benchmark of issue 15: a 100,000-item snapshot with
// 1% changed applied to a table in a window (difference + batch update + layout of the
// rows on screen), animated and not, and the difference alone. Goal: <= 20 ms.
// Run: swift run -c release DiffableTiming
@MainActor
func measure(_ runs: Int, _ body: () -> Void, settle: () -> Void) -> (median: Double, p90: Double) {
    var samples: [Double] = []
    for _ in 0..<runs {
        settle()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 9 / 10)])
}

MainActor.assumeIsolated {
    let buildStart = DispatchTime.now().uptimeNanoseconds
    let scene = DiffableScene()
    let build = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e6
    print(String(format: "scene: %d items, 1%% changed (400 deleted, 400 inserted, 200 moved); built and shown in %.1f ms", scene.itemCount, build))
    for _ in 0..<4 { scene.applyNext(animated: true); scene.settle() }   // warm-up
    let animated = measure(31, { scene.applyNext(animated: true) }, settle: scene.settle)
    print(String(format: "apply, animated (difference + batch update + layout): median %.2f ms, p90 %.2f ms (goal <= 20 ms)", animated.median, animated.p90))
    let plain = measure(31, { scene.applyNext(animated: false) }, settle: scene.settle)
    print(String(format: "apply, not animated:                                  median %.2f ms, p90 %.2f ms", plain.median, plain.p90))
    let edited = measure(31, { scene.editAndApply(animated: true) }, settle: scene.settle)
    print(String(format: "edit 1%% of snapshot() and apply, animated:           median %.2f ms, p90 %.2f ms", edited.median, edited.p90))
    let diff = measure(31, { scene.differenceOnly() }, settle: {})
    print(String(format: "difference only (no table):                           median %.2f ms, p90 %.2f ms", diff.median, diff.p90))
    print("rows on screen after the runs: \(scene.visibleTexts.prefix(3).joined(separator: ", ")) ...")
}
