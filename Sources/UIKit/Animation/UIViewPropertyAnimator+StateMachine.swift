import CoreGraphics
import Foundation

extension UIViewPropertyAnimator {
    /// Logs a call made in a state where UIKit raises an exception.
    package func reportMisuse(_ message: String) {
        UIView.log("UIViewPropertyAnimator: \(message) (UIKit raises NSInternalInconsistencyException); ignored")
    }

    /// The timing of the animations and the duration they run for.
    package var effectiveTiming: (timing: ViewAnimationTiming, duration: TimeInterval) {
        if let spring = timingParameters?.springTimingParameters {
            guard spring.isValid else { return (.curve(CAMediaTimingFunction(name: .linear)), 0) }
            return spring.timing(forDuration: duration)
        }
        let cubic = timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()
        return (.curve(cubic.timingFunction), duration)
    }

    /// The fraction now: moving along the running segment, else where it was left.
    package var currentFraction: Double {
        guard let segment else { return pausedFraction }
        let now = CACurrentMediaTime()
        let p = segment.length > 0 ? min(max((now - segment.startTime) / segment.length, 0), 1) : 1
        return segment.startFraction + (segment.target - segment.startFraction) * p
    }

    // MARK: Activation and tracks

    /// Runs `body` capturing the property changes it makes as tracks starting after
    /// `delayFactor` (a fraction of the animator's duration).
    package func captureTracks(_ body: () -> Void, delayFactor: Double) {
        let block = ViewAnimationBlock(duration: max(duration, 1e-6), timing: effectiveTiming.timing)
        block.capture = { [unowned self] change in
            let current = change.layer.presentationOverride(forKey: change.key) ?? change.from
            let from = AnimatableValue(CALayer.propertyValue(current)), to = AnimatableValue(change.to)
            self.tracks.removeAll { old in
                guard old.layer === change.layer, old.key == change.key else { return false }
                old.layer.removeAnimation(forKey: old.animationKey)
                return true
            }
            guard from != to else { return }
            self.tracks.append(ViewAnimationTrack(layer: change.layer, key: change.key, from: from, to: to,
                                                  delayFactor: delayFactor,
                                                  animationKey: "propertyAnimator-\(self.serial)-\(change.key)"))
        }
        ViewAnimationContext.run(block, body)
    }

    /// Makes an inactive animator active (paused at 0): runs its animation closures.
    package func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        pausedFraction = reversed ? 1 : 0
        pauseAnchor = nil
        durationScale = 1
        let pending = pendingAnimations
        pendingAnimations = []
        for entry in pending { captureTracks(entry.body, delayFactor: entry.delayFactor) }
    }

    package func addAnimationsCore(_ body: @escaping () -> Void, delayFactor: CGFloat) {
        guard delayFactor.isFinite else {
            UIView.log("UIViewPropertyAnimator delayFactor \(delayFactor) rejected: must be finite")
            return
        }
        let factor = Double(min(max(delayFactor, 0), 1))
        switch state {
        case .stopped:
            reportMisuse("addAnimations called on a stopped animator")
        case .inactive:
            pendingAnimations.append((body, factor))
        case .active:
            // Joins mid-way: runs over the remaining duration, from the values on screen.
            let f = currentFraction
            let wasRunning = isRunning
            captureTracks(body, delayFactor: f + (1 - f) * factor)
            if wasRunning { restartSegment(afterDelay: 0) } else { installPaused() }
        }
    }

    // MARK: Running

    package func startAnimationCore(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return reportMisuse("startAnimation called on a stopped animator") }
        guard !isRunning else { return }
        guard delay.isFinite, delay >= 0 else {
            UIView.log("UIViewPropertyAnimator delay \(delay) rejected: must be finite and >= 0; starting now")
            return startAnimationCore(afterDelay: 0)
        }
        self.delay = delay
        activateIfNeeded()
        restartSegment(afterDelay: delay)
    }

    /// Gives a spring animation of a view's position the y velocity of the timing
    /// parameters: Apple's `UISpringTimingParameters.initialVelocity` documentation says
    /// both components count for view position animations (x uses `dx`, y `dy`) and only
    /// `dx` for every other property.
    package func applyVerticalVelocity(to animation: CABasicAnimation) {
        guard animation.keyPath == "position", let spring = animation as? CASpringAnimation,
              let velocity = timingParameters?.springTimingParameters?.initialVelocity else { return }
        spring.verticalInitialVelocity = velocity.dy
    }

    /// Starts a running segment from the current fraction towards the end (or the start
    /// when reversed), animating every track from the value on screen.
    package func restartSegment(afterDelay delay: TimeInterval) {
        let f = currentFraction
        let target: Double = reversed ? 0 : 1
        let (timing, base) = effectiveTiming
        let total = base * durationScale
        let now = CACurrentMediaTime()
        segment = (now + delay, f, target, abs(target - f) * total)
        pauseAnchor = nil
        for track in tracks {
            // Where the track is shown now: its animation's value, or (not installed yet)
            // its start value at this fraction.
            let current = track.layer.animation(forKey: track.animationKey) != nil
                ? track.presentedValue
                : track.from.interpolated(to: track.to, fraction: track.localProgress(f))
            let start: Double, length: Double
            if target == 1 {
                let from = max(f, track.delayFactor)
                start = (from - f) * total
                length = (1 - from) * total
            } else {
                start = 0
                length = max(f - track.delayFactor, 0) * total
            }
            let end = target == 1 ? track.to : track.from
            guard length > 0 else {
                hold(track, at: end)
                continue
            }
            let block = ViewAnimationBlock(duration: length, timing: timing)
            let animation = block.makeAnimation()
            animation.keyPath = track.key
            applyVerticalVelocity(to: animation)
            animation.fromValue = current.anyValue
            animation.toValue = end.anyValue
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            let begin = track.layer.convertTime(now + delay + start, from: nil)
            animation.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
            animation.delegate = hitTestingTag
            track.layer.add(animation, forKey: track.animationKey)
        }
        observeClock()
        if segment?.length == 0 && delay == 0 {
            // Nothing to run: finish at the end of this turn (UIKit completes asynchronously).
            let done = ViewAnimationCompletion(allowsUserInteraction: true) { [weak self] _ in self?.tick() }
            done.close()
        }
    }

    /// Shows `value` for `track` until the animator moves again.
    package func hold(_ track: ViewAnimationTrack, at value: AnimatableValue) {
        let animation = CABasicAnimation(keyPath: track.key)
        animation.fromValue = value.anyValue
        animation.toValue = value.anyValue
        animation.duration = 1
        animation.speed = 0
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.delegate = hitTestingTag
        track.layer.add(animation, forKey: track.animationKey)
    }

    package func observeClock() {
        guard frameObserver == nil else { return }
        frameObserver = MediaClock.shared.addFrameObserver { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    package func stopObservingClock() {
        if let frameObserver { MediaClock.shared.removeFrameObserver(frameObserver) }
        frameObserver = nil
    }

    /// Called as the clock moves: ends the running segment when its time is up.
    package func tick() {
        guard let segment else { return }
        // A nanosecond of slack: clock steps that add up to the length in decimal may fall
        // short of it in binary.
        guard CACurrentMediaTime() >= segment.startTime + segment.length - 1e-9 else { return }
        self.segment = nil
        pausedFraction = segment.target
        stopObservingClock()
        if pausesOnCompletion {
            pauseAnchor = nil
            installPaused()
        } else {
            complete(at: segment.target == 1 ? .end : .start)
        }
    }

    // MARK: Pausing and scrubbing

    package func pauseAnimationCore() {
        switch state {
        case .stopped:
            return reportMisuse("pauseAnimation called on a stopped animator")
        case .inactive:
            activateIfNeeded()
            installPaused()
        case .active:
            guard isRunning else { return }
            guard isInterruptible else { return reportMisuse("pauseAnimation called on a non-interruptible animator") }
            let f = currentFraction
            pauseAnchor = (f, tracks.map(\.presentedValue))
            segment = nil
            pausedFraction = f
            stopObservingClock()
            installPaused()
        }
    }

    package func setFractionComplete(_ value: CGFloat) {
        guard value.isFinite else { return UIView.log("UIViewPropertyAnimator fractionComplete \(value) rejected: must be finite") }
        guard state != .stopped else { return reportMisuse("fractionComplete set on a stopped animator") }
        guard !isRunning else {
            return UIView.log("UIViewPropertyAnimator: fractionComplete set while running has no effect; pause the animator first")
        }
        activateIfNeeded()
        pausedFraction = Double(min(max(value, 0), 1))
        installPaused()
    }

    /// Shows every track at `pausedFraction`: linearly (through the pause point when the
    /// animator was paused while running) or along the timing curve without `scrubsLinearly`.
    package func installPaused() {
        let g = pausedFraction
        let (timing, base) = effectiveTiming
        for (index, track) in tracks.enumerated() {
            let l = track.localProgress(g)
            if !scrubsLinearly, pauseAnchor == nil, base > 0 {
                let length = base * (1 - track.delayFactor)
                let animation = ViewAnimationBlock(duration: length, timing: timing).makeAnimation()
                animation.keyPath = track.key
                applyVerticalVelocity(to: animation)
                animation.fromValue = track.from.anyValue
                animation.toValue = track.to.anyValue
                animation.speed = 0
                animation.timeOffset = l * length
                animation.fillMode = .both
                animation.isRemovedOnCompletion = false
                animation.delegate = hitTestingTag
            track.layer.add(animation, forKey: track.animationKey)
                continue
            }
            var value = track.from.interpolated(to: track.to, fraction: l)
            if let anchor = pauseAnchor, index < anchor.values.count {
                let lp = track.localProgress(anchor.fraction), vp = anchor.values[index]
                if l >= lp {
                    value = lp < 1 ? vp.interpolated(to: track.to, fraction: (l - lp) / (1 - lp)) : track.to
                } else {
                    value = lp > 0 ? track.from.interpolated(to: vp, fraction: l / lp) : vp
                }
            }
            if l == 0 && pauseAnchor == nil { value = track.from }
            if l == 1 && pauseAnchor == nil { value = track.to }
            hold(track, at: value)
        }
    }

    // MARK: Reversing and continuing

    package func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        guard state != .stopped else { return reportMisuse("isReversed set on a stopped animator") }
        reversed = value
        if isRunning { restartSegment(afterDelay: 0) }
    }

    package func continueAnimationCore(_ parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return reportMisuse("continueAnimation called on an animator that is not paused")
        }
        if let parameters { timingParameters = parameters }
        if durationFactor.isFinite, durationFactor > 0 {
            durationScale = Double(durationFactor)
        } else if durationFactor == 0 {
            // 0 keeps the remaining duration: Apple's interactive-transition samples pass 0
            // (WWDC 2016 "Advanced Animations with UIKit"), undocumented beyond that.
            durationScale = 1
        } else {
            UIView.log("UIViewPropertyAnimator durationFactor \(durationFactor) rejected: must be finite and >= 0; using 1")
            durationScale = 1
        }
        restartSegment(afterDelay: 0)
    }

    // MARK: Stopping and finishing

    package func stopAnimationCore(_ withoutFinishing: Bool) {
        guard state == .active else { return reportMisuse("stopAnimation called on an animator that is not active") }
        guard isInterruptible else { return reportMisuse("stopAnimation called on a non-interruptible animator") }
        pausedFraction = currentFraction
        let values = tracks.map(\.presentedValue)
        segment = nil
        stopObservingClock()
        for (track, value) in zip(tracks, values) {
            track.layer.removeAnimation(forKey: track.animationKey)
            track.setModelValue(value)
        }
        if withoutFinishing {
            tracks = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    package func finishAnimationCore(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return reportMisuse("finishAnimation(at:) called on an animator that is not stopped") }
        complete(at: position)
    }

    /// Ends the animations at `position`: model values there, animations removed, state
    /// inactive, completions called in the order they were added.
    package func complete(at position: UIViewAnimatingPosition) {
        segment = nil
        stopObservingClock()
        for track in tracks {
            track.layer.removeAnimation(forKey: track.animationKey)
            switch position {
            case .end: track.setModelValue(track.to)
            case .start: track.setModelValue(track.from)
            case .current: break
            }
        }
        tracks = []
        state = .inactive
        pausedFraction = position == .end ? 1 : (position == .start ? 0 : pausedFraction)
        let calls = completions
        completions = []
        for completion in calls { completion(position) }
    }
}
