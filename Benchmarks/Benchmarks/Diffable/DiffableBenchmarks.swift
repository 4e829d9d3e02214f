import Benchmark
import DiffableScenes
import UIKit

/// The diffable benchmark of issue 15 (ordo-one/benchmark): a 100,000-item snapshot with
/// 1% changed applied to a table in a window. Each run first lets the previous apply's
/// animations end (not measured), then measures one apply.
@MainActor var sharedScene: DiffableScene?

@MainActor func diffableScene() -> DiffableScene {
    if let sharedScene { return sharedScene }
    let created = DiffableScene()
    sharedScene = created
    return created
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], maxDuration: .seconds(5))
    Benchmark("Diffable: apply 100,000 items, 1% changed, animated, table in a window") { benchmark async in
        await MainActor.run { diffableScene().settle() }
        benchmark.startMeasurement()
        await MainActor.run { diffableScene().applyNext(animated: true) }
        benchmark.stopMeasurement()
    } setup: {
        await MainActor.run { _ = diffableScene() }
    }
    Benchmark("Diffable: difference of 100,000 items, 1% changed, no table") { benchmark async in
        benchmark.startMeasurement()
        await MainActor.run { diffableScene().differenceOnly() }
        benchmark.stopMeasurement()
    } setup: {
        await MainActor.run { _ = diffableScene() }
    }
}
