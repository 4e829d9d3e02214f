import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting
@testable import Catalog

/// Every Catalog screen rendered headless, as `make catalog` renders it but at scale 1,
/// and compared with its reference PNG in `__References__`: an unintended change to how
/// anything on those screens draws fails CI, with the image and a difference image written.
/// Exact comparison: Cairo, Pango and the DejaVu fonts are the same Debian packages on every
/// machine that runs the tests. Re-record deliberately with `RECORD_REFERENCES=1`.
@MainActor @Suite(.serialized) struct CatalogScreenReferenceTests {
    @Test(arguments: CatalogScreens.all.map(\.name))
    func layerScreen(_ name: String) throws {
        let screen = try #require(CatalogScreens.all.first { $0.name == name })
        let compositor = try #require(Compositor(width: Int(screen.size.width), height: Int(screen.size.height), scale: 1))
        compositor.rootLayer = screen.build()
        compositor.render(atTime: 0)
        expectMatchesReference(compositor.makeImage(), named: name)
    }

    @Test func viewScreens() throws {
        for screen in ViewScreens.all { try expectViewScreen(screen) }
    }

    func expectViewScreen(_ screen: (name: String, build: @MainActor (UIWindow) -> Void)) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        screen.build(window)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let image = try #require(window.renderedImage().cgImage)
        window.isHidden = true
        expectMatchesReference(image, named: screen.name)
    }
}
