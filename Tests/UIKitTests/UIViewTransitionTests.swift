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
