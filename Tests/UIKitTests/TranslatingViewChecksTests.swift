import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Frames set by code on translating views during a layout pass reach the engine, and a
/// pass over a deep tree compares each translating view a bounded number of times.
@MainActor @Suite struct TranslatingViewChecksTests {
    /// Sets `moved`'s frame after its own engine solve, as layout code does.
    final class MovingContainer: UIView {
        let moved = UIView()
        var width: CGFloat = 100
        override func layoutSubviews() {
            super.layoutSubviews()
            moved.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        }
    }

    /// As in UIKit, a sibling constrained to a view whose frame `layoutSubviews` sets ends
    /// up next to it in the same turn (the engine saw the new frame after its first solve).
    @Test func aFrameSetInLayoutSubviewsMovesAConstrainedSiblingInTheSameTurn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let container = MovingContainer(frame: window.bounds)
        window.addSubview(container)
        container.addSubview(container.moved)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: container.moved.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: container.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 20),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.isHidden = false
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        #expect(follower.frame == CGRect(x: 110, y: 0, width: 20, height: 20))
        container.width = 150
        container.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(follower.frame == CGRect(x: 160, y: 0, width: 20, height: 20))
    }

    /// A 1,000-deep chain of flexible-width views over a constrained leaf, resized: every
    /// view's `layoutSubviews` solves, yet the pass compares a few views per level (it
    /// compared every translating view at every solve before: depth² = 1,000,000).
    @Test func aDeepChainsLayoutPassComparesEachTranslatingViewABoundedNumberOfTimes() throws {
        let depth = 1_000
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        var parent: UIView = window
        var chain: [UIView] = []
        for _ in 0..<depth {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            v.autoresizingMask = [.flexibleWidth]
            parent.addSubview(v)
            chain.append(v)
            parent = v
        }
        let leaf = UIView()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            leaf.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            leaf.topAnchor.constraint(equalTo: parent.topAnchor),
            leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.isHidden = false
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        #expect(leaf.frame.width == 290)
        let engine = try #require(window.layoutEngineForReading())
        let before = engine.translatingComparisons
        window.frame.size.width = 200
        UIApplication.shared.runUntilIdle()
        #expect(chain.last?.frame.width == 200)
        #expect(leaf.frame.width == 190)
        let comparisons = engine.translatingComparisons - before
        #expect(comparisons < 10 * depth, "compared \(comparisons) translating views for a \(depth)-deep chain")
    }
}
