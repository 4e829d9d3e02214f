import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The clock behind ``CACurrentMediaTime()`` and ``CADisplayLink`` (an OpenUIKit extension).
///
/// Apple's media time is the host's monotonic clock. OpenUIKit routes it through this
/// object so that tests and headless rendering are exact: in the default `.virtual` mode
/// time moves only through ``advance(by:)`` and ``set(to:)``, never by itself; a window
/// backend switches to `.realTime` and calls ``tick()`` once per turn of its loop.
/// Whenever the clock moves, every registered display link fires once for each of its
/// frame boundaries crossed (in time order, with `now` equal to the boundary during the
/// callback), then the frame observers run. Not thread-safe, as Core Animation's clock
/// consumers on Apple platforms are expected to run on the main thread.
public final class MediaClock {
    /// Where the clock takes its time from.
    public enum Mode: Sendable, Equatable {
        /// Time moves only through `advance(by:)` and `set(to:)` (the default).
        case virtual
        /// Time follows the system's monotonic clock (for windows and interactive apps).
        case realTime
    }

    /// The clock read by `CACurrentMediaTime()` and used by display links.
    nonisolated(unsafe) public static let shared = MediaClock()

    /// Identifies a frame observer registered with ``addFrameObserver(_:)``.
    package struct FrameObserverToken: Hashable, Sendable {
        package let id: Int
    }

    private var virtualNow: CFTimeInterval = 0
    private var realTimeOffset: CFTimeInterval = 0
    /// The time up to which display-link frame boundaries have been processed.
    private var processedUpTo: CFTimeInterval = 0
    private var isProcessingFrames = false
    private var nextObserverID = 0
    private var observers: [(token: FrameObserverToken, body: (CFTimeInterval) -> Void)] = []
    /// The display links registered through `CADisplayLink.add(to:forMode:)`, in order.
    package private(set) var displayLinks: [CADisplayLink] = []

    /// The refresh rate of the (virtual) display, in frames per second; 60 by default.
    public var maximumFramesPerSecond: Int = 60 {
        didSet { if maximumFramesPerSecond < 1 { maximumFramesPerSecond = 1 } }
    }

    /// Creates a clock at time 0 in the given mode.
    public init(mode: Mode = .virtual) {
        self.mode = mode
        if mode == .realTime { realTimeOffset = -Self.monotonicSeconds() }
    }

    /// Where the clock takes its time from; switching keeps `now` continuous.
    public var mode: Mode {
        didSet {
            guard mode != oldValue else { return }
            switch mode {
            case .virtual: virtualNow = Self.monotonicSeconds() + realTimeOffset
            case .realTime: realTimeOffset = virtualNow - Self.monotonicSeconds()
            }
        }
    }

    /// The current media time in seconds.
    public var now: CFTimeInterval {
        switch mode {
        case .virtual: return virtualNow
        case .realTime: return Self.monotonicSeconds() + realTimeOffset
        }
    }

    /// Moves the clock forward by `interval` seconds, firing due display-link frames and
    /// then the frame observers. Negative or non-finite intervals are refused with a log line.
    public func advance(by interval: CFTimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            print("MediaClock: refusing to advance by \(interval) s (must be finite and >= 0)")
            return
        }
        move(to: now + interval)
    }

    /// Sets the clock to `time`; moving forward fires due frames as `advance(by:)` does,
    /// moving backward fires none. Non-finite times are refused with a log line.
    public func set(to time: CFTimeInterval) {
        guard time.isFinite else {
            print("MediaClock: refusing to set the time to \(time)")
            return
        }
        if time < processedUpTo {
            setRaw(time)
            processedUpTo = time
            notifyObservers()
        } else {
            move(to: time)
        }
    }

    /// Fires the display-link frames and observers due up to `now` without moving the
    /// clock: what a real-time backend calls once per turn of its event loop.
    public func tick() {
        let target = now
        processFrames(upTo: target)
        notifyObservers()
    }

    /// Registers `body`, called with the new time each time the clock moves (after the
    /// display links of that move fired). Used by the compositor and the run loop.
    @discardableResult
    package func addFrameObserver(_ body: @escaping (CFTimeInterval) -> Void) -> FrameObserverToken {
        nextObserverID += 1
        let token = FrameObserverToken(id: nextObserverID)
        observers.append((token, body))
        return token
    }

    /// Unregisters a frame observer; unknown tokens are ignored.
    package func removeFrameObserver(_ token: FrameObserverToken) {
        observers.removeAll { $0.token == token }
    }

    /// The frame observers, in registration order.
    package var frameObservers: [(CFTimeInterval) -> Void] { observers.map(\.body) }

    package func register(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
    }

    package func unregister(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// The interval between a link's frames: the display's refresh interval times the
    /// divisor of the refresh rate closest to the link's preferred rate.
    package func frameInterval(for link: CADisplayLink) -> CFTimeInterval {
        Double(frameDivisor(for: link)) / Double(maximumFramesPerSecond)
    }

    private func frameDivisor(for link: CADisplayLink) -> Int {
        let maxFPS = Double(maximumFramesPerSecond)
        var preferred: Double = 0
        let range = link.preferredFrameRateRange
        if range != .default {
            preferred = Double(range.preferred ?? range.maximum)
            if preferred <= 0 { preferred = Double(range.maximum) }
        } else if link.preferredFramesPerSecond > 0 {
            preferred = Double(link.preferredFramesPerSecond)
        }
        guard preferred > 0, preferred < maxFPS else { return 1 }
        return max(1, Int(saturating: (maxFPS / preferred).rounded()))
    }

    private func setRaw(_ time: CFTimeInterval) {
        switch mode {
        case .virtual: virtualNow = time
        case .realTime: realTimeOffset = time - Self.monotonicSeconds()
        }
    }

    private func move(to time: CFTimeInterval) {
        processFrames(upTo: time)
        setRaw(max(time, now))
        notifyObservers()
    }

    /// Fires every frame boundary in `(processedUpTo, time]`, earliest first.
    private func processFrames(upTo time: CFTimeInterval) {
        guard !isProcessingFrames else { return }
        isProcessingFrames = true
        defer { isProcessingFrames = false }
        let maxFPS = maximumFramesPerSecond
        while true {
            var earliest: CFTimeInterval = .infinity
            var due: [CADisplayLink] = []
            for link in displayLinks where !link.isPaused {
                let divisor = frameDivisor(for: link)
                let ticks = processedUpTo * Double(maxFPS) / Double(divisor)
                let k = (ticks + 1e-9).rounded(.down) + 1
                let boundary = k * Double(divisor) / Double(maxFPS)
                guard boundary <= time + 1e-9 else { continue }
                if boundary < earliest - 1e-9 {
                    earliest = boundary
                    due = [link]
                } else if abs(boundary - earliest) <= 1e-9 {
                    due.append(link)
                }
            }
            guard !due.isEmpty else { break }
            if mode == .virtual { virtualNow = max(virtualNow, earliest) }
            processedUpTo = earliest
            for link in due {
                link.fire(timestamp: earliest, interval: frameInterval(for: link),
                          refreshInterval: 1 / Double(maxFPS))
            }
        }
        processedUpTo = max(processedUpTo, time)
    }

    private func notifyObservers() {
        let current = now
        for observer in observers { observer.body(current) }
    }

    private static func monotonicSeconds() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }
}
