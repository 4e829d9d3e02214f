import Testing
@testable import QuartzCore

@Suite struct CAMediaTimingTests {
    func state(_ configure: (CAAnimation) -> Void) -> MediaTimingState {
        let a = CAAnimation()
        a.duration = 1
        configure(a)
        return a.timing
    }

    @Test func zeroDurationMeansQuarterSecond() {
        #expect(CAAnimation().timing.duration == 0.25)
    }

    @Test func activeTimeAndFillModes() {
        let removed = state { $0.beginTime = 10 }
        #expect(removed.sample(at: 9.5) == nil)
        #expect(removed.sample(at: 10.25)?.simpleTime == 0.25)
        #expect(removed.sample(at: 11) == nil)
        let both = state { $0.beginTime = 10; $0.fillMode = .both }
        #expect(both.sample(at: 9)?.simpleTime == 0)
        #expect(both.sample(at: 12)?.simpleTime == 1)
        let forwards = state { $0.beginTime = 10; $0.fillMode = .forwards }
        #expect(forwards.sample(at: 9) == nil)
        #expect(forwards.sample(at: 12)?.simpleTime == 1)
        let backwards = state { $0.beginTime = 10; $0.fillMode = .backwards }
        #expect(backwards.sample(at: 9)?.simpleTime == 0)
        #expect(backwards.sample(at: 12) == nil)
    }

    @Test func aBeginTimeAskingForTimeZeroItselfIsActiveAtZero() {
        // 0 means "when the transaction commits"; the smallest positive time is how a block
        // run at media time 0 asks for time 0 itself (a fresh process's virtual clock).
        let atZero = state { $0.beginTime = .leastNonzeroMagnitude }
        #expect(atZero.sample(at: 0)?.simpleTime == 0)
        #expect(atZero.sample(at: 0.5)?.simpleTime == 0.5)
    }

    @Test func speedScalesAndTimeOffsetWraps() {
        let fast = state { $0.speed = 2 }
        #expect(fast.sample(at: 0.25)?.simpleTime == 0.5)
        #expect(fast.endTime == 0.5)
        let offset = state { $0.duration = 4; $0.timeOffset = 1 }
        #expect(offset.sample(at: 0)?.simpleTime == 1)
        #expect(offset.sample(at: 2.5)?.simpleTime == 3.5)
        #expect(offset.sample(at: 3.5)?.simpleTime == 0.5)  // wrapped around
        #expect(offset.endTime == 4)
        let paused = state { $0.speed = 0; $0.timeOffset = 0.3 }
        #expect(paused.sample(at: 100)?.simpleTime == 0.3)
    }

    @Test func repeatsAndAutoreverse() {
        let repeated = state { $0.repeatCount = 2.5 }
        #expect(repeated.activeDuration == 2.5)
        #expect(repeated.sample(at: 1.25) == .init(simpleTime: 0.25, iteration: 1, phase: .active))
        #expect(repeated.sample(at: 2.4)?.iteration == 2)
        let reversing = state { $0.autoreverses = true }
        #expect(reversing.activeDuration == 2)
        #expect(reversing.sample(at: 0.5)?.simpleTime == 0.5)
        #expect(reversing.sample(at: 1.5)?.simpleTime == 0.5)
        #expect(reversing.sample(at: 1.75)?.simpleTime == 0.25)
        let byDuration = state { $0.repeatDuration = 1.5 }
        #expect(byDuration.endTime == 1.5)
        #expect(byDuration.sample(at: 1.25)?.simpleTime == 0.25)
        let forever = state { $0.repeatCount = .infinity }
        #expect(forever.endTime == .infinity)
        #expect(close(forever.sample(at: 1000.5)?.simpleTime, 0.5))
    }

    @Test func endStateAfterFillIsTheEndOfTheLastCycle() {
        let s = state { $0.repeatCount = 2; $0.fillMode = .forwards }
        #expect(s.sample(at: 5) == .init(simpleTime: 1, iteration: 1, phase: .after))
        let r = state { $0.autoreverses = true; $0.fillMode = .forwards }
        #expect(r.sample(at: 5)?.simpleTime == 0)
    }
}
