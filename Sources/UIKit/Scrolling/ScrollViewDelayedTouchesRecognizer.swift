import CoreGraphics
import Foundation

/// The scroll view's second recognizer, which holds touches back from the content
/// (`delaysContentTouches`): it never recognizes; it fails 150 ms after a touch lands or
/// when the finger lifts, releasing the held touches to the content, unless the pan began
/// first (then the content never sees them). It also asks `touchesShouldBegin(_:with:in:)`
/// before the content gets a touch.
@preconcurrency @MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    /// How long touches are held back, in seconds (UIKit's 150 ms).
    static let delay: TimeInterval = 0.15

    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for touch in touches {
            guard let view = touch.view, view !== scrollView else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].1.insert(touch)
        }
        for (view, set) in byView.values where !scrollView.touchesShouldBegin(set, with: event, in: view) {
            for touch in set { touch.deliversToView = false }
        }
        guard delaysTouchesBegan else { state = .failed; return }
        scheduleTimer(after: Self.delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Never keeps the pan (or any other recognizer) from recognizing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
