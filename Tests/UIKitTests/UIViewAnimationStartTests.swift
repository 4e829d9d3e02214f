import Foundation
import Testing
import UIKit
import UIKitTesting

/// The animations a block starts for the keys view setters hand over typed (position,
/// bounds, opacity, transform): what a user sees through `animation(forKey:)` and on
/// screen is what the general (boxed) path makes.
@MainActor @Suite struct UIViewAnimationStartTests {
    /// One change of each typed key, applied to a layer.
    static let changes: [(key: String, apply: (CALayer) -> Void)] = [
        ("position", { $0.position = CGPoint(x: 110, y: 30) }),
        ("opacity", { $0.opacity = 0.2 }),
        ("bounds", { $0.bounds = CGRect(x: 0, y: 0, width: 60, height: 40) }),
        ("transform", { $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }),
    ]

    /// Two on-screen views given the same change, one animated from the typed previous
    /// value (the setters' path), the other from the boxed one (actions run through
    /// `CAAction.run(forKey:object:arguments:)`), by one linear 1 s block.
    func startBothWays(_ key: String, _ apply: (CALayer) -> Void) -> (UIWindow, typed: CALayer, boxed: CALayer) {
        let window = makeWindow(CGSize(width: 300, height: 100))
        let typed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let boxed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(typed)
        window.addSubview(boxed)
        UIApplication.shared.runUntilIdle()
        let block = ViewAnimationBlock(duration: 1, options: .curveLinear)
        let typedOld = typed.layer.animatableModelValue(forKey: key)!
        let boxedOld = boxed.layer.value(forKey: key)
        UIView.performWithoutAnimation {
            apply(typed.layer)
            apply(boxed.layer)
        }
        block.animateChange(of: typed.layer, key: key, from: .typed(typedOld))
        block.animateChange(of: boxed.layer, key: key, from: .boxed(boxedOld))
        return (window, typed.layer, boxed.layer)
    }

    @Test func typedChangesMakeTheAnimationsBoxedChangesMake() throws {
        for (key, apply) in Self.changes {
            let (window, typed, boxed) = startBothWays(key, apply)
            defer { window.isHidden = true }
            let a = try #require(typed.animation(forKey: key) as? CABasicAnimation, "\(key)")
            let b = try #require(boxed.animation(forKey: key) as? CABasicAnimation, "\(key)")
            #expect(typed.animationKeys() == [key] && boxed.animationKeys() == [key])
            #expect(a.keyPath == key && b.keyPath == key)
            #expect(a.isAdditive && b.isAdditive, "\(key)")
            let (aFrom, bFrom) = (try #require(a.fromValue), try #require(b.fromValue))
            let (aTo, bTo) = (try #require(a.toValue), try #require(b.toValue))
            #expect(type(of: aFrom) == type(of: bFrom) && type(of: aTo) == type(of: bTo), "\(key)")
            #expect(AnimatableValue(aFrom) == AnimatableValue(bFrom), "\(key)")
            #expect(AnimatableValue(aTo) == AnimatableValue(bTo), "\(key)")
            #expect(a.byValue == nil && b.byValue == nil)
            #expect(a.duration == 1 && b.duration == 1)
            #expect(a.beginTime == b.beginTime)
            #expect(a.timingFunction == CAMediaTimingFunction(name: .linear) && b.timingFunction == a.timingFunction)
        }
    }

    @Test func typedChangesShowWhatBoxedChangesShowAtEveryTime() throws {
        for (key, apply) in Self.changes {
            let (window, typed, boxed) = startBothWays(key, apply)
            defer { window.isHidden = true }
            UIApplication.shared.runUntilIdle()
            for step in [0.25, 0.25, 0.3] {
                UIApplication.shared.advanceTime(by: step)
                let shown = try #require(typed.presentation()?.value(forKey: key))
                let expected = try #require(boxed.presentation()?.value(forKey: key))
                #expect(AnimatableValue(shown) == AnimatableValue(expected), "\(key) after \(step)")
            }
        }
    }

    @Test func blockAnimationsReportTheirAdditiveValues() throws {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn) {
            view.center = CGPoint(x: 60, y: 30)
            view.alpha = 0.25
            view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity", "bounds", "transform"])
        let move = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(move.isAdditive && move.duration == 2 && move.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(move.fromValue as? CGPoint == CGPoint(x: -50, y: -20) && move.toValue as? CGPoint == .zero)
        let fade = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.fromValue as? CGFloat == 0.75 && fade.toValue as? CGFloat == 0)
        let resize = try #require(view.layer.animation(forKey: "bounds") as? CABasicAnimation)
        #expect(resize.fromValue as? CGRect == CGRect(x: 0, y: 0, width: -20, height: 10))
        #expect(resize.toValue as? CGRect == .zero)
        let scale = try #require(view.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(scale.fromValue as? CATransform3D == CATransform3DMakeScale(0.5, 0.5, 1))
        #expect(scale.toValue as? CATransform3D == CATransform3DIdentity)
    }

    @Test func typedChangesFollowTheCurve() throws {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.alpha = 0.2
            view.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.advanceTime(by: 0.25)
        let shown = try #require(view.layer.presentation())
        #expect(abs(Double(shown.opacity) - 0.8) < 1e-6)
        #expect(abs(shown.bounds.width - 30) < 1e-9 && abs(shown.bounds.height - 25) < 1e-9)
        // A quarter of the way from no rotation to a quarter turn.
        #expect(abs(shown.transform.m11 - cos(.pi / 8)) < 1e-9 && abs(shown.transform.m12 - sin(.pi / 8)) < 1e-9)
    }

    @Test func settingAnUnchangedValueStartsNoAnimation() {
        let (window, view) = makeAnimationScene()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1) {
            view.center = view.center
            view.alpha = 1
            view.transform = .identity
        }
        #expect(view.layer.animationKeys() == nil)
    }
}
