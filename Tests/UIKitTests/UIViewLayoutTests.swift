import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct UIViewLayoutTests {
    @Test func layoutIsCoalescedPerTurnAndParentsFirst() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        UIApplication.shared.runUntilIdle()
        parent.layoutCount = 0; child.layoutCount = 0
        RecordingView.shared = []
        for i in 0..<10 {
            child.frame.size.width = CGFloat(20 + i)
            child.setNeedsLayout()
            parent.setNeedsLayout()
        }
        #expect(child.layoutCount == 0)  // deferred
        UIApplication.shared.runUntilIdle()
        #expect(parent.layoutCount == 1 && child.layoutCount == 1)
        #expect(RecordingView.shared == ["parent.layoutSubviews", "child.layoutSubviews"])
        // setNeedsLayout without a size change still lays out.
        child.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(child.layoutCount == 2 && parent.layoutCount == 1)
        // Nothing marked: nothing laid out.
        UIApplication.shared.runUntilIdle()
        #expect(child.layoutCount == 2)
        // layoutIfNeeded forces it now.
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(child.layoutCount == 3)
    }

    @Test func autoresizingSpreadsProportionally() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let both = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        both.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let widthAndRight = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        widthAndRight.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let all = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        all.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let widthOnly = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        widthOnly.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for v in [both, widthAndRight, all, fixed, widthOnly] { parent.addSubview(v) }
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        // Synchronous: no run loop turn needed.
        #expect(both.frame == CGRect(x: 22.5, y: 10, width: 20, height: 20))        // 100 * 10/80
        #expect(abs(widthAndRight.frame.minX - 10) < 1e-9 && abs(widthAndRight.frame.width - (30 + 100 * 30.0 / 90.0)) < 1e-9)
        #expect(all.frame == CGRect(x: 20, y: 30, width: 80, height: 45))          // 100 split 10:40:50; 50 split 20:30:50
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(widthOnly.frame == CGRect(x: 10, y: 10, width: 120, height: 70))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20) && widthOnly.frame.width == 120)
    }

    @Test func layoutMarginsSyncAndNotify() {
        final class M: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); changes += 1 }
        }
        let v = M(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(v.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(v.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(v.changes == 2)
        v.semanticContentAttribute = .forceRightToLeft
        #expect(v.directionalLayoutMargins.leading == 8)
        let child = UIView(frame: CGRect(x: 2, y: 0, width: 50, height: 50))
        child.preservesSuperviewLayoutMargins = true
        child.layoutMargins = .zero
        v.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        v.addSubview(child)
        #expect(child.layoutMargins.left == 8)
    }

    @Test func safeAreaComesFromTheScreenThroughAncestors() {
        UIScreen.main.configureHeadless(safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        defer { UIScreen.main.configureHeadless(safeAreaInsets: .zero) }
        final class S: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let screen = UIScreen.main.bounds
        let window = UIWindow(frame: screen)
        window.isHidden = false
        defer { window.isHidden = true }
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        let v = S(frame: CGRect(x: 0, y: 10, width: 100, height: screen.height - 10))
        window.addSubview(v)
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
        #expect(v.changes == 1)
        #expect(v.layoutMargins.top == 18)
        v.insetsLayoutMarginsFromSafeArea = false
        #expect(v.layoutMargins.top == 8)
        let inner = S(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        v.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero && inner.changes == 0)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        window.rootViewController = controller
        #expect(controller.view.safeAreaInsets.top == 25)
    }
}
