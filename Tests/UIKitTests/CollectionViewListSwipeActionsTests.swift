import Foundation
import Testing
import UIKit
import UIKitTesting

/// List swipe actions: `UICollectionLayoutListConfiguration`'s leading and trailing swipe
/// action providers, revealed by a horizontal drag on a row (the same reveal as
/// `UITableView`'s: 74-point buttons, the first nearest the edge, a full swipe runs it).
@MainActor @Suite(.serialized) struct CollectionViewListSwipeActionsTests {
    func makeSwipeList(leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil,
                       trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?) -> (UIWindow, UICollectionView) {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.leadingSwipeActionsConfigurationProvider = leading
        config.trailingSwipeActionsConfigurationProvider = trailing
        let (window, cv) = makeCollection(keptModel(), layout: UICollectionViewCompositionalLayout.list(using: config))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        keptSources.append(source)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<5).map { "row \($0)" })
        source.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.runUntilIdle()
        return (window, cv)
    }

    @Test func trailingSwipeRevealsActionsAndATapRunsOneWithItsCompletion() {
        var ran: [String] = []
        let (window, cv) = makeSwipeList(trailing: { ip in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran.append("delete \(ip.item)"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran.append("flag \(ip.item)"); done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        })
        defer { finish(window) }
        // Rows of the plain list are 44 points: row 1 spans y 44...88.
        window.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 130, y: 66))
        UIApplication.shared.advanceTime(by: 0.4)
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        // Two 74-point buttons stay open: the content slid left by 148, the scroll did not move.
        #expect(cell.contentView.frame.minX == -148)
        #expect(cell.configurationState.isSwiped)
        #expect(cv.contentOffset == .zero)
        #expect(cv.indexPathsForSelectedItems == nil)
        // The first action is nearest the trailing edge; its completion closes the row.
        window.tap(at: CGPoint(x: 320 - 37, y: 66))
        #expect(ran == ["delete 1"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.configurationState.isSwiped)
        window.tap(at: CGPoint(x: 320 - 37 - 74, y: 66))
        #expect(ran == ["delete 1"])
    }

    @Test func leadingSwipeTapElsewhereClosesAndAFullSwipeRunsTheFirstAction() {
        var ran: [String] = []
        let (window, cv) = makeSwipeList(leading: { ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in ran.append("pin \(ip.item)"); done(true) }])
        }, trailing: nil)
        defer { finish(window) }
        // A trailing drag has no actions: nothing opens (20 frames: longer than the scroll
        // view's 150 ms touch delay, so the row sees the finger move away and is not selected).
        window.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), steps: 20)
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))!.contentView.frame.minX == 0)
        #expect(cv.indexPathsForSelectedItems == nil)
        window.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 120, y: 22))
        UIApplication.shared.advanceTime(by: 0.4)
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.contentView.frame.minX == 74)
        // A tap on another row closes the actions without selecting it.
        window.tap(at: CGPoint(x: 200, y: 200))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cell.contentView.frame.minX == 0)
        #expect(cv.indexPathsForSelectedItems == nil && ran.isEmpty)
        // A swipe across more than 60% of the row runs the first action.
        window.drag(from: CGPoint(x: 20, y: 110), to: CGPoint(x: 300, y: 110))
        #expect(ran == ["pin 2"])
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.contentView.frame.minX == 0)
    }

    @Test func aShortSwipeSnapsBack() {
        let (window, cv) = makeSwipeList(trailing: { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(false) }])
        })
        defer { finish(window) }
        window.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 225, y: 22))
        UIApplication.shared.advanceTime(by: 0.4)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))!.contentView.frame.minX == 0)
        #expect(!cv.cellForItem(at: IndexPath(item: 0, section: 0))!.configurationState.isSwiped)
    }
}

/// Data sources kept alive for the duration of the tests (the collection view does not retain them).
@MainActor var keptSources: [AnyObject] = []
