import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAAnimationStoreTests {
    func opacity(_ from: Double, _ to: Double, duration: Double = 1, delegate: CAAnimationDelegate? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.delegate = delegate
        return a
    }

    @Test func addCopiesAndKeepsInsertionOrder() {
        let store = CAAnimationStore()
        #expect(store.isEmpty)
        let a = opacity(0, 1)
        store.add(a, forKey: "b")
        store.add(opacity(0, 1), forKey: "a")
        store.add(opacity(0, 1), forKey: nil)
        #expect(store.keys.count == 3)
        #expect(Array(store.keys.prefix(2)) == ["b", "a"])
        #expect(store.animation(forKey: "b") !== a)
        a.duration = 99
        #expect(store.animation(forKey: "b")?.duration == 1)
        store.add(opacity(0, 1), forKey: nil)
        #expect(Set(store.keys).count == 4)  // unique generated keys
        store.removeAll()
        #expect(store.isEmpty)
        CATransaction.flush()
    }

    @Test func replacingAKeyStopsTheOldAnimationUnfinished() {
        let store = CAAnimationStore()
        let first = RecordingDelegate("first"), second = RecordingDelegate("second")
        store.add(opacity(0, 1, delegate: first), forKey: "k")
        store.resolveBeginTimes(commitTime: 0)
        store.add(opacity(1, 0, delegate: second), forKey: "k")
        #expect(first.events == ["start first", "stop first false"])
        #expect(second.events.isEmpty)
        #expect(store.keys == ["k"])
        #expect((store.animation(forKey: "k") as? CABasicAnimation)?.fromValue as? Double == 1)
        CATransaction.flush()
    }

    @Test func beginTimeZeroResolvesToTheCommitTime() {
        let l = FakeLayer(["opacity": 1.0])
        let d = RecordingDelegate()
        l.store.add(opacity(0, 1, delegate: d), forKey: "k")
        let delayed = opacity(0, 1, delegate: RecordingDelegate("late"))
        delayed.beginTime = 20
        l.store.add(delayed, forKey: "late")
        l.store.resolveBeginTimes(commitTime: 10)
        #expect(l.store.animation(forKey: "k")?.beginTime == 10)
        #expect(l.store.animation(forKey: "late")?.beginTime == 20)
        #expect(d.events == ["start a"])
        #expect((l.store.animation(forKey: "late")?.delegate as? RecordingDelegate)?.events == [])
        #expect(l.scalar("opacity", at: 10.5) == 0.5)
        _ = l.store.removeFinished(at: 20)
        #expect((l.store.animation(forKey: "late")?.delegate as? RecordingDelegate)?.events == ["start late"])
        CATransaction.flush()
    }

    @Test func removeFinishedStopsWithFinishedTrueInOrder() {
        let store = CAAnimationStore()
        let a = RecordingDelegate("a"), b = RecordingDelegate("b")
        store.add(opacity(0, 1, duration: 1, delegate: a), forKey: "a")
        store.add(opacity(0, 1, duration: 2, delegate: b), forKey: "b")
        store.resolveBeginTimes(commitTime: 0)
        #expect(store.removeFinished(at: 0.5) == true)
        #expect(store.keys == ["a", "b"])
        #expect(store.removeFinished(at: 1) == true)
        #expect(store.keys == ["b"])
        #expect(a.events == ["start a", "stop a true"])
        #expect(store.removeFinished(at: 3) == false)
        #expect(store.isEmpty)
        #expect(b.events == ["start b", "stop b true"])
        CATransaction.flush()
    }

    @Test func animationsKeptAfterCompletionHoldTheirFill() {
        let l = FakeLayer(["opacity": 1.0])
        let d = RecordingDelegate()
        let kept = opacity(0, 0.5, delegate: d)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        l.store.add(kept, forKey: "k")
        l.store.resolveBeginTimes(commitTime: 0)
        #expect(l.store.removeFinished(at: 5) == true)
        #expect(l.store.keys == ["k"])
        #expect(d.events == ["start a", "stop a true"])
        #expect(l.scalar("opacity", at: 6) == 0.5)
        l.store.remove(forKey: "k")
        #expect(d.events == ["start a", "stop a true"])  // already stopped: no second callback
        let unfilled = opacity(0, 0.5)
        unfilled.isRemovedOnCompletion = false
        l.store.add(unfilled, forKey: "u")
        l.store.resolveBeginTimes(commitTime: 0)
        #expect(l.store.removeFinished(at: 5) == false)
        CATransaction.flush()
    }

    @Test func removeAndRemoveAllStopUnfinished() {
        let store = CAAnimationStore()
        let a = RecordingDelegate("a"), b = RecordingDelegate("b"), c = RecordingDelegate("c")
        store.add(opacity(0, 1, delegate: a), forKey: "a")
        store.add(opacity(0, 1, delegate: b), forKey: "b")
        store.add(opacity(0, 1, delegate: c), forKey: "c")
        store.resolveBeginTimes(commitTime: 0)
        store.remove(forKey: "b")
        #expect(b.events == ["start b", "stop b false"])
        store.remove(forKey: "missing")
        store.removeAll()
        #expect(a.events == ["start a", "stop a false"])
        #expect(c.events == ["start c", "stop c false"])
        #expect(store.isEmpty)
        CATransaction.flush()
    }

    @Test func laterAnimationsComposeOverEarlierOnes() {
        let l = FakeLayer(["opacity": 1.0])
        l.store.add(opacity(0, 1), forKey: "a")
        let additive = opacity(0, 10)
        additive.isAdditive = true
        l.store.add(additive, forKey: "b")
        l.store.resolveBeginTimes(commitTime: 0)
        #expect(l.scalar("opacity", at: 0.5) == 5.5)
        CATransaction.flush()
    }
}
