import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller that preserves a counter.
final class CountingRestorableController: UIViewController {
    var count = 0
    var restoredCount: Int?
    var finishedRestoring = false

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        restoredCount = coder.decodeInteger(forKey: "count")
    }

    override func applicationFinishedRestoringState() { finishedRestoring = true }
}

/// A view that preserves a scroll position of its own.
final class PositionView: UIView {
    var position: CGFloat = 0
    override func encodeRestorableState(with coder: NSCoder) { coder.encode(Double(position), forKey: "position") }
    override func decodeRestorableState(with coder: NSCoder) { position = CGFloat(coder.decodeDouble(forKey: "position")) }
}

/// An app delegate that opts in to state preservation and restoration.
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var allowSave = true
    var allowRestore = true
    var appLevelRestored: String?
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { allowSave }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { allowRestore }
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) { coder.encode("v2", forKey: "appVersion") }
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        appLevelRestored = coder.decodeObject(forKey: "appVersion") as? String
    }
}

/// State preservation and restoration through `UIApplication`'s driver: controllers with
/// restoration identifiers (and the views with identifiers in their views) save their state
/// when the app goes to the background and get it back at the next launch.
@MainActor @Suite(.serialized) struct UIApplicationStateRestorationTests {
    /// A window whose root (identifier "root") has a child "detail" with a `PositionView`
    /// ("list") and a child without an identifier, whose own child is skipped (UIKit's rule).
    func makeTree(count: Int, position: CGFloat) -> (UIWindow, root: CountingRestorableController, detail: CountingRestorableController,
                                                     unnamed: CountingRestorableController, belowUnnamed: CountingRestorableController, list: PositionView) {
        let window = makeWindow(CGSize(width: 200, height: 200))
        let root = CountingRestorableController()
        root.restorationIdentifier = "root"
        root.count = count
        let detail = CountingRestorableController()
        detail.restorationIdentifier = "detail"
        detail.count = count * 2
        let unnamed = CountingRestorableController()
        let belowUnnamed = CountingRestorableController()
        belowUnnamed.restorationIdentifier = "below"
        belowUnnamed.count = 99
        root.addChild(detail)
        root.addChild(unnamed)
        unnamed.addChild(belowUnnamed)
        let list = PositionView()
        list.restorationIdentifier = "list"
        list.position = position
        detail.view.addSubview(list)
        window.rootViewController = root
        return (window, root, detail, unnamed, belowUnnamed, list)
    }

    @Test func backgroundingSavesAndTheNextLaunchRestores() throws {
        let app = UIApplication.shared
        let savedDelegate = app.delegate
        let savedURL = app.stateRestorationArchiveURL
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-restoration-\(UUID().uuidString)/State.archive")
        defer {
            app.delegate = savedDelegate
            app.stateRestorationArchiveURL = savedURL
            try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
        }
        app.stateRestorationArchiveURL = url
        let delegate = RestoringAppDelegate()
        app.delegate = delegate

        // Preserve through the app's own path: moving to the background.
        let first = makeTree(count: 5, position: 120)
        let state = app.applicationState
        app.transitionWithDelegate(to: .background)
        app.transitionWithDelegate(to: state)
        first.0.isHidden = true
        #expect(FileManager.default.fileExists(atPath: url.path))

        // The next launch's controllers, made again by the app, get their state back.
        let second = makeTree(count: 0, position: 0)
        defer { second.0.isHidden = true }
        app.restoreApplicationStateAtLaunch()
        #expect(second.root.restoredCount == 5 && second.detail.restoredCount == 10)
        #expect(second.root.finishedRestoring && second.detail.finishedRestoring)
        #expect(second.list.position == 120)
        #expect(second.unnamed.restoredCount == nil && second.belowUnnamed.restoredCount == nil)  // below a controller without an identifier
        #expect(delegate.appLevelRestored == "v2")
    }

    @Test func delegateDecidesAndDamagedStateIsRefused() throws {
        let app = UIApplication.shared
        let savedDelegate = app.delegate
        defer { app.delegate = savedDelegate }
        let delegate = RestoringAppDelegate()
        app.delegate = delegate
        let tree = makeTree(count: 3, position: 7)
        defer { tree.0.isHidden = true }

        delegate.allowSave = false
        #expect(app.encodeApplicationState() == nil)
        delegate.allowSave = true
        let data = try #require(app.encodeApplicationState())

        delegate.allowRestore = false
        #expect(!app.restoreApplicationState(from: data))
        #expect(tree.root.restoredCount == nil)

        delegate.allowRestore = true
        #expect(!app.restoreApplicationState(from: data.prefix(data.count / 2)))
        #expect(!app.restoreApplicationState(from: Data("not an archive".utf8)))
        #expect(tree.root.restoredCount == nil)

        #expect(app.restoreApplicationState(from: data))
        #expect(tree.root.restoredCount == 3)
    }
}
