// The three layout scenes of issue 4, built on ConstraintSolver. `Kiwi/harness.cpp`
// builds the same constraints in the same order; keep the two in step.
// The one copy: Tests/ConstraintSolverTests/Scenes.swift is a symbolic link to this file
// (the root package cannot depend on the benchmark package, and it should not export
// benchmark scenes as a product), so the scene tests and the benchmarks build the same code.
//
// Strengths: a UIKit priority p (750, 500, 250) is the solver strength p; the container's
// width and height are edit variables at `Strength.create(999, 1000, 1000)`, just below
// required. The initial size 375 x 667 is suggested before the constraints are added.
import ConstraintSolver

/// The frame variables of one view.
public struct SceneView {
    public let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
}

/// A solver holding one scene, with the container size as edit variables.
public final class Scene {
    public static let editStrength = Strength.create(999, 1000, 1000)
    /// The screen sizes the resize benchmark cycles through.
    public static let sizes: [(Double, Double)] = [
        (320, 568), (414, 896), (768, 1024), (375, 667), (834, 1112), (390, 844),
    ]
    public let solver = Solver()
    public let width = Variable("cw"), height = Variable("ch")
    public private(set) var views: [SceneView] = []

    init() throws {
        try solver.addEditVariable(width, strength: Scene.editStrength)
        try solver.addEditVariable(height, strength: Scene.editStrength)
        try resize(375, 667)
    }

    /// Suggests a container size (does not read values back).
    public func resize(_ w: Double, _ h: Double) throws {
        try solver.suggestValue(width, w)
        try solver.suggestValue(height, h)
    }

    func add(_ c: Constraint) throws { try solver.addConstraint(c) }

    /// A weighted sum of every frame value, to compare runs and solvers.
    public func checksum() -> Double {
        var sum = 0.0
        for (i, v) in views.enumerated() {
            sum += Double(i % 7 + 1) * (v.x.value + 2 * v.y.value + 3 * v.w.value + 5 * v.h.value)
        }
        return sum
    }

    /// Every frame value in order x, y, w, h per view.
    public func values() -> [Double] {
        views.flatMap { [$0.x.value, $0.y.value, $0.w.value, $0.h.value] }
    }

    /// chain: N views stacked vertically.
    public static func chain(_ n: Int) throws -> Scene {
        let s = try Scene()
        var previous: SceneView?
        for i in 0..<n {
            let v = SceneView()
            try s.add(v.x == 16)
            try s.add(v.x + v.w <= s.width - 16)
            try s.add((v.x + v.w == s.width - 16) | 750)
            if let p = previous { try s.add(v.y == p.y + p.h + 8) } else { try s.add(v.y == 8) }
            try s.add(v.h >= 0)
            try s.add(v.w >= 0)
            try s.add((v.h <= 44) | 250)
            try s.add((v.h >= 44) | 750)
            if i % 3 == 0 {
                try s.add((v.w <= 120) | 250)
                try s.add((v.w >= 120) | 750)
            }
            s.views.append(v)
            previous = v
        }
        if let last = previous { try s.add((last.y + last.h <= s.height - 8) | 500) }
        return s
    }

    /// grid: N cells in rows of `columns`.
    public static func grid(_ n: Int, columns: Int = 10) throws -> Scene {
        let s = try Scene()
        let rows = max(1, n / columns)
        for r in 0..<rows {
            for c in 0..<columns {
                let v = SceneView()
                let first = c == 0 ? v : s.views[r * columns]
                if c == 0 {
                    try s.add(v.x == 8)
                    if r == 0 {
                        try s.add(v.y == 8)
                    } else {
                        let above = s.views[(r - 1) * columns]
                        try s.add(v.y == above.y + above.h + 8)
                    }
                } else {
                    let left = s.views[r * columns + c - 1]
                    try s.add(v.x == left.x + left.w + 8)
                    try s.add(v.w == first.w)
                    try s.add(v.h == first.h)
                    try s.add(v.y == first.y)
                }
                if c == columns - 1 { try s.add(v.x + v.w == s.width - 8) }
                try s.add((v.h == 0.5 * v.w) | 750)
                try s.add(v.h >= 10)
                try s.add((v.h <= 44) | 250)
                s.views.append(v)
            }
        }
        let lastRowFirst = s.views[(rows - 1) * columns]
        try s.add((lastRowFirst.y + lastRowFirst.h <= s.height - 8) | 500)
        return s
    }

    /// independent: N views each constrained only to the container.
    public static func independent(_ n: Int) throws -> Scene {
        let s = try Scene()
        for i in 0..<n {
            let v = SceneView()
            try s.add(v.x == Double(16 + 4 * (i % 8)))
            try s.add(v.x + v.w <= s.width - 16)
            try s.add((v.x + v.w == s.width - 16) | 750)
            try s.add(v.y == Double(8 + 10 * (i % 20)))
            try s.add(v.y + v.h <= s.height - 8)
            try s.add(v.w >= 0)
            try s.add(v.h >= 0)
            try s.add((v.h >= 44) | 750)
            try s.add((v.h <= 44) | 250)
            s.views.append(v)
        }
        return s
    }

    /// Builds a scene by name ("chain", "grid", "independent").
    public static func make(_ name: String, _ n: Int) throws -> Scene {
        switch name {
        case "chain": try chain(n)
        case "grid": try grid(n)
        default: try independent(n)
        }
    }
}
