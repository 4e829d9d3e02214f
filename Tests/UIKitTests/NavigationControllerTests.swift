import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor final class NavigationDelegateRecorder: UINavigationControllerDelegate {
    var lines: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        lines.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        lines.append("didShow \(viewController.title ?? "")")
    }
}

@MainActor @Suite(.serialized) struct NavigationControllerTests {
    @Test func rootStackAndContainment() {
        let root = titled("Root")
        let (window, nav) = makeNavigationScene(root)
        defer { window.isHidden = true }
        #expect(nav.viewControllers == [root] && nav.topViewController === root && nav.visibleViewController === root)
        #expect(root.navigationController === nav && root.parent === nav)
        #expect(nav.navigationBar.topItem === root.navigationItem)
        // The bar is 44 points at the top; the root's view fills the navigation controller
        // and its safe area starts below the bar.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.view.safeAreaInsets.top == 44)
        #expect(nav.navigationBar.titleLabel.attributedText?.string == "Root")
        #expect(nav.popViewController(animated: false) == nil)
        #expect(nav.viewControllers.count == 1)
    }

    /// Under a top safe area (a status bar) the bar sits below it while its background
    /// extends up to the top edge (`.topAttached`), and content starts below the bar.
    @Test func barSitsUnderTheTopSafeAreaWithItsBackgroundAttached() {
        let root = titled("Root", color: .white)
        let (window, nav) = makeNavigationScene(root)
        defer { window.isHidden = true }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .green
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        nav.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.barPosition == .topAttached)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(root.view.safeAreaInsets.top == 64)
        let scale = Int(window.screen.scale)
        let pixels = PixelReader(window.renderedImage())
        #expect(pixels[160 * scale, 5 * scale].isNear(.green))
        #expect(pixels[5 * scale, 50 * scale].isNear(.green))
        #expect(pixels[160 * scale, 100 * scale].isNear(.white))
    }

    @Test func unanimatedPushPopAndAppearanceOrder() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        log.lines = []
        nav.pushViewController(b, animated: false)
        #expect(log.lines == ["A.willDisappear(false)", "B.willAppear(false)", "A.didDisappear(false)", "B.didAppear(false)", "B.didMove(parent)"])
        #expect(b.view.superview != nil && a.viewIfLoaded?.superview == nil)
        #expect(b.navigationController === nav && nav.navigationBar.backItem === a.navigationItem)
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.backButton.title == "A" && !nav.navigationBar.backButton.isHidden)
        log.lines = []
        #expect(nav.popViewController(animated: false) === b)
        #expect(log.lines == ["B.willDisappear(false)", "A.willAppear(false)", "B.didDisappear(false)", "A.didAppear(false)", "B.didMove(nil)"])
        #expect(b.parent == nil && b.navigationController == nil)
    }

    /// The push slides the new view in from the right edge over 0.35 s while the old view
    /// moves left by 30% of the width; with the ease-in-out curve (symmetric) the views are
    /// exactly half-way at 0.175 s.
    @Test func animatedPushSlidesOnTheMediaClock() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        log.lines = []
        nav.pushViewController(b, animated: true)
        #expect(log.lines == ["A.willDisappear(true)", "B.willAppear(true)"])
        // A quarter of the way in time: the ease-in-out curve (0.42, 0, 0.58, 1) gives the progress.
        UIApplication.shared.advanceTime(by: 0.0875)
        let p = CGFloat(bezierTiming(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: 0.25))
        #expect(abs(shownCenter(b.view).x - (160 + 320 * (1 - p))) < 0.5)
        #expect(abs(shownCenter(a.view).x - (160 - 96 * p)) < 0.5)
        UIApplication.shared.advanceTime(by: 0.0875)
        #expect(abs(shownCenter(b.view).x - (160 + 160)) < 0.5)
        #expect(abs(shownCenter(a.view).x - (160 - 48)) < 0.5)
        #expect(log.lines.count == 2)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(log.lines == ["A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)", "B.didAppear(true)", "B.didMove(parent)"])
        #expect(b.view.frame.origin.x == 0 && a.viewIfLoaded?.superview == nil)
        #expect(a.view.frame.origin.x == 0)
    }

    /// Mid-push the rendered frame shows the old screen on the left and the new one
    /// sliding in on the right (pixels through the compositor).
    @Test func pushRendersBothScreensMidSlide() {
        let a = titled("A", color: .red), b = titled("B", color: .blue)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceTime(by: 0.175)
        let scale = Int(window.screen.scale)
        var pixels = PixelReader(window.renderedImage())
        #expect(pixels[100 * scale, 240 * scale].isNear(.red))
        #expect(pixels[300 * scale, 240 * scale].isNear(.blue))
        UIApplication.shared.advanceTime(by: 0.2)
        pixels = PixelReader(window.renderedImage())
        #expect(pixels[100 * scale, 240 * scale].isNear(.blue))
        #expect(pixels[10 * scale, 240 * scale].isNear(.blue))
    }

    @Test func animatedPopReversesTheSlide() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        log.lines = []
        nav.popViewController(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(abs(shownCenter(a.view).x - (160 - 96)) < 0.5)
        #expect(abs(shownCenter(b.view).x - 160) < 0.5)
        UIApplication.shared.advanceTime(by: 0.175)
        #expect(abs(shownCenter(a.view).x - (160 - 48)) < 0.5)
        #expect(abs(shownCenter(b.view).x - 320) < 0.5)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(log.lines == ["B.willDisappear(true)", "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)", "B.didMove(nil)"])
        #expect(nav.viewControllers == [a])
    }

    /// Tapping the back button through the window pops with the animation.
    @Test func tappingBackButtonPops() {
        let a = titled("Inbox"), b = titled("Message")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        let back = nav.navigationBar.backButton
        #expect(back.title == "Inbox")
        window.tap(at: windowCenter(of: back))
        #expect(nav.viewControllers == [a])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(a.view.superview != nil && b.viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.backButton.isHidden)
    }

    @Test func popToRootPopToAndSetViewControllers() {
        let a = titled("A"), b = titled("B"), c = titled("C"), d = titled("D")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.setViewControllers([a, b, c, d], animated: false)
        #expect(nav.topViewController === d && nav.navigationBar.items?.count == 4)
        #expect(nav.popToViewController(b, animated: false) == [c, d])
        #expect(nav.viewControllers == [a, b])
        #expect(c.parent == nil && d.parent == nil)
        #expect(nav.popToViewController(d, animated: false) == nil)
        nav.pushViewController(c, animated: false)
        #expect(nav.popToRootViewController(animated: false) == [b, c])
        #expect(nav.viewControllers == [a] && a.view.superview != nil)
        nav.setViewControllers([d], animated: false)
        #expect(nav.viewControllers == [d] && a.parent == nil && d.view.superview != nil)
    }

    /// Bad input is refused as UIKit refuses it (logged), and the controller stays usable.
    @Test func badInputIsRefusedAndAppStaysUsable() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(a, animated: false)
        #expect(nav.viewControllers == [a])
        nav.pushViewController(b, animated: true)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b])
        nav.pushViewController(UINavigationController(), animated: false)
        #expect(nav.viewControllers == [a, b])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.popViewController(animated: false) === b)
        #expect(nav.popViewController(animated: false) == nil)
        nav.setViewControllers([a, b, b], animated: false)
        #expect(nav.viewControllers == [a, b])
        // The managed bar refuses direct item changes.
        nav.navigationBar.pushItem(UINavigationItem(title: "Stray"), animated: false)
        #expect(nav.navigationBar.popItem(animated: false) == nil)
        #expect(nav.navigationBar.items?.count == 2 && nav.navigationBar.topItem === b.navigationItem)
        #expect(b.view.superview != nil)
    }

    @Test func delegateHearsWillAndDidShow() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        let delegate = NavigationDelegateRecorder()
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        #expect(delegate.lines == ["willShow B"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(delegate.lines == ["willShow B", "didShow B"])
    }

    /// A push during a running push completes the first at once.
    @Test func pushDuringTransitionCompletesTheFirst() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let c = AppearanceLogController("C", log: log)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        log.lines = []
        nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceTime(by: 0.1)
        nav.pushViewController(c, animated: true)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(log.lines == ["A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)", "B.didAppear(true)", "B.didMove(parent)",
                              "B.willDisappear(true)", "C.willAppear(true)", "B.didDisappear(true)", "C.didAppear(true)", "C.didMove(parent)"])
        #expect(nav.viewControllers == [a, b, c] && c.view.frame.origin.x == 0 && b.viewIfLoaded?.superview == nil)
    }

    /// Dragging from the left edge past half the width pops, following the finger.
    @Test func interactivePopCompletes() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        log.lines = []
        let finger = window.touchDown(at: CGPoint(x: 5, y: 200))
        finger.move(to: CGPoint(x: 25, y: 200))
        #expect(log.lines == ["B.willDisappear(true)", "A.willAppear(true)"])
        for x in stride(from: 60, through: 200, by: 20) { finger.move(to: CGPoint(x: CGFloat(x), y: 200)) }
        // The top view follows the finger (195 points from where it touched down); the one
        // below moves in from -30% of the width.
        #expect(abs(b.view.frame.minX - 195) < 0.5)
        #expect(abs(a.view.frame.minX - (-96 * (1 - 195.0 / 320))) < 0.5)
        UIApplication.shared.advanceTime(by: 0.3)
        finger.move(to: CGPoint(x: 200, y: 200))
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a])
        #expect(log.lines == ["B.willDisappear(true)", "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)", "B.didMove(nil)"])
        #expect(a.view.frame.minX == 0 && b.viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.topItem === a.navigationItem)
    }

    /// Releasing before half the width (slowly) cancels: the top appears again.
    @Test func interactivePopCancels() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        log.lines = []
        let finger = window.touchDown(at: CGPoint(x: 5, y: 200))
        for x in stride(from: 20, through: 100, by: 20) { finger.move(to: CGPoint(x: CGFloat(x), y: 200)) }
        #expect(abs(b.view.frame.minX - 95) < 0.5)
        // Holding still for 0.3 s leaves no velocity to flick the pop through.
        UIApplication.shared.advanceTime(by: 0.3)
        finger.move(to: CGPoint(x: 100, y: 200))
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a, b])
        #expect(log.lines == ["B.willDisappear(true)", "A.willAppear(true)", "A.willDisappear(true)", "B.willAppear(true)",
                              "A.didDisappear(true)", "B.didAppear(true)"])
        #expect(b.view.frame.minX == 0 && a.viewIfLoaded?.superview == nil)
    }

    /// A fast flick completes the pop even before half the width.
    @Test func interactivePopCompletesWithVelocity() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        let finger = window.touchDown(at: CGPoint(x: 5, y: 200))
        for x in stride(from: 25, through: 105, by: 20) { finger.move(to: CGPoint(x: CGFloat(x), y: 200)) }
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a])
    }

    /// A drag that does not start at the left edge, or at the root, does nothing.
    @Test func edgePanNeedsTheEdgeAndAStack() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        window.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a] && a.view.frame.minX == 0)
        nav.pushViewController(b, animated: false)
        window.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 300, y: 200))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a, b])
    }

    @Test func hiddenBarAndToolbarChangeTheSafeArea() {
        let a = titled("A")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        let item = UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)
        a.toolbarItems = [.flexibleSpace(), item]
        nav.setToolbarHidden(false, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(nav.toolbar.items?.last === item)
        #expect(a.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
        nav.isNavigationBarHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.isHidden && a.view.safeAreaInsets.top == 0)
        nav.setNavigationBarHidden(false, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(!nav.navigationBar.isHidden)
        UIApplication.shared.advanceTime(by: 0.1)
        let midY = nav.navigationBar.layer.presentation()?.position.y ?? 0
        #expect(midY > -22 && midY < 22)
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(nav.navigationBar.frame.minY == 0 && a.view.safeAreaInsets.top == 44)
    }

    /// The toolbar follows the top controller's items (set while on top, and on push),
    /// and tapping one sends its action.
    @Test func toolbarItemsFollowTheTopAndTap() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.isToolbarHidden = false
        var taps = 0
        let reply = UIBarButtonItem(primaryAction: UIAction(title: "Reply") { _ in taps += 1 })
        a.setToolbarItems([reply], animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(nav.toolbar.items?.first === reply)
        let view = nav.toolbar.itemViews[0].1
        window.tap(at: windowCenter(of: view))
        #expect(taps == 1)
        b.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
        nav.pushViewController(b, animated: false)
        #expect(nav.toolbar.items?.first?.title == "Delete")
        nav.popViewController(animated: false)
        #expect(nav.toolbar.items?.first === reply)
    }

    /// Large titles make the bar 96 points (44 + 52) and push the content down with it.
    @Test func largeTitlesAndPrompt() {
        let a = titled("Library"), b = titled("Album")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.navigationBar.prefersLargeTitles = true
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 96 && a.view.safeAreaInsets.top == 96)
        #expect(!nav.navigationBar.largeTitleLabel.isHidden && nav.navigationBar.titleLabel.isHidden)
        b.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44 && b.view.safeAreaInsets.top == 44)
        b.navigationItem.prompt = "Pick a song"
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 74 && b.view.safeAreaInsets.top == 74)
    }

    @Test func showPushesInsideANavigationController() {
        let a = titled("A"), b = titled("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        a.show(b, sender: nil)
        #expect(nav.viewControllers == [a, b])
        UIApplication.shared.advanceTime(by: 0.4)
        let c = titled("C")
        b.showDetailViewController(c, sender: nil)
        #expect(nav.viewControllers == [a, b, c])
        UIApplication.shared.advanceTime(by: 0.4)
    }

    /// A navigation controller not in a window changes its stack without callbacks, and
    /// its top appears when the window shows it.
    @Test func stackChangesOffscreenAppearLater() {
        let log = SharedLog()
        let a = AppearanceLogController("A", log: log), b = AppearanceLogController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b])
        #expect(log.lines == ["A.didMove(parent)", "B.didMove(parent)"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        defer { window.isHidden = true }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        #expect(log.lines == ["A.didMove(parent)", "B.didMove(parent)", "B.willAppear(false)", "B.didAppear(false)"])
        #expect(b.view.superview != nil && a.viewIfLoaded?.superview == nil)
    }

    /// The bar shows its background once the top scroll view scrolls from its top edge.
    @Test func scrollEdgeAppearanceFollowsTheScrollView() {
        let scrolling = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrolling.view = scrollView
        let (window, nav) = makeNavigationScene(scrolling)
        defer { window.isHidden = true }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        nav.navigationBar.standardAppearance = appearance
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.isAtScrollEdge)
        #expect(nav.navigationBar.backgroundView.backgroundColor == nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        UIApplication.shared.runUntilIdle()
        #expect(!nav.navigationBar.isAtScrollEdge)
        #expect(nav.navigationBar.backgroundView.backgroundColor == .red)
    }
}
