// swift-tools-version: 6.1
// UIKitSnapshotTesting: OpenUIKit's views, view controllers, layers and images as values of
// pointfreeco/swift-snapshot-testing's `Snapshotting`/`Diffing` API, plus a sample test
// target written as iOS tests are. A package of its own, beside OpenUIKit's, because
// swift-snapshot-testing's `AssertSnapshot.swift` says `#if canImport(UIKit) import UIKit`:
// in a build folder where OpenUIKit's `UIKit` module already exists that import is taken
// and fails (the module needs OpenUIKit's C module maps, which only its dependents get), so
// `SnapshotTesting` must be compiled before `UIKit` is. `make snapshot-test` does that (see
// the README, "Snapshot testing"); keeping it here leaves OpenUIKit's own builds untouched.
import PackageDescription

let package = Package(
    name: "UIKitSnapshotTesting",
    products: [
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "OpenUIKit", path: ".."),
        // Only its `SnapshotTesting` library is built; the inline-snapshot target (the one
        // that needs swift-syntax) is resolved but never compiled.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", "1.19.0"..<"1.20.0"),
    ],
    targets: [
        .target(name: "UIKitSnapshotTesting", dependencies: [
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "UIKitTesting", package: "OpenUIKit"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Written as iOS developers write snapshot tests (Swift 5 mode, XCTest and Swift
        // Testing); reference images live in __Snapshots__ beside each test file.
        .testTarget(name: "SampleSnapshotTests",
                    dependencies: ["UIKitSnapshotTesting"],
                    exclude: ["__Snapshots__"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
