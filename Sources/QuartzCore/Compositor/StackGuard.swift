import Foundation

/// Keeps the compositor's recursive walks (painting and measuring layer trees, whose
/// per-level state lives in Cairo groups and is naturally recursive) off the end of the
/// calling thread's stack for trees of any depth: past `limit` nested guarded calls on one
/// thread, the next call runs on a new thread with a `stackSize` stack while the caller
/// waits. Shallow trees (the common case) never leave the calling thread.
package enum StackGuard {
    /// Nested guarded calls a thread makes before continuing on a new stack.
    package static let limit = 256
    /// The stack size of the continuing threads (256 levels use far less).
    package static let stackSize = 16 << 20

    private final class Depth { @exclusivity(unchecked) var value = 0 }
    private static let depth = ThreadLocalStorage { Depth() }

    /// Calls `body` as one guarded level of a recursion.
    package static func call<T>(_ body: () -> T) -> T {
        let d = depth.value
        if d.value >= limit { return onNewStack(body) }
        d.value += 1
        defer { d.value -= 1 }
        return body()
    }

    private final class Work<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
    }

    /// Runs `body` on a new thread with a large stack and waits for it.
    private static func onNewStack<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let work = Work(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.result = work.body?()
                work.body = nil  // the closure must not outlive withoutActuallyEscaping
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return work.result!
        }
    }
}
