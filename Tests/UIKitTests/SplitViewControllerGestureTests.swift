import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records the presentation gesture's delegate callbacks.
@MainActor
final class SplitGestureRecorder: UISplitViewControllerDelegate {
    var events: [String] = []
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) { events.append("gestureWillBegin") }
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) { events.append("gestureDidEnd") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("willChangeTo:\(displayMode.rawValue)")
    }
}

/// Split view controllers as iPadOS: the overlaid primary dims the secondary (a tap there
/// hides it), `presentsWithGesture` swipes, and `showsSecondaryOnlyButton`.
@MainActor @Suite(.serialized) struct SplitViewControllerGestureTests {
    func makeOverlaySplit(_ style: UISplitViewController.Style = .doubleColumn,
                          behavior: UISplitViewController.SplitBehavior = .overlay) -> (UISplitViewController, UIWindow) {
        let split = UISplitViewController(style: style)
        split.preferredSplitBehavior = behavior
        split.setViewController(titled("List"), for: .primary)
        if style == .tripleColumn { split.setViewController(titled("Folders"), for: .supplementary) }
        split.setViewController(titled("Detail"), for: .secondary)
        return (split, makeSplitScene(split))
    }

    func nav(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> UINavigationController {
        split.viewController(for: column)!.navigationController!
    }

    @Test func theOverlaidPrimaryDimsTheSecondaryAndATapOnTheDimmingHidesIt() throws {
        let (split, window) = makeOverlaySplit()
        defer { window.isHidden = true }
        #expect(split.displayMode == .secondaryOnly && split.overlayDimmingView == nil, "no dimming without an overlay")
        split.show(.primary)
        UIApplication.shared.advanceTime(by: 0.5)
        let dimming = try #require(split.overlayDimmingView, "the secondary is dimmed under the overlaid primary")
        let primary = nav(split, .primary).view!, secondary = nav(split, .secondary).view!
        let order = split.view.subviews
        #expect(order.firstIndex(of: secondary)! < order.firstIndex(of: dimming)!)
        #expect(order.firstIndex(of: dimming)! < order.firstIndex(of: primary)!)
        #expect(dimming.frame == split.view.bounds && dimming.alpha == 1)
        #expect(dimming.backgroundColor == UISplitViewController.overlayDimmingColor)
        // The layout loop concern: once settled, nothing is left to lay out and another
        // turn moves nothing (the dimming is re-inserted only when out of place).
        UIApplication.shared.runUntilIdle()
        #expect(!split.view.needsLayoutFlag)
        let settled = split.view.subviews
        split.view.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(split.view.subviews.elementsEqual(settled, by: ===) && !split.view.needsLayoutFlag)

        window.tap(at: CGPoint(x: 160, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary, "a tap on the primary itself does not hide it")
        window.tap(at: CGPoint(x: 800, y: 400))
        UIApplication.shared.advanceTime(by: 0.2)
        let fading = dimming.layer.presentation()?.opacity ?? -1
        #expect(fading > 0 && fading < 1, "the dimming fades out with the slide")
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(split.displayMode == .secondaryOnly && primary.superview == nil && split.overlayDimmingView == nil)
        window.tap(at: CGPoint(x: 800, y: 400))
        #expect(split.displayMode == .secondaryOnly, "the secondary takes taps again")
    }

    @Test func aSwipeFromTheLeadingEdgeShowsThePrimaryAndASwipeBackHidesIt() {
        let (split, window) = makeOverlaySplit()
        defer { window.isHidden = true }
        let recorder = SplitGestureRecorder()
        split.delegate = recorder
        window.drag(from: CGPoint(x: 400, y: 400), to: CGPoint(x: 700, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly && recorder.events.isEmpty, "a swipe away from the edge does nothing")

        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary && split.overlayDimmingView != nil)
        #expect(recorder.events == ["gestureWillBegin", "willChangeTo:3", "gestureDidEnd"])

        window.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 50, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly && split.overlayDimmingView == nil)

        split.presentsWithGesture = false
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly, "presentsWithGesture false: no swipe")
    }

    @Test func theSecondarysOwnBackSwipeWinsAtTheEdgeAndTileIgnoresTheGesture() {
        let (split, window) = makeOverlaySplit()
        defer { window.isHidden = true }
        let detailNav = nav(split, .secondary)
        detailNav.pushViewController(titled("More"), animated: false)
        UIApplication.shared.runUntilIdle()
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 900, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(detailNav.viewControllers.count == 1 && split.displayMode == .secondaryOnly, "the edge swipe popped instead")

        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .secondaryOnly
        UIApplication.shared.runUntilIdle()
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly, "tile: the sidebar is not swiped in")
    }

    @Test func aDisplacingTripleColumnSwipesThePrimaryInAndOut() {
        let (split, window) = makeOverlaySplit(.tripleColumn, behavior: .displace)
        defer { window.isHidden = true }
        #expect(split.displayMode == .oneBesideSecondary)
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .twoDisplaceSecondary && split.overlayDimmingView == nil)
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func theSecondaryOnlyButtonTogglesToAndFromSecondaryOnly() throws {
        let (split, window) = makeOverlaySplit(.tripleColumn, behavior: .tile)
        defer { window.isHidden = true }
        let bar = nav(split, .secondary).navigationBar
        #expect(split.displayMode == .twoBesideSecondary && bar.leftViews.isEmpty, "off by default")
        split.showsSecondaryOnlyButton = true
        UIApplication.shared.runUntilIdle()
        let button = try #require(bar.leftViews.first { $0.0 === split.secondaryOnlyButtonItemStorage }?.1)
        #expect(nav(split, .primary).navigationBar.leftViews.isEmpty && nav(split, .supplementary).navigationBar.leftViews.isEmpty)
        window.tap(at: centerInWindow(button))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly && nav(split, .secondary).view.frame == split.view.bounds)
        window.tap(at: centerInWindow(button))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .twoBesideSecondary, "pressed again: back to the mode it left")

        split.showsSecondaryOnlyButton = false
        UIApplication.shared.runUntilIdle()
        #expect(bar.leftViews.isEmpty)
    }

    /// `DisplayModeButtonVisibility.automatic` (the default) hides the display mode button
    /// when `presentsWithGesture` is false; `.always` shows it anyway, `.never` never.
    @Test func theDisplayModeButtonFollowsPresentsWithGestureAndItsVisibility() {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredSplitBehavior = .overlay
        split.setViewController(titled("List"), for: .primary)
        let detail = titled("Detail")
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.setViewController(detail, for: .secondary)
        let window = makeSplitScene(split)
        defer { window.isHidden = true }
        let bar = nav(split, .secondary).navigationBar
        #expect(split.displayModeButtonVisibility == .automatic && bar.leftViews.count == 1)
        split.presentsWithGesture = false
        UIApplication.shared.runUntilIdle()
        #expect(split.displayModeButtonItem.isHidden && bar.leftViews.isEmpty)
        window.tap(at: CGPoint(x: 30, y: 22))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .secondaryOnly, "no button where it was")
        split.displayModeButtonVisibility = .always
        UIApplication.shared.runUntilIdle()
        #expect(bar.leftViews.count == 1)
        window.tap(at: centerInWindow(bar.leftViews[0].1))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary, "the button shows the sidebar")
        split.displayModeButtonVisibility = .never
        split.presentsWithGesture = true
        UIApplication.shared.runUntilIdle()
        #expect(split.displayModeButtonItem.isHidden && bar.leftViews.isEmpty)
    }

    @Test func theSecondaryOnlyButtonIsForTripleColumnsOnly() {
        let (split, window) = makeOverlaySplit(.doubleColumn, behavior: .tile)
        defer { window.isHidden = true }
        split.showsSecondaryOnlyButton = true
        UIApplication.shared.runUntilIdle()
        #expect(nav(split, .secondary).navigationBar.leftViews.isEmpty)
    }
}
