import Foundation

/// A drop of files or text from another program onto a window (a window backend makes
/// one per drop): it finds the target interaction under the pointer, tells the delegates
/// as the pointer moves, and performs or cancels the drop.
///
/// The target is the deepest view under the location whose `UIDropInteraction`'s delegate
/// handles the session (`canHandle`, asked once per interaction). Entering a target sends
/// `sessionDidEnter` and then `sessionDidUpdate`, whose proposal is kept; leaving it sends
/// `sessionDidExit`. `drop()` sends `performDrop` and `concludeDrop` when the last
/// proposal copies or moves, else `sessionDidExit`; then `sessionDidEnd` to every
/// interaction the session entered.
@preconcurrency @MainActor
package final class DesktopDropSession: NSObject, UIDropSession {
    package let items: [UIDragItem]
    package let progress = Progress(totalUnitCount: 0)
    package var localDragSession: (any UIDragSession)? { nil }
    package var allowsMoveOperation: Bool { false }
    package var isRestrictedToDraggingApplication: Bool { false }

    /// The window the items are over.
    package private(set) weak var window: UIWindow?
    /// The location in the window's coordinates.
    package private(set) var windowLocation: CGPoint
    /// The interaction under the location that handles the session, and its last proposal.
    package private(set) var target: UIDropInteraction?
    package private(set) var proposal: UIDropProposal?
    private var answers: [ObjectIdentifier: Bool] = [:]
    private var entered: [UIDropInteraction] = []
    private var ended = false

    package init(window: UIWindow, items: [UIDragItem]) {
        self.window = window
        self.items = items
        windowLocation = .zero
        super.init()
    }

    package func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }

    package func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    package func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    package func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let aggregate = Progress(totalUnitCount: Int64(providers.count))
        progress.totalUnitCount += Int64(providers.count)
        guard !providers.isEmpty else {
            DispatchQueue.main.async { completion([]) }
            return aggregate
        }
        let results = LoadResults<T>(count: providers.count)
        let group = DispatchGroup()
        for (index, provider) in providers.enumerated() {
            group.enter()
            let child = provider.loadObject(ofClass: aClass) { object, error in
                if let error { DiagnosticLog.write("UIKit", "UIDropSession: an item could not be loaded as \(aClass): \(error.localizedDescription)") }
                results.set(object, at: index)
                group.leave()
            }
            aggregate.addChild(child, withPendingUnitCount: 1)
        }
        let overall = progress
        group.notify(queue: .main) {
            overall.completedUnitCount += Int64(providers.count)
            completion(results.loaded)
        }
        return aggregate
    }

    // MARK: Routing

    /// The session moved to `point` (window coordinates): enter, update or exit targets.
    package func move(to point: CGPoint) {
        guard !ended, let window else { return }
        windowLocation = point
        let next = interaction(at: point, in: window)
        if next !== target {
            if let old = target, let delegate = old.delegate { delegate.dropInteraction(old, sessionDidExit: self) }
            target = next
            proposal = nil
            if let next {
                if !entered.contains(where: { $0 === next }) { entered.append(next) }
                next.delegate?.dropInteraction(next, sessionDidEnter: self)
            }
        }
        if let target, let delegate = target.delegate {
            proposal = delegate.dropInteraction(target, sessionDidUpdate: self)
        }
    }

    /// The items were dropped: performs the drop when the target's proposal accepts it.
    /// Returns whether it did.
    @discardableResult
    package func drop() -> Bool {
        guard !ended else { return false }
        var performed = false
        if let target, let delegate = target.delegate, let operation = proposal?.operation, operation == .copy || operation == .move {
            if operation == .move {
                DiagnosticLog.write("UIKit", "UIDropInteraction: a .move proposal for a drop from another program (allowsMoveOperation is false); the items are copied")
            }
            delegate.dropInteraction(target, performDrop: self)
            delegate.dropInteraction(target, concludeDrop: self)
            performed = true
        } else if let target, let delegate = target.delegate {
            delegate.dropInteraction(target, sessionDidExit: self)
        }
        end()
        return performed
    }

    /// The drag left the window or was abandoned without a drop.
    package func cancel() {
        guard !ended else { return }
        if let target, let delegate = target.delegate { delegate.dropInteraction(target, sessionDidExit: self) }
        end()
    }

    private func end() {
        ended = true
        target = nil
        for interaction in entered { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: self) }
        entered = []
    }

    /// The deepest interaction under `point` whose delegate handles the session.
    private func interaction(at point: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        var steps = 0
        while let current = view, steps < 10_000 {
            for case let interaction as UIDropInteraction in current.interactions {
                guard let delegate = interaction.delegate else { continue }
                let key = ObjectIdentifier(interaction)
                let handles = answers[key] ?? delegate.dropInteraction(interaction, canHandle: self)
                answers[key] = handles
                if handles { return interaction }
            }
            view = current.superview
            steps += 1
        }
        return nil
    }
}

/// The objects loaded for a drop, by item index (filled from background queues).
private final class LoadResults<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [T?]
    init(count: Int) { objects = Array(repeating: nil, count: count) }
    func set(_ object: T?, at index: Int) { lock.withLock { objects[index] = object } }
    var loaded: [T] { lock.withLock { objects.compactMap { $0 } } }
}
