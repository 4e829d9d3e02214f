import Foundation
import Testing
import UIKit
import UIKitTesting

/// Pull to refresh through a real drag: past the threshold the control refreshes and
/// sends `.valueChanged`; the content rests under the control until `endRefreshing()`.
@MainActor @Suite(.serialized) struct ScrollViewRefreshControlTests {
    @Test func pullingDownRefreshesAndEndRefreshingReturnsToTheTop() {
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        UIApplication.shared.runUntilIdle()
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
        // A short pull does not refresh.
        let short = window.touchDown(at: CGPoint(x: 150, y: 100))
        short.move(to: CGPoint(x: 150, y: 150))
        for _ in 0..<8 { short.move(to: CGPoint(x: 150, y: 150)) }
        short.up()
        UIApplication.shared.advanceTime(by: 2)
        #expect(!control.isRefreshing && changes == 0)
        #expect(scrollView.contentOffset == .zero)
        // A long one does: 300 points of finger move the content (300 * 0.55 / 300 + 1 ...) past 100.
        let finger = window.touchDown(at: CGPoint(x: 150, y: 60))
        finger.move(to: CGPoint(x: 150, y: 200))
        finger.move(to: CGPoint(x: 150, y: 340))
        #expect(control.isRefreshing && changes == 1)
        for _ in 0..<8 { finger.move(to: CGPoint(x: 150, y: 340)) }
        finger.up()
        UIApplication.shared.advanceTime(by: 2)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60), "the content rests under the control")
        #expect(changes == 1)
        control.endRefreshing()
        #expect(scrollView.adjustedContentInset.top == 0)
        UIApplication.shared.advanceTime(by: 1)
        #expect(scrollView.contentOffset == .zero)
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing && changes == 1, "beginRefreshing from code sends no action")
        #expect(scrollView.adjustedContentInset.top == 60)
        control.endRefreshing()
        scrollView.refreshControl = nil
        #expect(control.superview == nil)
    }
}
