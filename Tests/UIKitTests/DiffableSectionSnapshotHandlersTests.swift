import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UICollectionViewDiffableDataSource.sectionSnapshotHandlers`, driven by taps on a list
/// cell's outline disclosure: the should-handlers veto, the will-handlers run before the
/// change, and `snapshotForExpandingParent` supplies the children shown on expansion.
@MainActor @Suite(.serialized) struct DiffableSectionSnapshotHandlersTests {
    @MainActor struct Outline {
        let window: UIWindow
        let cv: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>

        init(children: [String] = ["child 1", "child 2"]) {
            (window, cv) = makeCollection(keptModel(), layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = item.hasPrefix("parent") ? [.outlineDisclosure()] : []
            }
            source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["parent"])
            outline.append(children, to: "parent")
            source.apply(outline, to: 0, animatingDifferences: false)
            UIApplication.shared.runUntilIdle()
        }

        /// Taps the parent row's disclosure and lets the update finish.
        func tapDisclosure() {
            let parent = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
            let disclosure = parent.accessoryView(at: 0)!
            window.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: window))
            UIApplication.shared.advanceTime(by: 1)
        }

        var shownTexts: [String] {
            cv.indexPathsForVisibleItems.sorted().compactMap {
                ((cv.cellForItem(at: $0) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
            }
        }
    }

    @Test func willHandlersRunBeforeTheItemExpandsAndCollapses() {
        let o = Outline()
        defer { finish(o.window) }
        var log: [String] = []
        o.source.sectionSnapshotHandlers.willExpandItem = { item in
            log.append("willExpand \(item) expanded=\(o.source.snapshot(for: 0).isExpanded(item)) rows=\(o.cv.numberOfItems(inSection: 0))")
        }
        o.source.sectionSnapshotHandlers.willCollapseItem = { item in
            log.append("willCollapse \(item) expanded=\(o.source.snapshot(for: 0).isExpanded(item)) rows=\(o.cv.numberOfItems(inSection: 0))")
        }
        o.tapDisclosure()
        #expect(o.shownTexts == ["parent", "child 1", "child 2"])
        o.tapDisclosure()
        #expect(o.shownTexts == ["parent"])
        #expect(log == ["willExpand parent expanded=false rows=1", "willCollapse parent expanded=true rows=3"])
    }

    @Test func shouldHandlersVetoExpandingAndCollapsing() {
        let o = Outline()
        defer { finish(o.window) }
        var asked: [String] = []
        var willCalls = 0
        o.source.sectionSnapshotHandlers.shouldExpandItem = { asked.append("expand \($0)"); return false }
        o.source.sectionSnapshotHandlers.willExpandItem = { _ in willCalls += 1 }
        o.tapDisclosure()
        #expect(o.shownTexts == ["parent"])
        #expect(!o.source.snapshot(for: 0).isExpanded("parent"))
        #expect(willCalls == 0)
        o.source.sectionSnapshotHandlers.shouldExpandItem = nil
        o.tapDisclosure()
        #expect(o.shownTexts == ["parent", "child 1", "child 2"])
        #expect(willCalls == 1)
        o.source.sectionSnapshotHandlers.shouldCollapseItem = { asked.append("collapse \($0)"); return false }
        o.tapDisclosure()
        #expect(o.shownTexts == ["parent", "child 1", "child 2"])
        #expect(asked == ["expand parent", "collapse parent"])
    }

    @Test func snapshotForExpandingParentLoadsChildrenOnDemand() {
        // The parent starts with no children: the handler supplies them when it expands.
        let o = Outline(children: [])
        defer { finish(o.window) }
        var given: [String]?
        o.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            given = current.items
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(["loaded A", "loaded B"])
            children.append(["grandchild"], to: "loaded A")
            return children
        }
        o.tapDisclosure()
        #expect(given == [])
        #expect(o.shownTexts == ["parent", "loaded A", "loaded B"])
        let snapshot = o.source.snapshot(for: 0)
        #expect(snapshot.isExpanded("parent"))
        #expect(snapshot.parent(of: "grandchild") == "loaded A")
        #expect(snapshot.level(of: "loaded B") == 1)
        let loaded = o.cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(loaded.indentationLevel == 1)
    }
}
