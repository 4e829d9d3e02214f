import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor final class LegacyAnimationDelegate {
    var log: [String] = []
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        log.append("start \(animationID ?? "-")")
    }
    func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
        log.append("stop \(animationID ?? "-") \(finished.boolValue)")
    }
}

@MainActor @Suite struct UIViewLegacyAnimationTests {
    @Test func beginAndCommitAnimateWithTheDefaultsAndCallTheDelegate() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let delegate = LegacyAnimationDelegate()
        UIView.beginAnimations("slide", context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(delegate.animationWillStart)
        UIView.setAnimationDidStop(delegate.animationDidStop)
        view.center.x = 110
        UIView.commitAnimations()
        UIApplication.shared.runUntilIdle()
        #expect(delegate.log == ["start slide"])
        UIApplication.shared.advanceTime(by: 0.1)         // default 0.2 s, ease-in-out: half way at 0.1 s
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(delegate.log == ["start slide", "stop slide true"])
    }

    @Test func settersChangeDurationCurveDelayAndRepeats() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationRepeatCount(1.5)
        UIView.setAnimationRepeatAutoreverses(true)
        view.center.x = 110
        UIView.commitAnimations()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(shownCenter(view).x == 10)
        UIApplication.shared.advanceTime(by: 0.35)        // 0.25 s into the forward run
        #expect(abs(shownCenter(view).x - 35) < 0.001)
        UIApplication.shared.advanceTime(by: 1)           // 1.25 s: backwards, 0.75 of the way
        #expect(abs(shownCenter(view).x - 85) < 0.001)
        UIApplication.shared.advanceTime(by: 5)
        #expect(view.layer.animationKeys() == nil)
        UIView.commitAnimations()                         // unbalanced: logged, ignored
        UIView.setAnimationDuration(3)                    // outside a block: logged, ignored
    }

    @Test func systemDeleteFadesAndRemovesTheViews() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.perform(.delete, on: [view], options: [], animations: nil, completion: { finished.append($0) })
        #expect(view.superview === window)
        UIApplication.shared.advanceTime(by: 1)
        #expect(view.superview == nil)
        #expect(finished == [true])
    }
}
