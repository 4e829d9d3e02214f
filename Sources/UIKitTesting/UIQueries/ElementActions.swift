import QuartzCore
import UIKit

/// What actions share: the frame step and waiting for the app to settle.
@preconcurrency @MainActor
enum ElementActions {
    /// One display frame of the virtual clock.
    static let frame: TimeInterval = 1.0 / 60

    /// The longest an action waits for animations and scrolling to finish (virtual seconds).
    static let settleLimit: TimeInterval = 5

    /// Runs the run loop, then moves the virtual clock a frame at a time while a layer of
    /// `window` runs a finite animation or a scroll view moves by itself (as XCUITest waits
    /// for the app to be idle after an action), for at most ``settleLimit``.
    static func settle(_ window: UIWindow?) {
        UIApplication.shared.runUntilIdle()
        guard let window else { return }
        var waited: TimeInterval = 0
        while waited < settleLimit, isBusy(window) {
            UIApplication.shared.advanceTime(by: frame)
            waited += frame
        }
    }

    private static func isBusy(_ window: UIWindow) -> Bool {
        var views: [UIView] = [window]
        while let view = views.popLast() {
            if let scrollView = view as? UIScrollView, scrollView.isDecelerating { return true }
            views.append(contentsOf: view.subviews)
        }
        var layers: [CALayer] = [window.layer]
        while let layer = layers.popLast() {
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key) else { continue }
                if animation.repeatCount.isFinite && animation.repeatDuration.isFinite { return true }
            }
            layers.append(contentsOf: layer.sublayers ?? [])
        }
        return false
    }
}
