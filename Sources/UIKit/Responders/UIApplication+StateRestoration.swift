import Foundation

/// State preservation and restoration, as UIKit drives it: when the app moves to the
/// background (and, on a desktop, when it quits) the state of every view controller with a
/// `restorationIdentifier` — reached from the windows' root controllers through children and
/// presented controllers, stopping at a controller without one — and of every view with a
/// `restorationIdentifier` in a preserved controller's view is saved through their
/// `encodeRestorableState(with:)`, if the delegate's
/// `application(_:shouldSaveSecureApplicationState:)` says so. At the next launch, between
/// `willFinishLaunching` and `didFinishLaunching`, the controllers the app made again with
/// the same identifier paths get `decodeRestorableState(with:)` (then
/// `applicationFinishedRestoringState()`), if `application(_:shouldRestoreSecureApplicationState:)`
/// says so. A preserved controller that does not exist at launch is made again by its
/// `restorationClass` (`viewController(withRestorationIdentifierPath:coder:)`), or, without
/// one, by the delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`,
/// with its preserved state in the coder; one whose parent is a navigation controller goes
/// back onto its stack, in the preserved order. A controller that exists already is used
/// as it is. The archive lives at `stateRestorationArchiveURL` (Linux has no app container;
/// OpenUIKit names the file).
extension UIApplication {
    /// Where the preserved state is written and read: `$XDG_DATA_HOME` (or
    /// `~/.local/share`) / the process name / `StateRestoration.archive` unless set
    /// (OpenUIKit; iOS keeps it in the app's container).
    public var stateRestorationArchiveURL: URL {
        get { StateRestorationStore.url ?? StateRestorationStore.defaultURL }
        set { StateRestorationStore.url = newValue }
    }

    /// The preserved state of the current controller tree, or nil when the delegate does
    /// not want it saved.
    package func encodeApplicationState() -> Data? {
        guard let delegate else { return nil }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        guard delegate.application(self, shouldSaveSecureApplicationState: archiver) else { return nil }
        delegate.application(self, willEncodeRestorableStateWith: archiver)
        var controllers: [String: Data] = [:]
        var views: [String: Data] = [:]
        var order: [String] = []
        var classes: [String: String] = [:]
        forEachRestorableController { controller, path in
            let coder = NSKeyedArchiver(requiringSecureCoding: false)
            controller.encodeRestorableState(with: coder)
            controllers[path] = coder.encodedData
            order.append(path)
            if let restorationClass = controller.restorationClass { classes[path] = NSStringFromClass(restorationClass) }
            guard let root = controller.viewIfLoaded else { return }
            for (identifier, view) in Self.restorableViews(in: root) {
                let coder = NSKeyedArchiver(requiringSecureCoding: false)
                view.encodeRestorableState(with: coder)
                views[path + "#" + identifier] = coder.encodedData
            }
        }
        archiver.encode(controllers as NSDictionary, forKey: "UIStateRestorationControllers")
        archiver.encode(views as NSDictionary, forKey: "UIStateRestorationViews")
        archiver.encode(order as NSArray, forKey: "UIStateRestorationOrder")
        archiver.encode(classes as NSDictionary, forKey: "UIStateRestorationClasses")
        return archiver.encodedData
    }

    /// Restores `data` (from `encodeApplicationState()`) into the controllers that exist now,
    /// after making the missing ones again; false (logged) when the archive is invalid or the
    /// delegate declines.
    @discardableResult
    package func restoreApplicationState(from data: Data) -> Bool {
        guard let delegate else { return false }
        let coder: NSKeyedUnarchiver
        do {
            coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        } catch {
            DiagnosticLog.write("UIKit", "State restoration: the preserved state is not restored: \(error.localizedDescription)")
            return false
        }
        guard delegate.application(self, shouldRestoreSecureApplicationState: coder) else { return false }
        guard let controllers = coder.checkedObject([String: Data].self, forKey: "UIStateRestorationControllers"),
              let views = coder.checkedObject([String: Data].self, forKey: "UIStateRestorationViews") else {
            DiagnosticLog.write("UIKit", "State restoration: the preserved state has no controller table; not restored")
            return false
        }
        let order = (coder.checkedObject([String].self, forKey: "UIStateRestorationOrder") ?? []).prefix(NSCoder.maximumDecodedListCount)
        let classes = coder.checkedObject([String: String].self, forKey: "UIStateRestorationClasses") ?? [:]
        let recreated = recreateMissingControllers(order: order.filter { controllers[$0] != nil }, classes: classes, states: controllers, delegate: delegate)
        var restored: [UIViewController] = []
        var restoredControllers = Set<ObjectIdentifier>()
        func restore(_ controller: UIViewController, _ path: String) {
            guard restoredControllers.insert(ObjectIdentifier(controller)).inserted, let data = controllers[path], let stateCoder = Self.stateCoder(data, path) else { return }
            controller.decodeRestorableState(with: stateCoder)
            restored.append(controller)
            let viewPrefix = path + "#"
            guard views.keys.contains(where: { $0.hasPrefix(viewPrefix) }) else { return }
            controller.loadViewIfNeeded()
            guard let root = controller.viewIfLoaded else { return }
            for (identifier, view) in Self.restorableViews(in: root) {
                guard let data = views[viewPrefix + identifier], let viewCoder = Self.stateCoder(data, viewPrefix + identifier) else { continue }
                view.decodeRestorableState(with: viewCoder)
            }
        }
        forEachRestorableController(restore)
        // Recreated controllers that no container took back get their state too.
        for (path, controller) in recreated { restore(controller, path) }
        for controller in restored { controller.applicationFinishedRestoringState() }
        delegate.application(self, didDecodeRestorableStateWith: coder)
        return true
    }

    /// Makes the preserved controllers (paths in preservation order, parents first) that the
    /// app did not make again, through their restoration class or the delegate; a controller
    /// whose parent is a navigation controller is put back on its stack. Returns them by path.
    private func recreateMissingControllers(order: [String], classes: [String: String], states: [String: Data],
                                            delegate: UIApplicationDelegate) -> [(String, UIViewController)] {
        var existing: [String: UIViewController] = [:]
        forEachRestorableController { controller, path in existing[path] = controller }
        var made: [(String, UIViewController)] = []
        for path in order where existing[path] == nil {
            guard let data = states[path], let stateCoder = Self.stateCoder(data, path) else { continue }
            let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let controller: UIViewController?
            if let name = classes[path] {
                guard let restorationClass = NSClassFromString(name) as? UIViewControllerRestoration.Type else {
                    DiagnosticLog.write("UIKit", "State restoration: restoration class \(name.prefix(200)) of \(path.prefix(200)) is not a UIViewControllerRestoration class; not restored")
                    continue
                }
                controller = restorationClass.viewController(withRestorationIdentifierPath: components, coder: stateCoder)
            } else {
                controller = delegate.application(self, viewControllerWithRestorationIdentifierPath: components, coder: stateCoder)
            }
            guard let controller else { continue }
            if controller.restorationIdentifier == nil { controller.restorationIdentifier = components.last }
            existing[path] = controller
            made.append((path, controller))
            let parentPath = components.dropLast().joined(separator: "/")
            if let navigation = existing[parentPath] as? UINavigationController, !navigation.viewControllers.contains(where: { $0 === controller }) {
                navigation.setViewControllers(navigation.viewControllers + [controller], animated: false)
            }
        }
        return made
    }

    /// Saves the state to `stateRestorationArchiveURL` (going to the background, quitting).
    func preserveApplicationState() {
        guard let data = encodeApplicationState() else { return }
        let url = stateRestorationArchiveURL
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            DiagnosticLog.write("UIKit", "State preservation: could not write \(url.path): \(error.localizedDescription)")
        }
    }

    /// Restores the state saved at `stateRestorationArchiveURL`, if any (at launch).
    func restoreApplicationStateAtLaunch() {
        let url = stateRestorationArchiveURL
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? NSNumber, size.intValue <= StateRestorationStore.maximumArchiveSize,
              let data = try? Data(contentsOf: url) else {
            DiagnosticLog.write("UIKit", "State restoration: \(url.path) is unreadable or larger than \(StateRestorationStore.maximumArchiveSize) bytes; not restored")
            return
        }
        restoreApplicationState(from: data)
    }

    /// Calls `body` for each controller with a restoration identifier and its path
    /// (identifiers joined by `/`), parents before children.
    private func forEachRestorableController(_ body: (UIViewController, String) -> Void) {
        var stack: [(UIViewController, String?)] = allWindows.compactMap(\.rootViewController).reversed().map { ($0, nil) }
        var seen = Set<ObjectIdentifier>()
        while let (controller, parentPath) = stack.popLast() {
            guard let identifier = controller.restorationIdentifier, seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            let path = parentPath.map { $0 + "/" + identifier } ?? identifier
            body(controller, path)
            var next = controller.children
            if let presented = controller.presentedViewController, presented.presentingViewController === controller { next.append(presented) }
            stack.append(contentsOf: next.reversed().map { ($0, path) })
        }
    }

    /// The views with a restoration identifier in `root`'s tree (the first of each identifier).
    private static func restorableViews(in root: UIView) -> [(String, UIView)] {
        var result: [(String, UIView)] = []
        var identifiers = Set<String>()
        var stack = [root]
        while let view = stack.popLast() {
            if let identifier = view.restorationIdentifier, identifiers.insert(identifier).inserted { result.append((identifier, view)) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    private static func stateCoder(_ data: Data, _ path: String) -> NSKeyedUnarchiver? {
        do {
            return try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        } catch {
            DiagnosticLog.write("UIKit", "State restoration: the state of \(path.prefix(200)) is not restored: \(error.localizedDescription)")
            return nil
        }
    }
}

/// Where state restoration archives go.
@MainActor
enum StateRestorationStore {
    static var url: URL?
    /// Archives larger than this are not read (64 MB).
    static let maximumArchiveSize = 64 << 20

    static var defaultURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return base.appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
            .appendingPathComponent("StateRestoration.archive")
    }
}
