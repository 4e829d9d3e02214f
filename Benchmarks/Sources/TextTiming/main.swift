import Foundation
import TextScenes
import UIKit

// Plain timing driver for the text benchmarks of issue 6: building, laying out and drawing
// 1,000 labels (frames and Auto Layout), a relabel turn, and measuring 10,000 strings.
// Prints medians of 5 runs. Run: swift run -c release TextTiming
func median(_ runs: Int = 5, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
}

// Optional argument: "labels" or "measure" runs only that part (for profiling).
let only = CommandLine.arguments.dropFirst().first

MainActor.assumeIsolated {
    for autoLayout in [false, true] where only == nil || only == "labels" {
        let name = autoLayout ? "Auto Layout" : "frames"
        _ = LabelScene(autoLayout: autoLayout).tearDown()  // warm-up
        let build = median { LabelScene(autoLayout: autoLayout).tearDown() }
        print(String(format: "1,000 labels (%@): build + layout + draw + render: %.1f ms", name, build))
        let scene = LabelScene(autoLayout: autoLayout)
        let turn = median { scene.relabelTurn() }
        print(String(format: "1,000 labels (%@): change every text, one turn:    %.1f ms", name, turn))
        scene.tearDown()
    }
    guard only == nil || only == "measure" else { return }
    _ = MeasureScene.measureSizes()  // warm-up (font loading)
    let sizes = median { _ = MeasureScene.measureSizes() }
    print(String(format: "10,000 strings, NSString.size(withAttributes:):   %.1f ms (%.2f µs each)", sizes, sizes / 10))
    let rects = median { _ = MeasureScene.measureBoundingRects() }
    print(String(format: "10,000 strings, boundingRect (wrapped to 120 pt): %.1f ms (%.2f µs each)", rects, rects / 10))
    let label = MeasureScene.makeLabel()
    let fits = median { _ = MeasureScene.measureLabels(label) }
    print(String(format: "10,000 strings, UILabel.sizeThatFits (2 lines):  %.1f ms (%.2f µs each)", fits, fits / 10))
}
