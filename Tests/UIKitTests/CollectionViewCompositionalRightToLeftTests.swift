import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The compositional layout right to left: UIKit lays sections out from the leading edge,
/// which is the right one in a right-to-left interface, so frames are the left-to-right
/// ones mirrored within the width (leading insets on the right), and orthogonal sections
/// start at their right end and scroll towards the left.
@MainActor @Suite(.serialized) struct CollectionViewCompositionalRightToLeftTests {
    /// Section 0: three items a third of the width each, leading inset 12. Section 1: an
    /// orthogonal row of six 100-point groups (600 points of content in a 300-point view).
    func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                               subitems: [item])
                let s = NSCollectionLayoutSection(group: group)
                s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0)
                return s
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)),
                                                           subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.orthogonalScrollingBehavior = .continuous
            return s
        }
    }

    func frameInWindow(_ cv: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        guard let cell = cv.cellForItem(at: IndexPath(item: item, section: section)), let window = cv.window else { return nil }
        return cell.convert(cell.bounds, to: window)
    }

    func makeCollectionView(_ direction: UISemanticContentAttribute) -> (UIWindow, UICollectionView) {
        let model = keptModel()
        model.items = [["a", "b", "c"], (0..<6).map { "o\($0)" }]
        return makeCollection(model, layout: makeLayout(), size: CGSize(width: 300, height: 400)) { cv in
            cv.semanticContentAttribute = direction
        }
    }

    @Test func sectionsAreMirroredWithTheirLeadingInsetOnTheRight() {
        let (window, cv) = makeCollectionView(.forceRightToLeft)
        defer { finish(window) }
        UIApplication.shared.runUntilIdle()
        // Left to right item 0 spans 12...108 (a third of the 288 points after the inset);
        // right to left it spans 192...288, item 2 is at the left edge.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))!.frame == CGRect(x: 192, y: 0, width: 96, height: 50))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.frame == CGRect(x: 0, y: 0, width: 96, height: 50))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame == CGRect(x: 96, y: 0, width: 96, height: 50))
        #expect(cv.indexPathForItem(at: CGPoint(x: 250, y: 25)) == IndexPath(item: 0, section: 0))
    }

    @Test func leftToRightIsUnchanged() {
        let (window, cv) = makeCollectionView(.forceLeftToRight)
        defer { finish(window) }
        UIApplication.shared.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))!.frame == CGRect(x: 12, y: 0, width: 96, height: 50))
        #expect(frameInWindow(cv, 0, 1) == CGRect(x: 0, y: 50, width: 100, height: 80))
    }

    @Test func orthogonalSectionsStartAtTheRightAndScrollTowardsTheLeft() {
        let (window, cv) = makeCollectionView(.forceRightToLeft)
        defer { finish(window) }
        UIApplication.shared.runUntilIdle()
        // The first group is at the right edge; groups 3...5 are off screen to the left.
        #expect(frameInWindow(cv, 0, 1) == CGRect(x: 200, y: 50, width: 100, height: 80))
        #expect(frameInWindow(cv, 2, 1) == CGRect(x: 0, y: 50, width: 100, height: 80))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 1)) == nil)
        let scroller = cv.cellForItem(at: IndexPath(item: 0, section: 1))!.superview as! UIScrollView
        #expect(scroller.contentOffset.x == 300)
        // Dragging to the right brings the following groups in from the left.
        let finger = window.touchDown(at: CGPoint(x: 50, y: 90))
        for i in 1...10 { finger.move(to: CGPoint(x: 50 + CGFloat(i) * 15, y: 90)) }
        // Content offset runs from the maximum (300) down as the content moves right.
        let moved = 300 - scroller.contentOffset.x
        #expect(moved > 100)
        #expect(frameInWindow(cv, 2, 1)!.minX == 0 + moved)
        #expect(frameInWindow(cv, 3, 1)!.minX == -100 + moved)
        finger.up()
        UIApplication.shared.advanceTime(by: 3)
        // At rest the section shows its trailing end (left) at most: item k at 200 - 100k + the offset moved.
        let rest = 300 - scroller.contentOffset.x
        #expect(rest >= 0 && rest <= 300)
        #expect(frameInWindow(cv, 5, 1).map { $0.minX == -300 + rest } ?? (rest < 200))
    }
}
