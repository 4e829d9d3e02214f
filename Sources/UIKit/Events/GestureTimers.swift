import Foundation

/// One-shot timers on the media clock for gesture recognizers (tap timeouts, long-press
/// durations): they fire when QuartzCore's clock moves past their time, so tests are exact
/// under the virtual clock and the window backend fires them as real time passes.
@preconcurrency @MainActor
package final class GestureTimers {
    package static let shared = GestureTimers()

    private struct Timer {
        let id: Int
        let fireTime: CFTimeInterval
        let body: @MainActor () -> Void
    }

    private var timers: [Timer] = []
    private var nextID = 1
    private var observerToken: MediaClock.FrameObserverToken?
    private var isFiring = false

    /// Schedules `body` to run `delay` seconds from now; returns a token for `cancel`.
    package func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> Int {
        if observerToken == nil {
            observerToken = MediaClock.shared.addFrameObserver { _ in
                MainActor.assumeIsolated { GestureTimers.shared.fireDue() }
            }
        }
        let id = nextID
        nextID += 1
        timers.append(Timer(id: id, fireTime: MediaClock.shared.now + max(0, delay), body: body))
        return id
    }

    /// Cancels a timer (no effect when it fired already).
    package func cancel(_ id: Int) { timers.removeAll { $0.id == id } }

    /// Whether timers are pending.
    package var hasPendingTimers: Bool { !timers.isEmpty }

    /// The media time of the earliest pending timer (nil: none pending); the run loop
    /// sleeps until then.
    package var nextFireTime: CFTimeInterval? { timers.lazy.map(\.fireTime).min() }

    /// Runs the timers whose time has come, earliest first (also those scheduled by them).
    package func fireDue() {
        guard !isFiring else { return }
        isFiring = true
        defer { isFiring = false }
        let now = MediaClock.shared.now
        while let index = timers.indices.filter({ timers[$0].fireTime <= now }).min(by: { timers[$0].fireTime < timers[$1].fireTime }) {
            let timer = timers.remove(at: index)
            timer.body()
            EventDispatcher.shared.finishDispatch()
        }
    }
}
