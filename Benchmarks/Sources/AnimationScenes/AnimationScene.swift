import CCairoBench
import Foundation
import UIKit
import UIKitTesting

/// The animation benchmark scene of issue 14: 1,000 views in a 1280x800 window animating
/// position, alpha and transform at once (one `UIView.animate` block, linear, repeating
/// and autoreversing), plus the raw-Cairo floor that paints the same pixels.
///
/// Each view is a 24x24 square with its own color on a 32-point grid (40 per row, 25
/// rows). The block moves every view 16 points right, fades it to alpha 0.5 and rotates
/// it by π/4 over 1 s; a frame advances the media clock by 1/60 s and renders it.
@MainActor
public final class AnimationScene {
    public static let width = 1280, height = 800, viewCount = 1000
    public static let side: CGFloat = 24, shift: CGFloat = 16, fade: CGFloat = 0.5, angle: CGFloat = .pi / 4

    public let window: UIWindow
    public let views: [UIView]
    private let centers: [CGPoint]
    private let colors: [(r: Double, g: Double, b: Double)]
    private let rawTarget: OpaquePointer
    private let rawContext: OpaquePointer
    /// Media time of the animations' start (the floor computes the same progress from it).
    private var startTime: CFTimeInterval = 0

    public init() {
        let bounds = CGRect(x: 0, y: 0, width: AnimationScene.width, height: AnimationScene.height)
        UIScreen.main.configureHeadless(bounds: bounds, scale: 1)
        window = UIWindow(frame: bounds)
        window.backgroundColor = .white
        var views: [UIView] = [], centers: [CGPoint] = [], colors: [(Double, Double, Double)] = []
        for index in 0..<AnimationScene.viewCount {
            let center = CGPoint(x: CGFloat(index % 40) * 32 + 16, y: CGFloat(index / 40) * 32 + 16)
            let hue = Double(index % 12) / 12
            let view = UIView(frame: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
            view.backgroundColor = UIColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 1)
            window.addSubview(view)
            views.append(view)
            centers.append(center)
            colors.append((hue, 1 - hue, 0.5))
        }
        self.views = views
        self.centers = centers
        self.colors = colors
        rawTarget = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(AnimationScene.width), Int32(AnimationScene.height))
        rawContext = cairo_create(rawTarget)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    /// Starts the animations of every view in one block (position, alpha and transform:
    /// 3,000 Core Animation animations) and ends the turn.
    public func startAnimations() {
        startTime = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
            self.changeEveryView()
        }
        UIApplication.shared.runUntilIdle()
    }

    /// The block of the start benchmark: one property (center) of each view, 1,000 animations.
    public func startOneAnimationPerView() {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            for (view, center) in zip(self.views, self.centers) { view.center = CGPoint(x: center.x + AnimationScene.shift, y: center.y) }
        }
    }

    /// The block of every view's three properties (3,000 animations).
    public func startThreeAnimationsPerView() {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { self.changeEveryView() }
    }

    private func changeEveryView() {
        for (view, center) in zip(views, centers) {
            view.center = CGPoint(x: center.x + AnimationScene.shift, y: center.y)
            view.alpha = AnimationScene.fade
            view.transform = CGAffineTransform(rotationAngle: AnimationScene.angle)
        }
    }

    /// Removes every animation and puts the views back, without animation (not timed).
    public func reset() {
        UIView.performWithoutAnimation {
            for (view, center) in zip(views, centers) {
                view.layer.removeAllAnimations()
                view.transform = .identity
                view.center = center
                view.alpha = 1
            }
        }
        UIApplication.shared.runUntilIdle()
    }

    /// One animation frame: the media clock moves 1/60 s and the window renders.
    public func animationFrame() {
        UIApplication.shared.advanceTime(by: 1.0 / 60)
    }

    /// The floor: the same frame with plain Cairo calls, no tree and no animation
    /// evaluation: clear to white, then each square at the progress the animations show
    /// now, translated, rotated and filled with its color at its alpha.
    public func rawCairoFrame() {
        let elapsed = CACurrentMediaTime() - startTime
        let cycle = elapsed.truncatingRemainder(dividingBy: 2)
        let p = CGFloat(cycle <= 1 ? cycle : 2 - cycle)
        let cr = rawContext
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let alpha = Double(1 - (1 - AnimationScene.fade) * p), angle = Double(AnimationScene.angle * p)
        for (center, color) in zip(centers, colors) {
            cairo_identity_matrix(cr)
            cairo_translate(cr, Double(center.x + AnimationScene.shift * p), Double(center.y))
            cairo_rotate(cr, angle)
            cairo_rectangle(cr, -12, -12, 24, 24)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, alpha)
            cairo_fill(cr)
        }
        cairo_surface_flush(rawTarget)
    }
}
