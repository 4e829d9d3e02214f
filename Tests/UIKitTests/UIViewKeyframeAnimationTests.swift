import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIViewKeyframeAnimationTests {
    @Test func keyframesRunInTheirRelativeTimeSpans() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 10; view.center.y = 50 }
        }, completion: { finished.append($0) })
        #expect(view.center == CGPoint(x: 10, y: 50))
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.25)          // half of the first keyframe
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        #expect(abs(shownCenter(view).y - 10) < 0.001)      // y holds until 1 s
        UIApplication.shared.advanceTime(by: 0.5)           // 0.75 s: holding between keyframes
        #expect(abs(shownCenter(view).x - 110) < 0.001)
        UIApplication.shared.advanceTime(by: 0.75)          // 1.5 s: half of the second keyframe
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        #expect(abs(shownCenter(view).y - 30) < 0.001)
        #expect(finished.isEmpty)
        UIApplication.shared.advanceTime(by: 0.51)
        #expect(finished == [true])
        #expect(shownCenter(view) == CGPoint(x: 10, y: 50))
    }

    @Test func discreteModeJumpsAndPacedModeMovesAtConstantSpeed() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 130 }
        })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.25)
        let discrete = shownCenter(view).x
        #expect(discrete == 10 || discrete == 110)          // a keyframe value, never in between
        view.layer.removeAllAnimations()

        let (window2, paced) = makeAnimationScene()
        defer { window2.isHidden = true }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModePaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { paced.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { paced.center.x = 210 }
        })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.25)
        // Paced: 200 points of path in 1 s whatever the key times.
        #expect(abs(shownCenter(paced).x - 60) < 0.5)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAtOnce() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 70 }
        UIApplication.shared.advanceTime(by: 0.01)
        #expect(view.layer.animationKeys() == nil)
        #expect(shownCenter(view).x == 70)
    }
}

/// The cubic calculation modes through `animateKeyframes`.
@MainActor @Suite struct UIViewKeyframeCubicModeTests {
    @Test func cubicPassesThroughEachKeyframeOnASmoothCurve() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 10 }
        })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.25)
        let quarter = shownCenter(view).x
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(abs(shownCenter(view).x - 110) < 0.5)   // at the keyframe's value at its time
        // A spline through 10, 110, 10 bends towards the peak: past the linear 60 at a quarter.
        #expect(quarter > 61 && quarter < 110)
        view.layer.removeAllAnimations()
    }

    @Test func cubicPacedTimesSegmentsByTheirLengthsWhateverTheKeyTimes() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubicPaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { view.center.x = 210 }
        })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.5)
        // Paced: the given key times (0.9) are ignored and replaced by times proportional to
        // the segments' lengths (Apple, CAAnimationCalculationMode.cubicPaced): two segments
        // of 100 points meet at half time, on the middle keyframe.
        #expect(abs(shownCenter(view).x - 110) < 0.5)
        view.layer.removeAllAnimations()
    }
}
