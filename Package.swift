// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .target(name: "CoreGraphics", dependencies: ["CCairo"]),
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo"]),
        .target(name: "ConstraintSolver"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "CCairo"]),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        .executableTarget(name: "Catalog", dependencies: ["QuartzCore"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "CCairo"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "_Testing_CoreGraphics", "CCairo"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    ],
    swiftLanguageModes: [.v6]
)
