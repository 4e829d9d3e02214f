import Foundation
import Testing
@testable import QuartzCore

@Suite struct MediaClockTests {
    @Test func virtualClockNeverMovesByItself() {
        let clock = MediaClock()
        #expect(clock.mode == .virtual)
        let start = clock.now
        Thread.sleep(forTimeInterval: 0.02)
        #expect(clock.now == start)
        clock.advance(by: 1.5)
        #expect(clock.now == start + 1.5)
        clock.set(to: 10)
        #expect(clock.now == 10)
        clock.advance(by: -1)  // refused
        clock.advance(by: .nan)  // refused
        #expect(clock.now == 10)
    }

    @Test func realTimeClockFollowsTheMonotonicClock() {
        let clock = MediaClock(mode: .realTime)
        let start = clock.now
        Thread.sleep(forTimeInterval: 0.02)
        #expect(clock.now - start >= 0.015)
        clock.mode = .virtual
        let frozen = clock.now
        Thread.sleep(forTimeInterval: 0.01)
        #expect(clock.now == frozen)
    }

    @Test func frameObserversRunAfterEachMove() {
        let clock = MediaClock()
        var seen: [CFTimeInterval] = []
        let token = clock.addFrameObserver { seen.append($0) }
        clock.advance(by: 0.5)
        clock.set(to: 2)
        #expect(seen == [0.5, 2])
        clock.removeFrameObserver(token)
        clock.advance(by: 1)
        #expect(seen == [0.5, 2])
    }

    @Test func sharedClockBacksCACurrentMediaTime() {
        #expect(CACurrentMediaTime() == MediaClock.shared.now)
    }
}
