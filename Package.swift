// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitSDL", targets: ["UIKitSDL"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .target(name: "CoreGraphics", dependencies: ["CCairo"]),
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
        .target(name: "TextLayout", dependencies: ["CoreGraphics", "CPangoCairo"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "TextLayout", "CCairo"]),
        .target(name: "ConstraintSolver"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "TextLayout", "QuartzCore", "CCairo", "ConstraintSolver"]),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        .target(name: "UIKitSDL", dependencies: ["UIKit", "CSDL2", "CCairo"]),
        .executableTarget(name: "Catalog", dependencies: ["QuartzCore", "UIKit", "UIKitTesting", "UIKitSDL"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "CCairo"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "_Testing_CoreGraphics", "CCairo"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "CoreGraphics", "_Testing_CoreGraphics"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["UIKit", "UIKitTesting", "QuartzCore", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .testTarget(name: "UIKitSDLTests", dependencies: ["UIKitSDL", "CSDL2"]),
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKit", "UIKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
