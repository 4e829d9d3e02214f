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

/// More bad input: presenting while presenting, stacks given duplicates or strangers,
/// and a controller pushed while it lives on another stack.
@MainActor @Suite(.serialized) struct ContainerBadInputMoreTests {
    @Test func presentingWhilePresentingIsLoggedAndTheFirstPresentationStands() {
        let (window, a, log) = makePresentationScene()
        defer { window.isHidden = true }
        let b = PresentationLogController("B", log: log), c = PresentationLogController("C", log: log)
        var completions: [String] = []
        let during = capturingLog {
            a.present(b, animated: true) { completions.append("b") }
            a.present(c, animated: true) { completions.append("c") }
        }
        // UIKit's warning: "Attempt to present … on … which is already presenting …".
        #expect(during.contains { $0.contains("which is already presenting") })
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(completions == ["b"] && a.presentedViewController === b && c.presentingViewController == nil)
        #expect(b.view.window === window && c.viewIfLoaded?.window == nil)
        let after = capturingLog { a.present(c, animated: false) { completions.append("c") } }
        #expect(after.contains { $0.contains("which is already presenting") } && completions == ["b"])
        // Presenting from the presented controller is how a second one goes on top.
        b.present(c, animated: false) { completions.append("c") }
        #expect(completions == ["b", "c"] && b.presentedViewController === c && c.view.window === window)
    }

    @Test func presentingAControllerOnAStackIsLoggedAndTheStackKeepsIt() {
        let root = titled("Root"), detail = titled("Detail")
        let (window, nav) = makeNavigationScene(root)
        defer { window.isHidden = true }
        nav.pushViewController(detail, animated: false)
        // UIKit raises "Application tried to present modally a view controller … that has
        // a parent view controller …"; here it is logged and refused.
        let lines = capturingLog { root.present(detail, animated: true) }
        #expect(lines.contains { $0.contains("that has a parent view controller") })
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(root.presentedViewController == nil && nav.presentedViewController == nil)
        #expect(nav.viewControllers == [root, detail] && detail.view.window === window && detail.parent === nav)
    }

    @Test func setViewControllersWithDuplicatesKeepsTheFirstOfEachAndPopsNormally() {
        let a = titled("A"), b = titled("B"), c = titled("C")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        let lines = capturingLog { nav.setViewControllers([a, b, a, c, b], animated: true) }
        #expect(lines.filter { $0.contains("appears more than once") }.count == 2)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [a, b, c] && nav.children == [a, b, c])
        #expect(nav.navigationBar.items?.count == 3 && c.view.window === window)
        window.tap(at: centerInWindow(nav.navigationBar.backButton))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [a, b] && b.view.window === window && c.parent == nil)
    }

    @Test func poppingToAControllerNotOnTheStackIsLoggedAndPopsNothing() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        var popped: [UIViewController]? = []
        let lines = capturingLog { popped = nav.popToViewController(titled("Stranger"), animated: true) }
        #expect(popped == nil && lines.contains { $0.contains("is not on the navigation stack") })
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [a, b] && b.view.window === window)
        #expect(nav.popToViewController(a, animated: false) == [b] && a.view.window === window)
    }

    @Test func pushingAControllerFromAnotherStackMovesIt() {
        let a = titled("A"), b = titled("B"), x = titled("X")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        let other = UINavigationController(rootViewController: x)
        other.pushViewController(b, animated: false)
        // addChild(_:) takes a controller away from its old container first (UIKit's
        // documentation of addChild), so the other stack no longer lists it.
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a, b] && b.parent === nav && b.navigationController === nav)
        #expect(other.viewControllers == [x] && other.children == [x] && other.topViewController === x)
        #expect(other.navigationBar.items?.count == 1)
        window.tap(at: centerInWindow(nav.navigationBar.backButton))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(nav.viewControllers == [a] && b.parent == nil)
    }

    @Test func tabsGivenDuplicatesOrABadIndexAreLoggedAndStillSwitchByTap() {
        let a = titled("A"), b = titled("B")
        let lines = capturingLog {
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b, a]
            #expect(tabs.viewControllers == [a, b])
            tabs.selectedIndex = 5
            #expect(tabs.selectedIndex == 0)
        }
        #expect(lines.contains { $0.contains("appears more than once") })
        #expect(lines.contains { $0.contains("out of range") })
        let (window, tabs) = makeTabScene([a, b, b])
        defer { window.isHidden = true }
        #expect(tabs.viewControllers == [a, b] && tabs.tabBar.items?.count == 2)
        window.tap(at: CGPoint(x: 240, y: 455))
        #expect(tabs.selectedViewController === b && b.view.window === window)
    }
}
