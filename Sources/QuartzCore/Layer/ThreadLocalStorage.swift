import Foundation

/// A value per thread, created on first use on each thread; used for the engine's work
/// queues, which, like Core Animation's transactions, belong to the thread that made the
/// changes.
package final class ThreadLocalStorage<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: () -> Value

    /// Creates storage that makes a new value with `make` for each thread.
    package init(_ make: @escaping () -> Value) {
        self.make = make
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    /// This thread's value.
    package var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let created = make()
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }
}
