import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Scroll layers: scrolling sets the bounds origin, within the axes `scrollMode` allows.
@Suite struct CAScrollLayerTests {
    /// A 100x100 clipping scroll layer over a red 300x300 content layer holding a green
    /// 50x50 target at (200, 200).
    func scene() -> (CAScrollLayer, CALayer, CALayer) {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroll.masksToBounds = true
        let content = solidLayer(CGRect(x: 0, y: 0, width: 300, height: 300), TestColor.red)
        let target = solidLayer(CGRect(x: 200, y: 200, width: 50, height: 50), TestColor.green)
        content.addSublayer(target)
        scroll.addSublayer(content)
        return (scroll, content, target)
    }

    func render(_ layer: CALayer) -> Compositor {
        let compositor = Compositor(width: 100, height: 100)!
        compositor.rootLayer = layer
        compositor.render(atTime: 0)
        return compositor
    }

    @Test func scrollingToAPointMovesTheContentUnderTheLayer() {
        let (scroll, _, _) = scene()
        CATransaction.setDisableActions(true)
        scroll.scroll(to: CGPoint(x: 180, y: 180))
        #expect(scroll.bounds.origin == CGPoint(x: 180, y: 180))
        let c = render(scroll)
        #expect(c.pixel(10, 10).isNear(.red))     // content (190, 190)
        #expect(c.pixel(30, 30).isNear(.green))   // content (210, 210): the target
    }

    @Test func scrollModeLimitsTheAxes() {
        let (scroll, _, _) = scene()
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 50, y: 60))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 60))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint(x: 10, y: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 60))
    }

    @Test func scrollingToARectMovesAsLittleAsPossible() {
        let (scroll, _, _) = scene()
        scroll.scroll(to: CGRect(x: 150, y: 20, width: 30, height: 30))
        #expect(scroll.bounds.origin == CGPoint(x: 80, y: 0))      // right edge brought in
        scroll.scroll(to: CGRect(x: 90, y: 10, width: 20, height: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 80, y: 0))      // already visible
        scroll.scroll(to: CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 0))      // left edge brought in
    }

    @Test func sublayersScrollTheirEnclosingScrollLayerAndReportTheirVisiblePart() {
        let (scroll, content, target) = scene()
        #expect(target.visibleRect == .zero)                       // (200, 200) is off screen
        target.scrollRectToVisible(target.bounds)
        #expect(scroll.bounds.origin == CGPoint(x: 150, y: 150))
        #expect(target.visibleRect == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(content.visibleRect == CGRect(x: 150, y: 150, width: 100, height: 100))
        target.scroll(CGPoint(x: 10, y: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 210, y: 220))
        let loose = CALayer()
        loose.scroll(CGPoint(x: 5, y: 5))                          // no scroll layer: nothing
        #expect(loose.visibleRect == loose.bounds)
    }

    @Test func nonFinitePointsAreRejected() {
        let (scroll, _, _) = scene()
        scroll.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
        scroll.scroll(to: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
        #expect(scroll.bounds.origin == .zero)
    }
}
