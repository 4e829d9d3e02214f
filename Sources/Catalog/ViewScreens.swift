import Foundation
import UIKit


/// The catalog screens built from views, rendered through the run loop and a window.
@MainActor
enum ViewScreens {
    /// Each screen's name and a builder filling the given view (640x480 points).
    static let all: [(name: String, build: @MainActor (UIView) -> Void)] = [
        ("views-seed-examples", buildSeedExamples),
        ("events-interactive", buildInteractive),
        ("text", TextScreen.build),
        ("controls", ControlsScreen.build),
        ("pickers", PickersScreen.build),
        ("text-editing", { window in TextEditingScreen.build(in: window) }),
        ("scroll", ScrollScreen.build),
        ("table", TableScreen.build),
        ("collection", CollectionScreen.build),
        ("compositional", CompositionalScreen.build),
        ("search-list", SearchListScreen.build),
        ("animation", AnimationScreen.build),
        ("menus", MenusScreen.build),
        ("xib", XibScreen.build),
    ]

    /// Keeps the interactive screen's controller alive while it is shown.
    static var interactive: InteractiveScreen?
    /// Receives the interactive screen's reports (the window app prints them for the
    /// window test; rendering to PNG drops them).
    static var actionLog: (String) -> Void = { _ in }

    /// The interactive examples (round control, overhanging subview, pie chart).
    static func buildInteractive(_ container: UIView) {
        let screen = InteractiveScreen { line in ViewScreens.actionLog(line) }
        screen.install(in: container)
        interactive = screen
    }

    /// Renders every view screen at 2x into `folder`, then the navigation app's list.
    static func renderAll(into folder: String) throws {
        UIScreen.main.configure(bounds: nil, scale: 2, safeAreaInsets: nil)
        for screen in all {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
            window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            screen.build(window)
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdleCore()
            let path = (folder as NSString).appendingPathComponent("\(screen.name).png")
            guard let data = window.renderedImageCore().pngData() else { throw CatalogError.renderFailed(screen.name) }
            try data.write(to: URL(fileURLWithPath: path))
            window.isHidden = true
            print("wrote \(path)")
        }
        let app = CatalogAppDelegate.makeNavigationWindow()
        app.makeKeyAndVisible()
        UIApplication.shared.runUntilIdleCore()
        let path = (folder as NSString).appendingPathComponent("list.png")
        guard let data = app.renderedImageCore().pngData() else { throw CatalogError.renderFailed("list") }
        try data.write(to: URL(fileURLWithPath: path))
        app.isHidden = true
        print("wrote \(path)")
    }

    /// The seeds' own examples: a 10-point red border drawn in `draw(_:)`, a background
    /// inserted at index 0 behind subviews, a tiled background laid out in
    /// `layoutSubviews`, and a mask whose half-transparent subview lets half the color through.
    static func buildSeedExamples(_ container: UIView) {
        let border = BorderView(frame: CGRect(x: 20, y: 20, width: 180, height: 140))
        border.backgroundColor = .white
        container.addSubview(border)

        let card = UIView(frame: CGRect(x: 230, y: 20, width: 180, height: 140))
        let label = UIView(frame: CGRect(x: 20, y: 20, width: 140, height: 30))
        label.backgroundColor = .systemBlue
        card.addSubview(label)
        let background = UIView(frame: card.bounds)
        background.backgroundColor = .systemYellow
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.insertSubview(background, at: 0)
        container.addSubview(card)

        let tiles = TiledView(frame: CGRect(x: 440, y: 20, width: 180, height: 140))
        container.addSubview(tiles)

        let masked = UIView(frame: CGRect(x: 20, y: 190, width: 180, height: 140))
        masked.backgroundColor = .systemPurple
        let mask = UIView(frame: masked.bounds)
        let opaqueHalf = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 140))
        opaqueHalf.backgroundColor = .black
        let translucentHalf = UIView(frame: CGRect(x: 90, y: 0, width: 90, height: 140))
        translucentHalf.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        mask.addSubview(opaqueHalf)
        mask.addSubview(translucentHalf)
        masked.mask = mask
        container.addSubview(masked)

        let rotated = UIView(frame: CGRect(x: 260, y: 210, width: 120, height: 100))
        rotated.backgroundColor = .systemGreen
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
        rotated.alpha = 0.8
        container.addSubview(rotated)
    }
}

/// Draws a 10-point red border inside its bounds.
final class BorderView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.setLineWidth(10)
        ctx.stroke(bounds.insetBy(dx: 5, dy: 5))
    }
}

/// A checkerboard of tile subviews created and placed in `layoutSubviews`.
final class TiledView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 20
        let columns = Int((bounds.width / side).rounded(.up)), rows = Int((bounds.height / side).rounded(.up))
        while subviews.count < columns * rows {
            let tile = UIView()
            tile.backgroundColor = subviews.count % 2 == 0 ? .systemTeal : .systemIndigo
            addSubview(tile)
        }
        for (index, tile) in subviews.enumerated() {
            let row = index / columns, column = index % columns
            tile.frame = CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
            tile.backgroundColor = (row + column) % 2 == 0 ? .systemTeal : .systemIndigo
        }
        clipsToBounds = true
    }
}
