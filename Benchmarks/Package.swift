// swift-tools-version: 6.1
// Benchmarks of OpenUIKit, kept out of the library's package so that users of the
// library never build benchmark dependencies. Run from this folder:
//   swift package benchmark                 (all families, ordo-one/benchmark)
//   ./run-solver-comparison.sh              (ConstraintSolver vs kiwi, same scenes, ratios)
//   swift run -c release CompositorComparison [memory]   (compositor vs raw Cairo, ratios)
//   swift run -c release ViewsComparison [memory [shown]] (UIKit turns 1k vs 10k, hit-tests, layout, memory)
//   swift run -c release EventsTiming       (events per second, 1,000 views, 50 recognizers)
//   swift run -c release TextTiming         (1,000 labels drawn, 10,000 strings measured)
//   swift run -c release TextEditingTiming  (keystrokes per second in UITextField / UITextView)
//   swift run -c release AnimationTiming    (1,000 animating views vs raw Cairo, starting animations)
//   swift run -c release DiffableTiming     (100,000-item snapshot, 1% changed, applied to a table)
//   swift run -c release PushTiming         (navigation push/pop of two 200-view screens vs raw Cairo)
//   bash Gtk/run-gridview.sh                (1,000,000-item flow-layout grid fling vs GTK 4 GtkGridView)
//   bash Gtk/run-builder.sh                 (200-view, 300-constraint xib load + first layout vs GTK 4 GtkBuilder)
// One executable target per benchmark family lives in Benchmarks/<Name>/.
import PackageDescription

let package = Package(
    name: "OpenUIKitBenchmarks",
    dependencies: [
        .package(name: "OpenUIKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(name: "CCairoBench", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // The compositor scene of issue 2 and its raw-Cairo floor.
        .target(
            name: "CompositorScenes",
            dependencies: ["CCairoBench", .product(name: "QuartzCore", package: "OpenUIKit")]
        ),
        // Plain timing driver printing medians and the goal ratios in one run.
        .executableTarget(name: "CompositorComparison", dependencies: ["CompositorScenes"]),
        .executableTarget(
            name: "Compositor",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "CompositorScenes"],
            path: "Benchmarks/Compositor",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The animation scene of issue 14 (1,000 views animating) and its raw-Cairo floor.
        .target(
            name: "AnimationScenes",
            dependencies: ["CCairoBench", .product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        // Plain timing driver: frame vs floor in one run, starting 1,000 animations.
        .executableTarget(name: "AnimationTiming", dependencies: ["AnimationScenes"]),
        .executableTarget(
            name: "Animation",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "AnimationScenes"],
            path: "Benchmarks/Animation",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The three layout scenes of issue 4, shared by the benchmark and the kiwi comparison.
        .target(
            name: "SolverScenes",
            dependencies: [.product(name: "ConstraintSolver", package: "OpenUIKit")]
        ),
        // Plain timing driver whose output matches Kiwi/harness.cpp (used by run-solver-comparison.sh).
        .executableTarget(
            name: "SolverComparison",
            dependencies: ["SolverScenes"]
        ),
        .executableTarget(
            name: "Solver",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "SolverScenes",
            ],
            path: "Benchmarks/Solver",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The view scenes of issue 3 (spread-out windows of 1,000 and 10,000 views).
        .target(
            name: "ViewScenes",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        // Plain timing driver: one-leaf turns at 1k and 10k, hit-tests, layout pass, memory.
        .executableTarget(name: "ViewsComparison", dependencies: ["ViewScenes"]),
        .executableTarget(
            name: "Views",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "ViewScenes"],
            path: "Benchmarks/Views",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The issue-4 scenes through UIKit's API (views, anchors, layoutIfNeeded, resizes).
        .target(
            name: "UIKitLayoutScenes",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit")]
        ),
        // Plain timing driver: UIKit scenes end to end, and Auto Layout vs manual frames.
        .executableTarget(name: "AutoLayoutComparison", dependencies: ["UIKitLayoutScenes", .product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(
            name: "AutoLayout",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "UIKitLayoutScenes",
            ],
            path: "Benchmarks/AutoLayout",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The events scene of issue 5: 1,000 views, 50 recognizers.
        .target(
            name: "EventScenes",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        // Plain timing driver printing events per second.
        .executableTarget(name: "EventsTiming", dependencies: ["EventScenes"]),
        // Plain timing driver for HiDPI presentation through the SDL backend.
        .executableTarget(name: "TableFling", dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]),
        // Plain timing driver: a navigation push between two screens of 200 views vs raw Cairo.
        .executableTarget(
            name: "PushTiming",
            dependencies: ["CCairoBench", .product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        // Issue 15's grid: a 1,000,000-item flow layout of image-and-label cells flung (peer: Gtk/run-gridview.sh).
        .executableTarget(name: "GridFling", dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]),
        // Issue 16: a 200-view, 300-constraint xib loaded and laid out (peer: Gtk/run-builder.sh).
        .executableTarget(name: "NibLoadTiming", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(name: "PresentTiming", dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitSDL", package: "OpenUIKit")]),
        // Plain timing driver printing keystrokes per second in text fields and views.
        .executableTarget(
            name: "TextEditingTiming",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        .executableTarget(
            name: "Events",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "EventScenes"],
            path: "Benchmarks/Events",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The text scenes of issue 6: 1,000 labels in a window, 10,000 strings measured.
        .target(
            name: "TextScenes",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        // Plain timing driver printing medians.
        .executableTarget(name: "TextTiming", dependencies: ["TextScenes", .product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(
            name: "Text",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "TextScenes", .product(name: "UIKit", package: "OpenUIKit")],
            path: "Benchmarks/Text",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The diffable scene of issue 15: 100,000 items, 1% changed, applied to a table.
        .target(
            name: "DiffableScenes",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit"), .product(name: "UIKitTesting", package: "OpenUIKit")]
        ),
        // Plain timing driver printing medians of apply and of the difference alone.
        .executableTarget(name: "DiffableTiming", dependencies: ["DiffableScenes", .product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(
            name: "Diffable",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "DiffableScenes", .product(name: "UIKit", package: "OpenUIKit")],
            path: "Benchmarks/Diffable",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
