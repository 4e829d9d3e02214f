import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller UIKit makes again through its restoration class, from its preserved note.
final class RecreatedNoteController: UIViewController, UIViewControllerRestoration {
    /// The identifier paths the class was asked for.
    static var requestedPaths: [[String]] = []
    /// Whether the class declines (returns nil).
    static var declines = false
    var note = ""
    var noteAtCreation: String?
    var finishedRestoring = false

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        requestedPaths.append(identifierComponents)
        guard !declines else { return nil }
        let controller = RecreatedNoteController()
        controller.restorationIdentifier = identifierComponents.last
        controller.restorationClass = RecreatedNoteController.self
        controller.noteAtCreation = coder.decodeObject(forKey: "note") as? String  // the state is in the coder already
        return controller
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note, forKey: "note")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(forKey: "note") as? String ?? ""
    }

    override func applicationFinishedRestoringState() { finishedRestoring = true }
}

/// An app delegate that restores state and makes the "settings" controller itself.
final class RecreatingAppDelegate: UIResponder, UIApplicationDelegate {
    var askedPaths: [[String]] = []
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        askedPaths.append(identifierComponents)
        guard identifierComponents.last == "settings" else { return nil }
        let controller = CountingRestorableController()
        controller.restorationIdentifier = "settings"
        return controller
    }
}

/// Controllers missing at launch are made again by their `restorationClass` or the app
/// delegate, go back onto their navigation controller's stack and get their state.
@MainActor @Suite(.serialized) struct UIViewControllerRestorationTests {
    /// A window with a navigation controller "nav" over "list" (what the app makes at launch).
    func makeLaunchTree() -> (UIWindow, UINavigationController) {
        let window = makeWindow(CGSize(width: 200, height: 300))
        let list = CountingRestorableController()
        list.restorationIdentifier = "list"
        let navigation = UINavigationController(rootViewController: list)
        navigation.restorationIdentifier = "nav"
        window.rootViewController = navigation
        UIApplication.shared.runUntilIdle()
        return (window, navigation)
    }

    @Test func controllersMissingAtLaunchAreRecreatedAndPushed() throws {
        let app = UIApplication.shared
        let savedDelegate = app.delegate
        defer { app.delegate = savedDelegate; RecreatedNoteController.requestedPaths = []; RecreatedNoteController.declines = false }
        let delegate = RecreatingAppDelegate()
        app.delegate = delegate
        RecreatedNoteController.requestedPaths = []

        // Before: nav > list, note (restoration class), settings (made by the delegate).
        let (firstWindow, firstNavigation) = makeLaunchTree()
        let note = RecreatedNoteController()
        note.restorationIdentifier = "note"
        note.restorationClass = RecreatedNoteController.self
        note.note = "Buy milk"
        let settings = CountingRestorableController()
        settings.restorationIdentifier = "settings"
        settings.count = 4
        firstNavigation.setViewControllers(firstNavigation.viewControllers + [note, settings], animated: false)
        let data = try #require(app.encodeApplicationState())
        firstWindow.rootViewController = nil  // the last launch's controllers are gone
        firstWindow.isHidden = true

        // The next launch makes only nav > list; restoration makes the rest.
        let (window, navigation) = makeLaunchTree()
        defer { window.isHidden = true }
        #expect(app.restoreApplicationState(from: data))
        UIApplication.shared.runUntilIdle()
        #expect(RecreatedNoteController.requestedPaths == [["nav", "note"]])
        #expect(delegate.askedPaths == [["nav", "settings"]])  // not for "note" (its class answered) nor existing ones
        #expect(navigation.viewControllers.count == 3)
        let recreatedNote = try #require(navigation.viewControllers[1] as? RecreatedNoteController)
        #expect(recreatedNote.noteAtCreation == "Buy milk" && recreatedNote.note == "Buy milk" && recreatedNote.finishedRestoring)
        let recreatedSettings = try #require(navigation.viewControllers[2] as? CountingRestorableController)
        #expect(recreatedSettings.restoredCount == 4)
        #expect(navigation.topViewController === recreatedSettings)
        #expect(recreatedSettings.view.window === window)  // shown, on top of the stack
    }

    @Test func aDecliningRestorationClassLeavesTheControllerOut() throws {
        let app = UIApplication.shared
        let savedDelegate = app.delegate
        defer { app.delegate = savedDelegate; RecreatedNoteController.requestedPaths = []; RecreatedNoteController.declines = false }
        let delegate = RecreatingAppDelegate()
        app.delegate = delegate
        let (firstWindow, firstNavigation) = makeLaunchTree()
        let note = RecreatedNoteController()
        note.restorationIdentifier = "note"
        note.restorationClass = RecreatedNoteController.self
        firstNavigation.pushViewController(note, animated: false)
        let data = try #require(app.encodeApplicationState())
        firstWindow.rootViewController = nil  // the last launch's controllers are gone
        firstWindow.isHidden = true

        RecreatedNoteController.declines = true
        let (window, navigation) = makeLaunchTree()
        defer { window.isHidden = true }
        #expect(app.restoreApplicationState(from: data))
        #expect(RecreatedNoteController.requestedPaths.last == ["nav", "note"])
        #expect(delegate.askedPaths.isEmpty)  // the class decided: the delegate is not asked
        #expect(navigation.viewControllers.count == 1)
    }
}
