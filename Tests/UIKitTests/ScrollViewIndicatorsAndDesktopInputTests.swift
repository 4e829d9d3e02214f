import Foundation
import Testing
import UIKit
import UIKitTesting

/// Scroll indicators (pixels), the wheel and trackpad, and keyboard scrolling.
@MainActor @Suite(.serialized) struct ScrollViewIndicatorsAndDesktopInputTests {
    /// The window's pixel at point `p` (the rendered image may be at the screen's scale).
    func pixel(_ window: UIWindow, _ p: CGPoint) -> Pixel {
        let image = window.renderedImage()
        return PixelReader(image)[Int(p.x * image.scale), Int(p.y * image.scale)]
    }

    @Test func theVerticalIndicatorShowsWhileScrollingAtItsPlaceAndFadesAfter() {
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        window.backgroundColor = .white
        UIApplication.shared.runUntilIdle()
        // Track: the scroll view's height less 3-point margins (294); bar: 36 points (the
        // visible tenth, 29.4, is below the minimum); at half the range it is centred.
        let bar = CGPoint(x: 50 + 200 - 3 - 1.5, y: 50 + 3 + (294 - 36) / 2 + 18)
        #expect(pixel(window, bar).isNear(.white, 0))
        scrollView.contentOffset = CGPoint(x: 0, y: 1350)
        UIApplication.shared.runUntilIdle()
        // Black at 35% over white.
        #expect(pixel(window, bar).isNear(Pixel(166, 166, 166, 255), 3))
        #expect(pixel(window, CGPoint(x: bar.x, y: bar.y - 30)).isNear(.white, 0), "a bar, not a line")
        #expect(pixel(window, CGPoint(x: bar.x - 5, y: bar.y)).isNear(.white, 0), "3 points wide")
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(pixel(window, bar).isNear(Pixel(166, 166, 166, 255), 3), "still shown just after scrolling")
        UIApplication.shared.advanceTime(by: 0.5)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(pixel(window, bar).isNear(.white, 0), "faded out")
        scrollView.indicatorStyle = .white
        window.backgroundColor = .black
        scrollView.flashScrollIndicators()
        UIApplication.shared.runUntilIdle()
        #expect(pixel(window, bar).isNear(Pixel(89, 89, 89, 255), 3), "white at 35% over black")
        UIApplication.shared.advanceTime(by: 1)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.flashScrollIndicators()
        UIApplication.shared.runUntilIdle()
        #expect(pixel(window, bar).isNear(.black, 0))
    }

    @Test func theIndicatorsAreNotSubviews() {
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        scrollView.flashScrollIndicators()
        #expect(scrollView.subviews.isEmpty)
    }

    @Test func aWheelStepsWithinTheContentWithoutDeceleration() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        window.scroll(at: CGPoint(x: 150, y: 200), by: CGVector(dx: 0, dy: -50))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        UIApplication.shared.advanceTime(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        window.scroll(at: CGPoint(x: 150, y: 200), by: CGVector(dx: 0, dy: 500))
        #expect(scrollView.contentOffset == .zero, "a wheel does not pull past the edge")
        // Outside the scroll view the wheel does nothing to it.
        window.scroll(at: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: -50))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aTrackpadFlickDecelerates() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        let app = UIApplication.shared
        let point = CGPoint(x: 150, y: 200)
        for _ in 0..<5 {
            app.sendEvent(UIEvent(scrollIn: window, at: point, delta: CGVector(dx: 0, dy: -20), scrollType: .continuous,
                                  timestamp: MediaClock.shared.now))
            app.advanceTime(by: 1.0 / 60)
        }
        // The backend ends a trackpad gesture after a pause without events.
        app.advanceTime(by: 0.1)
        app.sendEvent(UIEvent(scrollIn: window, at: point, delta: .zero, ended: true, scrollType: .continuous,
                              timestamp: MediaClock.shared.now))
        app.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        let v = try! #require(recorder.velocity)
        #expect(abs(v.y - 1.2) < 1e-6, "20 points a frame: 1.2 points per millisecond")
        app.advanceTime(by: 10)
        #expect(abs(scrollView.contentOffset.y - (100 + 1.2 * 0.998 / 0.002)) < 1e-6)
    }

    @Test func keysScrollTheFocusedScrollView() {
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        _ = window.endEditing(true)
        window.press(UIKeyCommand.inputPageDown)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300 - 40))
        window.press(UIKeyCommand.inputDownArrow)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        window.press(UIKeyCommand.inputEnd)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2700))
        window.press(UIKeyCommand.inputPageUp)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2440))
        window.press(UIKeyCommand.inputHome)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == .zero)
        window.press(UIKeyCommand.inputUpArrow)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(scrollView.contentOffset == .zero)
    }
}
