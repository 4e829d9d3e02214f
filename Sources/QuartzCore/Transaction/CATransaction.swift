import Foundation

/// The key of the transaction's animation duration (a `CFTimeInterval`).
public let kCATransactionAnimationDuration: String = "animationDuration"
/// The key of whether the transaction disables implicit actions (a `Bool`).
public let kCATransactionDisableActions: String = "disableActions"
/// The key of the transaction's animation timing function (a `CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction: String = "animationTimingFunction"
/// The key of the transaction's completion block (a `() -> Void`).
public let kCATransactionCompletionBlock: String = "completionBlock"

/// Groups layer-tree changes into atomic updates and carries their animation settings.
///
/// As on Apple platforms, transactions are per thread: `begin()`/`commit()` nest, nested
/// transactions inherit the values of the enclosing ones, and a layer change made with no
/// transaction open starts an implicit transaction (`ensureImplicitTransaction()`),
/// committed by `flush()` or by the run loop (`commitImplicitTransaction()`). When the
/// outermost transaction commits, the `commitHandlers` run (layout, display and the
/// begin-time pass of the layer tree). A completion block runs once every animation added
/// while its transaction was open has finished or been removed — right at commit when
/// there were none.
open class CATransaction: NSObject {
    /// One open transaction.
    final class Frame {
        let isImplicit: Bool
        @exclusivity(unchecked) var values: [String: Any] = [:]
        let completion = CATransactionCompletion()
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// The transaction stack of one thread.
    final class ThreadState {
        @exclusivity(unchecked) var stack: [Frame] = []
        var flushPending = false
        var isCommitting = false
    }

    /// The thread-local slot holding each thread's `ThreadState` (retained; released when
    /// the thread exits). A pthread key rather than `Thread.current.threadDictionary`:
    /// every layer change reads it, and a dictionary lookup keyed by string cost more than
    /// the change itself.
    private static let stateKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadState>.fromOpaque(pointer).release()
        }
        return key
    }()

    private static var state: ThreadState {
        if let pointer = pthread_getspecific(stateKey) {
            return Unmanaged<ThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let created = ThreadState()
        pthread_setspecific(stateKey, Unmanaged.passRetained(created).toOpaque())
        return created
    }

    /// Closures run at each outermost commit, in order (registered by the layer tree for its
    /// layout, display and animation begin-time passes). They run while the transaction is
    /// still open, so animations they add belong to it. The list is read under `lock()`;
    /// mutate it under `lock()` when other threads may be committing.
    nonisolated(unsafe) package static var commitHandlers: [() -> Void] = []

    private static let globalLock = NSRecursiveLock()

    /// Begins a new transaction for the current thread, nested in any open one.
    open class func begin() {
        state.stack.append(Frame(isImplicit: false))
    }

    /// Commits the innermost transaction; the outermost commit runs the commit handlers.
    /// A commit with no transaction open is logged and ignored.
    open class func commit() {
        let s = state
        guard let top = s.stack.last else {
            print("CATransaction: commit() without a matching begin(), ignored")
            return
        }
        if top.isImplicit {
            print("CATransaction: commit() without a matching begin() (only the implicit transaction is open), ignored")
            return
        }
        commitTop(s)
        if s.flushPending, s.stack.count == 1, s.stack[0].isImplicit {
            s.flushPending = false
            commitTop(s)
        }
    }

    /// Commits the implicit transaction now (or, when explicit transactions are open above
    /// it, as soon as they have committed).
    open class func flush() {
        commitImplicitTransaction()
    }

    /// Opens the implicit transaction if no transaction is open on this thread (called by
    /// layer setters and when animations are added).
    package static func ensureImplicitTransaction() {
        let s = state
        if s.stack.isEmpty {
            s.stack.append(Frame(isImplicit: true))
            VisualUpdateRequest.request()
        }
    }

    /// Commits the implicit transaction (the run loop calls this at the end of each turn);
    /// deferred until open explicit transactions commit; nothing happens when none is open.
    package static func commitImplicitTransaction() {
        let s = state
        guard let bottom = s.stack.first, bottom.isImplicit else { return }
        if s.stack.count == 1 {
            commitTop(s)
        } else {
            s.flushPending = true
        }
    }

    /// Whether a transaction (explicit or implicit) is open on this thread.
    package static var isTransactionOpen: Bool { !state.stack.isEmpty }

    /// How many transactions are open on this thread (the implicit one included).
    package static var depth: Int { state.stack.count }

    private static func commitTop(_ s: ThreadState) {
        guard let top = s.stack.last else { return }
        if s.stack.count == 1 && !s.isCommitting {
            s.isCommitting = true
            globalLock.lock()
            let handlers = commitHandlers
            globalLock.unlock()
            for handler in handlers { handler() }
            s.isCommitting = false
        }
        s.stack.removeLast()
        top.completion.close(block: top.values[kCATransactionCompletionBlock] as? () -> Void)
    }

    /// The value of a transaction property: the innermost transaction that set it wins;
    /// the duration and disable-actions keys fall back to their defaults (0.25 s, false).
    open class func value(forKey key: String) -> Any? {
        // Most frames hold no values (every layer change asks for disableActions): skip
        // hashing the key for them.
        for frame in state.stack.reversed() where !frame.values.isEmpty {
            if let value = frame.values[key] { return value }
        }
        switch key {
        case kCATransactionAnimationDuration: return CFTimeInterval(0.25)
        case kCATransactionDisableActions: return false
        default: return nil
        }
    }

    /// Sets a transaction property on the innermost transaction (opening the implicit one
    /// when none is open); nil removes it.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        ensureImplicitTransaction()
        guard let top = state.stack.last else { return }
        top.values[key] = anObject
    }

    /// The duration of implicit animations (default 0.25 s).
    open class func animationDuration() -> CFTimeInterval {
        switch value(forKey: kCATransactionAnimationDuration) {
        case let d as CFTimeInterval: return d
        case let n as NSNumber: return n.doubleValue
        case let f as Float: return CFTimeInterval(f)
        case let i as Int: return CFTimeInterval(i)
        default: return 0.25
        }
    }

    /// Sets the duration of implicit animations in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations (nil: each action's default).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether implicit actions are disabled (default false).
    open class func disableActions() -> Bool {
        // Every layer change asks: look in the frames that hold values only, without
        // boxing the default or matching the key against the other defaults.
        for frame in state.stack.reversed() where !frame.values.isEmpty {
            guard let value = frame.values[kCATransactionDisableActions] else { continue }
            switch value {
            case let b as Bool: return b
            case let n as NSNumber: return n.boolValue
            default: return false
            }
        }
        return false
    }

    /// Disables or enables implicit actions in this transaction.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the innermost transaction.
    open class func completionBlock() -> (() -> Void)? {
        state.stack.last?.values[kCATransactionCompletionBlock] as? () -> Void
    }

    /// Sets the block run when every animation added in this transaction has completed.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// Acquires the global transaction lock (recursive), protecting layer state across threads.
    open class func lock() { globalLock.lock() }

    /// Releases the global transaction lock.
    open class func unlock() { globalLock.unlock() }

    /// Records that `animation` was added while the current transactions are open (opening
    /// the implicit one if needed); finish the returned ticket when the animation finishes
    /// or is removed, so completion blocks can run.
    package static func registerAnimation(_ animation: CAAnimation) -> CATransactionAnimationTicket {
        ensureImplicitTransaction()
        let stack = state.stack
        for frame in stack { frame.completion.pending += 1 }
        // One open transaction (the implicit one) is the common case: no array for it.
        if stack.count == 1 { return CATransactionAnimationTicket(only: stack[0].completion) }
        return CATransactionAnimationTicket(groups: stack.map(\.completion))
    }

}

/// The completion bookkeeping of one transaction: animations still pending and its block.
package final class CATransactionCompletion {
    package var pending = 0
    private var isClosed = false
    private var hasRun = false
    private var block: (() -> Void)?

    /// Marks the transaction committed with `block`; runs it now if nothing is pending.
    package func close(block: (() -> Void)?) {
        self.block = block
        isClosed = true
        runIfDone()
    }

    /// One registered animation finished.
    package func animationFinished() {
        pending = max(0, pending - 1)
        runIfDone()
    }

    private func runIfDone() {
        guard isClosed, pending == 0, !hasRun else { return }
        hasRun = true
        let body = block
        block = nil
        body?()
    }
}

/// Links one added animation to the transactions that were open when it was added.
/// A value kept by the animation's store entry, which finishes it once.
package struct CATransactionAnimationTicket {
    /// The transaction that was open alone, or nil when several (or none) were.
    private let only: CATransactionCompletion?
    private let groups: [CATransactionCompletion]

    /// A ticket for the animations of one open transaction.
    package init(only group: CATransactionCompletion) {
        only = group
        groups = []
    }

    /// A ticket for the animations of the transactions `groups`.
    package init(groups: [CATransactionCompletion]) {
        only = nil
        self.groups = groups
    }

    /// Marks the animation finished in each of its transactions (call it once).
    package func finish() {
        only?.animationFinished()
        for group in groups { group.animationFinished() }
    }
}
