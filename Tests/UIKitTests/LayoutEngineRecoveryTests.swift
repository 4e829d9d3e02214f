import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A long-lived window's engine stays clean whatever came and went: a removed constraint
/// with a large multiplier leaves no residue that breaks later constraints, and a solver
/// that fails for a reason other than a conflict is rebuilt from the view tree.
@MainActor @Suite(.serialized) struct LayoutEngineRecoveryTests {
    /// A 100x40 card whose 10-point dot is `multiplier` times as wide as it is high
    /// (TagCell.xib's dot, which `openuikit fuzz` input 268225 of seed 2026 gave a
    /// multiplier of 99999999999999999999).
    func card(multiplier: CGFloat) -> (card: UIView, dot: UIView) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.widthAnchor.constraint(equalTo: dot.heightAnchor, multiplier: multiplier),
            dot.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            dot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        return (card, dot)
    }

    func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test(arguments: [1_000, 1e6, 1e20] as [CGFloat])
    func aRemovedLargeMultiplierLeavesNothingBehind(multiplier: CGFloat) throws {
        let window = window()
        defer { window.isHidden = true }
        let bad = card(multiplier: multiplier)
        window.addSubview(bad.card)
        UIApplication.shared.runUntilIdle()
        #expect(abs(bad.dot.frame.height - 10 / multiplier) < 1e-6)
        let engine = try #require(window.layoutEngineForReading())
        let baseline = 4  // the window's own size and position
        bad.card.removeFromSuperview()
        UIApplication.shared.runUntilIdle()
        #expect(engine.solver.constraintCount == baseline)
        LayoutEngine.diagnosticsLog = []
        for _ in 0..<3 {
            let good = card(multiplier: 1)
            window.addSubview(good.card)
            UIApplication.shared.runUntilIdle()
            #expect(good.dot.frame == CGRect(x: 8, y: 15, width: 10, height: 10))
            good.card.removeFromSuperview()
            UIApplication.shared.runUntilIdle()
            #expect(engine.solver.constraintCount == baseline)
        }
        #expect(LayoutEngine.diagnosticsLog.isEmpty, "\(LayoutEngine.diagnosticsLog)")
    }

    @Test func aSolverThatLostTrackIsRebuiltFromTheTree() throws {
        let window = window()
        defer { window.isHidden = true }
        let first = card(multiplier: 1)
        window.addSubview(first.card)
        UIApplication.shared.runUntilIdle()
        let engine = try #require(window.layoutEngineForReading())
        // The solver loses a constraint the engine still records.
        let width = try #require(first.dot.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil })
        let record = try #require(engine.records[ObjectIdentifier(width)])
        try engine.solver.removeConstraint(record.solverConstraint)
        let rebuilds = engine.rebuildCount
        LayoutEngine.diagnosticsLog = []
        first.card.removeFromSuperview()
        let second = card(multiplier: 2)
        window.addSubview(second.card)
        UIApplication.shared.runUntilIdle()
        #expect(engine.rebuildCount == rebuilds + 1)
        #expect(second.dot.frame == CGRect(x: 8, y: 17.5, width: 10, height: 5))
        #expect(engine.solver.constraintCount == 4 + 10)
        #expect(LayoutEngine.diagnosticsLog.count == 1)
        #expect(LayoutEngine.diagnosticsLog.first?.hasPrefix("[LayoutConstraints] The layout engine failed (unknown constraint") == true)
    }
}
