import CoreFoundation
import Foundation
import QuartzCore

/// Runs an app on Foundation's run loop, as `UIApplicationMain` does on iOS: the
/// platform's input is a run-loop source, the ``RenderPipeline`` commits in an observer
/// just before the loop sleeps (only when something was marked or animates), and a
/// single pacing timer wakes the loop for animation frames at the display's refresh and
/// for media-clock timers (gesture timeouts, the caret's blink). When nothing animates
/// and no input arrives the thread sleeps in the kernel; the main dispatch queue,
/// `perform` blocks, Foundation timers and `@MainActor` tasks run in the same loop.
///
/// While a touch is tracked the loop runs in ``RunLoop/Mode/tracking`` (a common mode,
/// so `.common` timers and the main queue keep running; `.default` timers wait).
@preconcurrency @MainActor
package final class RunLoopDriver {
    /// The driver of the main thread.
    package static let shared = RunLoopDriver()

    /// Reads the platform's queued input and sends it into UIKit (never blocks). Called
    /// by the input source and before each commit.
    package var pumpInput: (@MainActor () -> Void)?

    /// Whether input is still queued after a pass (for example read from the display
    /// connection while presenting): the loop then runs another pass instead of sleeping.
    package var hasQueuedInput: (@MainActor () -> Bool)?

    /// Whether a touch (or drag) is being tracked; the loop switches to the tracking
    /// mode at once and back to the default mode when it ends.
    package var isTrackingTouches = false {
        didSet {
            guard isTrackingTouches != oldValue, let loop = runLoop else { return }
            CFRunLoopStop(loop)
        }
    }

    /// The mode the loop runs in (default, or tracking while a touch is tracked).
    package private(set) var currentMode: RunLoop.Mode = .default

    /// Whether ``run(until:)`` is running.
    package private(set) var isRunning = false

    /// How many times the loop was about to sleep, and how many of those committed.
    package private(set) var passCount = 0
    package private(set) var commitCount = 0

    /// The time of each animation frame the pacing timer delivered (media time; the last
    /// 512), for measuring frame pacing.
    package private(set) var frameTimes: [CFTimeInterval] = []

    private var runLoop: CFRunLoop?
    private var observer: CFRunLoopObserver?
    private var pacingTimer: Timer?
    private var stopRequested = false

    private init() {}

    /// Runs the current thread's run loop until ``stop()`` is called or `condition`
    /// holds (checked whenever the loop returns, at least every `checkInterval` seconds
    /// when one is given). The commit observer, the tracking mode and the pacing timer
    /// are installed for the run and removed after it.
    package func run(until condition: @MainActor () -> Bool = { false }, checkInterval: TimeInterval? = nil) {
        guard !isRunning else { return }
        install()
        isRunning = true
        stopRequested = false
        defer { isRunning = false; uninstall() }
        while !stopRequested && !condition() {
            currentMode = isTrackingTouches ? .tracking : .default
            let limit = checkInterval.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
            _ = RunLoop.current.run(mode: currentMode, before: limit)
        }
    }

    /// Ends ``run(until:)`` after the current callout.
    package func stop() {
        stopRequested = true
        if let runLoop { CFRunLoopStop(runLoop) }
    }

    private func install() {
        let loop = CFRunLoopGetCurrent()!
        runLoop = loop
        CFRunLoopAddCommonMode(loop, UIApplication.cfMode(.tracking))
        let info = Unmanaged.passUnretained(self).toOpaque()
        var context = CFRunLoopObserverContext(version: 0, info: info, retain: nil, release: nil, copyDescription: nil)
        observer = CFRunLoopObserverCreate(nil, CFRunLoopActivity.beforeWaiting.rawValue, true, 2_000_000, { _, _, info in
            guard let info else { return }
            let driver = Unmanaged<RunLoopDriver>.fromOpaque(info).takeUnretainedValue()
            MainActor.assumeIsolated { driver.beforeWaiting() }
        }, &context)
        CFRunLoopAddObserver(loop, observer, kCFRunLoopCommonModes)
        // Always scheduled (far in the future while idle), so the modes are never empty.
        let timer = Timer(fire: .distantFuture, interval: 1_000_000, repeats: true) { _ in
            MainActor.assumeIsolated { RunLoopDriver.shared.pacingTimerFired() }
        }
        timer.tolerance = 0
        RunLoop.current.add(timer, forMode: .common)
        pacingTimer = timer
        RenderPipeline.wakeMainRunLoop = { CFRunLoopWakeUp(CFRunLoopGetMain()) }
        MediaClock.shared.tick()
    }

    private func uninstall() {
        if let observer, let runLoop { CFRunLoopRemoveObserver(runLoop, observer, kCFRunLoopCommonModes) }
        observer = nil
        pacingTimer?.invalidate()
        pacingTimer = nil
        runLoop = nil
    }

    /// The pacing timer fired: the media clock fires its due display-link frames and
    /// timers; the commit follows before the loop sleeps again.
    private func pacingTimerFired() {
        MediaClock.shared.tick()
        if frameTimes.count >= 512 { frameTimes.removeFirst(256) }
        frameTimes.append(MediaClock.shared.now)
    }

    /// The loop is about to sleep: read queued input, commit when something was marked or
    /// animates, then set the pacing timer for the next frame or media-clock timer.
    private func beforeWaiting() {
        passCount += 1
        pumpInput?()
        MediaClock.shared.tick()
        let pipeline = RenderPipeline.shared
        if pipeline.hasPendingWork || pipeline.wantsAnimationFrames {
            pipeline.flush()
            commitCount += 1
        }
        schedulePacing()
        if let runLoop, hasQueuedInput?() == true { CFRunLoopWakeUp(runLoop) }
    }

    /// Sets the pacing timer to the next display refresh while anything animates, else
    /// to the earliest media-clock timer, else far in the future (no wakeups when idle).
    private func schedulePacing() {
        guard let pacingTimer else { return }
        let clock = MediaClock.shared
        let now = clock.now
        var next: CFTimeInterval?
        if RenderPipeline.shared.wantsAnimationFrames {
            let period = 1 / Double(clock.maximumFramesPerSecond)
            next = ((now / period).rounded(.down) + 1) * period
        }
        if let timer = GestureTimers.shared.nextFireTime { next = min(next ?? timer, timer) }
        if let next {
            // Only ever moved earlier: a pass before the timer fires keeps its date (a
            // later frame or timer is rescheduled when it fires).
            let date = Date(timeIntervalSinceNow: max(0, next - now))
            if date < pacingTimer.fireDate { pacingTimer.fireDate = date }
        } else if pacingTimer.fireDate != .distantFuture {
            pacingTimer.fireDate = .distantFuture
        }
    }
}
