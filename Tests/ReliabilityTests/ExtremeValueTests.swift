import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// Every public geometric, color, timing and font property set to NaN, infinities, zero,
/// negative, huge and tiny values, then laid out and rendered: nothing traps, and the
/// window still renders.
@MainActor
@Suite struct ExtremeValueTests {
    /// One property setter taking a value, named for the failure message.
    struct Setter {
        let name: String
        let apply: @MainActor (UIView, CGFloat) -> Void
    }

    static let viewSetters: [Setter] = [
        Setter(name: "frame.size") { v, x in v.frame = CGRect(x: 0, y: 0, width: x, height: x) },
        Setter(name: "frame.origin") { v, x in v.frame.origin = CGPoint(x: x, y: x) },
        Setter(name: "bounds.size") { v, x in v.bounds = CGRect(x: 0, y: 0, width: x, height: 10) },
        Setter(name: "bounds.origin") { v, x in v.bounds.origin = CGPoint(x: x, y: x) },
        Setter(name: "center") { v, x in v.center = CGPoint(x: x, y: 1) },
        Setter(name: "transform.scale") { v, x in v.transform = CGAffineTransform(scaleX: x, y: x) },
        Setter(name: "transform.rotation") { v, x in v.transform = CGAffineTransform(rotationAngle: x) },
        Setter(name: "alpha") { v, x in v.alpha = x },
        Setter(name: "contentScaleFactor") { v, x in v.contentScaleFactor = x },
        Setter(name: "layoutMargins") { v, x in v.layoutMargins = UIEdgeInsets(top: x, left: x, bottom: x, right: x) },
        Setter(name: "layer.shadowOffset") { v, x in v.layer.shadowOffset = CGSize(width: x, height: x); v.layer.shadowOpacity = 1 },
        Setter(name: "layer.shadowRadius") { v, x in v.layer.shadowRadius = x; v.layer.shadowOpacity = 1 },
        Setter(name: "layer.shadowOpacity") { v, x in v.layer.shadowOpacity = Float(x) },
        Setter(name: "layer.cornerRadius") { v, x in v.layer.cornerRadius = x },
        Setter(name: "layer.borderWidth") { v, x in v.layer.borderWidth = x },
        Setter(name: "layer.opacity") { v, x in v.layer.opacity = Float(x) },
        Setter(name: "layer.anchorPoint") { v, x in v.layer.anchorPoint = CGPoint(x: x, y: x) },
        Setter(name: "layer.position") { v, x in v.layer.position = CGPoint(x: x, y: x) },
        Setter(name: "layer.zPosition") { v, x in v.layer.zPosition = x },
        Setter(name: "layer.contentsScale") { v, x in v.layer.contentsScale = x },
        Setter(name: "layer.contentsRect") { v, x in v.layer.contentsRect = CGRect(x: 0, y: 0, width: x, height: x) },
        Setter(name: "layer.transform") { v, x in v.layer.transform = CATransform3DMakeScale(x, x, x) },
        Setter(name: "layer.transform.m34") { v, x in var t = CATransform3DIdentity; t.m34 = x; t.m44 = x; v.layer.transform = t },
        Setter(name: "layer.sublayerTransform") { v, x in v.layer.sublayerTransform = CATransform3DMakeTranslation(x, x, x) },
        Setter(name: "layer.speed") { v, x in v.layer.speed = Float(x) },
        Setter(name: "layer.timeOffset") { v, x in v.layer.timeOffset = Double(x) },
        Setter(name: "layer.beginTime") { v, x in v.layer.beginTime = Double(x) },
        Setter(name: "backgroundColor.hue") { v, x in v.backgroundColor = UIColor(hue: x, saturation: 1, brightness: 1, alpha: 1) },
        Setter(name: "backgroundColor.rgb") { v, x in v.backgroundColor = UIColor(red: x, green: x, blue: 0, alpha: x) },
        Setter(name: "backgroundColor.white") { v, x in v.backgroundColor = UIColor(white: x, alpha: 1) },
        Setter(name: "backgroundColor.saturation") { v, x in v.backgroundColor = UIColor(hue: 0.5, saturation: x, brightness: x, alpha: 1) },
        Setter(name: "tintColor") { v, x in v.tintColor = UIColor(red: 1, green: x, blue: 0, alpha: 1) },
    ]

    /// A window holding one view of each kind, all to be abused.
    func makeSubjects(in window: UIWindow) -> [UIView] {
        let label = UILabel(); label.text = "Hello, world"
        let button = UIButton(type: .system); button.setTitle("Tap", for: .normal)
        let field = UITextField(); field.text = "text"
        let textView = UITextView(); textView.text = "lines\nof text"
        let slider = UISlider(), toggle = UISwitch(), image = UIImageView(image: UIImage(systemName: "star"))
        let stack = UIStackView(arrangedSubviews: [UIView(), UILabel()])
        let views: [UIView] = [UIView(), label, button, field, textView, slider, toggle, image, stack,
                               UISegmentedControl(items: ["A", "B"])]
        for (i, v) in views.enumerated() {
            v.frame = CGRect(x: CGFloat(i % 4) * 45, y: CGFloat(i / 4) * 45, width: 40, height: 40)
            v.backgroundColor = .systemBlue
            window.addSubview(v)
        }
        return views
    }

    @Test func extremeViewAndLayerPropertiesThenLayoutAndRender() {
        var inputs = 0
        for setter in Self.viewSetters {
            let window = makeTestWindow()
            defer { closeWindow(window) }
            let views = makeSubjects(in: window)
            for value in extremeValues {
                for view in views { setter.apply(view, value); inputs += 1 }
                window.setNeedsLayout()
                UIApplication.shared.runUntilIdle()
                _ = window.renderedImage()
            }
        }
        #expect(inputs == Self.viewSetters.count * extremeValues.count * 10)
    }

    @Test func extremeAnimationTimingAndKeyframesThenRender() {
        var inputs = 0
        let window = makeTestWindow()
        defer { closeWindow(window) }
        let views = (0..<4).map { i -> UIView in
            let v = UIView(frame: CGRect(x: CGFloat(i) * 30, y: 10, width: 25, height: 25))
            v.backgroundColor = .systemRed
            window.addSubview(v)
            return v
        }
        UIApplication.shared.runUntilIdle()
        for value in extremeValues {
            let basic = CABasicAnimation(keyPath: "position.x")
            basic.fromValue = value; basic.toValue = 100
            basic.duration = Double(value); basic.speed = Float(value); basic.timeOffset = Double(value)
            basic.beginTime = Double(value); basic.repeatCount = Float(value); basic.repeatDuration = Double(value)
            views[0].layer.add(basic, forKey: "basic")
            let keyframes = CAKeyframeAnimation(keyPath: "opacity")
            keyframes.values = [0, value, 1, Double(value)]
            keyframes.keyTimes = [0, NSNumber(value: Double(value)), 0.5, 1]
            keyframes.duration = 1
            views[1].layer.add(keyframes, forKey: "keyframes")
            let transform = CAKeyframeAnimation(keyPath: "transform")
            transform.values = [CATransform3DIdentity, CATransform3DMakeScale(value, value, 1), CATransform3DMakeRotation(value, 0, 0, 1)]
            transform.duration = 1
            views[2].layer.add(transform, forKey: "transform")
            let path = CAKeyframeAnimation(keyPath: "position")
            path.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: value, height: value), transform: nil)
            path.duration = 1
            let points = CAKeyframeAnimation(keyPath: "position")
            points.values = [CGPoint(x: value, y: 1), CGPoint(x: 1, y: value), CGPoint(x: 5, y: 5)]
            points.calculationMode = .cubic
            points.duration = 1
            views[2].layer.add(points, forKey: "points")
            let bounds = CAKeyframeAnimation(keyPath: "bounds")
            bounds.values = [CGRect(x: 0, y: 0, width: value, height: value), CGRect(x: 0, y: 0, width: 10, height: 10)]
            bounds.duration = 1
            views[1].layer.add(bounds, forKey: "bounds")
            views[3].layer.add(path, forKey: "path")
            views[3].layer.speed = Float(value); views[3].layer.timeOffset = Double(value); views[3].layer.beginTime = Double(value)
            inputs += 4
            for step in [0.0, 0.1, 0.6, 2] {
                UIApplication.shared.advanceTime(by: step)
                _ = window.renderedImage()
            }
        }
        #expect(inputs == extremeValues.count * 4)
        // Values that entered: the rejected ones left the defaults in place.
        let check = CABasicAnimation(keyPath: "opacity")
        check.speed = .nan; check.timeOffset = .infinity; check.beginTime = -.infinity
        #expect(check.speed == 1 && check.timeOffset == 0 && check.beginTime == 0)
        check.repeatCount = .infinity
        #expect(check.repeatCount == .infinity)
    }

    @Test func nonFiniteValuesAreRejectedWhereTheyEnter() {
        let layer = CALayer()
        layer.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        var t = CATransform3DIdentity; t.m34 = .nan
        layer.transform = t
        #expect(CATransform3DIsIdentity(layer.transform))
        layer.speed = .infinity
        #expect(layer.speed == 1)
        let color = UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a].allSatisfy { $0.isFinite })
        #expect(r == 1 && g == 0 && b == 0)  // hue 0 (red), as a NaN hue is replaced by 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e30, height: 1e30))
        #expect(view.frame.width == 1e30)  // a finite frame is kept, as in UIKit
    }
}
