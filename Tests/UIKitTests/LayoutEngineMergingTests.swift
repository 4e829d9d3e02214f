import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A detached card: a 100 x 60 translating view with a label-like child of intrinsic size
/// pinned to its top left, and a bar filling its width at the bottom.
@MainActor
private func makeCard() -> (card: UIView, label: IntrinsicView, bar: UIView) {
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    let label = IntrinsicView(CGSize(width: 40, height: 12))
    card.addSubview(label)
    let bar = auto(card)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
        label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        bar.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        bar.heightAnchor.constraint(equalToConstant: 8),
    ])
    return (card, label, bar)
}

/// A root with `n` constrained rows (a stack of 10-point rows, 4 points apart).
@MainActor
private func makeRows(_ root: UIView, _ n: Int) -> [UIView] {
    var rows: [UIView] = []
    for i in 0..<n {
        let row = auto(root)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? root.topAnchor, constant: i == 0 ? 8 : 4),
            row.heightAnchor.constraint(equalToConstant: 10),
        ])
        rows.append(row)
    }
    return rows
}

@MainActor @Suite struct LayoutEngineMergingTests {
    @Test func joinSplitAndRejoinKeepFramesWithoutRebuilding() {
        let root = container(320, 480)
        let rows = makeRows(root, 20)
        root.layoutIfNeeded()
        let engine = root.layoutEngineForReading()!
        let rebuilds = engine.rebuildCount
        #expect(rows[19].frame == CGRect(x: 8, y: 8 + 19 * 14, width: 304, height: 10))

        let (card, label, bar) = makeCard()
        card.layoutIfNeeded()  // the detached card's own engine
        #expect(label.frame == CGRect(x: 4, y: 4, width: 40, height: 12))
        #expect(bar.frame == CGRect(x: 0, y: 52, width: 100, height: 8))
        #expect(card.layoutEngineForReading() != nil)

        // Join: the card's constraints move into the root's engine, which is not rebuilt.
        root.addSubview(card)
        #expect(card.autoLayoutStorage?.ownedEngine == nil)
        #expect(card.layoutEngineForReading() === engine)
        card.frame = CGRect(x: 30, y: 400, width: 200, height: 50)
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds)
        #expect(card.frame == CGRect(x: 30, y: 400, width: 200, height: 50))
        #expect(label.frame == CGRect(x: 4, y: 4, width: 40, height: 12))  // intrinsic size kept
        #expect(bar.frame == CGRect(x: 0, y: 42, width: 200, height: 8))
        #expect(label.isParticipating(in: engine))

        // A cross-tree constraint, then a resize: both trees are solved together.
        let cross = label.widthAnchor.constraint(equalTo: rows[0].widthAnchor, multiplier: 0.25)
        cross.priority = UILayoutPriority(749)  // beats the label's hugging (250)
        cross.isActive = true
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(rows[0].frame.width == 384)
        #expect(label.frame.width == 96)
        #expect(engine.rebuildCount == rebuilds)

        // Split: the card's constraints leave the engine; the rest still solves, unrebuilt.
        card.removeFromSuperview()
        #expect(!cross.isActive)
        #expect(!label.isParticipating(in: engine))
        #expect(!engine.records.values.contains { r in r.solverConstraint.expression.terms.contains { $0.variable === bar.layoutState.variables.w } })
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds)
        #expect(rows[5].frame == CGRect(x: 8, y: 8 + 5 * 14, width: 284, height: 10))
        // The detached card lays itself out with an engine of its own.
        card.frame.size = CGSize(width: 80, height: 40)
        card.layoutIfNeeded()
        let cardEngine = card.layoutEngineForReading()
        #expect(cardEngine != nil && cardEngine !== engine)
        #expect(bar.frame == CGRect(x: 0, y: 32, width: 80, height: 8))
        #expect(label.frame == CGRect(x: 4, y: 4, width: 40, height: 12))

        // Rejoin.
        root.addSubview(card)
        card.frame = CGRect(x: 0, y: 300, width: 120, height: 30)
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds)
        #expect(card.layoutEngineForReading() === engine)
        #expect(bar.frame == CGRect(x: 0, y: 22, width: 120, height: 8))
        #expect(label.frame == CGRect(x: 4, y: 4, width: 40, height: 12))
        #expect(rows[19].frame.width == 284)
    }

    @Test func theLargerEngineSurvivesAJoin() {
        // A big detached tree (many constraints) joins a small root.
        let big = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        big.autoresizingMask = .flexibleWidth
        let rows = makeRows(big, 30)
        big.layoutIfNeeded()
        let bigEngine = big.layoutEngineForReading()!
        let rebuilds = bigEngine.rebuildCount
        let root = container(320, 480)
        let badge = auto(root)
        NSLayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
                                     badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                     badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 295, y: 5, width: 20, height: 20))
        #expect(root.layoutEngineForReading()!.size < bigEngine.size)

        root.addSubview(big)
        // The big engine now serves the whole tree (moved to the new root, not rebuilt).
        #expect(root.layoutEngineForReading() === bigEngine)
        #expect(big.autoLayoutStorage?.ownedEngine == nil)
        big.frame = CGRect(x: 10, y: 25, width: 275, height: 455)
        root.layoutIfNeeded()
        #expect(bigEngine.rebuildCount == rebuilds)
        #expect(big.frame == CGRect(x: 10, y: 25, width: 275, height: 455))
        #expect(rows[29].frame == CGRect(x: 8, y: 8 + 29 * 14, width: 259, height: 10))
        #expect(badge.frame == CGRect(x: 295, y: 5, width: 20, height: 20))
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(badge.frame.minX == 375)
        #expect(rows[0].frame.width == 339)
        #expect(bigEngine.rebuildCount == rebuilds)
    }

    @Test func aSubtreeMovedWithinItsTreeKeepsItsConstraints() {
        let root = container(300, 300)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 200))
        root.addSubview(left)
        root.addSubview(right)
        let (card, label, bar) = makeCard()
        left.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        root.layoutIfNeeded()
        let engine = root.layoutEngineForReading()!
        let rebuilds = engine.rebuildCount
        #expect(bar.frame == CGRect(x: 0, y: 42, width: 100, height: 8))
        right.addSubview(card)
        card.frame = CGRect(x: 5, y: 5, width: 140, height: 70)
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds)
        #expect(bar.frame == CGRect(x: 0, y: 62, width: 140, height: 8))
        #expect(label.frame == CGRect(x: 4, y: 4, width: 40, height: 12))
        #expect(card.constraints.count == 5 && bar.constraints.count == 1)
    }

    @Test func aConstantChangeIsAnEditAfterAMerge() {
        let root = container(320, 480)
        _ = makeRows(root, 3)
        let (card, _, bar) = makeCard()
        card.layoutIfNeeded()
        root.addSubview(card)
        root.layoutIfNeeded()
        let engine = root.layoutEngineForReading()!
        let rebuilds = engine.rebuildCount
        let height = bar.constraints.first { $0.firstAttribute == .height }!
        let record = engine.records[ObjectIdentifier(height)]?.solverConstraint
        #expect(record != nil)
        height.constant = 20
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 40, width: 100, height: 20))
        // The same solver constraint, adjusted in place.
        #expect(engine.records[ObjectIdentifier(height)]?.solverConstraint === record)
        #expect(engine.rebuildCount == rebuilds)
    }
}

@MainActor @Suite struct LayoutEngineMergingGuideTests {
    @Test func marginGuidesTravelWithTheirSubtree() {
        let root = container(320, 480)
        let rows = makeRows(root, 5)
        let inRoot = auto(root)
        NSLayoutConstraint.activate([inRoot.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                     inRoot.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
                                     inRoot.widthAnchor.constraint(equalToConstant: 10), inRoot.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let engine = root.layoutEngineForReading()!
        let rebuilds = engine.rebuildCount
        #expect(inRoot.frame == CGRect(x: 8, y: 462, width: 10, height: 10))

        let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let inCard = auto(card)
        NSLayoutConstraint.activate([inCard.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                                     inCard.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                                     inCard.widthAnchor.constraint(equalToConstant: 20), inCard.heightAnchor.constraint(equalToConstant: 20)])
        card.layoutIfNeeded()
        #expect(inCard.frame == CGRect(x: 172, y: 8, width: 20, height: 20))

        root.addSubview(card)
        card.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 30)
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds)
        #expect(inCard.frame == CGRect(x: 150, y: 2, width: 20, height: 20))

        card.removeFromSuperview()
        #expect(!engine.guides.contains { $0 === card.layoutMarginsGuide })
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 20, right: 0)
        root.frame.size.height = 400
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds)
        #expect(inRoot.frame == CGRect(x: 20, y: 370, width: 10, height: 10))
        #expect(abs(rows[4].frame.maxY - 74) < 1e-6)
        card.layoutIfNeeded()
        #expect(inCard.frame == CGRect(x: 150, y: 2, width: 20, height: 20))
    }
}

@MainActor @Suite struct LayoutEngineCrossingConstraintTests {
    @Test func leavingRemovesOnlyTheConstraintsThatCrossOut() {
        let root = container(300, 300)
        let outer = auto(root), inner = auto(outer), leaf = auto(inner), sibling = auto(root)
        let pins = [outer.leadingAnchor.constraint(equalTo: root.leadingAnchor), outer.topAnchor.constraint(equalTo: root.topAnchor),
                    outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 200)]
        let innerToOuter = [inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
                            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10)]
        let inside = [inner.widthAnchor.constraint(equalToConstant: 100), inner.heightAnchor.constraint(equalToConstant: 100),
                      leaf.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor), leaf.topAnchor.constraint(equalTo: inner.topAnchor),
                      leaf.widthAnchor.constraint(equalToConstant: 5), leaf.heightAnchor.constraint(equalToConstant: 5)]
        // Crossing out of `inner`'s subtree: installed on `outer` and on `root`.
        let toOuter = leaf.bottomAnchor.constraint(lessThanOrEqualTo: outer.bottomAnchor)
        let toSibling = sibling.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor)
        NSLayoutConstraint.activate(pins + innerToOuter + inside + [toOuter, toSibling, sibling.topAnchor.constraint(equalTo: root.topAnchor),
                                                     sibling.widthAnchor.constraint(equalToConstant: 1), sibling.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(toOuter.isActive && toSibling.isActive)
        #expect(abs(sibling.frame.minX - 102) < 1e-9)
        #expect(leaf.frame == CGRect(x: 8, y: 0, width: 5, height: 5))

        inner.removeFromSuperview()
        #expect(!toOuter.isActive && !toSibling.isActive)
        #expect(innerToOuter.allSatisfy { !$0.isActive })  // between the view and its old superview
        #expect(inside.allSatisfy { $0.isActive })
        #expect(pins.allSatisfy { $0.isActive })
        #expect(!outer.constraints.contains { $0 === toOuter } && !root.constraints.contains { $0 === toSibling })
        inner.layoutIfNeeded()
        #expect(leaf.frame == CGRect(x: 8, y: 0, width: 5, height: 5))
    }
}

extension UIView {
    /// Whether the view has variables in `engine`.
    @MainActor fileprivate func isParticipating(in engine: LayoutEngine) -> Bool { engine.isParticipating(self) }
}
