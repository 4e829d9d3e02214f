import Foundation
import Testing
import UIKit
import UIKitTesting

/// A progress ring as the popular controls write it: a layer subclass with a custom
/// animatable `value` (the README's Linux idiom for `@NSManaged`), `needsDisplay(forKey:)`,
/// an `action(forKey:)` that animates from the value on screen, and `draw(in:)`.
final class RingLayer: CALayer {
    var value: CGFloat {
        get { value(forKey: "value") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "value") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "value" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "value" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.value ?? value
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    override func draw(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 30,
                                startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * value, clockwise: true)
        path.lineWidth = 8
        UIColor.red.setStroke()
        path.stroke()
        UIGraphicsPopContext()
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }
}

@MainActor @Suite struct CustomLayerPropertyTests {
    @Test func aProgressRingDrawsItsAnimatedValueOnEveryFrame() {
        let window = makeWindow(CGSize(width: 100, height: 100))
        defer { window.isHidden = true }
        let view = RingView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        func isRed(_ x: Int, _ y: Int) -> Bool {
            PixelReader(window.renderedImage())[x, y].isNear(Pixel(255, 0, 0, 255), 40)
        }
        // Clockwise from 12 o'clock: 3 o'clock at 0.25, 6 at 0.5, 9 at 0.75.
        let three = (80, 50), six = (50, 80), nine = (20, 50)
        #expect(!isRed(three.0, three.1))
        view.ring.value = 1
        #expect(view.ring.value == 1)   // the model changes at once
        UIApplication.shared.runUntilIdle()   // the turn ends: the implicit animation begins
        UIApplication.shared.advanceTime(by: 0.35)
        #expect(isRed(three.0, three.1) && !isRed(six.0, six.1))
        let shown = view.ring.presentation()?.value ?? 0
        #expect(shown > 0.3 && shown < 0.4)
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(isRed(six.0, six.1) && !isRed(nine.0, nine.1))
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(isRed(nine.0, nine.1))
        #expect(view.ring.animationKeys() == nil)
    }
}
