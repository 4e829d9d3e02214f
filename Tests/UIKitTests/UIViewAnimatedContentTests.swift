import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that fills its bounds with blue and counts its draws.
final class CountingDrawView: UIView {
    var drawnRects: [CGRect] = []
    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        UIColor.blue.setFill()
        UIRectFill(rect)
    }
}

/// `.allowAnimatedContent`: "animate the views by changing the property values dynamically
/// and redrawing the view; if this key is not present, the views are animated using a
/// snapshot image" (Apple, UIView.AnimationOptions.allowAnimatedContent).
@MainActor @Suite struct UIViewAnimatedContentTests {
    func scene() -> (UIWindow, CountingDrawView) {
        let window = makeWindow(CGSize(width: 200, height: 100))
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        view.drawnRects = []
        return (window, view)
    }

    @Test func allowAnimatedContentRedrawsOnEveryFrameAtTheShownSize() {
        let (window, view) = scene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowAnimatedContent], animations: {
            view.bounds.size = CGSize(width: 140, height: 40)
        })
        for _ in 0..<4 { UIApplication.shared.advanceTime(by: 0.1) }
        // One draw per frame, each at the size shown in that frame (40 -> 140 linearly).
        let widths = view.drawnRects.map(\.width).suffix(3)
        #expect(view.drawnRects.count >= 4)
        #expect(widths.map { Int($0.rounded()) } == [60, 70, 80])
        UIApplication.shared.advanceTime(by: 0.7)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func withoutTheOptionTheContentIsNotRedrawn() {
        let (window, view) = scene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.bounds.size = CGSize(width: 140, height: 40)
        })
        for _ in 0..<4 { UIApplication.shared.advanceTime(by: 0.1) }
        #expect(view.drawnRects.isEmpty)
    }
}
