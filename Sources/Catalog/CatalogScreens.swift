import Foundation
import QuartzCore

/// One catalog screen: a named layer tree rendered through the compositor.
struct CatalogScreen: Sendable {
    /// The file name (without extension).
    let name: String
    /// The screen size in points.
    let size: CGSize
    /// Builds the screen's root layer.
    let build: @Sendable () -> CALayer

    /// Renders the screen at 2x and writes it as PNG.
    func render(to path: String) throws {
        guard let compositor = Compositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2) else {
            throw CatalogError.renderFailed(name)
        }
        compositor.rootLayer = build()
        compositor.render(atTime: 0)
        guard let data = compositor.makeImage().pngData() else { throw CatalogError.renderFailed(name) }
        try data.write(to: URL(fileURLWithPath: path))
    }
}

/// Why a screen could not be written.
enum CatalogError: Error {
    /// The compositor or the PNG encoder failed for the named screen.
    case renderFailed(String)
}

/// Every screen of the catalog.
enum CatalogScreens {
    static let all: [CatalogScreen] = [
        CatalogScreen(name: "layers", size: CGSize(width: 640, height: 480), build: LayerScene.make),
        CatalogScreen(name: "special-layers", size: CGSize(width: 640, height: 320), build: SpecialLayerScene.make),
    ]
}
