import CoreGraphics
import Foundation

/// Recognizes a swipe: `numberOfTouchesRequired` fingers moving quickly in one of the
/// permitted `direction`s. Discrete: recognized once the fingers moved 50 points along the
/// direction within 0.5 s while staying within 60% of that distance off the axis; fails
/// otherwise.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the directions.
        public let rawValue: UInt
        /// Creates directions from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// The fingers required (default 1).
    open var numberOfTouchesRequired: Int = 1

    /// The distance along the direction that recognizes the swipe, in points.
    public static let minimumDistance: CGFloat = 50
    /// The time the swipe must take at most, in seconds.
    public static let maximumDuration: TimeInterval = 0.5

    package var startTime: TimeInterval = 0
    package var origin: CGPoint = .zero

    /// Fails with too many fingers; otherwise notes where and when the swipe started.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        origin = centroidLocation(in: nil)
        startTime = event.timestamp
    }

    /// Recognizes once the fingers travel far enough, quickly enough, in an allowed direction.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard stateStorage == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > Self.maximumDuration { state = .failed; return }
        let c = centroidLocation(in: nil)
        let dx = c.x - origin.x, dy = c.y - origin.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (dir, along, across) in candidates where direction.contains(dir) && along >= Self.minimumDistance {
            if abs(across) <= along * 0.6 { state = .ended; return }
        }
        let moved = hypot(dx, dy)
        let anyPlausible = candidates.contains { direction.contains($0.0) && $0.1 > 0 && abs($0.2) <= max($0.1, 10) * 0.6 + 10 }
        if moved > 20 && !anyPlausible { state = .failed }
    }

    /// Fails a swipe that lifts before it was recognized.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if stateStorage == .possible { state = .failed }
    }

    /// Clears the swipe's start for the next gesture.
    open override func reset() {
        super.reset()
        startTime = 0
        origin = .zero
    }
}
