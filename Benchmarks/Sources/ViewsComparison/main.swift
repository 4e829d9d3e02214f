import Foundation
import UIKit
import UIKitTesting
import ViewScenes

/// Times the view scenes of issue 3 (release build) and prints medians:
///   swift run -c release ViewsComparison            one-leaf turns (1k vs 10k), hit-tests, layout pass
///   swift run -c release ViewsComparison memory     peak resident memory of 10,000 plain views
func median(_ iterations: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "memory" {
    let show = arguments.dropFirst().first == "shown"
    // Warm up the libraries (UIColor, the run loop, Cairo) so that their one-time cost is
    // not charged to the views.
    withExtendedLifetime(makePlainViewWindow(count: 100, show: show)) {}
    let beforePeak = peakResidentBytes(), beforeCurrent = currentResidentBytes()
    let window = makePlainViewWindow(count: 10_000, show: show)
    let afterPeak = peakResidentBytes(), afterCurrent = currentResidentBytes()
    var count = 0
    var stack: [UIView] = [window]
    while let view = stack.popLast() { count += 1; stack.append(contentsOf: view.subviews) }
    print(String(format: "%d views with background colors (window %@): %.0f bytes per view, peak RSS %.1f MB -> %.1f MB (current RSS +%.1f MB)",
                 count, show ? "shown and rendered" : "hidden", Double(afterPeak - beforePeak) / Double(count),
                 Double(beforePeak) / 1e6, Double(afterPeak) / 1e6, Double(afterCurrent - beforeCurrent) / 1e6))
    withExtendedLifetime(window) {}
    exit(0)
}

if arguments.first == "layout" {
    // Profiling aid: only the layout pass, repeated.
    let scene = ViewScene(branchViews: 10_000, show: true)
    print(String(format: "layout pass %.3f ms", median(101) { scene.layoutPass() }))
    exit(0)
}

let sizes = arguments.first == "scaling" ? [1_000, 10_000, 100_000] : [1_000, 10_000]
for branchViews in sizes {
    let scene = ViewScene(branchViews: branchViews, show: true)
    let damage = scene.oneLeafTurn()
    let colorTurn = median(201) { scene.oneLeafTurn() }
    let moveTurn = median(201) { scene.oneLeafMoveTurn() }
    print(String(format: "%6d views: one-leaf turn (color) %.4f ms, (move) %.4f ms; damage %@",
                 scene.viewCount, colorTurn, moveTurn, damage.map { "\($0)" }.joined(separator: ", ")))
    scene.window.isHidden = true
    UIApplication.shared.runUntilIdle()
}

let scene = ViewScene(branchViews: 10_000, show: true)
let hits = median(51) { scene.hitTests(1_000) }
print(String(format: "%6d views: 1,000 hit-tests %.3f ms (%.3f µs each)", scene.viewCount, hits, hits))
let before = ViewScene.layoutCount
scene.layoutPass()
let perPass = ViewScene.layoutCount - before
let layout = median(21) { scene.layoutPass() }
print(String(format: "%6d views: layout pass (all marked, %d layoutSubviews, frames set) %.3f ms", scene.viewCount, perPass, layout))
