import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAAnimationGroupTests {
    func child(_ keyPath: String, begin: Double, duration: Double, from: Double, to: Double) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.beginTime = begin
        a.duration = duration
        a.fromValue = from
        a.toValue = to
        return a
    }

    @Test func childrenRunInTheGroupsTimeAndAreClipped() {
        let group = CAAnimationGroup()
        group.animations = [
            child("opacity", begin: 0, duration: 1, from: 0, to: 1),
            child("zPosition", begin: 0.5, duration: 2, from: 0, to: 100),
        ]
        group.duration = 1.5
        group.beginTime = 10
        let l = FakeLayer(["opacity": 5.0, "zPosition": -1.0])
        l.store.add(group, forKey: "g")
        #expect(l.scalar("opacity", at: 10.5) == 0.5)
        #expect(l.scalar("zPosition", at: 10.25) == -1)  // child not begun yet
        #expect(l.scalar("zPosition", at: 11) == 25)
        #expect(l.scalar("opacity", at: 11.2) == 5)  // first child over (fill removed)
        #expect(l.scalar("zPosition", at: 11.49) ?? 0 < 50)
        // After the group ends, nothing applies even though the child would still run.
        #expect(l.scalar("zPosition", at: 11.6) == -1)
    }

    @Test func groupTimingAppliesToChildren() {
        let group = CAAnimationGroup()
        group.animations = [child("opacity", begin: 0, duration: 1, from: 0, to: 1)]
        group.duration = 1
        group.speed = 2
        group.autoreverses = true
        group.fillMode = .forwards
        group.beginTime = 0
        let l = FakeLayer(["opacity": 5.0])
        l.store.add(group, forKey: "g")
        l.store.resolveBeginTimes(commitTime: 4)
        #expect(l.scalar("opacity", at: 4.25) == 0.5)
        #expect(l.scalar("opacity", at: 4.75) == 0.5)  // reversing
        #expect(l.scalar("opacity", at: 4.875) == 0.25)
        #expect(l.scalar("opacity", at: 9) == 0)  // filled at the reversed end
    }

    @Test func copyCopiesChildren() {
        let group = CAAnimationGroup()
        let a = child("opacity", begin: 0, duration: 1, from: 0, to: 1)
        group.animations = [a]
        let copy = group.copy() as! CAAnimationGroup
        #expect(copy.animations?.count == 1)
        #expect(copy.animations?.first !== a)
        #expect((copy.animations?.first as? CABasicAnimation)?.keyPath == "opacity")
    }
}
