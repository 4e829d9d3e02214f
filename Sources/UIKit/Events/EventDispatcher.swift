import CoreGraphics
import Foundation

/// The touch-delivery machinery behind `UIApplication.sendEvent` and `UIWindow.sendEvent`:
/// the live touches, hit-testing when a touch begins, delivery to gesture recognizers then
/// to views (with `delaysTouchesBegan/Ended` and `cancelsTouchesInView`), tap counting,
/// and the recognizers engaged in the current gesture (see `UIGestureRecognizer+StateMachine`).
@preconcurrency @MainActor
package final class EventDispatcher {
    package static let shared = EventDispatcher()

    /// Touches that began and have not ended or been cancelled.
    package var activeTouches: [UITouch] = []
    /// Ended touches whose view has not received every phase yet (delayed by a recognizer).
    package var heldTouches: [UITouch] = []
    /// Recognizers that received input since their last reset.
    package var engaged: [UIGestureRecognizer] = []
    /// Recognizers whose transition waits for required recognizers to fail.
    package var waiting: [UIGestureRecognizer] = []
    /// The last event delivered (timer-driven deliveries reuse it).
    package var lastEvent: UIEvent?
    /// Presses whose began phase triggered a key command (their end is swallowed too).
    package var consumedPresses: [ObjectIdentifier] = []
    /// Events dropped as invalid since launch (garbage input).
    package private(set) var droppedEventCount = 0
    /// The last completed tap, for `tapCount`.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int, window: ObjectIdentifier, buttons: UIEvent.ButtonMask)?
    /// Log lines are rate-limited: at most this many per second of media time.
    private var logBudget = (time: -1.0, count: 0)

    /// The maximum interval between taps counted together (UIKit's double-tap interval).
    package static let multipleTapInterval: TimeInterval = 0.35
    /// The maximum distance between taps counted together, in points.
    package static let multipleTapDistance: CGFloat = 45

    /// Logs a dropped input (rate-limited: a burst logs a few lines then a summary).
    package func drop(_ message: @autoclosure () -> String) {
        droppedEventCount += 1
        let now = MediaClock.shared.now
        if logBudget.time != now { logBudget = (now, 0) }
        logBudget.count += 1
        if logBudget.count <= 5 { UIView.log("event dropped: \(message())") }
        else if logBudget.count == 6 { UIView.log("event dropped: further drops at this time are counted, not logged") }
    }

    // MARK: Validating and hit-testing (UIApplication.sendEvent)

    /// Checks a touch event: known live windows, finite locations, phases in order.
    /// Returns the touches to deliver, grouped by window in window order; logs what is dropped.
    package func admitTouches(of event: UIEvent) -> [(UIWindow, [UITouch])] {
        let app = UIApplication.shared
        var groups: [(UIWindow, [UITouch])] = []
        var knownWindows: [UIWindow]?
        for touch in event.touchStorage {
            let isActive = activeTouches.contains { $0 === touch }
            if !isActive, touch.phase != .began {
                drop("touch \(touch.phase) without began"); continue
            }
            guard let window = touch.windowStorage else { drop("touch for a released window"); continue }
            if !isActive {
                if knownWindows == nil { knownWindows = app.allWindows }
                guard knownWindows!.contains(where: { $0 === window }) else { drop("touch for an unknown window"); continue }
            }
            let p = touch.windowLocation
            guard p.x.isFinite, p.y.isFinite, touch.timestamp.isFinite else {
                drop("touch location \(p) or timestamp \(touch.timestamp) is not finite")
                touch.windowLocation = touch.previousWindowLocation
                continue
            }
            switch touch.phase {
            case .began where isActive: drop("touch began twice"); continue
            case .began: break
            case .moved, .stationary, .ended, .cancelled:
                guard isActive else { drop("touch \(touch.phase) without began"); continue }
            case .regionEntered, .regionMoved, .regionExited:
                drop("hover phases are not delivered as touches"); continue
            }
            if touch.phase == .began {
                if app.isIgnoringInteractionEvents { continue }
                if activeTouches.count >= 20 { drop("more than 20 simultaneous touches"); continue }
                prepareBeganTouch(touch, in: window, event: event)
                activeTouches.append(touch)
            }
            groups.append(window, touch)
        }
        return groups
    }

    /// Hit-tests a new touch, counts taps, applies multiple- and exclusive-touch rules and
    /// collects the recognizers of the hit view and its ancestors.
    private func prepareBeganTouch(_ touch: UITouch, in window: UIWindow, event: UIEvent) {
        touch.isHitTested = true
        touch.buttonMask = event.buttonMask
        if !event.buttonMask.isEmpty { touch.type = .indirectPointer }
        let hit = window.hitTest(touch.windowLocation, with: event)
        touch.viewStorage = hit
        if Self.isSecondaryOnly(touch.buttonMask) {
            // A right click reaches only the recognizers that ask for the secondary button;
            // views and ordinary recognizers never see it (it does not tap buttons).
            touch.deliversToView = false
            var view: UIView? = hit
            while let current = view {
                for recognizer in current.extrasStorage?.gestureRecognizers ?? []
                where recognizer.canTakeNewTouch && (recognizer as? SecondaryButtonRecognizing)?.acceptsSecondaryButton == true {
                    touch.recognizerStorage.append(recognizer)
                }
                view = current.superviewStorage
            }
            return
        }
        touch.tapCount = 1
        if let lastTap, lastTap.window == ObjectIdentifier(window), lastTap.buttons == touch.buttonMask,
           touch.timestamp - lastTap.time <= Self.multipleTapInterval,
           hypot(touch.windowLocation.x - lastTap.location.x, touch.windowLocation.y - lastTap.location.y) <= Self.multipleTapDistance {
            touch.tapCount = lastTap.count + 1
        }
        guard let hit else { touch.deliversToView = false; return }
        let others = activeTouches.filter { $0.deliversToView && $0.viewStorage != nil }
        if others.contains(where: { $0.viewStorage !== hit && ($0.viewStorage!.isExclusiveTouch || hit.isExclusiveTouch) }) {
            touch.deliversToView = false
            return
        }
        if !hit.isMultipleTouchEnabled, others.contains(where: { $0.viewStorage === hit }) {
            touch.deliversToView = false
        }
        var view: UIView? = hit
        while let current = view {
            for recognizer in current.extrasStorage?.gestureRecognizers ?? [] where recognizer.canTakeNewTouch {
                if (recognizer as? SecondaryButtonRecognizing)?.acceptsPrimaryButton == false { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    touch.recognizerStorage.append(recognizer)
                }
            }
            view = current.superviewStorage
        }
    }

    /// Whether `mask` holds buttons but not the primary one (a right or other click).
    package static func isSecondaryOnly(_ mask: UIEvent.ButtonMask) -> Bool {
        !mask.isEmpty && !mask.contains(.primary)
    }

    // MARK: Delivering (UIWindow.sendEvent)

    /// Delivers `touches` (of one window) to their recognizers, then to their views.
    package func deliver(_ touches: [UITouch], event: UIEvent) {
        lastEvent = event
        deliverToRecognizers(touches, event: event)
        var toViews: [UITouch] = []
        for touch in touches where touch.deliversToView && !touch.viewIsDone {
            if !touch.delayedPhases.isEmpty || isDelayed(touch, phase: touch.phase) {
                touch.delayedPhases.append(touch.phase)
            } else {
                toViews.append(touch)
            }
        }
        sendToViews(toViews.map { ($0, $0.phase) }, event: event)
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            activeTouches.removeAll { $0 === touch }
            if !touch.delayedPhases.isEmpty && !touch.viewIsDone { heldTouches.append(touch) }
            if touch.phase == .ended, let window = touch.windowStorage {
                lastTap = (touch.windowLocation, touch.timestamp, touch.tapCount, ObjectIdentifier(window), touch.buttonMask)
            }
        }
        finishDispatch()
    }

    /// Work after each delivery or timer: delayed touches whose recognizers decided are
    /// delivered; finished recognizers whose touches are gone are reset.
    package func finishDispatch() {
        flushDelayedTouches()
        resetFinishedRecognizers()
        if activeTouches.isEmpty && heldTouches.isEmpty { lastEvent = nil }
    }

    /// Delivers touches to the recognizers that track them, grouped per recognizer.
    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.recognizerStorage where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            guard recognizer.isEnabled, !recognizer.isFinished, recognizer.shouldReceive(event) else { continue }
            let mine = touches.filter { touch in
                touch.recognizerStorage.contains { $0 === recognizer } && !recognizer.ignoredTouches.contains(ObjectIdentifier(touch))
            }
            guard !mine.isEmpty else { continue }
            if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
            recognizer.modifierFlags = event.modifierFlags
            recognizer.buttonMaskStorage = mine.reduce(into: UIEvent.ButtonMask()) { $0.formUnion($1.buttonMask) }
            let began = mine.filter { $0.phase == .began }
            if !began.isEmpty {
                recognizer.trackedTouches.append(contentsOf: began)
                recognizer.seenTouches.append(contentsOf: began)
                recognizer.touchesBegan(Set(began), with: event)
            }
            let moved = mine.filter { $0.phase == .moved }
            if !moved.isEmpty, !recognizer.isFinished { recognizer.touchesMoved(Set(moved), with: event) }
            let ended = mine.filter { $0.phase == .ended }
            if !ended.isEmpty {
                recognizer.lastCentroid = recognizer.centroidLocation(in: nil)
                if !recognizer.isFinished { recognizer.touchesEnded(Set(ended), with: event) }
                recognizer.trackedTouches.removeAll { t in ended.contains { $0 === t } }
            }
            let cancelled = mine.filter { $0.phase == .cancelled }
            if !cancelled.isEmpty {
                if !recognizer.isFinished { recognizer.touchesCancelled(Set(cancelled), with: event) }
                recognizer.trackedTouches.removeAll { t in cancelled.contains { $0 === t } }
            }
            if !recognizer.trackedTouches.isEmpty { recognizer.lastCentroid = recognizer.centroidLocation(in: nil) }
        }
    }

    /// Whether the view must not get `phase` of `touch` yet because a recognizer that is
    /// still deciding delays it.
    private func isDelayed(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        switch phase {
        case .began:
            return touch.recognizerStorage.contains { $0.isEnabled && $0.delaysTouchesBegan && $0.stateStorage == .possible }
        case .ended:
            return touch.recognizerStorage.contains { r in
                r.isEnabled && r.delaysTouchesEnded && r.stateStorage == .possible && r.seenTouches.contains { $0 === touch }
            }
        default:
            return false
        }
    }

    /// Delivers delayed phases whose recognizers have decided.
    private func flushDelayedTouches() {
        var batch: [(UITouch, UITouch.Phase)] = []
        for touch in activeTouches + heldTouches where !touch.delayedPhases.isEmpty {
            if touch.viewIsDone { touch.delayedPhases = []; continue }
            while let phase = touch.delayedPhases.first, !isDelayed(touch, phase: phase) {
                touch.delayedPhases.removeFirst()
                batch.append((touch, phase))
            }
        }
        heldTouches.removeAll { $0.delayedPhases.isEmpty }
        if !batch.isEmpty {
            let event = lastEvent ?? UIEvent(touches: batch.map(\.0), timestamp: MediaClock.shared.now)
            sendToViews(batch, event: event)
        }
    }

    /// Calls the views' touch methods, one call per view and phase, in phase order.
    package func sendToViews(_ items: [(UITouch, UITouch.Phase)], event: UIEvent) {
        let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
        for phase in phases {
            var views: [UIView] = []
            var sets: [ObjectIdentifier: Set<UITouch>] = [:]
            for (touch, p) in items where p == phase {
                guard let view = touch.viewStorage, !touch.viewIsDone else { continue }
                if phase == .began { touch.viewSawBegan = true } else if !touch.viewSawBegan { continue }
                if phase == .ended || phase == .cancelled { touch.viewIsDone = true }
                let key = ObjectIdentifier(view)
                if sets[key] == nil { views.append(view) }
                sets[key, default: []].insert(touch)
            }
            if phase == .stationary { continue }
            for view in views {
                let touches = sets[ObjectIdentifier(view)]!
                switch phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                case .cancelled: view.touchesCancelled(touches, with: event)
                default: break
                }
            }
        }
    }

    /// Sends `touchesCancelled` to the views of `touches` that are still receiving them.
    package func cancelViewTouches(_ touches: [UITouch]) {
        var items: [(UITouch, UITouch.Phase)] = []
        for touch in touches where !touch.viewIsDone {
            touch.delayedPhases = []
            if touch.viewSawBegan { items.append((touch, .cancelled)) } else { touch.viewIsDone = true }
        }
        heldTouches.removeAll { $0.viewIsDone || $0.delayedPhases.isEmpty }
        guard !items.isEmpty else { return }
        let event = lastEvent ?? UIEvent(touches: items.map(\.0), timestamp: MediaClock.shared.now)
        sendToViews(items, event: event)
    }

    /// Cancels the touches whose view left the touch's window (called after hierarchy
    /// changes); O(live touches).
    package func cancelTouchesOfDetachedViews() {
        guard !activeTouches.isEmpty || !heldTouches.isEmpty else { return }
        let detached = (activeTouches + heldTouches).filter { touch in
            guard let view = touch.viewStorage else { return false }
            return view !== touch.windowStorage && view.windowStorage !== touch.windowStorage
        }
        guard !detached.isEmpty else { return }
        cancelViewTouches(detached)
        for touch in detached { touch.viewStorage = nil }
    }

    /// Forgets everything (tests start from a clean slate; a window backend shutting down).
    package func resetAll() {
        for recognizer in engaged { recognizer.resetCore() }
        activeTouches = []
        heldTouches = []
        engaged = []
        waiting = []
        lastEvent = nil
        lastTap = nil
    }
}

private extension Array {
    mutating func append<A, B>(_ a: A, _ b: B) where Element == (A, [B]), A: AnyObject {
        if let i = firstIndex(where: { $0.0 === a }) { self[i].1.append(b) } else { append((a, [b])) }
    }
}
