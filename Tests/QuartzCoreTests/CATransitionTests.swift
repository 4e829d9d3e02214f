import Foundation
import Testing
@testable import QuartzCore

@Suite struct CATransitionTests {
    @Test func defaults() {
        let t = CATransition()
        #expect(t.type == .fade && t.subtype == nil && t.startProgress == 0 && t.endProgress == 1)
        #expect(CATransitionSubtype.fromRight.rawValue == "fromRight")
    }

    @Test func progressFollowsTimeAndRange() {
        let t = CATransition()
        t.type = .push
        t.subtype = .fromLeft
        t.duration = 2
        t.beginTime = 1
        #expect(t.progress(atLocalTime: 0.5) == nil)
        #expect(t.progress(atLocalTime: 1) == 0)
        #expect(t.progress(atLocalTime: 2) == 0.5)
        #expect(t.progress(atLocalTime: 3.5) == nil)
        t.startProgress = 0.2
        t.endProgress = 0.6
        #expect(close(t.progress(atLocalTime: 2), 0.4))
        t.timingFunction = CAMediaTimingFunction(name: .easeIn)
        #expect(close(t.progress(atLocalTime: 2), 0.2 + 0.4 * 0.315357, 1e-5))
        t.fillMode = .forwards
        #expect(close(t.progress(atLocalTime: 10), 0.6))
    }

    @Test func storeReportsTransitionsWithoutApplyingThem() {
        let store = CAAnimationStore()
        let t = CATransition()
        t.duration = 1
        t.beginTime = 5
        store.add(t, forKey: "transition")
        let active = store.activeTransitions
        #expect(active.count == 1)
        #expect(active.first?.key == "transition")
        #expect(active.first?.transition.type == .fade)
        #expect(active.first?.progress(5.5) == 0.5)
        #expect(active.first?.progress(7) == nil)
    }
}
