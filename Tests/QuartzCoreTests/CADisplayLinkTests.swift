import Foundation
import Testing
@testable import QuartzCore

@Suite struct CADisplayLinkTests {
    final class Target {
        var stamps: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
    }

    @Test func firesOncePerFrameBoundaryCrossed() {
        let clock = MediaClock()
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        var nowDuringCallback: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            stamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
            nowDuringCallback.append(clock.now)
        }
        link.clock = clock
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.01)
        #expect(stamps.isEmpty)
        clock.advance(by: 0.1)  // crosses 1/60 ... 6/60
        #expect(stamps.count == 6)
        #expect(close(stamps.first, 1.0 / 60) && close(stamps.last, 6.0 / 60))
        #expect(close(targets.last, 7.0 / 60))
        #expect(nowDuringCallback == stamps)
        #expect(close(link.duration, 1.0 / 60))
        #expect(clock.now == 0.11)
    }

    @Test func honoursPreferredRatesAndPause() {
        let clock = MediaClock()
        var count30 = 0, count20 = 0
        let link30 = CADisplayLink { _ in count30 += 1 }
        link30.clock = clock
        link30.preferredFramesPerSecond = 30
        link30.add(to: .main, forMode: .default)
        let link20 = CADisplayLink { _ in count20 += 1 }
        link20.clock = clock
        link20.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        link20.add(to: .main, forMode: .default)
        clock.advance(by: 1)
        #expect(count30 == 30)
        #expect(count20 == 20)
        #expect(close(link30.targetTimestamp - link30.timestamp, 1.0 / 30))
        link30.isPaused = true
        clock.advance(by: 1)
        #expect(count30 == 30)
        #expect(count20 == 40)
        link30.isPaused = false
        link30.remove(from: .main, forMode: .default)
        clock.advance(by: 1)
        #expect(count30 == 30)
        link20.invalidate()
        clock.advance(by: 1)
        #expect(count20 == 60)
    }

    @Test func targetIsHeldWeakly() {
        let clock = MediaClock()
        var target: Target? = Target()
        weak let weakTarget = target
        let link = CADisplayLink(target: target!, selector: Target.step)
        link.clock = clock
        link.add(to: .main, forMode: .common)
        clock.advance(by: 2.0 / 60)
        #expect(target?.stamps.count == 2)
        target = nil
        #expect(weakTarget == nil)
        clock.advance(by: 1.0 / 60)  // the link notices and invalidates itself
        #expect(clock.displayLinks.isEmpty)
    }
}
