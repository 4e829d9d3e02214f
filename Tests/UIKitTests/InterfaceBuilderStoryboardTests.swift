import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct InterfaceBuilderStoryboardTests {
    let storyboard = UIStoryboard(name: "Flow", bundle: .module)

    @Test func initialControllerAwakesBeforeItsViewLoads() throws {
        let list = try #require(storyboard.instantiateInitialViewController() as? ListViewController)
        #expect(list.storyboard === storyboard)
        #expect(list.title == "List")
        #expect(list.note == "made by init(coder:)")
        #expect(list.events == ["awakeFromNib(view loaded: false)"])
        #expect(list.headerLabel == nil, "outlets into the view connect when the view loads")
        list.loadViewIfNeeded()
        // Embed segues run while the view loads, before viewDidLoad.
        #expect(list.events.last == "viewDidLoad(header: Items, children: 1)")
        #expect(list.headerLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        let child = try #require(list.children.first as? ChildViewController)
        #expect(list.prepared.map(\.identifier) == ["embedChild"])
        #expect(list.prepared.first?.destination === child)
        let container = try #require(child.view.superview)
        #expect(container.superview === list.view)
        #expect(child.view.frame == container.bounds)
        #expect(child.view.backgroundColor == .systemGray6)
    }

    @Test func identifiersAndTheCreatorVariant() throws {
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail is DetailViewController)
        let other = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(other !== detail, "each instantiation makes a new controller")
        let list = storyboard.instantiateViewController(identifier: "List") { coder in
            ListViewController(coder: coder, note: "made by the creator")
        }
        #expect(list.note == "made by the creator")
        #expect(list.events == ["awakeFromNib(view loaded: false)"])
        let (_, log) = capturingInterfaceBuilderLog { storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(log.contains { $0.contains("doesn't contain a view controller with identifier 'Nope'") })
        #expect(throws: InterfaceBuilderError.self) { try storyboard.instantiateViewControllerOrThrow(identifier: "Nope") as UIViewController }
    }

    @Test func performSegueCreatesAndPreparesTheDestination() throws {
        let list = try #require(storyboard.instantiateInitialViewController() as? ListViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        list.prepared = []
        var loadedAtPrepare: Bool?
        list.onPrepare = { segue in loadedAtPrepare = segue.destination.isViewLoaded }
        list.performSegue(withIdentifier: "presentDetail", sender: list)
        let detail = try #require(list.prepared.last?.destination as? DetailViewController)
        #expect(list.prepared.last?.identifier == "presentDetail")
        #expect(detail.name == "Ada")
        #expect(loadedAtPrepare == false, "prepare(for:sender:) runs before the destination's view loads")
        // kind="presentation" with modalPresentationStyle="fullScreen": presented modally.
        #expect(list.presentedViewController === detail)
        #expect(detail.modalPresentationStyle == .fullScreen)
        UIApplication.shared.advanceTime(by: 1)
        #expect(detail.view.window === window)
        #expect(detail.nameLabel.text == "Ada")
        let (_, unknown) = capturingInterfaceBuilderLog { list.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(unknown.contains { $0.contains("has no segue with identifier 'nope'") })
    }

    @Test func aButtonSegueAsksShouldPerformThenPrepares() throws {
        let list = try #require(storyboard.instantiateInitialViewController() as? ListViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        list.prepared = []
        let button = try #require(list.openButton)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        list.allowShowDetail = false
        window.tap(at: center)
        UIApplication.shared.runUntilIdle()
        #expect(list.events.last == "should(showDetail)")
        #expect(list.prepared.isEmpty)
        list.allowShowDetail = true
        _ = capturingInterfaceBuilderLog {
            window.tap(at: center)
            UIApplication.shared.runUntilIdle()
        }
        #expect(list.prepared.map(\.identifier) == ["showDetail"])
        #expect(list.prepared.first?.destination is DetailViewController)
    }

    @Test func aShowSegueInsideANavigationControllerPushes() throws {
        let list = try #require(storyboard.instantiateInitialViewController() as? ListViewController)
        let nav = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        list.allowShowDetail = true
        let button = try #require(list.openButton)
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        UIApplication.shared.advanceTime(by: 1)
        #expect(nav.topViewController is DetailViewController)
        #expect(nav.viewControllers.count == 2)
        #expect((nav.topViewController as? DetailViewController)?.name == "Ada")
    }

    @Test func unwindSeguesRunTheActionUpTheParentChain() throws {
        let list = try #require(storyboard.instantiateInitialViewController() as? ListViewController)
        list.loadViewIfNeeded()
        let child = try #require(list.children.first as? ChildViewController)
        child.loadViewIfNeeded()
        _ = capturingInterfaceBuilderLog { child.performSegue(withIdentifier: "done", sender: nil) }
        #expect(list.unwoundFrom == ["done"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let back = try #require(child.backButton)
        _ = capturingInterfaceBuilderLog {
            window.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
            UIApplication.shared.runUntilIdle()
        }
        #expect(list.unwoundFrom == ["done", "backToList"])
    }
}

@MainActor @Suite(.serialized) struct InterfaceBuilderPrototypeCellTests {
    @Test func aTableScenesPrototypeCellsAreRegistered() throws {
        let storyboard = UIStoryboard(name: "Flow", bundle: .module)
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: "Fruits") as? FruitsViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.rowHeight == 50)
        let labels = controller.tableView.visibleCells.map { $0.viewWithTag(100) as? UILabel }
        #expect(labels.map { $0?.text } == ["Apple", "Fig"])
        #expect(controller.tableView.visibleCells.map(\.reuseIdentifier) == ["FruitCell", "FruitCell"])
        #expect(labels.first??.frame.minX == 20)
    }
}
