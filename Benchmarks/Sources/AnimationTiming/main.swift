import AnimationScenes
import Foundation
import UIKit

/// Times the animation scene of issue 14 in one run: an animation frame of 1,000 views
/// against the raw-Cairo floor of the same pixels (measured alternately so both see the
/// same machine load), and starting 1,000 (and 3,000) animations in one block.
/// `AnimationTiming start [rounds]` measures the 1,000 starts alone (for profilers).
func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// The preloaded allocation counter's total (`LD_PRELOAD=libmalloccount.so`, built from
/// Benchmarks/MallocCount), or nil when it is not loaded.
let allocationCount: (@convention(c) () -> UInt64)? = dlsym(nil, "malloccount_calls")
    .map { unsafeBitCast($0, to: (@convention(c) () -> UInt64).self) }

MainActor.assumeIsolated {
    let scene = AnimationScene()
    if CommandLine.arguments.dropFirst().first == "start" {
        // Starts only (for profilers: `perf record`, `valgrind --tool=callgrind`).
        let rounds = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 31
        var starts: [Double] = []
        for _ in 0..<rounds {
            starts.append(milliseconds(scene.startOneAnimationPerView))
            scene.reset()
        }
        print(String(format: "starting 1,000 animations in one block (center): %.3f ms (goal <= 2 ms)", median(starts)))
        return
    }
    scene.startAnimations()
    for _ in 0..<10 { scene.animationFrame(); scene.rawCairoFrame() }
    var frames: [Double] = [], floors: [Double] = []
    for _ in 0..<181 {
        frames.append(milliseconds(scene.animationFrame))
        floors.append(milliseconds(scene.rawCairoFrame))
    }
    scene.reset()
    var starts1: [Double] = [], starts3: [Double] = []
    for _ in 0..<31 {
        starts1.append(milliseconds(scene.startOneAnimationPerView))
        scene.reset()
        starts3.append(milliseconds(scene.startThreeAnimationsPerView))
        scene.reset()
    }
    let frame = median(frames), floor = median(floors)
    print(String(format: "animation frame, 1,000 views (position, alpha, transform), 1280x800: %.3f ms", frame))
    print(String(format: "raw Cairo floor (same squares, same progress): %.3f ms", floor))
    print(String(format: "ratio frame/floor = %.2fx (goal <= 1.3x)", frame / floor))
    print(String(format: "starting 1,000 animations in one block (center): %.3f ms (goal <= 2 ms)", median(starts1)))
    print(String(format: "starting 3,000 animations in one block (center, alpha, transform): %.3f ms", median(starts3)))
    if let allocationCount {
        // Heap allocations of a steady-state frame and of the floor (medians of 61).
        scene.startAnimations()
        for _ in 0..<10 { scene.animationFrame() }
        var frameAllocations: [Double] = [], floorAllocations: [Double] = []
        for _ in 0..<61 {
            var count = allocationCount()
            scene.animationFrame()
            frameAllocations.append(Double(allocationCount() - count))
            count = allocationCount()
            scene.rawCairoFrame()
            floorAllocations.append(Double(allocationCount() - count))
        }
        print(String(format: "heap allocations per frame: %.0f (raw Cairo floor: %.0f)", median(frameAllocations), median(floorAllocations)))
    }
}
