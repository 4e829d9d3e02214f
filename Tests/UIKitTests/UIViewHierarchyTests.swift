import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct UIViewHierarchyTests {
    @Test func addAndRemoveHookOrder() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let parent = RecordingView("parent")
        window.addSubview(parent)
        let child = RecordingView("child")
        let grandchild = RecordingView("grandchild")
        child.addSubview(grandchild)
        RecordingView.shared = []
        parent.addSubview(child)
        #expect(RecordingView.shared == [
            "child.willMove(toSuperview:view)", "child.willMove(toWindow:window)", "grandchild.willMove(toWindow:window)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow", "child.didMoveToSuperview", "parent.didAddSubview",
        ])
        RecordingView.shared = []
        child.removeFromSuperview()
        #expect(RecordingView.shared == [
            "parent.willRemoveSubview", "child.willMove(toSuperview:nil)", "child.willMove(toWindow:nil)",
            "grandchild.willMove(toWindow:nil)", "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
        #expect(child.window == nil && grandchild.window === nil && child.superview == nil)
        #expect(grandchild.superview === child)
    }

    @Test func orderingAPI() {
        let p = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 0)
        #expect(p.subviews == [c, a, b])
        p.bringSubviewToFront(c)
        #expect(p.subviews == [a, b, c])
        p.sendSubviewToBack(b)
        #expect(p.subviews == [b, a, c])
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews == [c, a, b])
        let d = UIView()
        p.insertSubview(d, aboveSubview: a)
        #expect(p.subviews == [c, a, d, b])
        p.insertSubview(b, belowSubview: c)
        #expect(p.subviews == [b, c, a, d])
        #expect(p.layer.sublayers?.map { $0 } == p.subviews.map(\.layer))
        p.insertSubview(UIView(), at: 99)
        #expect(p.subviews.count == 5)
        let other = UIView()
        other.addSubview(a)
        #expect(a.superview === other && !p.subviews.contains(a))
    }

    @Test func cyclesAreRefused() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        b.addSubview(a)
        a.addSubview(a)
        #expect(a.superview == nil && b.superview === a)
        #expect(b.isDescendant(of: a) && !a.isDescendant(of: b) && a.isDescendant(of: a))
    }

    @Test func viewWithTagIsDepthFirstAndIncludesReceiver() {
        let root = UIView(); root.tag = 1
        let a = UIView(); let a1 = UIView(); a1.tag = 5
        let b = UIView(); b.tag = 5
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(5) === a1)
        #expect(a1.viewWithTag(1) == nil)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test func removedViewIsFreed() {
        let window = makeWindow()
        defer { window.isHidden = true }
        weak var weakChild: UIView?
        weak var weakLayer: CALayer?
        do {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            child.backgroundColor = .red
            window.addSubview(child)
            child.setNeedsLayout()
            child.setNeedsDisplay()
            weakChild = child
            weakLayer = child.layer
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
        // As in Core Animation, the transaction keeps the changed layer until it commits.
        UIApplication.shared.runUntilIdle()
        #expect(weakLayer == nil)
    }

    @Test func windowAndSuperviewDoNotRetain() {
        weak var weakWindow: UIWindow?
        weak var weakChild: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let child = UIView()
            window.addSubview(child)
            weakWindow = window
            weakChild = child
            let token = child.observe(\.frame) { _, _ in }
            _ = token
        }
        #expect(weakWindow == nil)
        #expect(weakChild == nil)
    }

    @Test func reentrantChangesInHooksAreSafe() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let a = RecordingView("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = RecordingView("b", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.onDidMoveToWindow = { [weak a] in
            if a?.window != nil { a?.removeFromSuperview(); container.addSubview(b) }
        }
        container.addSubview(a)
        #expect(a.superview == nil)
        #expect(container.subviews == [b])
        b.onLayout = { [weak b] in
            b?.removeFromSuperview()
            container.addSubview(UIView())
        }
        b.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(b.superview == nil)
        #expect(container.subviews.count == 1)
        #expect(container.layer.sublayers?.count == 1)
    }
}
