import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate that records what a sheet tells it.
@MainActor
final class SheetDelegateRecorder: UISheetPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append("detent:\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// Page and form sheets: frames in compact and regular widths, detents, dragging between
/// them and down to dismiss, `isModalInPresentation`.
@MainActor @Suite(.serialized) struct PresentationSheetTests {
    @Test func compactPageSheetRisesFromTheBottomAndKeepsThePresenter() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log, color: .blue)
        #expect(b.modalPresentationStyle == .automatic)
        a.present(b, animated: true)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(log.take() == ["B.viewWillAppear(true)", "B.viewDidAppear(true)"], "a sheet leaves the presenter's appearance alone")
        #expect(a.view.window === window)
        let sheet = try! #require(b.sheetPresentationController)
        // The large detent ends 10 points below the top safe area (none here).
        let sheetView = try! #require(sheet.presentedView)
        #expect(sheetView.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        #expect(b.view.superview === sheetView && b.view.frame == sheetView.bounds)
        #expect(sheetView.layer.cornerRadius == 10)
        // The presenter shows dimmed at the top, the sheet below.
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[160, 5].isNear(Pixel(153, 0, 0, 255), 2), "red under black at 0.4")
        #expect(pixels[160, 200].isNear(.blue))
        a.dismiss(animated: true)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil && window.subviews.count == 1)
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[160, 5].isNear(.red))
    }

    @Test func regularWidthSheetsAreCards() {
        let (window, a, log) = makePresentationScene(CGSize(width: 1024, height: 768))
        defer { window.isHidden = true }
        let form = PresentationLogController("F", log: log)
        form.modalPresentationStyle = .formSheet
        a.present(form, animated: false)
        #expect(form.sheetPresentationController?.presentedView?.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        form.preferredContentSize = CGSize(width: 400, height: 300)
        form.presentationController?.containerView?.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(form.sheetPresentationController?.presentedView?.frame == CGRect(x: 312, y: 234, width: 400, height: 300))
        form.dismiss(animated: false)

        let page = PresentationLogController("P", log: log)
        page.modalPresentationStyle = .pageSheet
        a.present(page, animated: false)
        #expect(page.sheetPresentationController?.presentedView?.frame == CGRect(x: 160, y: 20, width: 704, height: 748))
        // Narrowing the window makes it a sheet from the bottom edge.
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 768)
        UIApplication.shared.runUntilIdle()
        #expect(page.sheetPresentationController?.presentedView?.frame == CGRect(x: 0, y: 10, width: 600, height: 758))
        page.dismiss(animated: false)
    }

    @Test func detentsSetTheSheetHeight() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        a.present(b, animated: false)
        let view = try! #require(sheet.presentedView)
        // No selection: the smallest detent, medium = half of the large one (470 / 2).
        #expect(view.frame == CGRect(x: 0, y: 245, width: 320, height: 235))
        #expect(sheet.grabberView?.isHidden == false && sheet.grabberView?.frame == CGRect(x: 142, y: 5, width: 36, height: 5))
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        let custom = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
            context.maximumDetentValue * 0.25
        }
        sheet.detents = [custom, .large()]
        sheet.selectedDetentIdentifier = custom.identifier
        UIApplication.shared.runUntilIdle()
        #expect(view.frame.height == 117.5 && view.frame.maxY == 480)
        sheet.detents = []
        UIApplication.shared.runUntilIdle()
        #expect(sheet.detents.map(\.identifier) == [.large] && view.frame.minY == 10)
        b.dismiss(animated: false)
    }

    @Test func draggingMovesBetweenDetentsAndDownToDismiss() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        let sheet = try! #require(b.sheetPresentationController)
        let recorder = SheetDelegateRecorder()
        sheet.delegate = recorder
        sheet.detents = [.medium(), .large()]
        a.present(b, animated: false)
        _ = log.take()
        let view = try! #require(sheet.presentedView)
        // Drag the medium sheet up by 200 points: it settles at the large detent.
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(recorder.events == ["detent:com.apple.UIKit.large"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        // A short drag down settles back at the large detent.
        recorder.events = []
        let finger = window.touchDown(at: CGPoint(x: 160, y: 100))
        for y in stride(from: 110, through: 140, by: 10) {
            UIApplication.shared.advanceTime(by: 0.1)
            finger.move(to: CGPoint(x: 160, y: y))
        }
        #expect(abs(view.frame.minY - 50) < 11, "the sheet follows the finger")
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(view.frame.minY == 10 && recorder.events.isEmpty)
        // A long drag down dismisses it, telling the delegate.
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 470))
        #expect(recorder.events == ["shouldDismiss", "willDismiss"])
        #expect(b.isBeingDismissed)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(recorder.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(log.take() == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
    }

    @Test func modalInPresentationRefusesTheSwipe() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        b.isModalInPresentation = true
        let recorder = SheetDelegateRecorder()
        b.presentationController?.delegate = recorder
        a.present(b, animated: false)
        let view = try! #require(b.presentationController?.presentedView)
        let finger = window.touchDown(at: CGPoint(x: 160, y: 100))
        for y in stride(from: 130, through: 400, by: 30) { finger.move(to: CGPoint(x: 160, y: y)) }
        #expect(view.frame.minY < 10 + 300 / 2, "the sheet resists")
        finger.up()
        #expect(recorder.events == ["didAttemptToDismiss"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(a.presentedViewController === b && view.frame.minY == 10)
        // The delegate can refuse too.
        b.isModalInPresentation = false
        recorder.allowsDismissal = false
        recorder.events = []
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 470))
        #expect(recorder.events == ["shouldDismiss", "didAttemptToDismiss"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
    }
}

/// Sheets and the content in them.
@MainActor @Suite(.serialized) struct PresentationSheetContentTests {
    @Test func aScrollViewInASheetScrollsInsteadOfDraggingTheSheet() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        let scroll = UIScrollView(frame: b.view.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        b.view.addSubview(scroll)
        UIApplication.shared.runUntilIdle()
        #expect(scroll.frame.height == 470)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        let sheetView = try! #require(b.sheetPresentationController?.presentedView)
        let finger = window.touchDown(at: CGPoint(x: 160, y: 150))
        for y in stride(from: 170, through: 350, by: 20) {
            UIApplication.shared.advanceTime(by: 0.05)
            finger.move(to: CGPoint(x: 160, y: y))
        }
        #expect(sheetView.frame.minY == 10, "the sheet stays")
        #expect(scroll.contentOffset.y < 500, "the list scrolls")
        finger.up()
        UIApplication.shared.advanceTime(by: 2)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
    }

    @Test func thePresenterFollowsAWindowResizeWhileCovered() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        UIApplication.shared.runUntilIdle()
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
    }
}
