import CoreGraphics
import Foundation

// The gesture environment's rules, applied whenever a recognizer asks for a new state:
//  1. transitions are validated (possible → began/recognized/failed; began/changed →
//     changed/ended/cancelled); invalid ones are logged and ignored;
//  2. leaving `.possible` waits while a recognizer it requires to fail (require(toFail:),
//     the delegate's or subclass's failure requirements) is still deciding; if that one
//     recognizes, the waiting one fails;
//  3. then `gestureRecognizerShouldBegin` (delegate, then the view) may fail it;
//  4. an already recognized recognizer sharing a touch may prevent it; otherwise it prevents
//     the others sharing its touches (they fail, or are cancelled if they had begun), unless
//     either delegate allows simultaneous recognition or canPrevent/canBePrevented say no;
//  5. with `cancelsTouchesInView` the views' touches are cancelled; the actions are sent.
// A recognizer in a final state is reset (`reset()`, back to `.possible`) once none of its
// touches is down any more.

extension UIGestureRecognizer {
    /// Whether the recognizer is in a final state (ended, cancelled or failed).
    package var isFinished: Bool {
        stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed
    }

    /// Whether a beginning touch may be added to the recognizer.
    package var canTakeNewTouch: Bool {
        isEnabled && !isFinished && viewStorage != nil
    }

    /// Implements the `state` setter.
    package func requestTransition(to new: State) {
        let old = stateStorage
        if let pending = pendingState {
            switch new {
            case .failed, .cancelled: failCore()
            case .ended: pendingState = .ended
            case .began, .changed: pendingState = pending
            case .possible: break
            }
            return
        }
        switch (old, new) {
        case (.possible, .possible): return
        case (.possible, .began), (.possible, .ended): EventDispatcher.shared.attemptBegin(self, to: new)
        case (.possible, .failed), (.possible, .cancelled): failCore()
        case (.began, .changed), (.changed, .changed): accept(new)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled): accept(new)
        case (.began, .failed), (.changed, .failed):
            UIView.log("\(type(of: self)): \(old) -> failed is not a valid transition; cancelling instead")
            accept(.cancelled)
        default:
            UIView.log("\(type(of: self)): \(old) -> \(new) is not a valid transition; ignored")
        }
    }

    /// Moves to an accepted state, sends the actions, and tells the environment.
    package func accept(_ new: State) {
        stateStorage = new
        pendingState = nil
        if new == .began || new == .ended, cancelsTouchesInView {
            EventDispatcher.shared.cancelViewTouches(seenTouches)
        }
        sendActions()
        EventDispatcher.shared.recognizerDidChange(self)
    }

    /// Fails the recognizer (no actions).
    package func failCore() {
        stateStorage = .failed
        pendingState = nil
        EventDispatcher.shared.waiting.removeAll { $0 === self }
        EventDispatcher.shared.recognizerDidChange(self)
    }

    /// The default of `touchesCancelled`: a possible recognizer fails, a started one is cancelled.
    package func cancelOrFailForCancelledTouches() {
        switch stateStorage {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    /// A continuous gesture's fingers lifted: a started recognizer ends, one that never
    /// began fails.
    package func endOrFailForLiftedTouches() {
        switch stateStorage {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Disabling: a started recognizer is cancelled, a deciding one fails.
    package func disable() {
        switch stateStorage {
        case .began, .changed: accept(.cancelled)
        case .possible where EventDispatcher.shared.engaged.contains(where: { $0 === self }): failCore()
        default: break
        }
    }

    /// Implements `ignore(_:for:)`.
    package func ignoreCore(_ touch: UITouch) {
        let id = ObjectIdentifier(touch)
        if !ignoredTouches.contains(id) { ignoredTouches.append(id) }
        trackedTouches.removeAll { $0 === touch }
    }

    /// Back to `.possible` with no touches; calls `reset()`.
    package func resetCore() {
        for token in timerTokens { GestureTimers.shared.cancel(token) }
        timerTokens = []
        stateStorage = .possible
        pendingState = nil
        trackedTouches = []
        seenTouches = []
        ignoredTouches = []
        reset()
    }

    /// Schedules `body` on the media clock; the timer is cancelled by reset.
    package func scheduleTimer(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        let token = GestureTimers.shared.schedule(after: delay) { [weak self] in
            guard self != nil else { return }
            body()
        }
        timerTokens.append(token)
    }

    /// The centroid of the tracked touches (the last one when none is down).
    package func centroidLocation(in view: UIView?) -> CGPoint {
        let window = viewStorage?.windowStorage ?? seenTouches.first?.windowStorage
        var point = lastCentroid
        if !trackedTouches.isEmpty {
            let sum = trackedTouches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
            point = CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
        }
        guard let view, view !== window else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of the tracked touch at `index` (logged and zero when out of range).
    package func touchLocation(at index: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(index) else {
            UIView.log("location(ofTouch: \(index)): the recognizer has \(trackedTouches.count) touches")
            return .zero
        }
        return trackedTouches[index].location(in: view)
    }

    /// Whether this recognizer and `other` may recognize at the same time.
    package func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    /// Whether this recognizer waits for `other` to fail.
    package func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
    }

    /// Whether the two recognizers received a common touch.
    package func sharesTouches(with other: UIGestureRecognizer) -> Bool {
        seenTouches.contains { touch in other.seenTouches.contains { $0 === touch } }
    }
}

extension EventDispatcher {
    /// Rules 2–5 for a recognizer leaving `.possible` toward `target`.
    package func attemptBegin(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        guard recognizer.isEnabled else { recognizer.failCore(); return }
        if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
        let blockers = engaged.filter { $0 !== recognizer && recognizer.requiresFailure(of: $0) }
        if blockers.contains(where: { [.began, .changed, .ended].contains($0.stateStorage) }) {
            recognizer.failCore(); return
        }
        if blockers.contains(where: { $0.stateStorage == .possible }) {
            recognizer.pendingState = target
            if !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
            return
        }
        waiting.removeAll { $0 === recognizer }
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            || !viewsAllowBeginning(recognizer)
            || overlapsControlDefaultAction(recognizer) {
            recognizer.failCore(); return
        }
        let others = engaged.filter { $0 !== recognizer && !$0.isFinished && $0.sharesTouches(with: recognizer) }
        for other in others where other.stateStorage == .began || other.stateStorage == .changed {
            if !recognizer.recognizesSimultaneously(with: other), other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                recognizer.failCore(); return
            }
        }
        var prevented: [UIGestureRecognizer] = []
        for other in others where !recognizer.recognizesSimultaneously(with: other)
            && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
            prevented.append(other)
        }
        recognizer.stateStorage = target
        for other in prevented where !other.isFinished {
            if other.stateStorage == .possible { other.failCore() } else { other.accept(.cancelled) }
        }
        recognizer.accept(target)
    }

    /// Asks `gestureRecognizerShouldBegin(_:)` of the views involved: the views the
    /// recognizer's touches hit (so a touched view, like UIKit's slider, can keep an
    /// ancestor's pan from beginning) and the recognizer's own view.
    private func viewsAllowBeginning(_ recognizer: UIGestureRecognizer) -> Bool {
        var asked: [UIView] = []
        for touch in recognizer.seenTouches {
            guard let view = touch.viewStorage, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        if let own = recognizer.viewStorage, !asked.contains(where: { $0 === own }) {
            return own.gestureRecognizerShouldBegin(recognizer)
        }
        return true
    }

    /// UIKit gives a control's own single tap precedence over a single-tap recognizer of
    /// an ancestor: such a recognizer does not begin on a touch that hit an enabled control.
    private func overlapsControlDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
              tap.numberOfTouchesRequired == 1 else { return false }
        return recognizer.seenTouches.contains { touch in
            guard let control = touch.viewStorage as? UIControl else { return false }
            return control.isEnabled && control !== recognizer.viewStorage
        }
    }

    /// After any state change: waiting recognizers re-check their requirements; delayed
    /// touches whose recognizers decided are delivered.
    package func recognizerDidChange(_ changed: UIGestureRecognizer) {
        if !engaged.contains(where: { $0 === changed }) && changed.stateStorage != .possible { engaged.append(changed) }
        if changed.isFinished {
            for token in changed.timerTokens { GestureTimers.shared.cancel(token) }
            changed.timerTokens = []
        }
        let candidates = waiting
        for recognizer in candidates where recognizer.pendingState != nil && recognizer !== changed {
            let blockers = engaged.filter { $0 !== recognizer && recognizer.requiresFailure(of: $0) }
            if blockers.contains(where: { [.began, .changed, .ended].contains($0.stateStorage) }) {
                recognizer.failCore()
            } else if !blockers.contains(where: { $0.stateStorage == .possible }), let target = recognizer.pendingState {
                recognizer.pendingState = nil
                waiting.removeAll { $0 === recognizer }
                attemptBegin(recognizer, to: target)
            }
        }
    }

    /// Resets finished recognizers none of whose touches is down or held any more.
    package func resetFinishedRecognizers() {
        let live = activeTouches + heldTouches
        let done = engaged.filter { recognizer in
            recognizer.isFinished && !recognizer.seenTouches.contains { touch in live.contains { $0 === touch } }
        }
        guard !done.isEmpty else { return }
        engaged.removeAll { r in done.contains { $0 === r } }
        for recognizer in done { recognizer.resetCore() }
    }
}
