// swift-tools-version: 6.1
// A package outside OpenUIKit that uses it as a third-party app would: it depends on the
// `UIKit` product alone, its test target imports `Testing` and `UIKit`, and it subclasses
// the open classes the way iOS code does (only `public`/`open` API is visible from here).
// `make test` builds and runs it.
import PackageDescription

let package = Package(
    name: "ExternalConsumer",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .testTarget(name: "SubclassingTests",
                    dependencies: [.product(name: "UIKit", package: "OpenUIKit")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
