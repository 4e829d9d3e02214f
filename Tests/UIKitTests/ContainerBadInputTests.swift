import Foundation
import Testing
import UIKit
import UIKitTesting

/// The bad input for containers and presentation, each through the event path:
/// reported as UIKit reports it (its words in the log, or nil where UIKit answers nil
/// silently) and leaving the app usable afterwards.
@MainActor @Suite(.serialized) struct ContainerBadInputTests {
    @Test func pushingAControllerAlreadyOnTheStackIsLoggedAndTheBackButtonStillPops() {
        let root = titled("Root"), detail = titled("Detail")
        let (window, nav) = makeNavigationScene(root)
        defer { window.isHidden = true }
        nav.pushViewController(detail, animated: false)
        let lines = capturingLog {
            nav.pushViewController(detail, animated: true)
            nav.pushViewController(root, animated: true)
        }
        // UIKit raises "Pushing the same view controller instance more than once is not supported".
        #expect(lines.filter { $0.contains("Pushing the same view controller instance") }.count == 2)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [root, detail] && detail.view.window === window)
        window.tap(at: centerInWindow(nav.navigationBar.backButton))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [root] && root.view.window === window && detail.view.window == nil)
    }

    @Test func poppingTheRootAnswersNilSilentlyAndAnEdgeSwipeThereDoesNothing() {
        let root = titled("Root")
        let (window, nav) = makeNavigationScene(root)
        defer { window.isHidden = true }
        var popped: UIViewController?? = .none
        var poppedToRoot: [UIViewController]?
        let lines = capturingLog {
            popped = nav.popViewController(animated: true)
            poppedToRoot = nav.popToRootViewController(animated: true)
        }
        #expect(popped == .some(nil), "UIKit returns nil at the root")
        #expect(poppedToRoot?.isEmpty ?? true, "nothing above the root to pop")
        #expect(lines.isEmpty, "UIKit logs nothing for a pop at the root")
        window.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [root] && root.view.frame.minX == 0 && root.view.window === window)
        let next = titled("Next")
        nav.pushViewController(next, animated: false)
        #expect(nav.topViewController === next && next.view.window === window, "pushing still works")
    }

    @Test func presentingFromAControllerNotInAWindowIsLoggedAndTheAppStillPresents() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let offscreen = PresentationLogController("X", log: log)
        let b = PresentationLogController("B", log: log)
        var completions = 0
        let lines = capturingLog { offscreen.present(b, animated: true) { completions += 1 } }
        // UIKit's warning: "Attempt to present … whose view is not in the window hierarchy."
        #expect(lines.contains { $0.contains("whose view is not in the window hierarchy") })
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(offscreen.presentedViewController == nil && b.presentingViewController == nil && completions == 0)
        #expect(b.viewIfLoaded?.window == nil)
        a.present(b, animated: true) { completions += 1 }
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(a.presentedViewController === b && b.view.window === window && completions == 1)
    }

    @Test func dismissingTwiceIsLoggedOnceInFlightAndTheSecondAfterwardChangesNothing() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log)
        a.present(b, animated: false)
        var completions: [String] = []
        let inFlight = capturingLog {
            b.dismiss(animated: true) { completions.append("first") }
            b.dismiss(animated: true) { completions.append("second") }
        }
        // UIKit's warning for a second dismissal while the first runs.
        #expect(inFlight.contains { $0.contains("while a presentation or dismiss is in progress") })
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(completions == ["first"] && a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
        let after = capturingLog { a.dismiss(animated: true) { completions.append("third") } }
        #expect(after.contains { $0.contains("nothing to dismiss") } && a.view.window === window)
        // Still usable: a tap reaches the presenting controller's view and presenting works.
        var tapped = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.setTitle("Go", for: .normal)
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        a.view.addSubview(button)
        UIApplication.shared.runUntilIdle()
        window.tap(at: centerInWindow(button))
        #expect(tapped)
        a.present(b, animated: false)
        #expect(a.presentedViewController === b && b.view.window === window)
    }
}
