import Foundation
import Testing
@testable import QuartzCore

/// Transactions are per thread; other tests on a pooled thread may leave an implicit
/// transaction open (adding an animation opens one), so each test flushes it first.
@Suite struct CATransactionTests {
    @Test func defaultsAndNestedInheritance() {
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.disableActions() == false)
        #expect(CATransaction.animationTimingFunction() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions())
        CATransaction.setAnimationDuration(3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.animationTimingFunction() == nil)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.depth == 0)
    }

    @Test func commitHandlersRunAtTheOutermostCommitOnly() {
        CATransaction.flush()
        var runs = 0
        let handler: () -> Void = { runs += 1 }
        // Handlers are global: count only the effect on this thread's transaction.
        let thread = Thread.current
        CATransaction.lock()
        CATransaction.commitHandlers.append { if Thread.current === thread { handler() } }
        let index = CATransaction.commitHandlers.count - 1
        CATransaction.unlock()
        defer {
            CATransaction.lock()
            CATransaction.commitHandlers.remove(at: index)
            CATransaction.unlock()
        }
        CATransaction.begin()
        CATransaction.begin()
        CATransaction.commit()
        #expect(runs == 0)
        CATransaction.commit()
        #expect(runs == 1)
        CATransaction.ensureImplicitTransaction()
        CATransaction.ensureImplicitTransaction()
        #expect(CATransaction.depth == 1)
        CATransaction.begin()
        CATransaction.flush()  // deferred: an explicit transaction is open
        #expect(runs == 1)
        CATransaction.commit()  // the explicit commit lets the pending flush through
        #expect(runs == 2)
        #expect(CATransaction.depth == 0)
        CATransaction.setValue(1.0, forKey: "custom")  // opens the implicit transaction
        #expect(CATransaction.depth == 1)
        CATransaction.commitImplicitTransaction()
        #expect(runs == 3)
        CATransaction.commitImplicitTransaction()  // nothing open: nothing to do
        #expect(runs == 3)
    }

    @Test func completionRunsAtCommitWithoutAnimations() {
        CATransaction.flush()
        var done = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        #expect(CATransaction.completionBlock() != nil)
        #expect(done == 0)
        CATransaction.commit()
        #expect(done == 1)
    }

    @Test func completionWaitsForEveryAnimationOfTheTransaction() {
        CATransaction.flush()
        var done = 0
        let store = CAAnimationStore()
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 1
        let b = CABasicAnimation(keyPath: "opacity")
        b.duration = 2
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        store.add(a, forKey: "a")
        CATransaction.begin()
        store.add(b, forKey: "b")  // nested: counts for the outer transaction too
        CATransaction.commit()
        CATransaction.commit()
        store.resolveBeginTimes(commitTime: 0)
        #expect(done == 0)
        store.removeFinished(at: 1)
        #expect(done == 0)
        store.remove(forKey: "b")
        #expect(done == 1)
        store.removeAll()
        #expect(done == 1)
    }

    @Test func lockIsRecursive() {
        CATransaction.flush()
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
    }
}
