import Foundation
import QuartzCore
import OpenUIKitTool
import Testing
import UIKit
import UIKitTesting

/// Random trees and random mutations (including from inside layout callbacks) under a
/// window, with the tree's invariants checked after every turn.
@MainActor
@Suite struct RandomTreeTests {
    /// A view that runs a random mutation from inside its own `layoutSubviews`.
    final class MutatingView: UIView {
        var onLayout: ((MutatingView) -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            let action = onLayout
            onLayout = nil
            action?(self)
        }
    }

    /// Every view's superview lists it once, windows agree, layers mirror views, and no
    /// layer reaches itself through superlayers and mask owners.
    func checkInvariants(_ window: UIWindow) -> Int {
        var count = 0
        window.forEachInSubtree(skippingMoved: false) { view in
            count += 1
            for sub in view.subviews {
                #expect(sub.superview === view)
                #expect(view.subviews.filter { $0 === sub }.count == 1)
                #expect(sub.window === window)
                #expect(sub.layer.superlayer === view.layer)
            }
            #expect(view.frame.minX.isFinite && view.frame.width.isFinite)
        }
        return count
    }

    @Test(arguments: ReliabilityRun.seeds(11))
    func randomMutationsKeepTheTreeConsistent(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let window = makeTestWindow()
        defer { closeWindow(window) }
        var views: [UIView] = [window]
        let steps = 400 * ReliabilityRun.scale
        for step in 0..<steps {
            let target = views.randomElement(using: &random)!
            let other = views.randomElement(using: &random)!
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1, 2:
                let v = MutatingView(frame: CGRect(x: .random(in: -20...150, using: &random), y: .random(in: -20...150, using: &random),
                                                   width: .random(in: 0...80, using: &random), height: .random(in: 0...80, using: &random)))
                v.backgroundColor = UIColor(hue: .random(in: 0...1, using: &random), saturation: 1, brightness: 1, alpha: 1)
                target.addSubview(v)
                views.append(v)
            case 3:
                if other !== window { target.addSubview(other) }  // moves, or refused when a cycle
            case 4:
                if target !== window { target.removeFromSuperview() }
            case 5:
                // Cycles are refused: the layer itself, an ancestor's layer.
                target.layer.mask = target.layer
                target.layer.mask = window.layer
                let mask = CALayer()
                mask.frame = target.bounds.insetBy(dx: 2, dy: 2)
                mask.backgroundColor = CGColor(gray: 0, alpha: 1)
                target.layer.mask = Bool.random(using: &random) ? mask : nil
                mask.mask = target.layer.mask  // itself, or nil
            case 6:
                target.transform = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &random)).scaledBy(x: 1.5, y: 0.5)
            case 7:
                if target !== window, other !== window, target.superview != nil, other.window === window, target.window === window {
                    target.translatesAutoresizingMaskIntoConstraints = false
                    let common = target.superview!
                    if other.isDescendant(of: common) {
                        target.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 3).isActive = true
                        target.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    }
                }
            case 8:
                if let m = target as? MutatingView {
                    m.onLayout = { view in
                        view.frame.origin.x += 1
                        if let victim = view.subviews.first { victim.removeFromSuperview() }
                        view.superview?.setNeedsLayout()
                    }
                    m.setNeedsLayout()
                }
            case 9:
                target.isHidden.toggle()
                target.alpha = .random(in: 0...1, using: &random)
            case 10:
                target.layer.cornerRadius = .random(in: 0...30, using: &random)
                target.layer.shadowOpacity = 0.5
                target.clipsToBounds.toggle()
            default:
                target.bounds.origin = CGPoint(x: .random(in: -10...10, using: &random), y: 0)
            }
            views.removeAll { $0 !== window && $0.window == nil && Int.random(in: 0..<4, using: &random) == 0 }
            if step % 10 == 0 {
                UIApplication.shared.runUntilIdle()
                _ = window.renderedImage()
                _ = checkInvariants(window)
            }
        }
        UIApplication.shared.runUntilIdle()
        #expect(checkInvariants(window) >= 1)
    }
}
