import Testing
@testable import ConstraintSolver

/// The three scenes at small N, checked frame by frame.
@Suite struct ScenesTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func chainFrames() throws {
        let s = try Scene.chain(5)
        s.solver.updateVariables()
        for (i, v) in s.views.enumerated() {
            #expect(near(v.x.value, 16) && near(v.w.value, 375 - 32))
            #expect(near(v.h.value, 44) && near(v.y.value, 8 + 52 * Double(i)))
        }
        try s.resize(768, 1024)
        s.solver.updateVariables()
        #expect(s.views.allSatisfy { near($0.w.value, 768 - 32) })
        #expect(near(s.width.value, 768) && near(s.height.value, 1024))
    }

    @Test func chainOverflowKeepsIntrinsicHeight() throws {
        // 15 views need 788 points; the 568-point screen loses the @500 bottom constraint.
        let s = try Scene.chain(15)
        try s.resize(320, 568)
        s.solver.updateVariables()
        #expect(s.views.allSatisfy { near($0.h.value, 44) && near($0.w.value, 288) })
        #expect(near(s.views[14].y.value, 8 + 52 * 14))
    }

    @Test func gridFrames() throws {
        let s = try Scene.grid(30, columns: 10)
        s.solver.updateVariables()
        let w = (375.0 - 16 - 72) / 10
        for (i, v) in s.views.enumerated() {
            let r = Double(i / 10), c = Double(i % 10)
            #expect(near(v.w.value, w), "w of \(i)")
            #expect(near(v.h.value, w / 2), "h of \(i)")
            #expect(near(v.x.value, 8 + c * (w + 8)), "x of \(i)")
            #expect(near(v.y.value, 8 + r * (w / 2 + 8)), "y of \(i)")
        }
        try s.resize(834, 1112)
        s.solver.updateVariables()
        let w2 = (834.0 - 16 - 72) / 10
        #expect(s.views.allSatisfy { near($0.w.value, w2) && near($0.h.value, w2 / 2) })
    }

    @Test func gridMinimumHeight() throws {
        // 60 columns on a 320-point screen: widths of 0.2, heights held at 10 (required).
        let s = try Scene.grid(120, columns: 60)
        try s.resize(320, 568)
        s.solver.updateVariables()
        let w = (320.0 - 16 - 59 * 8) / 60
        #expect(s.views.allSatisfy { near($0.w.value, w) && near($0.h.value, 10) })
    }

    @Test func independentFrames() throws {
        let s = try Scene.independent(40)
        for (width, height) in Scene.sizes {
            try s.resize(width, height)
            s.solver.updateVariables()
            for (i, v) in s.views.enumerated() {
                let x = Double(16 + 4 * (i % 8))
                #expect(near(v.x.value, x) && near(v.w.value, width - 16 - x))
                #expect(near(v.y.value, Double(8 + 10 * (i % 20))) && near(v.h.value, 44))
            }
        }
    }

    @Test func chainWithDefinitionRemovedAndReadded() throws {
        // A chain whose y equalities become definitions; removing one turns it back into
        // a row and frees the view below it, re-adding restores the chain.
        let solver = Solver()
        let ys = (0..<6).map { Variable("y\($0)") }, hs = (0..<6).map { Variable("h\($0)") }
        var links: [Constraint] = []
        for i in 0..<6 {
            let link = i == 0 ? (ys[0] == 8) : (ys[i] == ys[i - 1] + hs[i - 1] + 8)
            links.append(link)
            try solver.addConstraint(link)
            try solver.addConstraint((hs[i] == 44) | .medium)
        }
        try solver.addConstraint((ys[3] == 500) | .strong)
        solver.updateVariables()
        #expect(near(ys[3].value, 500))
        #expect(near(hs[0].value + hs[1].value + hs[2].value, 500 - 32))
        #expect(near(ys[5].value, 500 + 2 * 52))

        try solver.removeConstraint(links[3])
        solver.updateVariables()
        #expect(near(ys[3].value, 500))
        #expect(hs.allSatisfy { near($0.value, 44) })
        #expect(near(ys[2].value, 8 + 2 * 52) && near(ys[4].value, 552))

        try solver.addConstraint(links[3])
        solver.updateVariables()
        #expect(near(ys[3].value, 500) && near(ys[5].value, 604))
        #expect(near(hs[0].value + hs[1].value + hs[2].value, 468))

        try solver.removeConstraint(links[0])
        try solver.removeConstraint(links[3])
        solver.updateVariables()
        #expect(near(ys[0].value, 0) && near(ys[1].value, 52) && near(ys[3].value, 500))
    }
}
