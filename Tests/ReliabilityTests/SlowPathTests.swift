import Foundation
import Testing
import UIKit
import UIKitTesting

/// Paths a user hits with big content, which must stay fast (hiding a stack-view row
/// took 6.7 s before the fix).
@MainActor
@Suite struct SlowPathTests {
    let clock = ContinuousClock()

    @Test func hidingOneRowOfAFiveThousandRowStackViewTouchesThatRowOnly() {
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
        let hide = clock.measure {
            rows[2_500].isHidden = true
            UIApplication.shared.runUntilIdle()
        }
        #expect(rows[2_501].frame.minY == y - rows[2_500].frame.height - 0 || rows[2_501].frame.minY == rows[2_499].frame.maxY)
        #expect(rows[2_500].frame.height == 0)
        let show = clock.measure {
            rows[2_500].isHidden = false
            UIApplication.shared.runUntilIdle()
        }
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
        // Measured here in a debug build: ~20-40 ms each (it was 6.7 s).
        #expect(hide < .milliseconds(500), "hide took \(hide)")
        #expect(show < .milliseconds(500), "show took \(show)")
    }
}
