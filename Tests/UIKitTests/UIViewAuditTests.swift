import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct UIViewAuditTests {
    @Test func autoresizingMatchesUIKitNumbers() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 20, y: 10, width: 60, height: 30))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        fixed.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(fixed)
        parent.frame.size.width = 100
        #expect(abs(fixed.frame.origin.x - (10 - 100)) < 1e-9, "\(fixed.frame.origin.x)")
    }

    @Test func hookOrderWhenAddingToAWindow() {
        final class Hooks: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        }
        final class Parent: UIView {
            var added = 0
            override func didAddSubview(_ subview: UIView) { added += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.isHidden = false
        defer { window.isHidden = true }
        let parent = Parent(frame: window.bounds)
        window.addSubview(parent)
        let view = Hooks(frame: .zero)
        parent.addSubview(view)
        #expect(view.log == ["willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview"])
        #expect(parent.added == 1)
        view.log = []
        view.removeFromSuperview()
        #expect(view.log == ["willMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didMoveToSuperview"])
    }

    @Test func viewWithTagSearchesDepthFirstIncludingTheReceiver() {
        let root = UIView(); root.tag = 1
        let a = UIView(); a.tag = 2
        let a1 = UIView(); a1.tag = 3
        let b = UIView(); b.tag = 3
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === a1)
        #expect(a.viewWithTag(1) == nil)
    }

    @Test func hitTestRulesForAlphaHiddenAndInteraction() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        view.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        view.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        view.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        view.isUserInteractionEnabled = true
        view.isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test func frameCenterBoundsAndTransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(UIView().frame == .zero)
    }

    @Test func renderedPixelsFollowTheTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        window.isHidden = false
        defer { window.isHidden = true }
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(red)
        UIApplication.shared.runUntilIdle()
        let image = window.renderedImage()
        let cg = image.cgImage!
        let ctx = CGContext(data: nil, width: cg.width, height: cg.height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(cg, in: CGRect(x: 0, y: 0, width: cg.width, height: cg.height))
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { let o = (y * ctx.bytesPerRow) + x * 4; return [bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]] }
        let s = Int(image.scale)
        #expect(rgba(15 * s, 15 * s) == [255, 0, 0, 255])
        #expect(rgba(5 * s, 5 * s) == [255, 255, 255, 255])
    }
}
