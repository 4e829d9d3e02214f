import Foundation
import UIKit
import UIKitTesting

/// The events benchmark scene of issue 5: a window of 1,000 views (10 columns × 10 rows ×
/// 10 leaves, so a touch hit-tests through four levels) with 50 gesture recognizers
/// installed (taps, double taps, long presses, pans and swipes spread over the window,
/// the columns, the rows and some leaves), and a gesture of one touch: down, 20 moves, up.
@MainActor
public final class EventScene {
    public let window: UIWindow
    public private(set) var viewCount = 0
    public private(set) var recognizerCount = 0
    private var actions = 0

    public init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.isHidden = false
        var recognizers = 0
        func install(_ r: UIGestureRecognizer, on view: UIView) {
            guard recognizers < 50 else { return }
            r.cancelsTouchesInView = false
            r.addTarget(self, action: EventScene.count)
            view.addGestureRecognizer(r)
            recognizers += 1
        }
        for c in 0..<10 {
            let column = UIView(frame: CGRect(x: CGFloat(c) * 100, y: 0, width: 100, height: 1000))
            window.addSubview(column)
            viewCount += 1
            install(c % 2 == 0 ? UIPanGestureRecognizer() : UISwipeGestureRecognizer(), on: column)
            for r in 0..<10 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 100, width: 100, height: 100))
                column.addSubview(row)
                viewCount += 1
                if r % 3 == 0 { install(UITapGestureRecognizer(), on: row) }
                for l in 0..<8 {
                    let leaf = UIControl(frame: CGRect(x: CGFloat(l % 4) * 25, y: CGFloat(l / 4) * 50, width: 25, height: 50))
                    row.addSubview(leaf)
                    viewCount += 1
                    if l == 0 && r % 4 == 1 {
                        let long = UILongPressGestureRecognizer()
                        install(long, on: leaf)
                    }
                }
            }
        }
        // Up to 1,000 views: an overlay of small views on top.
        while viewCount < 1000 {
            let overlay = UIView(frame: CGRect(x: CGFloat(viewCount % 40) * 25, y: 990, width: 1, height: 1))
            overlay.isUserInteractionEnabled = viewCount % 2 == 0
            window.addSubview(overlay)
            viewCount += 1
        }
        while recognizers < 50 {
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            install(double, on: window)
        }
        recognizerCount = recognizers
        UIApplication.shared.runUntilIdle()
    }

    private func count() { actions += 1 }

    /// One gesture: a touch down in a leaf, 20 moves, up; 22 events. Returns the event count.
    /// With `runningTurns` each event also runs the turn (layout, display, render).
    @discardableResult
    public func runGesture(index: Int, runningTurns: Bool) -> Int {
        let start = CGPoint(x: 12 + CGFloat(index % 10) * 100, y: 30 + CGFloat((index / 10) % 10) * 100)
        let touch = UITouch()
        window.sendTouches([(touch, .began, start)], advance: 1.0 / 120, runningTurn: runningTurns)
        for step in 1...20 {
            window.sendTouches([(touch, .moved, CGPoint(x: start.x + CGFloat(step) * 3, y: start.y))],
                               advance: 1.0 / 120, runningTurn: runningTurns)
        }
        window.sendTouches([(touch, .ended, CGPoint(x: start.x + 60, y: start.y))], advance: 1.0 / 120, runningTurn: runningTurns)
        // Let pending timers (double tap, long press) expire so gestures do not chain.
        UIApplication.shared.advanceTime(by: 1)
        return 22
    }
}
