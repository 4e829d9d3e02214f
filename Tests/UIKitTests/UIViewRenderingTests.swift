import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct UIViewRenderingTests {
    @Test func backgroundColorsRenderAtTheirFrames() {
        let window = makeWindow(CGSize(width: 60, height: 40))
        defer { window.isHidden = true }
        let red = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        blue.backgroundColor = .blue
        red.addSubview(blue)
        window.addSubview(red)
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[0, 0] == .white)
        #expect(pixels[12, 7] == .red)
        #expect(pixels[17, 12] == .blue)     // 10+5+2, 5+5+2
        #expect(pixels[31, 7] == .white)
        // Nothing changed: no damage. Then one change: damage covers old and new place.
        UIApplication.shared.runUntilIdle()
        #expect(window.lastRenderedDamage.isEmpty)
        blue.frame.origin.x = 10
        UIApplication.shared.runUntilIdle()
        let damage = window.lastRenderedDamage.reduce(CGRect.null) { $0.union($1) }
        #expect(damage.contains(CGRect(x: 15, y: 10, width: 10, height: 5)))
        #expect(!damage.contains(CGRect(x: 40, y: 30, width: 1, height: 1)))
        #expect(PixelReader(window.renderedImage())[22, 12] == .blue)
    }

    @Test func hiddenAlphaClipsAndMask() {
        let window = makeWindow(CGSize(width: 40, height: 40))
        defer { window.isHidden = true }
        let clip = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clip.clipsToBounds = true
        let big = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        big.backgroundColor = .black
        clip.addSubview(big)
        window.addSubview(clip)
        let hidden = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        window.addSubview(hidden)
        let masked = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 10))
        masked.backgroundColor = .blue
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        half.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        mask.addSubview(half)
        masked.mask = mask
        window.addSubview(masked)
        UIApplication.shared.runUntilIdle()
        let p = PixelReader(window.renderedImage())
        #expect(p[5, 5] == .black)
        #expect(p[15, 15] == .white)
        #expect(p[25, 25] == .white)
        #expect(p[25, 5].isNear(Pixel(127, 127, 255, 255), 3))  // half the blue through
        #expect(p[35, 5] == .white)
    }

    @Test func drawRulesFollowSpec() {
        let window = makeWindow(CGSize(width: 50, height: 50))
        defer { window.isHidden = true }
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 0)               // not on screen
        v.alpha = 0
        window.addSubview(v)
        #expect(v.drawCount == 0)               // never immediately
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 1)               // on screen, even at alpha 0
        v.removeFromSuperview(); window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 1)               // cached across remove/add
        v.frame.size = CGSize(width: 30, height: 30)
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 1)               // size change without .redraw
        v.contentMode = .redraw
        v.frame.size = CGSize(width: 25, height: 25)
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 2)
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 3)
        #expect(v.drawRects.last == CGRect(x: 0, y: 0, width: 5, height: 5))
        v.layer.contents = nil
        v.frame.size = CGSize(width: 20, height: 20)
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 3)               // explicit contents stop draw(_:)
        v.setNeedsDisplay()
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 4)
        let zero = DrawingView(frame: .zero)
        window.addSubview(zero)
        UIApplication.shared.runUntilIdle()
        #expect(zero.drawCount == 0)
    }

    @Test func drawnContentRendersAndBorderExample() {
        final class Bordered: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.setStrokeColor(UIColor.red.cgColor)
                ctx.setLineWidth(10)
                ctx.stroke(bounds.insetBy(dx: 5, dy: 5))
            }
        }
        let window = makeWindow(CGSize(width: 60, height: 60))
        defer { window.isHidden = true }
        let v = Bordered(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        v.backgroundColor = .green
        window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        let p = PixelReader(window.renderedImage())
        #expect(p[12, 30] == .red)
        #expect(p[30, 30] == .green)
        #expect(p[5, 5] == .white)
    }

    @Test func reentrantDrawIsSafe() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(other)
        v.onDraw = { other.removeFromSuperview(); window.addSubview(UIView()) }
        window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        #expect(v.drawCount == 1 && other.superview == nil)
    }

    @Test func snapshotsCaptureTheTree() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        v.backgroundColor = .red
        let sub = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        sub.backgroundColor = .blue
        v.addSubview(sub)
        let snapshot = try #require(v.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == CGSize(width: 20, height: 10))
        let (image, pixels) = render(CGSize(width: 20, height: 10)) { _ in
            #expect(v.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false))
        }
        _ = image
        #expect(pixels[5, 5] == .red && pixels[15, 5] == .blue)
        let (_, fromLayer) = render(CGSize(width: 20, height: 10)) { ctx in v.layer.render(in: ctx.cgContext) }
        #expect(fromLayer[15, 5] == .blue)
        let window = makeWindow(CGSize(width: 20, height: 10))
        defer { window.isHidden = true }
        window.addSubview(snapshot)
        UIApplication.shared.runUntilIdle()
        let shown = PixelReader(window.renderedImage())
        #expect(shown[5, 5] == .red && shown[15, 5] == .blue)
        #expect(v.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false,
                                        withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)) != nil)
    }
}

/// `setNeedsDisplay()` called inside `draw(_:)` is a request for the next frame (UIKit
/// redraws then); it is neither dropped nor redrawn again within the same pass.
@MainActor @Suite(.serialized) struct RedisplayFromDrawTests {
    final class Countdown: UIView {
        var draws = 0
        let colors: [UIColor] = [.red, .green, .blue]
        override func draw(_ rect: CGRect) {
            colors[min(draws, colors.count - 1)].setFill()
            UIRectFill(bounds)
            draws += 1
            if draws < colors.count { setNeedsDisplay() }
        }
    }

    @Test func redisplayRequestedWhileDrawingHappensOnTheNextFrame() {
        let window = makeWindow(CGSize(width: 20, height: 20))
        defer { window.isHidden = true }
        let view = Countdown(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        #expect(view.draws == 3)
        #expect(PixelReader(window.renderedImage())[10, 10] == .blue)
        UIApplication.shared.runUntilIdle()
        #expect(view.draws == 3)
    }
}
