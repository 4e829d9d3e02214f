import Foundation
import Testing
import UIKit
import UIKitTesting

/// The screen's scale reaching views, layers, traits and the rendered pixels, and
/// wheel vs trackpad scrolling reaching only pans that allow it.
@MainActor @Suite(.serialized) struct UIScreenScaleTests {
    /// Draws a 1-point black column at x = 10, a half-point column at x = 5 and a 1-point
    /// red line stroked along y = 15.5.
    final class LinesView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 10, y: 0, width: 1, height: 20))
            ctx.fill(CGRect(x: 5, y: 0, width: 0.5, height: 20))
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 15.5))
            path.addLine(to: CGPoint(x: 30, y: 15.5))
            path.lineWidth = 1
            UIColor.red.setStroke()
            path.stroke()
        }
    }

    final class TraitLog: UIView {
        var changes: [(CGFloat, CGFloat)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append((previousTraitCollection?.displayScale ?? -1, traitCollection.displayScale))
        }
    }

    final class LoggingController: UIViewController {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.append("controller \(previousTraitCollection?.displayScale ?? -1)->\(traitCollection.displayScale)")
        }
    }

    @Test func windowAtScaleTwoHasATwiceAsLargeBackingImageWithCrispLines() throws {
        UIScreen.main.configure(scale: 2)
        defer { UIScreen.main.configure(scale: 1) }
        let window = makeWindow(CGSize(width: 40, height: 30))
        defer { window.isHidden = true }
        let lines = LinesView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        lines.backgroundColor = .white
        window.addSubview(lines)
        UIApplication.shared.runUntilIdle()

        #expect(lines.contentScaleFactor == 2 && lines.layer.contentsScale == 2)
        #expect(lines.traitCollection.displayScale == 2 && window.screen.scale == 2 && UIScreen.main.nativeScale == 2)
        let image = window.renderedImage()
        #expect(image.scale == 2 && image.size == CGSize(width: 40, height: 30))
        let cg = try #require(image.cgImage)
        #expect(cg.width == 80 && cg.height == 60)
        let p = PixelReader(image)
        // The 1-point column is exactly 2 pixels wide, fully black, with white neighbours.
        #expect(p[19, 10] == .white && p[20, 10] == .black && p[21, 10] == .black && p[22, 10] == .white)
        // The half-point column is one pixel: drawn at 2x, not upscaled from a 1x backing store.
        #expect(p[9, 10] == .white && p[10, 10] == .black && p[11, 10] == .white)
        // The 1-point stroke along y = 15.5 (points 15 to 16) covers pixel rows 30 and 31 only.
        #expect(p[50, 29] == .white && p[50, 30] == .red && p[50, 31] == .red && p[50, 32] == .white)
    }

    @Test func scaleChangeRedrawsAtTheNewScaleAndNotifiesTraitChanges() throws {
        let window = makeWindow(CGSize(width: 40, height: 30))
        defer { window.isHidden = true; UIScreen.main.configure(scale: 1) }
        let controller = LoggingController()
        let root = TraitLog(frame: window.bounds)
        controller.view = root
        window.rootViewController = controller
        let lines = LinesView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        lines.backgroundColor = .white
        let child = TraitLog(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(lines)
        root.addSubview(child)
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage()).width == 40)
        let drawsAtOne = lines.draws
        #expect(root.traitCollection.displayScale == 1 && controller.traitCollection.displayScale == 1)

        UIScreen.main.configure(scale: 2)
        #expect(controller.log == ["controller 1.0->2.0"])
        #expect(root.changes.map(\.0) == [1] && root.changes.map(\.1) == [2])
        #expect(child.changes.count == 1 && child.changes.first?.1 == 2)
        #expect(lines.contentScaleFactor == 2)
        UIApplication.shared.runUntilIdle()
        #expect(lines.draws == drawsAtOne + 1)   // drawn again for the new scale
        let p = PixelReader(window.renderedImage())
        #expect(p.width == 80 && p.height == 60)
        #expect(p[10, 10] == .black && p[11, 10] == .white)

        // Same scale again: no trait change, no redraw.
        UIScreen.main.configure(scale: 2)
        UIApplication.shared.runUntilIdle()
        #expect(root.changes.count == 1 && lines.draws == drawsAtOne + 1)
        // Invalid scales are rejected and change nothing.
        UIScreen.main.configure(scale: .nan)
        UIScreen.main.configure(scale: 0)
        #expect(UIScreen.main.scale == 2 && root.changes.count == 1)
    }

    @Test func labelTextIsRenderedAtTwoNotUpscaled() throws {
        UIScreen.main.configure(scale: 2)
        defer { UIScreen.main.configure(scale: 1) }
        let window = makeWindow(CGSize(width: 120, height: 40))
        defer { window.isHidden = true }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "Crisp text"
        label.font = .systemFont(ofSize: 17)
        window.addSubview(label)
        UIApplication.shared.runUntilIdle()
        #expect(label.contentScaleFactor == 2)
        let p = PixelReader(window.renderedImage())
        #expect(p.width == 240 && p.height == 80)
        // An upscaled 1x rendering repeats each pixel in a 2x2 block; glyph edges drawn at 2x do not.
        var inked = 0, mixedBlocks = 0
        for by in 0..<40 {
            for bx in 0..<120 {
                let block = [p[2 * bx, 2 * by], p[2 * bx + 1, 2 * by], p[2 * bx, 2 * by + 1], p[2 * bx + 1, 2 * by + 1]]
                if block.contains(where: { $0 != .white }) { inked += 1 }
                if Set(block.map { "\($0)" }).count > 1 { mixedBlocks += 1 }
            }
        }
        #expect(inked > 50)
        #expect(mixedBlocks > inked / 4)
    }

    @Test func imageViewKeepsItsImageScaleOnAHighDensityScreen() throws {
        UIScreen.main.configure(scale: 2)
        defer { UIScreen.main.configure(scale: 1) }
        let window = makeWindow(CGSize(width: 40, height: 40))
        defer { window.isHidden = true }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { ctx in UIColor.blue.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let imageView = UIImageView(image: image)
        imageView.contentMode = .center
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.addSubview(imageView)
        UIApplication.shared.runUntilIdle()
        #expect(imageView.layer.contentsScale == 1)
        // The 10-point image is centred at 15..<25 points: pixels 30..<50.
        let p = PixelReader(window.renderedImage())
        // (The outermost pixel row is blended by the linear magnification filter.)
        #expect(p[29, 40] == .white && p[31, 40] == .blue && p[48, 40] == .blue && p[50, 40] == .white)
        #expect(p[40, 29] == .white && p[40, 31] == .blue && p[40, 48] == .blue && p[40, 50] == .white)
    }

    @MainActor final class PanLog {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGFloat] = []
        func panned(_ g: UIPanGestureRecognizer) { states.append(g.state); translations.append(g.translation(in: nil).y) }
    }

    @Test func wheelAndTrackpadScrollsReachOnlyPansAllowingTheirType() {
        let window = makeWindow(CGSize(width: 100, height: 100))
        defer { window.isHidden = true }
        let wheelOnly = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let trackpadOnly = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        window.addSubview(wheelOnly)
        window.addSubview(trackpadOnly)
        let wheelPan = UIPanGestureRecognizer(), trackpadPan = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        wheelPan.allowedScrollTypesMask = .discrete
        trackpadPan.allowedScrollTypesMask = .continuous
        outer.allowedScrollTypesMask = .all
        let wheelLog = PanLog(), trackpadLog = PanLog(), outerLog = PanLog()
        wheelPan.addTarget(wheelLog, action: PanLog.panned)
        trackpadPan.addTarget(trackpadLog, action: PanLog.panned)
        outer.addTarget(outerLog, action: PanLog.panned)
        wheelOnly.addGestureRecognizer(wheelPan)
        trackpadOnly.addGestureRecognizer(trackpadPan)
        window.addGestureRecognizer(outer)

        window.scroll(at: CGPoint(x: 20, y: 50), by: CGVector(dx: 0, dy: 10))
        #expect(wheelLog.states == [.began, .ended] && outerLog.states.isEmpty)
        // A trackpad scroll over the wheel-only view passes it by and reaches the outer pan.
        window.scroll(at: CGPoint(x: 20, y: 50), by: CGVector(dx: 0, dy: 4.5), type: .continuous)
        #expect(wheelLog.states.count == 2 && outerLog.states == [.began, .ended])
        window.scroll(at: CGPoint(x: 70, y: 50), by: CGVector(dx: 0, dy: 4.5), type: .continuous)
        #expect(trackpadLog.states == [.began, .ended])
        #expect(trackpadLog.translations == [4.5, 4.5])
        // A wheel click over the trackpad-only view reaches the outer pan.
        window.scroll(at: CGPoint(x: 70, y: 50), by: CGVector(dx: 0, dy: 10))
        #expect(trackpadLog.states.count == 2 && outerLog.states.count == 4)
    }
}
