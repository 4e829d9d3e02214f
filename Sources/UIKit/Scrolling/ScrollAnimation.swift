import CoreGraphics
import Foundation
import QuartzCore

/// One running motion of a scroll view (an animated scroll, a deceleration, a bounce, a
/// zoom), driven by a display link on the media clock: each frame calls `step` with the
/// time since the start, a closed-form function of time, so that results do not depend on
/// how the clock is advanced. `step` returns true once the motion is over.
@MainActor
package final class ScrollAnimation {
    /// What the motion is, for the scroll view's state and its delegate's callbacks.
    package enum Kind { case scrollingAnimation, deceleration, zoomAnimation }

    package let kind: Kind
    private var link: CADisplayLink?
    private let start: CFTimeInterval
    private let step: (CFTimeInterval) -> Bool
    private var completion: ((Bool) -> Void)?

    /// The view that moves: once it leaves its window the motion stops.
    private weak var view: UIView?

    /// Starts a motion of `view` now; `completion` gets true when it finished, false when stopped.
    package init(kind: Kind, view: UIView, step: @escaping (CFTimeInterval) -> Bool, completion: @escaping (Bool) -> Void) {
        self.kind = kind
        self.view = view
        self.step = step
        self.completion = completion
        start = MediaClock.shared.now
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated { self?.frame(at: link.timestamp) }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Whether the motion still runs.
    package var isRunning: Bool { link != nil }

    private func frame(at time: CFTimeInterval) {
        guard link != nil else { return }
        guard let view, view.window != nil, !view.window!.isHidden else { return finish(false) }
        if step(max(0, time - start)) { finish(true) }
    }

    /// Stops the motion where it is; the completion gets false.
    package func stop() { finish(false) }

    private func finish(_ finished: Bool) {
        link?.invalidate()
        link = nil
        let done = completion
        completion = nil
        done?(finished)
    }
}
