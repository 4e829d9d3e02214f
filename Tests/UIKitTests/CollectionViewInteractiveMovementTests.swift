import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A collection view controller over one section of labels that records the movement
/// calls, as an iOS app using `installsStandardGestureForInteractiveMovement` writes it.
@MainActor
final class ReorderController: UICollectionViewController {
    var items = (0..<9).map { "0.\($0)" }
    var moves: [(IndexPath, IndexPath)] = []
    var movable: (IndexPath) -> Bool = { _ in true }
    var targetRule: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.label.text = items[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        targetRule?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
}

/// Interactive movement driven through the real event path: a long press (0.5 s, UIKit's
/// default `minimumPressDuration`) on an item begins the movement, dragging moves it (the
/// moving cell is centered on the finger: `layoutAttributesForInteractivelyMovingItem`
/// "changes the center point to the specified position"), lifting ends it and the data
/// source hears `moveItemAt` once. The 300-point-wide grid of 90-point items holds three
/// to a line, spread at 15 (x 0, 105, 210), lines 100 apart; the last line is not spread
/// (x 0, 100, 200). Batch moves animate over 0.3 s ease-in-out (half the distance at 0.15).
@MainActor @Suite(.serialized) struct CollectionViewInteractiveMovementTests {
    func setUp(_ controller: ReorderController) -> UIWindow {
        let window = makeEventWindow(CGSize(width: 300, height: 400))
        window.rootViewController = controller
        UIApplication.shared.runUntilIdle()
        return window
    }

    func labels(_ cv: UICollectionView) -> [String] {
        cv.indexPathsForVisibleItems.map { (cv.cellForItem(at: $0) as! LabelCell).label.text ?? "" }
    }

    @Test func longPressThenDragMovesTheItemAndTellsTheDataSourceOnce() {
        let controller = ReorderController()
        let window = setUp(controller)
        defer { finish(window) }
        let cv = controller.collectionView!
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let dragged = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let neighbour = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        let finger = window.touchDown(at: CGPoint(x: 40, y: 40))
        UIApplication.shared.advanceTime(by: 0.5)
        // The press began the movement: the cell is centered on the finger, above the others.
        #expect(dragged.center == CGPoint(x: 40, y: 40) && dragged.layer.zPosition == 2048)
        finger.move(to: CGPoint(x: 150, y: 45))
        // Over item 1: the neighbour makes room (animating to item 0's place), the dragged
        // cell stays under the finger.
        #expect(dragged.center == CGPoint(x: 150, y: 45) && dragged.layer.presentation()!.position == CGPoint(x: 150, y: 45))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === neighbour && neighbour.frame.minX == 0)
        UIApplication.shared.advanceTime(by: 0.15)
        #expect(abs(neighbour.layer.presentation()!.frame.minX - 52.5) < 1, "from 105 to 0: \(neighbour.layer.presentation()!.frame.minX)")
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(neighbour.layer.presentation()!.frame.minX == 0)
        #expect(controller.moves.isEmpty, "the data source hears nothing until the end")
        // Over item 5 (x 210-300, y 100-190): items 2 to 5 shift back one place.
        finger.move(to: CGPoint(x: 240, y: 130))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) === dragged && dragged.center == CGPoint(x: 240, y: 130))
        #expect(labels(cv) == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.0", "0.6", "0.7", "0.8"])
        finger.up()
        #expect(controller.moves.count == 1 && controller.moves.first?.0 == IndexPath(item: 0, section: 0) && controller.moves.first?.1 == IndexPath(item: 5, section: 0))
        #expect(controller.items == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.0", "0.6", "0.7", "0.8"])
        // The cell settles into its slot (center 255, 145) over 0.3 s.
        #expect(dragged.frame == CGRect(x: 210, y: 100, width: 90, height: 90))
        UIApplication.shared.advanceTime(by: 0.15)
        let mid = dragged.layer.presentation()!.position
        #expect(abs(mid.x - 247.5) < 1 && abs(mid.y - 137.5) < 1, "half way from (240, 130) to (255, 145): \(mid)")
        UIApplication.shared.advanceTime(by: 0.2)
        #expect(dragged.layer.presentation()!.position == CGPoint(x: 255, y: 145) && dragged.layer.zPosition == 0)
        #expect(labels(cv) == controller.items)
    }

    @Test func aCancelledTouchPutsTheItemBack() {
        let controller = ReorderController()
        let window = setUp(controller)
        defer { finish(window) }
        let cv = controller.collectionView!
        let dragged = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        let finger = window.touchDown(at: CGPoint(x: 150, y: 145))
        UIApplication.shared.advanceTime(by: 0.5)
        finger.move(to: CGPoint(x: 45, y: 45))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === dragged)
        finger.cancel()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(controller.moves.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === dragged && dragged.frame == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(labels(cv) == (0..<9).map { "0.\($0)" })
    }

    @Test func itemsTheDataSourceRefusesDoNotMoveAndTheDelegateRetargets() {
        let controller = ReorderController()
        controller.movable = { $0.item != 0 }
        // Nothing may go before item 2.
        controller.targetRule = { _, _, proposed in proposed.item < 2 ? IndexPath(item: 2, section: 0) : proposed }
        let window = setUp(controller)
        defer { finish(window) }
        let cv = controller.collectionView!
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let finger = window.touchDown(at: CGPoint(x: 45, y: 45))
        UIApplication.shared.advanceTime(by: 0.5)
        finger.move(to: CGPoint(x: 250, y: 245))
        finger.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(controller.moves.isEmpty && cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        // Item 7 dragged onto item 0 lands at 2.
        let finger2 = window.touchDown(at: CGPoint(x: 145, y: 245))
        UIApplication.shared.advanceTime(by: 0.5)
        finger2.move(to: CGPoint(x: 45, y: 45))
        finger2.up()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(controller.moves.count == 1 && controller.moves[0].0.item == 7 && controller.moves[0].1.item == 2)
        #expect(labels(cv) == ["0.0", "0.1", "0.7", "0.2", "0.3", "0.4", "0.5", "0.6", "0.8"])
    }

    @Test func theLayoutHearsEachStepAndShapesTheMovingItem() {
        final class LiftingLayout: UICollectionViewFlowLayout {
            var steps: [(targets: [IndexPath], previous: [IndexPath], position: CGPoint)] = []
            var endings: [(final: [IndexPath], previous: [IndexPath], cancelled: Bool)] = []
            var endingTargets: [CGPoint] = []
            override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                              previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
                steps.append((targetIndexPaths, previousIndexPaths, targetPosition))
                return super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                 previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
            }
            override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                                 movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
                endings.append((indexPaths, previousIndexPaths, movementCancelled))
                let context = super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                                           movementCancelled: movementCancelled)
                endingTargets.append(context.interactiveMovementTarget)
                return context
            }
            override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
                let a = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
                a.alpha = 0.8
                return a
            }
        }
        let layout = LiftingLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let model = CollectionModel(items: 9)
        let (window, cv) = makeCollection(model, layout: layout, size: CGSize(width: 300, height: 400))
        defer { finish(window) }
        // Driven by the API (the way apps with their own gesture drive it).
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "no canMoveItemAt: every item may move")
        let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(cell.alpha == 0.8 && cell.center == CGPoint(x: 255, y: 45))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 150))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(layout.steps.last?.targets == [IndexPath(item: 3, section: 0)] && layout.steps.last?.previous == [IndexPath(item: 2, section: 0)])
        #expect(layout.steps.last?.position == CGPoint(x: 40, y: 150) && cell.center == CGPoint(x: 40, y: 150))
        cv.cancelInteractiveMovement()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(layout.endings.count == 1 && layout.endings[0].cancelled && layout.endings[0].final == [IndexPath(item: 2, section: 0)])
        #expect(layout.endings[0].previous == [IndexPath(item: 3, section: 0)] && layout.endingTargets == [CGPoint(x: 40, y: 150)])
        #expect(cell.alpha == 1 && cell.frame == CGRect(x: 210, y: 0, width: 90, height: 90))
        // The test model does not implement moveItemAt: an ended movement is ignored (logged).
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 150))
        cv.endInteractiveMovement()
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cv.collectionDiagnostics.contains { $0.contains("does not implement collectionView(_:moveItemAt:to:)") })
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell && cell.frame.minX == 210)
    }
}
