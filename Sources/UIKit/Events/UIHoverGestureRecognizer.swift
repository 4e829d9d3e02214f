import CoreGraphics
import Foundation

/// Recognizes the pointer moving over its view with no button pressed (a continuous
/// gesture): `.began` when the pointer enters the view, `.changed` as it moves over it,
/// `.ended` when it leaves (or leaves the window). `location(in:)` is the pointer's.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The hovering device's distance from the screen (0: a mouse has none).
    open var zOffset: CGFloat { 0 }
    /// A pencil's altitude (a mouse: π/2, perpendicular).
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// A pencil's roll (a mouse: 0).
    open var rollAngle: CGFloat { 0 }
    /// A pencil's azimuth in `view` (a mouse: 0).
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// A pencil's azimuth direction in `view` (a mouse: pointing right).
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// The pointer entered the view at `location` (window coordinates).
    package func hoverEntered(at location: CGPoint) {
        lastCentroid = location
        requestTransition(to: .began)
    }

    /// The pointer moved over the view.
    package func hoverMoved(to location: CGPoint) {
        guard stateStorage == .began || stateStorage == .changed else { return }
        lastCentroid = location
        requestTransition(to: .changed)
    }

    /// The pointer left the view.
    package func hoverExited(at location: CGPoint) {
        guard stateStorage == .began || stateStorage == .changed else { return }
        lastCentroid = location
        requestTransition(to: .ended)
    }
}

/// A hover event: the pointer moved (no button held) or left a window.
@preconcurrency @MainActor
package final class HoverEvent: UIEvent {
    /// The window the pointer is over.
    package private(set) weak var window: UIWindow?
    /// The pointer's location in window coordinates.
    package let location: CGPoint
    /// Whether the pointer left the window.
    package let exited: Bool

    /// Creates a hover event (window backends and `UIKitTesting`).
    package init(window: UIWindow, location: CGPoint, exited: Bool, modifierFlags: UIKeyModifierFlags, timestamp: TimeInterval) {
        self.window = window
        self.location = location
        self.exited = exited
        super.init(type: .hover, timestamp: timestamp)
        self.modifierFlags = modifierFlags
    }
}

extension UIWindow {
    /// Delivers a hover event: hover recognizers of the views under the pointer begin or
    /// change, those of views it left end; the pointer's cursor is chosen.
    package func deliverHover(_ event: HoverEvent) {
        let p = event.location
        guard p.x.isFinite, p.y.isFinite else { EventDispatcher.shared.drop("hover event with a non-finite location"); return }
        let hit = event.exited ? nil : hitTest(p, with: event)
        var current: [UIHoverGestureRecognizer] = []
        var view = hit
        while let v = view {
            for case let hover as UIHoverGestureRecognizer in v.extrasStorage?.gestureRecognizers ?? [] where hover.isEnabled {
                current.append(hover)
            }
            view = v.superviewStorage
        }
        let tracker = HoverTracker.shared
        let previous = tracker.hovering.compactMap { $0.recognizer as? UIHoverGestureRecognizer }
        for old in previous where !current.contains(where: { $0 === old }) {
            old.modifierFlags = event.modifierFlags
            old.hoverExited(at: p)
        }
        for hover in current {
            hover.modifierFlags = event.modifierFlags
            if previous.contains(where: { $0 === hover }) && (hover.stateStorage == .began || hover.stateStorage == .changed) {
                hover.hoverMoved(to: p)
            } else {
                if hover.isFinished { hover.resetCore() }
                hover.hoverEntered(at: p)
            }
        }
        tracker.hovering = current.filter { $0.stateStorage == .began || $0.stateStorage == .changed }.map { WeakRecognizer($0) }
        EventDispatcher.shared.resetFinishedRecognizers()
        if event.exited { PointerCursor.shared.pointerExited() }
        else { PointerCursor.shared.pointerMoved(in: self, to: p, over: hit, modifiers: event.modifierFlags) }
    }
}

/// The hover recognizers the pointer is over.
@MainActor
package final class HoverTracker {
    package static let shared = HoverTracker()
    package var hovering: [WeakRecognizer] = []
}
