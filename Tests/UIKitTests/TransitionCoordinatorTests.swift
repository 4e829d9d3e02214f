import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that, in its will-callbacks, animates a marker view's alpha alongside the
/// transition and records what the coordinator tells it.
@MainActor
final class CoordinatedController: UIViewController {
    let name: String
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var events: [String] = []
    var alongsideDuringDisappear = true

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(marker)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { events.append("willAppear:nil"); return }
        events.append("willAppear:animated=\(coordinator.isAnimated),interactive=\(coordinator.isInteractive)")
        marker.alpha = 0
        coordinator.animate(alongsideTransition: { [weak self] context in
            self?.marker.alpha = 1
            self?.events.append("alongside:to=\((context.viewController(forKey: .to) as? CoordinatedController)?.name ?? "?")")
        }, completion: { [weak self] context in
            self?.events.append("completion:cancelled=\(context.isCancelled)")
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator else { events.append("willDisappear:nil"); return }
        events.append("willDisappear:interactive=\(coordinator.isInteractive)")
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.events.append("interactionChanged:cancelled=\(context.isCancelled)")
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.events.append("disappearAlongside")
        }, completion: { [weak self] context in
            self?.events.append("disappearCompletion:cancelled=\(context.isCancelled)")
        })
    }
}

/// A controller that records size transitions.
@MainActor
final class SizeRecordingController: UIViewController {
    var sizes: [CGSize] = []
    var completions: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        let viewSize = view.bounds.size
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            self?.completions.append(self?.view.bounds.size ?? .zero)
        }
        #expect(viewSize != size, "the view has its old size when it hears the transition")
    }
}

/// `transitionCoordinator` during pushes, pops (interactive too), presentations and
/// dismissals; `viewWillTransition(to:with:)` on window resize.
@MainActor @Suite(.serialized) struct TransitionCoordinatorTests {
    @Test func pushRunsAlongsideAnimationsWithTheSlide() throws {
        let a = CoordinatedController("A"), b = CoordinatedController("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        a.events = []
        nav.pushViewController(b, animated: true)
        #expect(nav.transitionCoordinator != nil && b.transitionCoordinator === nav.transitionCoordinator)
        #expect(b.events == ["willAppear:animated=true,interactive=false", "alongside:to=B"])
        // The alongside change animates with the slide: halfway through the marker is half faded in.
        #expect(b.marker.alpha == 1)
        UIApplication.shared.advanceTime(by: 0.175)
        let alpha = b.marker.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0.2 && alpha < 0.8)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(b.events.last == "completion:cancelled=false")
        #expect(a.events == ["willDisappear:interactive=false", "disappearAlongside", "disappearCompletion:cancelled=false"])
        #expect(b.transitionCoordinator == nil && nav.transitionCoordinator == nil, "gone once the transition ended")
        // Without animation the blocks run at once.
        b.events = []
        a.events = []
        nav.popViewController(animated: false)
        #expect(a.events == ["willAppear:animated=false,interactive=false", "alongside:to=A", "completion:cancelled=false"])
    }

    @Test func cancelledInteractivePopTellsTheCompletionItWasCancelled() throws {
        let a = CoordinatedController("A"), b = CoordinatedController("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        a.events = []
        b.events = []
        let finger = window.touchDown(at: CGPoint(x: 5, y: 200))
        for x in stride(from: 20, through: 100, by: 20) { finger.move(to: CGPoint(x: CGFloat(x), y: 200)) }
        #expect(b.events == ["willDisappear:interactive=true"])
        #expect(a.events == ["willAppear:animated=true,interactive=true"])
        let coordinator = try #require(a.transitionCoordinator)
        #expect(coordinator.initiallyInteractive && abs(coordinator.percentComplete - 95.0 / 320) < 0.01)
        UIApplication.shared.advanceTime(by: 0.3)
        finger.move(to: CGPoint(x: 100, y: 200))
        finger.up()
        // The handler hears the end of the interaction; going back, B appears again and A
        // disappears again (UIKit's order), with the same coordinator, no longer interactive.
        #expect(b.events == ["willDisappear:interactive=true", "interactionChanged:cancelled=true", "willAppear:animated=true,interactive=false"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a, b])
        // The alongside animations never ran; the completions hear the cancellation.
        #expect(a.events == ["willAppear:animated=true,interactive=true", "willDisappear:interactive=false",
                             "completion:cancelled=true", "disappearCompletion:cancelled=true"])
        #expect(b.events.suffix(2) == ["disappearCompletion:cancelled=true", "completion:cancelled=true"])
        #expect(!b.events.contains("disappearAlongside") && !a.events.contains("disappearAlongside"))
        #expect(a.marker.alpha == 0, "the cancelled change was not applied")
        #expect(a.transitionCoordinator == nil)
    }

    @Test func completedInteractivePopRunsTheAlongsideAnimations() throws {
        let a = CoordinatedController("A"), b = CoordinatedController("B")
        let (window, nav) = makeNavigationScene(a)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        a.events = []
        let finger = window.touchDown(at: CGPoint(x: 5, y: 200))
        for x in stride(from: 25, through: 105, by: 20) { finger.move(to: CGPoint(x: CGFloat(x), y: 200)) }
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(nav.viewControllers == [a])
        #expect(a.events == ["willAppear:animated=true,interactive=true", "alongside:to=A", "completion:cancelled=false"])
        #expect(a.marker.alpha == 1)
    }

    @Test func presentationAndDismissalHaveACoordinator() throws {
        let (window, root, _) = makePresentationScene()
        defer { window.isHidden = true }
        let presented = CoordinatedController("P")
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(presented, animated: true) { completed = true }
        #expect(presented.transitionCoordinator?.presentationStyle == .fullScreen)
        #expect(presented.events == ["willAppear:animated=true,interactive=false", "alongside:to=P"])
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(completed && presented.events.last == "completion:cancelled=false" && presented.transitionCoordinator == nil)
        presented.events = []
        presented.dismiss(animated: true)
        #expect(presented.events == ["willDisappear:interactive=false", "disappearAlongside"])
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(presented.events.last == "disappearCompletion:cancelled=false")
    }

    @Test func windowResizeCallsViewWillTransition() {
        let root = SizeRecordingController()
        let child = SizeRecordingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        defer { window.isHidden = true }
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 700)
        #expect(root.sizes == [CGSize(width: 1024, height: 700)])
        #expect(child.sizes == [CGSize(width: 1024, height: 700)], "the default forwards to children")
        #expect(root.completions == [CGSize(width: 1024, height: 700)], "the completion sees the new size")
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 700)
        #expect(root.sizes.count == 1, "no change, no transition")
    }
}
