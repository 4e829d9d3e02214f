import Foundation
import Testing
import UIKit
import UIKitTesting

/// Paths a user hits with big content, which must stay fast (hiding a stack-view row
/// took 6.7 s before the fix, which rebuilt the whole arrangement and the engine). Work
/// is counted, not timed: timings belong to Benchmarks/.
@MainActor
@Suite struct SlowPathTests {

    @Test func hidingOneRowOfAFiveThousandRowStackViewTouchesThatRowOnly() throws {
        let window = makeTestWindow(CGSize(width: 200, height: 400))
        defer { closeWindow(window) }
        let stack = UIStackView()
        stack.axis = .vertical
        let rows = (0..<5_000).map { i -> UIView in
            let v = UIView()
            // 999, as in UIKit: a required height would conflict with the hidden row's zero height.
            let height = v.heightAnchor.constraint(equalToConstant: CGFloat(10 + i % 3))
            height.priority = UILayoutPriority(999)
            height.isActive = true
            return v
        }
        for row in rows { stack.addArrangedSubview(row) }
        window.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: window.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     stack.widthAnchor.constraint(equalToConstant: 200)])
        UIApplication.shared.runUntilIdle()
        let y = rows[2_501].frame.minY
        #expect(y > 0)
        let engine = try #require(window.layoutEngineForReading())
        let engineRebuilds = engine.rebuildCount, arrangementRebuilds = stack.arrangementRebuildCount
        rows[2_500].isHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(rows[2_501].frame.minY == y - rows[2_500].frame.height - 0 || rows[2_501].frame.minY == rows[2_499].frame.maxY)
        #expect(rows[2_500].frame.height == 0)
        rows[2_500].isHidden = false
        UIApplication.shared.runUntilIdle()
        #expect(rows[2_501].frame.minY == y)
        #expect(rows[2_500].frame.height == CGFloat(10 + 2_500 % 3))
        // Hiding the first and last rows relinks the canvas edges.
        rows[0].isHidden = true; rows[4_999].isHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(rows[1].frame.minY == 0)
        rows[0].isHidden = false; rows[4_999].isHidden = false
        UIApplication.shared.runUntilIdle()
        #expect(rows[1].frame.minY == rows[0].frame.maxY && rows[0].frame.minY == 0)
        #expect(rows[2_501].frame.minY == y)
        // Only the changed rows' constraints were replaced: no rebuild of either.
        #expect(stack.arrangementRebuildCount == arrangementRebuilds)
        #expect(engine.rebuildCount == engineRebuilds)
    }
}
