import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIViewTransitionTests {
    /// A 100x60 window (white) holding a 60x40 red container at (20, 10).
    private func scene() -> (UIWindow, UIView) {
        makeAnimationScene(CGRect(x: 20, y: 10, width: 60, height: 40), windowSize: CGSize(width: 100, height: 60))
    }

    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> Pixel {
        PixelReader(window.renderedImage())[x, y]
    }

    @Test func crossDissolveShowsBothContentsHalfWay() {
        let (window, view) = scene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            view.backgroundColor = .blue
        }, completion: { finished.append($0) })
        #expect(view.backgroundColor == .blue)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(pixel(window, 50, 30).isNear(Pixel(128, 0, 128, 255), 3), "\(pixel(window, 50, 30))")
        UIApplication.shared.advanceTime(by: 0.51)
        #expect(finished == [true])
        #expect(pixel(window, 50, 30) == .blue)
    }

    @Test func flipFromLeftTurnsTheOldContentAwayInPerspective() {
        let (window, view) = scene()
        defer { window.isHidden = true }
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            view.backgroundColor = .blue
        })
        UIApplication.shared.advanceTime(by: 0.25)
        // 45°: the old (red) face spans about cos 45° = 0.71 of the width around the centre
        // (x = 50): the edges are white, the centre red, and the left half (towards the
        // viewer) taller than the right.
        #expect(pixel(window, 50, 30) == .red)
        #expect(pixel(window, 22, 30) == .white)
        #expect(pixel(window, 78, 30) == .white)
        #expect(pixel(window, 32, 10) == .red)        // left edge grows above the original top
        #expect(pixel(window, 68, 10) == .white)      // right edge shrinks below it
        UIApplication.shared.advanceTime(by: 0.5)     // 135°: the new (blue) face turning in
        #expect(pixel(window, 50, 30) == .blue)
        #expect(pixel(window, 22, 30) == .white)
        UIApplication.shared.advanceTime(by: 0.26)
        #expect(pixel(window, 22, 30) == .blue)
    }

    @Test func aFinishedFlipLeavesNoPixelsOutsideTheView() {
        // The near edge grows past the view's bounds in perspective: damage must cover it,
        // or lines of the old face stay on screen above and below the view.
        let (window, view) = scene()
        defer { window.isHidden = true }
        UIView.transition(with: view, duration: 0.5, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            view.backgroundColor = .blue
        })
        for _ in 0..<40 { UIApplication.shared.advanceTime(by: 1.0 / 60) }
        let image = PixelReader(window.renderedImage())
        var stale: [String] = []
        for y in 0..<60 {
            for x in 0..<100 where !view.frame.insetBy(dx: -0.5, dy: -0.5).contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                if image[x, y] != .white { stale.append("(\(x), \(y))") }
            }
        }
        #expect(stale.isEmpty, "stale pixels: \(stale.prefix(10))")
        #expect(image[50, 30] == .blue)
    }

    @Test func curlUpUncoversTheNewContentFromTheBottom() {
        let (window, view) = scene()
        defer { window.isHidden = true }
        UIView.transition(with: view, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {
            view.backgroundColor = .blue
        })
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(pixel(window, 50, 12) == .red)        // top still the old page
        #expect(pixel(window, 50, 48) == .blue)       // bottom uncovered
    }

    @Test func transitionFromViewToViewSwapsThemInTheContainer() {
        let (window, container) = scene()
        defer { window.isHidden = true }
        let first = UIView(frame: container.bounds)
        first.backgroundColor = .green
        container.addSubview(first)
        UIApplication.shared.runUntilIdle()
        let second = UIView(frame: container.bounds)
        second.backgroundColor = .blue
        var finished: [Bool] = []
        UIView.transition(from: first, to: second, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          completion: { finished.append($0) })
        #expect(first.superview == nil)
        #expect(second.superview === container)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(pixel(window, 50, 30).isNear(Pixel(0, 128, 128, 255), 3), "\(pixel(window, 50, 30))")
        UIApplication.shared.advanceTime(by: 0.51)
        #expect(finished == [true])

        let third = UIView(frame: container.bounds)
        third.isHidden = true
        container.addSubview(third)
        UIView.transition(from: second, to: third, duration: 0.2, options: [.transitionFlipFromTop, .showHideTransitionViews])
        #expect(second.isHidden && !third.isHidden && second.superview === container)
    }
}
