import CompositorScenes
import Foundation
import QuartzCore

/// Times the compositor scene's frames against the raw-Cairo floor in one run and prints
/// medians and ratios; with `memory`, measures the peak resident memory of 10,000
/// property-only layers instead.
func median(_ iterations: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return samples.sorted()[samples.count / 2]
}

if CommandLine.arguments.dropFirst().first == "memory" {
    let before = peakResidentBytes()
    let tree = makePropertyOnlyTree(count: 10_000)
    let after = peakResidentBytes()
    print(String(format: "10,000 property-only layers: %.0f bytes per layer (peak RSS %.1f MB -> %.1f MB)",
                 Double(after - before) / 10_000, Double(before) / 1e6, Double(after) / 1e6))
    withExtendedLifetime(tree) {}
    exit(0)
}

/// Medians of `a` and `b` measured alternately, so both see the same machine load.
func interleavedMedians(_ iterations: Int, _ a: () -> Void, _ b: () -> Void) -> (Double, Double) {
    var first: [Double] = [], second: [Double] = []
    for _ in 0..<iterations {
        first.append(median(1, a))
        second.append(median(1, b))
    }
    return (first.sorted()[iterations / 2], second.sorted()[iterations / 2])
}

let scene = CompositorScene()
for _ in 0..<5 { scene.fullRedraw(); scene.rawCairoFrame(); scene.oneSmallLayerFrame(); scene.unchangedFrame() }
let (full, raw) = interleavedMedians(201, scene.fullRedraw, scene.rawCairoFrame)
let (small, unchanged) = interleavedMedians(1001, scene.oneSmallLayerFrame, scene.unchangedFrame)
print(String(format: "full redraw, 1,000 layers, 1280x800: %.3f ms", full))
print(String(format: "raw Cairo floor (same images, same places): %.3f ms", raw))
print(String(format: "one 44x44 layer changed: %.4f ms", small))
print(String(format: "nothing changed: %.5f ms", unchanged))
print(String(format: "ratios: unchanged/full = %.3f%% (goal <= 1%%), one small/full = %.2f%% (goal <= 5%%), full/raw = %.2fx (goal <= 1.3x)",
             unchanged / full * 100, small / full * 100, full / raw))
