import CoreGraphics
import Foundation

/// The changes made in a keyframe animation block, per layer property, with the relative
/// time span of the keyframe that made each one.
package final class KeyframeCollector {
    private struct Track {
        let layer: CALayer
        let key: String
        let from: Any?
        var frames: [(start: Double, end: Double, value: Any?)] = []
    }
    private var tracks: [Track] = []

    /// Records a change made by the keyframe spanning `start`...`start + duration` (relative).
    package func record(_ change: ViewAnimationChange, start: Double, duration: Double) {
        let frame = (start: start, end: start + duration, value: change.to)
        if let index = tracks.firstIndex(where: { $0.layer === change.layer && $0.key == change.key }) {
            // A second change of the same property in the same keyframe replaces the first
            // (`center.x` then `center.y` both set `position`).
            if let last = tracks[index].frames.last, last.start == start, last.end == frame.end {
                tracks[index].frames[tracks[index].frames.count - 1] = frame
            } else {
                tracks[index].frames.append(frame)
            }
        } else {
            var track = Track(layer: change.layer, key: change.key, from: change.from)
            track.frames.append(frame)
            tracks.append(track)
        }
    }

    /// Adds one keyframe animation per recorded property, timed by `block`.
    package func commit(_ block: ViewAnimationBlock, calculationMode: CAAnimationCalculationMode) {
        for track in tracks {
            var values: [Any] = [CALayer.propertyValue(track.from) ?? NSNull()]
            var times: [Double] = [0]
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                let last = values[values.count - 1]
                if frame.start > times[times.count - 1] {
                    values.append(last)
                    times.append(frame.start)
                }
                values.append(CALayer.propertyValue(frame.value) ?? NSNull())
                times.append(max(frame.end, times[times.count - 1]))
            }
            if times[times.count - 1] < 1 {
                values.append(values[values.count - 1])
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            block.configureTiming(animation)
            let begin = track.layer.convertTime(animation.beginTime, from: nil)
            animation.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
            track.layer.add(animation, forKey: track.key)
        }
    }
}

extension UIView {
    /// Runs `animations`, in which `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// adds keyframes, as one keyframe animation per changed property over `duration`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        var valid = duration.isFinite && duration >= 0 && delay.isFinite && delay >= 0
        if !valid {
            log("animateKeyframes duration \(duration) / delay \(delay) rejected: must be finite and >= 0; changes applied without animation")
        }
        valid = valid && duration > 0
        let block = ViewAnimationBlock(duration: valid ? duration : 0, delay: valid ? delay : 0,
                                       options: options.animationOptions.union(.curveLinear),
                                       timing: .curve(CAMediaTimingFunction(name: .linear)), isAnimating: valid)
        let collector = KeyframeCollector()
        block.keyframes = collector
        block.capture = { collector.record($0, start: 0, duration: 1) }
        let completionGroup = ViewAnimationCompletion(allowsUserInteraction: options.contains(.allowUserInteraction), completion)
        ViewAnimationContext.run(block, animations)
        // The keyframes become animations once the whole block has run.
        block.capture = nil
        block.completion = completionGroup
        if block.isAnimating { collector.commit(block, calculationMode: options.calculationMode) }
        completionGroup.close()
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes made in
    /// `animations` happen from `frameStartTime` over `frameDuration` (fractions of the
    /// whole duration). Outside a keyframe block the changes apply without animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let outer = ViewAnimationContext.current, let collector = outer.keyframes, outer.isAnimating else {
            if ViewAnimationContext.current?.keyframes == nil {
                log("addKeyframe called outside animateKeyframes: changes applied without animation")
            }
            performWithoutAnimation(animations)
            return
        }
        guard frameStartTime.isFinite, frameDuration.isFinite else {
            log("addKeyframe start \(frameStartTime) / duration \(frameDuration) rejected: must be finite; changes applied without animation")
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        let length = min(max(frameDuration, 0), 1 - start)
        let block = ViewAnimationBlock(duration: outer.duration, options: outer.options, timing: outer.timing)
        block.keyframes = collector
        block.capture = { collector.record($0, start: start, duration: length) }
        ViewAnimationContext.run(block, animations)
    }
}
