import Foundation

/// How a timed object behaves outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw string value.
    public let rawValue: String
    /// Creates a fill mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a fill mode from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final state is held after the active duration.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial state is held before the active duration.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing of an object in a hierarchy of timing spaces (animations, groups, layers).
public protocol CAMediaTiming {
    /// The start time in the parent's time space (0 means "when committed" for animations).
    var beginTime: CFTimeInterval { get set }
    /// The length of one simple cycle, in local seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's time.
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the cycle repeats (may be fractional or `.infinity`).
    var repeatCount: Float { get set }
    /// How long, in local seconds, the object repeats for.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What happens outside the active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// A snapshot of `CAMediaTiming` values with Core Animation's time-mapping math.
///
/// Maps a parent time to the object's simple (per-cycle) time:
/// `elapsed = (parent - beginTime) * speed` is active in `[0, activeDuration)` where
/// `activeDuration` is `repeatDuration`, else `duration * repeatCount`, else `duration`
/// (times two per cycle when autoreversing). Local time is `elapsed + timeOffset`, wrapping
/// around the active duration (so an offset starts mid-way and plays the skipped part last).
/// The local time is split into cycles (`iteration`) and, when autoreversing, the second
/// half of each cycle runs backwards. Outside the active window, `fillMode` decides
/// whether the start (`backwards`) or end (`forwards`) state applies.
package struct MediaTimingState: Sendable {
    package var beginTime: CFTimeInterval
    package var duration: CFTimeInterval
    package var speed: Double
    package var timeOffset: CFTimeInterval
    package var repeatCount: Double
    package var repeatDuration: CFTimeInterval
    package var autoreverses: Bool
    package var fillMode: CAMediaTimingFillMode

    /// Where an object is in its timeline at a given parent time.
    package enum Phase: Equatable, Sendable {
        case before, active, after
    }

    /// The result of a mapping: the simple time within `[0, duration]` and the cycle index.
    package struct Sample: Equatable, Sendable {
        package var simpleTime: CFTimeInterval
        package var iteration: Int
        package var phase: Phase
    }

    /// Takes the timing of `timing`, with `defaultDuration` used when its duration is 0.
    package init(_ timing: some CAMediaTiming, defaultDuration: CFTimeInterval = 0.25) {
        beginTime = timing.beginTime.effectiveBeginTime
        duration = timing.duration > 0 && timing.duration.isFinite ? timing.duration : defaultDuration
        speed = Double(timing.speed)
        timeOffset = timing.timeOffset
        repeatCount = Double(timing.repeatCount)
        repeatDuration = timing.repeatDuration
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
    }

    /// The length of one cycle (doubled when autoreversing).
    package var cycleDuration: CFTimeInterval { autoreverses ? duration * 2 : duration }

    /// The active duration in local time: how long the object runs, repeats included.
    package var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// The parent time at which the active duration ends (infinite when speed is 0 or repeats forever).
    package var endTime: CFTimeInterval {
        guard speed != 0 else { return .infinity }
        return beginTime + activeDuration / abs(speed)
    }

    /// The phase at `parentTime`, ignoring fill.
    package func phase(at parentTime: CFTimeInterval) -> Phase {
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < 0 || (speed < 0 && parentTime < beginTime) { return .before }
        if elapsed >= activeDuration { return .after }
        return .active
    }

    /// The simple time at `parentTime`, or nil when the object has no effect there (outside
    /// its active duration without the matching fill mode).
    package func sample(at parentTime: CFTimeInterval) -> Sample? {
        var elapsed = (parentTime - beginTime) * speed
        let phase: Phase
        if speed < 0 {
            // Negative speed plays the active duration backwards from its end.
            let t = parentTime - beginTime
            if t < 0 { phase = .before } else if -elapsed >= activeDuration { phase = .after } else { phase = .active }
            elapsed = activeDuration + elapsed
        } else {
            phase = elapsed < 0 ? .before : (elapsed >= activeDuration ? .after : .active)
        }
        let total = activeDuration
        switch phase {
        case .before:
            guard fillMode == .backwards || fillMode == .both else { return nil }
            elapsed = speed < 0 ? total : 0
        case .after:
            guard fillMode == .forwards || fillMode == .both else { return nil }
            elapsed = speed < 0 ? 0 : total
        case .active:
            break
        }
        var local = elapsed + timeOffset
        if total.isFinite && total > 0 && (local > total || local < 0) {
            local -= (local / total).rounded(.down) * total
            if local == 0 && elapsed > 0 { local = total }
        }
        guard duration > 0 else { return Sample(simpleTime: 0, iteration: 0, phase: phase) }
        let cycle = cycleDuration
        var iteration = Int(min((local / cycle).rounded(.down), Double(Int32.max)))
        var inCycle = local - Double(iteration) * cycle
        if inCycle <= 0 && local > 0 && (phase == .after || local >= total) {
            // At the very end of the active duration: the end of the last cycle.
            iteration -= 1
            inCycle = cycle
        }
        iteration = max(0, iteration)
        var simple = inCycle
        if autoreverses && simple > duration { simple = cycle - simple }
        return Sample(simpleTime: min(max(simple, 0), duration), iteration: iteration, phase: phase)
    }
}

extension CFTimeInterval {
    /// A begin time as timing uses it: `.leastNonzeroMagnitude` is how code asks for "time
    /// 0 itself" (a `beginTime` of exactly 0 means "when the transaction commits"), so it
    /// counts as 0 — an animation begun at media time 0 is active at time 0.
    package var effectiveBeginTime: CFTimeInterval { self == .leastNonzeroMagnitude ? 0 : self }
}
