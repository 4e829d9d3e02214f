import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct UIViewBehaviorTests {
    @Test func hitTestingOrderAndRules() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(back); window.addSubview(front)
        let outside = UIView(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
        back.addSubview(outside)
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === outside)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)  // outside back's bounds
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
        front.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }

    @Test func circularPointInside() {
        final class Round: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let round = Round(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.addSubview(round)
        #expect(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) === round)
        #expect(parent.hitTest(CGPoint(x: 2, y: 2), with: nil) === parent)
        round.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame -20...60
        #expect(parent.hitTest(CGPoint(x: 50, y: 20), with: nil) === round)
    }

    @Test func tintInheritanceAndCounts() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let parent = RecordingView("p")
        let child = RecordingView("c")
        let own = RecordingView("o")
        own.tintColor = .green
        parent.addSubview(child); parent.addSubview(own)
        window.addSubview(parent)
        #expect(child.tintColor == .systemBlue)
        child.tintChanges = 0; own.tintChanges = 0; parent.tintChanges = 0
        parent.tintColor = .red
        #expect(child.tintColor == .red && own.tintColor == .green)
        #expect(parent.tintChanges == 1 && child.tintChanges == 1 && own.tintChanges == 0)
        parent.tintAdjustmentMode = .dimmed
        #expect(own.tintChanges == 1 && child.tintChanges == 2)
        #expect(own.tintAdjustmentMode == .dimmed)
        var w: CGFloat = 0, a: CGFloat = 0
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - g) < 1e-6 && abs(g - b) < 1e-6)
        _ = w
        parent.tintAdjustmentMode = .automatic
        parent.tintColor = nil
        #expect(child.tintColor == .systemBlue)
        // Moving under a differently tinted view notifies.
        let tinted = UIView(); tinted.tintColor = .orange
        window.addSubview(tinted)
        child.tintChanges = 0
        tinted.addSubview(child)
        #expect(child.tintChanges == 1 && child.tintColor == .orange)
    }

    @Test func observationReportsChanges() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [(CGRect?, CGRect?)] = []
        var tags: [Int] = []
        let token = v.observe(\.frame, options: [.old, .new]) { _, change in frames.append((change.oldValue, change.newValue)) }
        let tagToken = v.observe(\.tag, options: [.initial, .new]) { view, change in tags.append(change.newValue ?? -1) }
        v.center = CGPoint(x: 10, y: 10)
        #expect(frames.count == 1)
        #expect(frames.first?.0 == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(frames.first?.1 == CGRect(x: 5, y: 5, width: 10, height: 10))
        v.bounds.size = CGSize(width: 20, height: 20)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(frames.count == 3)
        v.tag = 7
        #expect(tags == [0, 7])
        token.invalidate()
        v.frame = .zero
        #expect(frames.count == 3)
        _ = tagToken
        var superviews = 0
        do {
            let t = v.observe(\.superview) { _, _ in superviews += 1 }
            UIView().addSubview(v)
            _ = t
        }
        v.removeFromSuperview()
        #expect(superviews == 1)   // released token stops observing
    }

    @Test func subclassPropertiesObserveWithOneLine() {
        final class Scroller: UIView {
            var contentOffset: CGPoint = .zero { didSet { didChangeValue(for: \.contentOffset) } }
        }
        let s = Scroller()
        var seen: [CGPoint] = []
        let token = s.observe(\.contentOffset, options: [.old, .new]) { _, change in seen.append(change.newValue ?? .zero) }
        s.contentOffset = CGPoint(x: 0, y: 10)
        s.contentOffset = CGPoint(x: 0, y: 20)
        #expect(seen == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)])
        _ = token
    }

    @Test func viewsDoNotAnimateImplicitly() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        UIApplication.shared.runUntilIdle()
        v.alpha = 0.5
        v.frame.origin.x = 50
        UIApplication.shared.runUntilIdle()
        #expect(v.layer.animationKeys() == nil)
        #expect(v.layer.action(forKey: "opacity") == nil)
    }
}
