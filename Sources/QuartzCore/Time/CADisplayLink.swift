import Foundation

/// A timer synchronized with the display's refresh: calls its action once per frame.
///
/// Linux has no selectors, so the target-action pair is a curried method reference,
/// `CADisplayLink(target: self, selector: MyView.step)`, holding the target weakly (the
/// project's target-action design); when the target is gone the link invalidates itself.
/// `init(handler:)` takes a closure instead. Frames fire when ``MediaClock/shared``
/// crosses a frame boundary (see ``MediaClock``), once the link is added to a run loop.
public class CADisplayLink: NSObject {
    private weak var target: AnyObject?
    private var action: ((AnyObject, CADisplayLink) -> Void)?
    private var handler: ((CADisplayLink) -> Void)?
    private var modes: Set<String> = []
    private var isInvalidated = false

    /// The clock whose frames drive the link (the shared media clock unless a test picks another).
    package var clock: MediaClock = .shared

    /// Creates a link that calls `selector` on `target` (held weakly) every frame.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        self.target = target
        self.action = { object, link in
            guard let typed = object as? T else { return }
            selector(typed)(link)
        }
        super.init()
    }

    /// Creates a link that calls `handler` every frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// When true, frames are not delivered (boundaries crossed while paused are skipped).
    public var isPaused: Bool = false

    /// The time of the last frame delivered (0 before the first frame).
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time of the next frame the link expects to deliver.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The display's refresh interval (the time between screen refreshes).
    public private(set) var duration: CFTimeInterval = 1.0 / 60.0

    /// The frame rate the link would like; 0 (the default) means the display's maximum.
    public var preferredFramesPerSecond: Int = 0

    /// The range of frame rates the link would like; `.default` leaves it to the system.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The frame rate the link was configured with (deprecated in UIKit in favour of
    /// `preferredFramesPerSecond`): frames fire every `frameInterval` refreshes.
    public var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(1, clock.maximumFramesPerSecond / preferredFramesPerSecond) : 1 }
        set { preferredFramesPerSecond = newValue > 0 ? max(1, clock.maximumFramesPerSecond / newValue) : 0 }
    }

    /// Registers the link with `runloop` in `mode`: frames start firing as the media clock moves.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        modes.insert(mode.rawValue)
        clock.register(self)
    }

    /// Removes the link from `mode`; once in no mode, it stops firing.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode.rawValue)
        if modes.isEmpty { clock.unregister(self) }
    }

    /// Removes the link from every run loop mode and releases its target and handler.
    public func invalidate() {
        isInvalidated = true
        modes.removeAll()
        clock.unregister(self)
        action = nil
        handler = nil
        target = nil
    }

    /// Delivers one frame at `timestamp` (called by the media clock).
    package func fire(timestamp: CFTimeInterval, interval: CFTimeInterval, refreshInterval: CFTimeInterval) {
        guard !isInvalidated else { return }
        self.timestamp = timestamp
        self.targetTimestamp = timestamp + interval
        self.duration = refreshInterval
        if let handler {
            handler(self)
        } else if let action {
            guard let target else {
                invalidate()
                return
            }
            action(target, self)
        }
    }
}
