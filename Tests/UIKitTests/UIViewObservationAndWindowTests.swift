import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view whose `hitTest` runs a closure first (to change the tree mid hit-test).
@MainActor final class MutatingHitView: UIView {
    var onHitTest: (() -> Void)?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        onHitTest?()
        return super.hitTest(point, with: event)
    }
}

@MainActor @Suite(.serialized) struct UIViewObservationAndWindowTests {
    // MARK: Re-entrancy inside hitTest

    @Test func removingASiblingDuringHitTestSkipsIt() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = MutatingHitView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        front.isUserInteractionEnabled = true
        window.addSubview(back)
        window.addSubview(front)
        // The front view removes the view behind it and declines the touch.
        front.onHitTest = { back.removeFromSuperview() }
        front.isHidden = false
        let declining = MutatingHitView(frame: CGRect(x: 60, y: 60, width: 10, height: 10))
        window.addSubview(declining)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        #expect(back.superview == nil && window.subviews == [front, declining])
        // Removing itself: the tree stays consistent and hit-testing continues behind it.
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.insertSubview(below, at: 0)
        front.onHitTest = { front.removeFromSuperview() }
        let hit = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(front.superview == nil)
        #expect(window.subviews == [below, declining])
        #expect(hit === front || hit === below)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === below)
    }

    @Test func addingViewsDuringHitTestIsSafe() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let container = MutatingHitView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        window.addSubview(container)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.addSubview(child)
        var added: [UIView] = []
        container.onHitTest = {
            let extra = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            container.addSubview(extra)   // in front of child, added mid hit-test
            window.addSubview(UIView(frame: CGRect(x: 90, y: 90, width: 5, height: 5)))
            added.append(extra)
        }
        let first = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        // The view added to the container before it iterated its subviews is in front.
        #expect(first === added.last)
        container.onHitTest = nil
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === added.last)
        #expect(container.subviews.count == 2 && window.subviews.count == 2)
        #expect(container.subviews.allSatisfy { $0.superview === container && $0.window === window })
        UIApplication.shared.runUntilIdle()
    }

    // MARK: Conversion between windows

    @Test func conversionBetweenWindows() {
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        b.transform = CGAffineTransform(scaleX: 2, y: 2)   // b's frame: 0,-50 400x400 in screen space
        let point = CGPoint(x: 40, y: 30)
        // a's point (40,30) in screen space is (40,30); in b: (40 - 0) / 2, (30 + 50) / 2.
        let inB = a.convert(point, to: b)
        #expect(inB == CGPoint(x: 20, y: 40))
        #expect(b.convert(inB, to: a) == point)
        #expect(b.convert(point, from: a) == inB)
        #expect(a.convert(inB, from: b) == point)
        // nil is the screen.
        #expect(b.convert(CGPoint(x: 10, y: 10), to: nil as UIWindow?) == CGPoint(x: 20, y: -30))
        #expect(b.convert(CGPoint(x: 20, y: -30), from: nil as UIWindow?) == CGPoint(x: 10, y: 10))
        #expect(a.convert(point, to: a) == point)
        let rect = CGRect(x: 40, y: 30, width: 20, height: 10)
        #expect(a.convert(rect, to: b) == CGRect(x: 20, y: 40, width: 10, height: 5))
        #expect(b.convert(CGRect(x: 20, y: 40, width: 10, height: 5), to: a) == rect)
        #expect(a.convert(CGRect(x: 20, y: 40, width: 10, height: 5), from: b) == rect)
        #expect(b.convert(rect, from: a) == CGRect(x: 20, y: 40, width: 10, height: 5))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil as UIWindow?) == CGRect(x: 0, y: -50, width: 20, height: 20))
        // A view in one window to a view in another goes through the screen too.
        let inA = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        a.addSubview(inA)
        let inBView = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        b.addSubview(inBView)
        // inA (0,0) -> a (10,10) -> screen (10,10) -> b (5,30) -> inBView (0,25)
        #expect(inA.convert(CGPoint.zero, to: inBView) == CGPoint(x: 0, y: 25))
        #expect(inBView.convert(CGPoint(x: 0, y: 25), to: inA) == .zero)
        #expect(inA.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: inBView) == CGRect(x: 0, y: 25, width: 2, height: 2))
    }

    // MARK: Appearance when a window is hidden again

    @Test func hidingTheWindowMakesControllersDisappear() {
        let controller = LoggingController()
        let child = LoggingController()
        controller.addChild(child)
        controller.loadViewIfNeeded()
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        #expect(controller.events.suffix(1) == ["viewDidAppear"])
        #expect(child.events.contains("viewDidAppear"))
        controller.events = []
        child.events = []
        window.isHidden = true
        #expect(controller.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(child.events == ["viewWillDisappear", "viewDidDisappear"])
        window.isHidden = true   // hiding again notifies nobody
        #expect(controller.events.count == 2)
        // Shown again: they appear again.
        controller.events = []
        child.events = []
        window.isHidden = false
        UIApplication.shared.runUntilIdle()
        #expect(controller.events.first == "viewWillAppear" && controller.events.last == "viewDidAppear")
        #expect(child.events.first == "viewWillAppear" && child.events.last == "viewDidAppear")
        // Hidden in the same turn it was shown: viewDidAppear never comes.
        window.isHidden = true
        controller.events = []
        window.isHidden = false
        window.isHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(controller.events == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    // MARK: Prior notifications

    @Test func priorNotificationsComeBeforeTheChange() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let frameToken = v.observe(\.frame, options: [.prior, .old, .new]) { view, change in
            log.append(change.isPrior ? "prior frame old=\(change.oldValue!) now=\(view.frame)" : "frame new=\(change.newValue!)")
        }
        let alphaToken = v.observe(\.alpha, options: [.prior]) { view, change in
            log.append(change.isPrior ? "prior alpha now=\(view.alpha)" : "alpha now=\(view.alpha)")
        }
        v.center = CGPoint(x: 10, y: 10)
        #expect(log == ["prior frame old=\(CGRect(x: 0, y: 0, width: 10, height: 10)) now=\(CGRect(x: 0, y: 0, width: 10, height: 10))",
                        "frame new=\(CGRect(x: 5, y: 5, width: 10, height: 10))"])
        log = []
        v.alpha = 0.5
        #expect(log == ["prior alpha now=1.0", "alpha now=0.5"])
        log = []
        v.center = CGPoint(x: 10, y: 10)   // no change: no notification
        #expect(log.isEmpty)
        _ = (frameToken, alphaToken)

        // Hierarchy properties announce before the tree changes.
        var seen: [String] = []
        let parent = UIView()
        let superToken = v.observe(\.superview, options: [.prior]) { view, change in
            seen.append("\(change.isPrior ? "prior" : "did") superview=\(view.superview == nil ? "nil" : "parent")")
        }
        let subviewsToken = parent.observe(\.subviews, options: [.prior]) { view, change in
            seen.append("\(change.isPrior ? "prior" : "did") subviews=\(view.subviews.count)")
        }
        parent.addSubview(v)
        #expect(seen == ["prior superview=nil", "prior subviews=0", "did superview=parent", "did subviews=1"])
        seen = []
        v.removeFromSuperview()
        #expect(seen == ["prior superview=parent", "prior subviews=1", "did superview=nil", "did subviews=0"])
        _ = (superToken, subviewsToken)

        // A subclass property announced with willChangeValue(for:) gets its prior before too.
        final class Scroller: UIView {
            var contentOffset: CGPoint = .zero {
                willSet { willChangeValue(for: \.contentOffset) }
                didSet { didChangeValue(for: \.contentOffset) }
            }
        }
        let s = Scroller()
        var offsets: [String] = []
        let offsetToken = s.observe(\.contentOffset, options: [.prior, .new]) { view, change in
            offsets.append("\(change.isPrior ? "prior" : "did") \(view.contentOffset.y)")
        }
        s.contentOffset = CGPoint(x: 0, y: 10)
        #expect(offsets == ["prior 0.0", "did 10.0"])
        _ = offsetToken
    }
}
