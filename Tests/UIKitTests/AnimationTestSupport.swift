import Foundation
import UIKit
import UIKitTesting

/// A shown window holding one on-screen view at `frame`, rendered once so that its
/// changes animate (Core Animation never animates a layer that was never on screen).
@MainActor
func makeAnimationScene(_ frame: CGRect = CGRect(x: 0, y: 0, width: 20, height: 20),
                        windowSize: CGSize = CGSize(width: 300, height: 100)) -> (UIWindow, UIView) {
    let window = makeWindow(windowSize)
    let view = UIView(frame: frame)
    view.backgroundColor = .red
    window.addSubview(view)
    UIApplication.shared.runUntilIdle()
    return (window, view)
}

/// The presentation layer's position of `view` now.
@MainActor
func shownCenter(_ view: UIView) -> CGPoint {
    view.layer.presentation()?.position ?? .zero
}

/// The y value of the cubic Bézier timing curve (0,0) c1 c2 (1,1) at x, solved by bisection
/// (an implementation independent of CAMediaTimingFunction's, to check it against).
func bezierTiming(_ c1: CGPoint, _ c2: CGPoint, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if b(Double(c1.x), Double(c2.x), mid) < x { lo = mid } else { hi = mid }
    }
    return b(Double(c1.y), Double(c2.y), (lo + hi) / 2)
}

/// The closed-form displacement of a unit-mass spring released from x(0) = -1 with
/// velocity v0 (the standard solutions of x'' + 2ζω x' + ω² x = 0, e.g. any mechanics text;
/// Wikipedia "Harmonic oscillator", section "Damped harmonic oscillator").
func springDisplacement(omega w: Double, zeta z: Double, v0: Double, at t: Double) -> Double {
    if z < 1 {
        let wd = w * (1 - z * z).squareRoot()
        return exp(-z * w * t) * (-cos(wd * t) + (v0 - z * w) / wd * sin(wd * t))
    } else if z == 1 {
        return exp(-w * t) * (-1 + (v0 - w) * t)
    } else {
        let s = (z * z - 1).squareRoot()
        let r1 = -w * (z - s), r2 = -w * (z + s)
        let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
}
