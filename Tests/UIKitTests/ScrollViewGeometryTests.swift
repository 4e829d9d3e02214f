import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct ScrollViewGeometryTests {
    final class CountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    @Test func contentOffsetIsTheBoundsOriginAndMovesTheSubviews() {
        let window = makeEventWindow()
        defer { closeScrollWindow(window) }
        let scrollView = CountingScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        let child = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 50))
        scrollView.addSubview(child)
        window.addSubview(scrollView)
        UIApplication.shared.runUntilIdle()
        let layouts = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(scrollView.bounds.size == CGSize(width: 100, height: 100))
        // The seed's formula: a subview is shown at frame.origin - bounds.origin.
        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 20 + 200 - 150))
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.layouts == layouts + 1, "a scroll runs layoutSubviews")
        scrollView.bounds.origin = CGPoint(x: 0, y: 180)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))
        #expect(window.hitTest(CGPoint(x: 50, y: 20 + 200 - 180 + 10), with: nil) === child)
    }

    @Test func observersAndTheDelegateHearEveryOffsetChange() {
        let (window, scrollView, recorder) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        var changes: [(CGPoint?, CGPoint?)] = []
        let token = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.bounds = CGRect(x: 0, y: 60, width: 200, height: 300)
        scrollView.contentOffset = CGPoint(x: 0, y: 60)  // unchanged: no notification
        #expect(changes.count == 2)
        #expect(changes.first?.0 == .zero && changes.first?.1 == CGPoint(x: 0, y: 30))
        #expect(changes.last?.0 == CGPoint(x: 0, y: 30) && changes.last?.1 == CGPoint(x: 0, y: 60))
        #expect(recorder.scrolls == 2)
        token.invalidate()
    }

    @Test func aStickyHeaderStretchesWhenPulledDownAndAFooterStaysPinned() {
        // The seed's examples, built on observe(\.contentOffset) as users write them.
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 260, width: 200, height: 40))
        scrollView.addSubview(header)
        scrollView.addSubview(footer)
        let token = scrollView.observe(\.contentOffset, options: [.initial, .new]) { view, _ in
            let y = view.contentOffset.y
            header.frame = y < 0 ? CGRect(x: 0, y: y, width: 200, height: 100 - y) : CGRect(x: 0, y: 0, width: 200, height: 100)
            footer.frame.origin.y = y + view.bounds.height - 40
        }
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        #expect(header.frame == CGRect(x: 0, y: -50, width: 200, height: 150))
        #expect(header.convert(CGPoint.zero, to: window).y == 50)
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        #expect(header.frame.height == 100)
        #expect(abs(footer.convert(CGPoint.zero, to: window).y - (50 + 300 - 40)) < 1e-9)
        token.invalidate()
    }

    @Test func adjustedContentInsetFollowsTheBehaviourAndTheSafeArea() {
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        window.rootViewController = controller
        final class Scroller: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { changes += 1 }
        }
        let scrollView = Scroller(frame: controller.view.bounds)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        scrollView.contentSize = CGSize(width: 300, height: 2000)  // scrolls vertically only
        controller.view.addSubview(scrollView)
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
        // .automatic acts as .scrollableAxes for a scroll view that is not a contained
        // controller's root view: only the vertical (scrollable) axis gets the safe area.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 0, bottom: 35, right: 0))
        #expect(scrollView.changes >= 1)
        #expect(recorder.log.contains("didChangeAdjustedContentInset"))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 10, bottom: 35, right: 10))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 100, height: 100)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        scrollView.alwaysBounceHorizontal = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    }

    @Test func indicatorInsetsAreSetTogetherOrApart() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scrollView.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scrollView.horizontalScrollIndicatorInsets = .zero
        #expect(scrollView.scrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.decelerationRate == .normal)
        #expect(scrollView.clipsToBounds)
    }

    @Test func contentSizedByAutoLayoutThroughTheContentLayoutGuide() {
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 260, y: 10))
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        UIApplication.shared.runUntilIdle()
        // The frame guide does not scroll: the badge stays where it was on screen.
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 260, y: 10))
        #expect(badge.frame.origin == CGPoint(x: 260, y: 510))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 300, height: 400))
        #expect(content.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: -500))
    }

    @Test func constraintsToTheScrollViewsOwnEdgesSizeTheContent() {
        // The layout before contentLayoutGuide: "constraints between the edges or margins of
        // the scroll view and its content attach to the scroll view's content area;
        // constraints between the height, width, or centers attach to the scroll view's
        // frame" (Apple, TN2154 / "Working with Scroll Views").
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for _ in 0..<10 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 90).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        // 10 rows of 90 with 9 gaps of 10, plus 20 above and below.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1030))
        #expect(stack.frame == CGRect(x: 0, y: 20, width: 300, height: 990))
        scrollView.contentOffset = CGPoint(x: 0, y: 630)
        UIApplication.shared.runUntilIdle()
        // The content scrolls: the stack keeps its frame in content coordinates.
        #expect(stack.frame == CGRect(x: 0, y: 20, width: 300, height: 990))
        #expect(stack.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: -610))
        // The scroll view's frame is still tied to the window by its own edges.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func aContentGuideWithoutSizeConstraintsFollowsContentSize() {
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        defer { closeScrollWindow(window) }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 600, height: 900)
        let corner = UIView()
        corner.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(corner)
        NSLayoutConstraint.activate([
            corner.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            corner.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            corner.widthAnchor.constraint(equalToConstant: 20), corner.heightAnchor.constraint(equalToConstant: 20),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(corner.frame == CGRect(x: 580, y: 880, width: 20, height: 20))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 900))
        scrollView.contentSize = CGSize(width: 400, height: 500)
        UIApplication.shared.runUntilIdle()
        #expect(corner.frame == CGRect(x: 380, y: 480, width: 20, height: 20))
    }

    @Test func nonFiniteGeometryIsRejectedAndLogged() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
        scrollView.contentSize = CGSize(width: -5, height: 10)
        scrollView.contentInset = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
        #expect(scrollView.contentSize == CGSize(width: 100, height: 400))
        #expect(scrollView.contentInset == .zero)
    }

    @Test func scrollRectToVisibleScrollsTheLeast() {
        let (window, scrollView, _) = makeScrollWindow()
        defer { closeScrollWindow(window) }
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero, "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1050 - 300))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 10, height: 500), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2700), "stays within the content")
    }
}
