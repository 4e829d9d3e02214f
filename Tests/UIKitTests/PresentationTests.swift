import Foundation
import Testing
import UIKit
import UIKitTesting

/// Modal presentation: links, styles, frames, animations on the media clock, appearance
/// callbacks in UIKit's order, completion handlers.
@MainActor @Suite(.serialized) struct PresentationTests {
    /// The built-in transitions take 0.5 s with the ease-in-ease-out curve, whose value at
    /// the half-way time is exactly one half (the curve (0.42, 0, 0.58, 1) is symmetric).
    let half = 0.25

    @Test func fullScreenCoverVerticalPresentsAndDismisses() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        var presented = 0
        a.present(b, animated: true) { presented += 1 }
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.isBeingPresented && !b.isBeingDismissed)
        #expect(log.take() == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        UIApplication.shared.runUntilIdle()
        // Cover vertical: B's view starts one container height below its final place;
        // at 0.1 s of 0.5 s it has moved by the ease-in-ease-out value at 0.2.
        UIApplication.shared.advanceTime(by: 0.1)
        let progress = bezierTiming(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: 0.2)
        #expect(abs(shownCenter(b.view).y - (240 + 480 * (1 - progress))) < 1)
        UIApplication.shared.advanceTime(by: half - 0.1)
        #expect(abs(shownCenter(b.view).y - 480) < 1)
        #expect(presented == 0 && log.entries.isEmpty)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(log.take() == ["B.viewDidAppear(true)", "A.viewDidDisappear(true)"])
        #expect(presented == 1 && !b.isBeingPresented)
        #expect(b.view.frame == window.bounds && b.view.window === window)
        #expect(a.view.window == nil, "full screen takes the presenter's view out of the window")
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[160, 240].isNear(.blue))

        var dismissed = 0
        a.dismiss(animated: true) { dismissed += 1 }
        #expect(b.isBeingDismissed)
        #expect(log.take() == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        #expect(a.view.window === window, "the presenter's view comes back when the dismissal starts")
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: half)
        #expect(abs(shownCenter(b.view).y - 480) < 1)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(log.take() == ["A.viewDidAppear(true)", "B.viewDidDisappear(true)"])
        #expect(dismissed == 1)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.view.window == nil && a.view.frame == window.bounds)
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[160, 240].isNear(.red))
    }

    @Test func unanimatedPresentationCompletesAtOnce() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var done = false
        a.present(b, animated: false) { done = true }
        #expect(done)
        #expect(log.take() == ["A.viewWillDisappear(false)", "B.viewWillAppear(false)", "B.viewDidAppear(false)", "A.viewDidDisappear(false)"])
        #expect(b.view.frame == window.bounds && a.view.window == nil)
        b.dismiss(animated: false)
        #expect(log.take() == ["B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewDidAppear(false)", "B.viewDidDisappear(false)"])
        #expect(a.presentedViewController == nil && a.view.window === window)
        UIApplication.shared.runUntilIdle()
        #expect(log.entries.isEmpty, "no second round of callbacks from the window moves")
    }

    @Test func overFullScreenKeepsThePresenter() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(log.take() == ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        #expect(a.view.window === window && b.view.frame == window.bounds)
        a.dismiss(animated: true)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(log.take() == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
        #expect(a.presentedViewController == nil)
    }

    @Test func crossDissolveFadesOnTheMediaClock() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(b.view.frame == window.bounds, "cross dissolve does not move the view")
        UIApplication.shared.advanceTime(by: half)
        #expect(abs((b.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(b.view.alpha == 1)
        a.dismiss(animated: true)
        UIApplication.shared.advanceTime(by: half)
        #expect(abs((b.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(b.view.window == nil && a.presentedViewController == nil)
    }

    @Test func flipHorizontalAnimatesTheWindowContent() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log, color: .blue)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        a.present(b, animated: true)
        #expect(window.layer.animation(forKey: kCATransition) != nil)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(log.take() == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)", "A.viewDidDisappear(true)"])
        #expect(PixelReader(window.renderedImage())[160, 240].isNear(.blue))
        a.dismiss(animated: true)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil && a.view.window === window)
        #expect(PixelReader(window.renderedImage())[160, 240].isNear(.red))
    }

    @Test func partialCurlFallsBackToCoverVertical() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .partialCurl
        a.present(b, animated: true)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: half)
        #expect(abs(shownCenter(b.view).y - 480) < 1)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(b.view.frame == window.bounds)
    }

    @Test func currentContextCoversTheContextController() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let context = PresentationLogController("C", log: log)
        context.definesPresentationContext = true
        a.addChild(context)
        context.view.frame = CGRect(x: 20, y: 100, width: 200, height: 150)
        a.view.addSubview(context.view)
        context.didMove(toParent: a)
        let inner = PresentationLogController("I", log: log)
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        UIApplication.shared.runUntilIdle()
        _ = log.take()

        let b = PresentationLogController("B", log: log, color: .blue)
        b.modalPresentationStyle = .currentContext
        inner.present(b, animated: false)
        #expect(b.presentingViewController === context && context.presentedViewController === b)
        #expect(inner.presentedViewController === b, "a child sees what its ancestor presents")
        #expect(b.view.superview?.frame == CGRect(x: 20, y: 100, width: 200, height: 150))
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 20, y: 100, width: 200, height: 150))
        #expect(context.view.window == nil && a.view.window === window)
        #expect(Array(log.take().prefix(2)) == ["C.viewWillDisappear(false)", "B.viewWillAppear(false)"])
        inner.dismiss(animated: false)
        #expect(context.presentedViewController == nil && context.view.superview === a.view)
        #expect(context.view.frame == CGRect(x: 20, y: 100, width: 200, height: 150))

        let over = PresentationLogController("O", log: log)
        over.modalPresentationStyle = .overCurrentContext
        inner.present(over, animated: false)
        #expect(over.presentingViewController === context && context.view.window === window)
        #expect(over.view.convert(over.view.bounds, to: nil) == CGRect(x: 20, y: 100, width: 200, height: 150))
        over.dismiss(animated: false)
        #expect(context.presentedViewController == nil)
    }

    @Test func presentingFromAChildUsesTheRoot() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let child = PresentationLogController("K", log: log)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .currentContext  // no context defined: the root presents
        child.present(b, animated: false)
        #expect(b.presentingViewController === a && a.presentedViewController === b)
        b.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
    }

    @Test func dismissingALowerControllerDismissesTheStack() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log, color: .green)
        b.modalPresentationStyle = .fullScreen
        let c = PresentationLogController("C", log: log, color: .blue)
        c.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(a.presentedViewController === b && b.presentedViewController === c && c.presentingViewController === b)
        _ = log.take()
        var done = 0
        a.dismiss(animated: true) { done += 1 }
        #expect(b.view.window == nil, "intermediate controllers leave at once")
        #expect(c.isBeingDismissed && c.view.window === window && a.view.window === window)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: half)
        #expect(abs(shownCenter(c.view).y - 480) < 1, "only the topmost animates")
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(done == 1)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(c.view.window == nil && a.view.window === window)
        let entries = log.take()
        #expect(entries.contains("C.viewDidDisappear(true)") && entries.contains("A.viewDidAppear(true)"))
        #expect(window.subviews.count == 1, "no container left behind")
    }

    @Test func dismissOnThePresentedControllerAsksItsPresenter() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        let c = PresentationLogController("C", log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        c.dismiss(animated: false)
        #expect(b.presentedViewController == nil && a.presentedViewController === b)
        b.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
    }

    @Test func badRequestsAreLoggedAndChangeNothing() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let offscreen = PresentationLogController("X", log: log)
        let b = PresentationLogController("B", log: log)
        var completions = 0
        offscreen.present(b, animated: true) { completions += 1 }
        #expect(offscreen.presentedViewController == nil && b.presentingViewController == nil)
        #expect(completions == 0)

        a.present(b, animated: false)
        let c = PresentationLogController("C", log: log)
        a.present(c, animated: false) { completions += 1 }
        #expect(a.presentedViewController === b && c.presentingViewController == nil, "already presenting")
        b.present(b, animated: false)
        let d = PresentationLogController("D", log: log)
        d.loadViewIfNeeded()
        UIApplication.shared.runUntilIdle()
        b.present(d, animated: false)
        #expect(b.presentedViewController === d)
        let e = PresentationLogController("E", log: log)
        e.loadViewIfNeeded()
        e.present(d, animated: false)
        #expect(d.presentingViewController === b, "already presented elsewhere")
        #expect(completions == 0)

        a.dismiss(animated: true)
        a.dismiss(animated: true) { completions += 1 }
        #expect(completions == 0, "a dismissal in progress refuses a second one")
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
        b.dismiss(animated: false) { completions += 1 }
        #expect(completions == 1, "nothing to dismiss: logged, the completion still runs")
        // The app is still usable: a new presentation works.
        a.present(c, animated: false)
        #expect(a.presentedViewController === c)
        c.dismiss(animated: false)
    }

    @Test func touchesReachThePresentedControllerOnly() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        var tapsA = 0, tapsB = 0
        let buttonA = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        buttonA.addAction(UIAction { _ in tapsA += 1 }, for: .touchUpInside)
        a.view.addSubview(buttonA)
        let b = PresentationLogController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.view.backgroundColor = .clear
        let buttonB = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        buttonB.addAction(UIAction { _ in tapsB += 1 }, for: .touchUpInside)
        b.view.addSubview(buttonB)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        window.tap(at: CGPoint(x: 50, y: 50))
        window.tap(at: CGPoint(x: 200, y: 300))
        #expect(tapsB == 1 && tapsA == 0)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        window.tap(at: CGPoint(x: 200, y: 300))
        #expect(tapsA == 1)
    }

    @Test func presentationControllerExistsBeforePresenting() {
        let b = UIViewController()
        #expect(b.modalPresentationStyle == .automatic && b.modalTransitionStyle == .coverVertical)
        #expect(b.sheetPresentationController != nil, "automatic is a sheet")
        let sheet = b.sheetPresentationController
        #expect(b.presentationController === sheet)
        b.modalPresentationStyle = .fullScreen
        #expect(b.sheetPresentationController == nil)
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(b.presentationController?.shouldRemovePresentersView == true)
        b.modalPresentationStyle = .overFullScreen
        #expect(b.presentationController?.shouldRemovePresentersView == false)
    }
}
