import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records what a popover presentation tells its delegate.
@MainActor
final class PopoverDelegateRecorder: UIPopoverPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true
    var adaptive: UIModalPresentationStyle?
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { events.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismissal
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) { events.append("didDismiss") }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        events.append("adaptive:\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
        return adaptive ?? .pageSheet
    }
}

/// Popovers as iPadOS shows them in a regular-width window: next to the source with an
/// arrow, kept inside the window, dismissed by a tap outside; a sheet when compact.
@MainActor @Suite(.serialized) struct PresentationPopoverTests {
    /// A 1024 x 768 scene with a source view in the presenter.
    func makeScene(source frame: CGRect) -> (UIWindow, PresentationLogController, PresentationLog, UIView) {
        let (window, a, log) = makePresentationScene(CGSize(width: 1024, height: 768))
        let source = UIView(frame: frame)
        a.view.addSubview(source)
        UIApplication.shared.runUntilIdle()
        return (window, a, log, source)
    }

    @Test func popoverPointsAtItsSourceAndATapOutsideDismissesIt() throws {
        let (window, a, log, source) = makeScene(source: CGRect(x: 100, y: 100, width: 80, height: 40))
        defer { window.isHidden = true }
        let p = PresentationLogController("P", log: log, color: .blue)
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(p.popoverPresentationController)
        let recorder = PopoverDelegateRecorder()
        popover.delegate = recorder
        popover.sourceView = source
        #expect(popover.arrowDirection == .unknown)
        a.present(p, animated: true)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(recorder.events == ["prepare"])
        #expect(log.take() == ["P.viewWillAppear(true)", "P.viewDidAppear(true)"], "the presenter stays on screen")
        // Below the source (the arrow points up, 13 points long), centered on it but kept
        // 10 points inside the window's edge.
        #expect(popover.arrowDirection == .up)
        let shown = try #require(popover.presentedView)
        #expect(shown.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(p.view.frame.size == CGSize(width: 300, height: 200))
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[150, 250].isNear(.blue), "the content shows in the popover")
        #expect(pixels[600, 500].isNear(.red), "the presenter is not dimmed")

        // A tap inside does not dismiss; a tap outside does.
        window.tap(at: CGPoint(x: 150, y: 250))
        #expect(a.presentedViewController === p)
        window.tap(at: CGPoint(x: 700, y: 600))
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil && p.view.window == nil)
        #expect(recorder.events == ["prepare", "shouldDismiss", "didDismiss"])
    }

    @Test func theArrowDirectionFollowsTheRoomAndThePermittedDirections() throws {
        let (window, a, log, source) = makeScene(source: CGRect(x: 900, y: 700, width: 80, height: 40))
        defer { window.isHidden = true }
        let p = PresentationLogController("P", log: log)
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(p.popoverPresentationController)
        popover.sourceView = source
        a.present(p, animated: false)
        // No room below: above the source, the arrow pointing down, kept inside the right margin.
        #expect(popover.arrowDirection == .down)
        #expect(popover.presentedView?.frame == CGRect(x: 714, y: 487, width: 300, height: 200))
        // Only a rightward arrow: the popover sits left of the source, kept above the bottom margin.
        popover.permittedArrowDirections = .right
        UIApplication.shared.runUntilIdle()
        #expect(popover.arrowDirection == .right)
        #expect(popover.presentedView?.frame == CGRect(x: 587, y: 558, width: 300, height: 200))
        // The window shrinks: the popover stays inside it.
        popover.permittedArrowDirections = .any
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        source.frame = CGRect(x: 700, y: 100, width: 80, height: 40)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 768)
        UIApplication.shared.runUntilIdle()
        #expect(popover.arrowDirection == .up)
        #expect(popover.presentedView?.frame == CGRect(x: 490, y: 123, width: 300, height: 200))
        a.dismiss(animated: false)
    }

    @Test func aBarButtonItemIsASource() throws {
        let root = titled("Root")
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let (window, nav) = makeNavigationScene(root, size: CGSize(width: 1024, height: 768))
        defer { window.isHidden = true }
        let p = titled("Popover")
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: 250, height: 300)
        p.popoverPresentationController?.barButtonItem = item
        root.present(p, animated: false)
        let itemView = try #require(nav.navigationBar.rightViews.first?.1)
        let itemFrame = itemView.convert(itemView.bounds, to: window)
        let frame = try #require(p.popoverPresentationController?.presentedView?.frame)
        #expect(p.popoverPresentationController?.arrowDirection == .up)
        #expect(frame.minY == itemFrame.maxY + 13 && frame.maxX == 1014, "under the item, inside the right margin")
        root.dismiss(animated: false)
    }

    @Test func aPopoverAdaptsToASheetInACompactWidth() throws {
        let (window, a, log) = makePresentationScene(CGSize(width: 400, height: 700))
        defer { window.isHidden = true }
        let p = PresentationLogController("P", log: log)
        p.modalPresentationStyle = .popover
        let recorder = PopoverDelegateRecorder()
        p.popoverPresentationController?.delegate = recorder
        p.popoverPresentationController?.sourceView = a.view
        a.present(p, animated: false)
        #expect(recorder.events == ["adaptive:compact"])
        #expect(p.presentationController is UISheetPresentationController)
        #expect(p.sheetPresentationController?.presentedView?.frame == CGRect(x: 0, y: 10, width: 400, height: 690))
        a.dismiss(animated: false)

        // `.none` keeps the popover.
        let q = PresentationLogController("Q", log: log)
        q.modalPresentationStyle = .popover
        q.preferredContentSize = CGSize(width: 200, height: 100)
        let keeper = PopoverDelegateRecorder()
        keeper.adaptive = UIModalPresentationStyle.none
        q.popoverPresentationController?.delegate = keeper
        q.popoverPresentationController?.sourceView = a.view
        q.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
        a.present(q, animated: false)
        #expect(q.presentationController is UIPopoverPresentationController)
        #expect(q.popoverPresentationController?.presentedView?.frame == CGRect(x: 10, y: 73, width: 200, height: 100))
        a.dismiss(animated: false)
    }

    @Test func aPopoverWithoutASourceIsLoggedAndCentered() throws {
        let (window, a, log) = makePresentationScene(CGSize(width: 1024, height: 768))
        defer { window.isHidden = true }
        let p = PresentationLogController("P", log: log)
        p.modalPresentationStyle = .popover
        p.preferredContentSize = CGSize(width: CGFloat.nan, height: 100)
        a.present(p, animated: false)
        // No source: centered, no arrow; a NaN preferred size falls back to 320 x 480.
        #expect(p.popoverPresentationController?.arrowDirection == .unknown)
        #expect(p.popoverPresentationController?.presentedView?.frame == CGRect(x: 352, y: 144, width: 320, height: 480))
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
    }
}
