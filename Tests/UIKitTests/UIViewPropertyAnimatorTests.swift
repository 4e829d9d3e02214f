import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIViewPropertyAnimatorTests {
    @Test func runningAnimatorRunsToTheEndAndCompletes() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveLinear,
                                                                      animations: { view.center.x = 110 },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 110)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(shownCenter(view).x == 110)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func pausedAnimatorsScrubLinearlyOrAlongTheCurve() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 110 }
        #expect(animator.state == .inactive)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.25
        UIApplication.shared.runUntilIdle()
        #expect(abs(shownCenter(view).x - 35) < 0.001)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)

        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 210 }
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.25
        #expect(curved.state == .active)
        UIApplication.shared.runUntilIdle()
        let expected = 35 + 175 * bezierTiming(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: 0.25)
        #expect(abs(Double(shownCenter(view).x) - expected) < 0.05)
    }

    @Test func pausingARunningAnimatorKeepsTheViewInPlaceThenScrubsToBothEnds() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 110 }
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.3)
        let before = shownCenter(view).x
        animator.pauseAnimation()
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(abs(shownCenter(view).x - before) < 0.001)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
        animator.fractionComplete = 1
        UIApplication.shared.runUntilIdle()
        #expect(abs(shownCenter(view).x - 110) < 0.001)
        animator.fractionComplete = 0
        UIApplication.shared.runUntilIdle()
        #expect(abs(shownCenter(view).x - 10) < 0.001)
    }

    @Test func reversingRunsBackAndFinishesAtTheStart() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.4)
        animator.isReversed = true
        #expect(animator.isReversed && animator.isRunning)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
        #expect(abs(shownCenter(view).x - 30) < 0.001)
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(positions == [.start])
        #expect(view.center.x == 10)
        #expect(shownCenter(view).x == 10)
    }

    @Test func stoppingLeavesCurrentValuesAndFinishingCallsTheCompletions() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110; view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 40) < 0.001)
        #expect(abs(view.alpha - 0.7) < 0.001)
        animator.startAnimation()                     // misuse: logged and ignored
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
        UIApplication.shared.advanceTime(by: 1)
        #expect(abs(shownCenter(view).x - 40) < 0.001)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 200 }
        second.addCompletion { positions.append($0) }
        second.finishAnimation(at: .end)              // misuse: not stopped
        second.startAnimation()
        UIApplication.shared.advanceTime(by: 0.5)
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        #expect(positions == [.current])              // no completion without finishing
        #expect(abs(view.center.x - 120) < 0.001)
    }

    @Test func pausesOnCompletionStaysActiveAndCanRunBack() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(positions.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(view).x - 60) < 0.001)
    }

    @Test func delayFactorsAndContinuingWithNewTiming() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(view.layer.presentation()?.opacity == 1)
        UIApplication.shared.advanceTime(by: 0.25)
        animator.pauseAnimation()
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        UIApplication.shared.advanceTime(by: 0.5)         // half of the remaining 1 s
        #expect(abs(shownCenter(view).x - 85) < 0.001)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.001)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)   // misuse while running
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test func continuingWithADurationFactorOfZeroKeepsTheRemainingDuration() {
        // Apple's interactive-transition samples call continueAnimation(…, durationFactor: 0).
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        UIApplication.shared.advanceTime(by: 0.25)        // half of the remaining 0.5 s
        #expect(abs(shownCenter(view).x - 85) < 0.001)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(animator.state == .inactive)
        #expect(shownCenter(view).x == 110)
    }

    @Test func springTimingParametersFollowTheOscillator() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        // mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 10 / (2·√100) = 0.5.
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        animator.addAnimations { view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        for step in 1...5 {
            UIApplication.shared.advanceTime(by: 0.1)
            let want = 110 + 100 * springDisplacement(omega: 10, zeta: 0.5, v0: 0, at: Double(step) * 0.1)
            #expect(abs(Double(shownCenter(view).x) - want) < 0.01)
        }
        UIApplication.shared.advanceTime(by: 2)
        #expect(positions == [.end])
    }

    @Test func addingAnimationsToARunningAnimatorUsesTheRemainingTime() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.001)
        #expect(abs(shownCenter(view).x - 85) < 0.001)
    }
}

/// Touches and timing parameters of property animators beyond their state machine.
@MainActor @Suite struct UIViewPropertyAnimatorInteractionTests {
    @Test func animatedViewsAreHitTestedWhereTheyAreShownUnlessHitTestingIsManual() {
        // Apple, isManualHitTestingEnabled: "The default value of this property is false,
        // which causes the animator object to hit-test animated views using their current
        // onscreen location."
        for manual in [false, true] {
            let (window, view) = makeAnimationScene(CGRect(x: 0, y: 0, width: 50, height: 50))
            defer { window.isHidden = true }
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 225, y: 25) }
            animator.isManualHitTestingEnabled = manual
            animator.startAnimation()
            UIApplication.shared.advanceTime(by: 0.5)   // shown at x 100...150, model at 200...250
            #expect((window.hitTest(CGPoint(x: 125, y: 25), with: nil) === view) == !manual)
            #expect((window.hitTest(CGPoint(x: 225, y: 25), with: nil) === view) == manual)
            animator.pauseAnimation()
            #expect((window.hitTest(CGPoint(x: 125, y: 25), with: nil) === view) == !manual)
            animator.stopAnimation(true)
        }
    }

    @Test func animatorsWithoutUserInteractionGiveTheirViewsNoTouches() {
        let (window, view) = makeAnimationScene(CGRect(x: 0, y: 0, width: 50, height: 50))
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === window)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === view)
    }

    @Test func positionSpringsUseDyForTheVerticalVelocity() {
        // Apple, UISpringTimingParameters.initialVelocity: "For view position animations,
        // both components of the initial velocity vector are considered. Each component
        // specifies the initial rate of change along the respective x and y axes,
        // normalized to the total distance of the animation." Other properties use dx.
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 8))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations {
            view.center = CGPoint(x: 110, y: 60)   // from (10, 10): 100 along x, 50 along y
            view.alpha = 0
        }
        animator.startAnimation()
        for step in 1...3 {
            UIApplication.shared.advanceTime(by: 0.1)
            let t = Double(step) * 0.1
            // Critically damped (ω₀ 10, ζ 1): x with v0 = dx = 0, y with v0 = dy = 8.
            let wantX = 110 + 100 * springDisplacement(omega: 10, zeta: 1, v0: 0, at: t)
            let wantY = 60 + 50 * springDisplacement(omega: 10, zeta: 1, v0: 8, at: t)
            let wantAlpha = -springDisplacement(omega: 10, zeta: 1, v0: 0, at: t)
            #expect(abs(Double(shownCenter(view).x) - wantX) < 0.01)
            #expect(abs(Double(shownCenter(view).y) - wantY) < 0.01)
            #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - wantAlpha) < 0.001)
        }
        animator.stopAnimation(true)   // leaves no running animator to later tests
    }
}
