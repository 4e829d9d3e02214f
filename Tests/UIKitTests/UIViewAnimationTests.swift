import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIViewAnimationTests {
    @Test func modelChangesAtOnceAndPresentationFollowsTheCurve() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 110, y: 10)
        }, completion: { finished.append($0) })
        #expect(view.center == CGPoint(x: 110, y: 10))
        UIApplication.shared.runUntilIdle()
        #expect(shownCenter(view).x == 10)
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(abs(shownCenter(view).x - 35) < 0.001)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(view).x - 85) < 0.001)
        #expect(finished.isEmpty)
        UIApplication.shared.advanceTime(by: 0.26)   // just past the end (decimal steps may fall short in binary)
        #expect(finished == [true])
        #expect(shownCenter(view).x == 110)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func everyCurveFollowsItsBezier() {
        // Control points: Apple's CAMediaTimingFunctionName documentation (easeIn 0.42,0,1,1;
        // easeOut 0,0,0.58,1; easeInEaseOut 0.42,0,0.58,1).
        let cases: [(UIView.AnimationOptions, CGPoint, CGPoint)] = [
            (.curveEaseInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
            (.curveEaseIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            (.curveEaseOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
            (.curveLinear, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
        ]
        for (option, c1, c2) in cases {
            let (window, view) = makeAnimationScene()
            UIView.animate(withDuration: 2, delay: 0, options: option, animations: { view.center.x = 210 })
            UIApplication.shared.runUntilIdle()
            UIApplication.shared.advanceTime(by: 1.5)
            // After 1.5 s of 2 s: progress x = 0.75.
            let expected = 10 + 200 * bezierTiming(c1, c2, at: 0.75)
            #expect(abs(Double(shownCenter(view).x) - expected) < 0.05, "\(option.rawValue)")
            window.isHidden = true
        }
    }

    @Test func retargetingStartsFromTheScreenWithoutAJump() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 },
                       completion: { log.append("first \($0)") })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 210 },
                       completion: { log.append("second \($0)") })
        UIApplication.shared.runUntilIdle()
        // Additive: the first animation keeps running under the second; no jump.
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        UIApplication.shared.advanceTime(by: 0.1)
        // first offset: -100 * (1 - 0.6) = -40; second: -100 * (1 - 0.1) = -90; model 210.
        #expect(abs(shownCenter(view).x - 80) < 0.001)
        UIApplication.shared.advanceTime(by: 0.41)
        #expect(log == ["first true"])
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(log == ["first true", "second true"])
        #expect(shownCenter(view).x == 210)
    }

    @Test func removedAnimationsCompleteUnfinished() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2; view.center.x = 50 },
                       completion: { finished.append($0) })
        UIApplication.shared.advanceTime(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(finished == [false])
        #expect(view.layer.presentation()?.opacity == 0.2)
    }

    @Test func aBlockThatChangesNothingCompletesAfterTheTurn() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func delayHoldsTheOldValueOnScreen() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 110 })
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(shownCenter(view).x == 10)
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(abs(shownCenter(view).x - 60) < 0.001)
    }

    @Test func repeatAndAutoreverseRunForeverAndEndAtTheModelValue() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { view.center.x = 110 }, completion: { finished.append($0) })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 1.5)   // going back: half way
        #expect(abs(shownCenter(view).x - 60) < 0.001)
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(abs(shownCenter(view).x - 35) < 0.001)
        UIApplication.shared.advanceTime(by: 10)
        #expect(finished.isEmpty)
        view.layer.removeAllAnimations()
        #expect(finished == [false])
        #expect(shownCenter(view).x == 110)
    }

    @Test func performWithoutAnimationAndDisabledAnimationsApplyAtOnce() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.center.x = 80 }
            #expect(UIView.inheritedAnimationDuration == 1)
        })
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(shownCenter(view).x == 80)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        UIView.setAnimationsEnabled(true)
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(view.layer.presentation()?.opacity == 0.5)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let other = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        window.addSubview(other)
        UIApplication.shared.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 4, animations: { view.center.x = 110 })
            UIView.animate(withDuration: 4, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { other.center.x = 410 })
        })
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(view).x - 60) < 0.001)      // 1 s linear, inherited
        #expect(abs(shownCenter(other).x - 60) < 0.001)     // 4 s linear, own
    }

    @Test func viewsAddedInsideTheBlockDoNotAnimateTheirFirstFrame() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let added = UIView()
        UIView.animate(withDuration: 1, animations: {
            window.addSubview(added)
            added.frame = CGRect(x: 100, y: 10, width: 30, height: 30)
            added.alpha = 0.5
            view.center.x = 110
        })
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(added.layer.animationKeys() == nil)
        #expect(added.layer.presentation()?.position == CGPoint(x: 115, y: 25))
        #expect(view.layer.animationKeys() != nil)
    }

    @Test func aViewAddedBeforeTheBlockInTheSameTurnFadesInFromItsFirstFrame() {
        // The fade-in idiom: alpha 0, addSubview, then animate alpha to 1 in one turn.
        let (window, _) = makeAnimationScene()
        defer { window.isHidden = true }
        let badge = UIView(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
        badge.backgroundColor = .blue
        badge.alpha = 0
        window.addSubview(badge)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 1 })
        #expect(badge.alpha == 1)
        UIApplication.shared.runUntilIdle()
        // The first frame drawn with the badge shows it transparent (white), not popped in.
        #expect(PixelReader(window.renderedImage())[220, 40].isNear(Pixel(255, 255, 255, 255), 1))
        #expect(abs((badge.layer.presentation()?.opacity ?? -1) - 0) < 0.001)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(PixelReader(window.renderedImage())[220, 40].isNear(Pixel(128, 128, 255, 255), 3))
        UIApplication.shared.advanceTime(by: 0.6)
        #expect(PixelReader(window.renderedImage())[220, 40].isNear(Pixel(0, 0, 255, 255), 1))
        #expect(badge.layer.animationKeys() == nil)
    }

    @Test func aSubviewOfAViewAddedInsideTheBlockDoesNotAnimateEither() {
        let (window, _) = makeAnimationScene()
        defer { window.isHidden = true }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        card.addSubview(label)
        UIView.animate(withDuration: 1, animations: {
            window.addSubview(card)
            label.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
            label.alpha = 0.5
        })
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(label.layer.animationKeys() == nil)
        #expect(card.layer.animationKeys() == nil)
    }

    @Test func layoutIfNeededInsideTheBlockAnimatesConstraintChanges() {
        let (window, _) = makeAnimationScene()
        defer { window.isHidden = true }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(box.frame.minX == 0)
        leading.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame.minX == 100)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs(shownCenter(box).x - 60) < 0.001)
    }

    @Test func layoutSubviewsOptionAnimatesTheSubviewsOfResizedViews() {
        let (window, view) = makeAnimationScene(CGRect(x: 0, y: 0, width: 100, height: 20))
        defer { window.isHidden = true }
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        child.autoresizingMask = []
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            child.topAnchor.constraint(equalTo: view.topAnchor), child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: {
            view.frame.size.width = 200
        })
        #expect(child.frame.width == 200)
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(abs((child.layer.presentation()?.bounds.width ?? 0) - 150) < 0.001)
    }

    @Test func alphaAnimationShowsOnScreenAtTheMidpoint() {
        let (window, view) = makeAnimationScene(CGRect(x: 0, y: 0, width: 40, height: 40))
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            view.backgroundColor = .blue
        })
        UIApplication.shared.advanceTime(by: 0.5)
        let pixel = PixelReader(window.renderedImage())[20, 20]
        // Half-way: color (127.5, 0, 127.5) at 50% over white.
        #expect(pixel.isNear(Pixel(191, 128, 191, 255), 3), "\(pixel)")
    }

    @Test func badDurationsAndDelaysApplyWithoutAnimation() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        var finished: [Bool] = []
        UIView.animate(withDuration: .nan, animations: { view.center.x = 50 }, completion: { finished.append($0) })
        UIView.animate(withDuration: 1, delay: -1, options: [], animations: { view.alpha = 0.5 })
        UIApplication.shared.advanceTime(by: 0.01)
        #expect(view.layer.animationKeys() == nil)
        #expect(shownCenter(view).x == 50)
        #expect(finished == [true])
    }
}

@MainActor @Suite struct UIViewAnimationInteractionTests {
    @Test func animatingViewsGetNoTouchesUnlessAllowedAndHitTestingUsesModelValues() {
        let (window, view) = makeAnimationScene(CGRect(x: 0, y: 0, width: 50, height: 50))
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 125, y: 25) })
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(window.hitTest(CGPoint(x: 120, y: 20), with: nil) === window)
        UIApplication.shared.advanceTime(by: 1)
        #expect(window.hitTest(CGPoint(x: 120, y: 20), with: nil) === view)

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            view.center = CGPoint(x: 225, y: 25)
        })
        UIApplication.shared.advanceTime(by: 0.1)
        // Model values: the view is already at its destination for touches.
        #expect(window.hitTest(CGPoint(x: 220, y: 20), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 130, y: 20), with: nil) === window)
    }
}

@MainActor @Suite struct UIViewAnimationLifecycleTests {
    @Test func animationsRestartedOnDidBecomeActiveRun() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let app = UIApplication.shared
        let original = app.applicationState
        // The usual pattern: restart a looping animation when the app becomes active again.
        let pulse: @MainActor @Sendable () -> Void = {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.alpha = 0 })
        }
        pulse()
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: app, queue: nil) { _ in
            MainActor.assumeIsolated {
                UIView.performWithoutAnimation { view.alpha = 1 }
                pulse()
            }
        }
        UIApplication.shared.advanceTime(by: 0.3)
        app.transition(to: .background)
        #expect(view.layer.animationKeys() == nil)
        app.transition(to: .active)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.25)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.75) < 0.01)
        NotificationCenter.default.removeObserver(observer)
        view.layer.removeAllAnimations()
        app.transition(to: original)
    }

    @Test func enteringTheBackgroundRemovesAnimationsUnfinished() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        let app = UIApplication.shared
        let original = app.applicationState
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 110 }, completion: { finished.append($0) })
        UIApplication.shared.advanceTime(by: 0.2)
        app.transition(to: .background)
        #expect(finished == [false])
        #expect(view.layer.animationKeys() == nil)
        app.transition(to: original)
        UIApplication.shared.advanceTime(by: 0.1)
        #expect(shownCenter(view).x == 110)
    }
}
