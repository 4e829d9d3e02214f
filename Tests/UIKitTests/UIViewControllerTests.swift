import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor final class LoggingController: UIViewController {
    var events: [String] = []
    override func loadView() { events.append("loadView"); super.loadView() }
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { events.append("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { events.append("didMove(\(parent == nil ? "nil" : "parent"))") }
    var childSizeChanges = 0
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) { childSizeChanges += 1 }
}

@MainActor @Suite(.serialized) struct UIViewControllerTests {
    @Test func lifecycleOrder() {
        let controller = LoggingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        window.rootViewController = controller
        #expect(controller.events.isEmpty)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #expect(window.isKeyWindow && UIApplication.shared.keyWindow === window)
        UIApplication.shared.runUntilIdle()
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        controller.events = []
        window.rootViewController = nil
        #expect(controller.events == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func childContainment() {
        let parent = LoggingController()
        let child = LoggingController()
        parent.addChild(child)
        #expect(child.events == ["willMove(parent)"])
        #expect(parent.children == [child] && child.parent === parent)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(parent.childSizeChanges == 1)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.events == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
        parent.setEditing(true, animated: false)
        #expect(parent.isEditing)
    }
}
