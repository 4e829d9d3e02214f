import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIViewGeometryTests {
    @Test func frameCenterBoundsAndTransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(v.frame.width - 50) < 1e-9 && abs(v.frame.height - 100) < 1e-9)
        #expect(UIView().frame == .zero)
    }

    @Test func nanGeometryIsRejected() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        v.center = CGPoint(x: CGFloat.infinity, y: 0)
        v.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func boundsOriginShiftsSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 20, y: 10)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 30, y: 30))
        #expect(parent.convert(CGPoint(x: 30, y: 30), to: nil) == CGPoint(x: 10, y: 20))
    }

    @Test func conversionThroughRotatedAndScaledAncestors() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        defer { window.isHidden = true }
        let a = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(a)
        a.addSubview(b)
        // a rotates 90° about its center (100,100): a's (0,0), at (-50,-50) from the
        // center, turns to (50,-50): window (150, 50).
        let p = a.convert(CGPoint(x: 0, y: 0), to: nil)
        #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 50) < 1e-9)
        // b is scaled 2x about its center (10,5) in a: b's (0,0) is a's (-10,-5).
        let q = b.convert(CGPoint.zero, to: a)
        #expect(abs(q.x + 10) < 1e-9 && abs(q.y + 5) < 1e-9)
        let back = b.convert(b.convert(CGPoint(x: 3, y: 4), to: window), from: window)
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
        // A rect through the rotation converts to its bounding box.
        let r = a.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: window)
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        let s = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        a.addSubview(s)
        let viaOther = b.convert(CGPoint(x: 1, y: 1), to: s)
        let manual = s.convert(b.convert(CGPoint(x: 1, y: 1), to: nil), from: nil)
        #expect(abs(viaOther.x - manual.x) < 1e-9 && abs(viaOther.y - manual.y) < 1e-9)
    }

    @Test func convertToNilOutsideWindowUsesRootFrameSpace() {
        let root = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 105, y: 205))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let v = Fixed(frame: CGRect(x: 3, y: 4, width: 1, height: 1))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 3, y: 4, width: 42, height: 7))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 9, height: 9))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 9, height: 9))
    }
}

/// UIKit keeps the rectangle set as `frame` on a transformed view (the examples of the
/// third-party report: scale 2 gives bounds 50x25, a quarter turn 50x100).
@MainActor @Suite struct UIViewTransformedFrameTests {
    @Test func scaledViewKeepsItsFrame() {
        let v = UIView()
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        #expect(v.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(v.bounds.size == CGSize(width: 50, height: 25))
        #expect(v.center == CGPoint(x: 150, y: 125))
    }

    @Test func rotatedViewKeepsItsFrame() {
        let v = UIView()
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        v.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        #expect(abs(v.frame.minX - 100) < 1e-9 && abs(v.frame.minY - 100) < 1e-9)
        #expect(abs(v.frame.width - 100) < 1e-9 && abs(v.frame.height - 50) < 1e-9)
        #expect(abs(v.bounds.width - 50) < 1e-9 && abs(v.bounds.height - 100) < 1e-9)
    }
}
