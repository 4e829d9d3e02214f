import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAKeyframeAnimationPathTests {
    func run(_ path: CGPath, configure: (CAKeyframeAnimation) -> Void = { _ in }) -> FakeLayer {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.values = [CGPoint(x: -1, y: -1)]  // ignored: the path wins
        a.duration = 1
        a.beginTime = 1
        configure(a)
        let l = FakeLayer(["position": CGPoint(x: 500, y: 500), "transform": CATransform3D.identity])
        l.store.add(a, forKey: "path")
        return l
    }

    func polyline() -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 30, y: 0))
        p.addLine(to: CGPoint(x: 30, y: 10))
        return p
    }

    @Test func linearGivesEachElementAnEqualShare() {
        let l = run(polyline())
        #expect(l.point("position", at: 1.25) == CGPoint(x: 15, y: 0))
        #expect(l.point("position", at: 1.75) == CGPoint(x: 30, y: 5))
        #expect(l.point("position", at: 2.5) == CGPoint(x: 500, y: 500))
    }

    @Test func keyTimesPlaceTheVertices() {
        let l = run(polyline()) { $0.keyTimes = [0, 0.75, 1] }
        #expect(l.point("position", at: 1.375) == CGPoint(x: 15, y: 0))
    }

    @Test func pacedMovesAtConstantSpeed() {
        let l = run(polyline()) { $0.calculationMode = .paced }
        let p = l.point("position", at: 1.5)
        #expect(close(p.map { Double($0.x) }, 20) && close(p.map { Double($0.y) }, 0))
        let q = l.point("position", at: 1.875)
        #expect(close(q.map { Double($0.x) }, 30) && close(q.map { Double($0.y) }, 5))
    }

    @Test func discreteJumpsBetweenVertices() {
        let l = run(polyline()) { $0.calculationMode = .discrete }
        #expect(l.point("position", at: 1.2) == CGPoint(x: 0, y: 0))
        #expect(l.point("position", at: 1.6) == CGPoint(x: 30, y: 0))
    }

    @Test func curvesAndClosedSubpaths() {
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(run(curve).point("position", at: 1.5) == CGPoint(x: 50, y: 75))
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let segments = CAKeyframeAnimation.segments(of: square)
        #expect(segments.count == 4)
        #expect(segments.last?.points.last == CGPoint(x: 0, y: 0))
    }

    @Test func rotationModeFollowsTheTangent() {
        let down = CGMutablePath()
        down.move(to: .zero)
        down.addLine(to: CGPoint(x: 0, y: 100))
        guard case .transform(let t)? = run(down, configure: { $0.rotationMode = .rotateAuto }).render(at: 1.5)["transform"] else {
            Issue.record("no transform")
            return
        }
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9)
        guard case .transform(let r)? = run(down, configure: { $0.rotationMode = .rotateAutoReverse }).render(at: 1.5)["transform"] else { return }
        #expect(abs(r.m12 + 1) < 1e-9)
        // Without a rotation mode the transform is untouched.
        #expect(run(down).render(at: 1.5)["transform"] == .transform(.identity))
    }
}
