import Foundation

/// The base of the haptic feedback generators. Linux desktops have no haptic engine, so
/// a generator behaves as UIKit's does on a device without one (an iPad, the simulator):
/// it plays nothing. What the app asked for is kept (the last 256 requests) so tests can
/// check it through `UIKitTesting`.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject, UIInteraction {
    /// The view the generator is attached to (`init(view:)` or `addInteraction(_:)`).
    public private(set) weak var view: UIView?

    /// Whether `prepare()` was called in the last few seconds (UIKit keeps the engine
    /// ready for about that long).
    var isPrepared: Bool { preparedAt.map { Date().timeIntervalSince($0) < Self.preparedDuration } ?? false }
    private var preparedAt: Date?
    static let preparedDuration: TimeInterval = 2

    /// Creates a generator that is not attached to a view.
    public override init() { super.init() }

    /// Creates a generator attached to `view` (the location variants of the occurrence
    /// methods are in its coordinates).
    public init(view: UIView) {
        super.init()
        view.addInteraction(self)
    }

    /// Readies the generator for a feedback about to be played.
    open func prepare() { preparedAt = Date() }

    /// Called before the generator is attached to (or detached from) a view.
    open func willMove(to view: UIView?) {}

    /// Called after the generator was attached to (or detached from) a view.
    open func didMove(to view: UIView?) { self.view = view }

    /// Keeps `event` as played; the engine is no longer prepared afterwards, as in UIKit.
    func perform(_ event: FeedbackEvent) {
        preparedAt = nil
        FeedbackEvent.performed.append(event)
        if FeedbackEvent.performed.count > FeedbackEvent.limit { FeedbackEvent.performed.removeFirst() }
    }
}

/// A haptic the app asked a generator to play.
package enum FeedbackEvent: Equatable, Sendable {
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat, location: CGPoint?)
    case notification(UINotificationFeedbackGenerator.FeedbackType, location: CGPoint?)
    case selection(location: CGPoint?)

    /// The requests played so far, oldest first.
    @MainActor package static var performed: [FeedbackEvent] = []
    static let limit = 256
}
