import Benchmark
import UIKit
import UIKitTesting
import ViewScenes

/// The view benchmarks of issue 3 (ordo-one/benchmark). UIKit is main-actor isolated, so
/// scenes are built in each benchmark's setup on the main actor, and each measurement
/// hops to the main actor once and runs its iterations there.
@MainActor var scenes: [String: ViewScene] = [:]

@MainActor func scene(_ key: String, branchViews: Int, show: Bool) -> ViewScene {
    if let existing = scenes[key] { return existing }
    for other in scenes.values { other.window.isHidden = true }
    scenes = [:]
    let created = ViewScene(branchViews: branchViews, show: show)
    scenes[key] = created
    return created
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(3))
    Benchmark("One-leaf turn, 1,000 spread-out views") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let s = scene("1k", branchViews: 1_000, show: true)
            for _ in iterations { s.oneLeafTurn() }
        }
    } setup: {
        await MainActor.run { _ = scene("1k", branchViews: 1_000, show: true) }
    }
    Benchmark("One-leaf turn, 10,000 spread-out views") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let s = scene("10k", branchViews: 10_000, show: true)
            for _ in iterations { s.oneLeafTurn() }
        }
    } setup: {
        await MainActor.run { _ = scene("10k", branchViews: 10_000, show: true) }
    }
    Benchmark("1,000 hit-tests, 10,000 views, depth 10") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let s = scene("10k", branchViews: 10_000, show: true)
            for _ in iterations { s.hitTests(1_000) }
        }
    } setup: {
        await MainActor.run { _ = scene("10k", branchViews: 10_000, show: true) }
    }
    Benchmark("Layout pass, 10,000 views, frame-based layoutSubviews") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let s = scene("10k", branchViews: 10_000, show: true)
            for _ in iterations { s.layoutPass() }
        }
    } setup: {
        await MainActor.run { _ = scene("10k", branchViews: 10_000, show: true) }
    }
    Benchmark("10,000 views with background colors (peak resident memory)",
              configuration: .init(metrics: [.peakMemoryResident], maxIterations: 1)) { _ async in
        await MainActor.run { blackHole(makePlainViewWindow(count: 10_000, show: false)) }
    }
}
