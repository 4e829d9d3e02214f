// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitSDL", targets: ["UIKitSDL"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
        .executable(name: "openuikit", targets: ["openuikit"]),
        .library(name: "OpenUIKitTool", targets: ["OpenUIKitTool"]),
    ],
    dependencies: [
        // `swift package generate-documentation` (`make docs`): a command plugin, never linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", "1.5.0"..<"2.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libx11-dev", "libxfixes-dev"])]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // Swift Testing's cross-import overlay names (see their sources): dependencies of the
        // modules they overlay, so depending on `CoreGraphics` or `UIKit` alone is enough for a
        // test file that imports `Testing` too; they import nothing, so apps never link Testing.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CFontconfig", "CGdkPixbuf", "_Testing_CoreGraphics"]),
        .target(name: "TextLayout", dependencies: ["CoreGraphics", "CPangoCairo"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "TextLayout", "CCairo"]),
        .target(name: "ConstraintSolver"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "TextLayout", "QuartzCore", "CCairo", "ConstraintSolver", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        .target(name: "UIKitSDL", dependencies: ["UIKit", "CSDL2", "CCairo", "AccessibilityBridge"]),
        // The AT-SPI2 bridge (D-Bus): the accessibility tree for Linux screen readers.
        .target(name: "AccessibilityBridge", dependencies: ["UIKit", "QuartzCore", "CDBus"]),
        .executableTarget(name: "Catalog", dependencies: ["QuartzCore", "UIKit", "UIKitSDL"],
                          resources: [.copy("Documents")]),
        // `openuikit render|inspect File.xib`: the library (for hosts linking custom views) and the tool.
        .target(name: "OpenUIKitTool", dependencies: ["UIKit", "UIKitTesting"]),
        .executableTarget(name: "openuikit", dependencies: ["OpenUIKitTool"]),
        // Pixel reading and reference-PNG comparison shared by the test targets (no product:
        // only tests use it).
        .target(name: "TestSupport", dependencies: ["CoreGraphics"], path: "Tests/TestSupport"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CCairo", "TestSupport"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics", "CCairo", "TestSupport"],
                    exclude: ["__References__"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "CoreGraphics"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "TestSupport", "OpenUIKitTool"],
                    exclude: ["__References__"],
                    resources: [.copy("InterfaceBuilderDocuments")]),
        .testTarget(name: "ReliabilityTests", dependencies: ["UIKit", "UIKitTesting", "QuartzCore", "OpenUIKitTool"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "UIKit", "UIKitTesting", "TestSupport"],
                    exclude: ["__References__"]),
        .testTarget(name: "OpenUIKitToolTests", dependencies: ["OpenUIKitTool", "UIKit", "UIKitTesting", "TestSupport"],
                    exclude: ["__References__", "Documents"]),
        .testTarget(name: "UIKitSDLTests", dependencies: ["UIKitSDL", "CSDL2", "UIKit", "UIKitTesting", "TestSupport"]),
        .testTarget(name: "AccessibilityBridgeTests", dependencies: ["AccessibilityBridge", "UIKit", "UIKitTesting", "CDBus"]),
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKit", "UIKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
