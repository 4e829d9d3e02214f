import Foundation
import Testing
@testable import UIKit

/// NSDiffableDataSourceSectionSnapshot: outlines, expansion and visibility as UIKit
/// documents them.
@Suite struct DiffableSectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    func make() -> Outline {
        var o = Outline()
        o.append(["fruit", "veg"])
        o.append(["apple", "pear"], to: "fruit")
        o.append(["granny"], to: "apple")
        o.append(["leek"], to: "veg")
        return o
    }

    @Test func structureQueries() {
        let o = make()
        #expect(o.rootItems == ["fruit", "veg"])
        #expect(o.items == ["fruit", "apple", "granny", "pear", "veg", "leek"])
        #expect(o.parent(of: "granny") == "apple" && o.parent(of: "fruit") == nil)
        #expect(o.level(of: "granny") == 2 && o.level(of: "veg") == 0)
        #expect(o.index(of: "pear") == 3 && o.index(of: "kiwi") == nil)
        #expect(o.contains("leek") && !o.contains("kiwi"))
    }

    @Test func expandAndCollapseChangeVisibleItems() {
        var o = make()
        // Collapsed by default: only root items show.
        #expect(o.visibleItems == ["fruit", "veg"] && !o.isExpanded("fruit") && !o.isVisible("apple"))
        o.expand(["fruit"])
        #expect(o.visibleItems == ["fruit", "apple", "pear", "veg"] && o.isVisible("apple") && !o.isVisible("granny"))
        o.expand(["apple", "veg"])
        #expect(o.visibleItems == ["fruit", "apple", "granny", "pear", "veg", "leek"])
        // Collapsing a parent hides its descendants; they keep their own expansion.
        o.collapse(["fruit"])
        #expect(o.visibleItems == ["fruit", "veg", "leek"] && o.isExpanded("apple") && !o.isVisible("granny"))
        o.expand(["fruit"])
        #expect(o.visibleItems.contains("granny"))
    }

    @Test func insertDeleteAndSubSnapshots() {
        var o = make()
        o.insert(["banana"], after: "apple")
        o.insert(["cherry"], before: "apple")
        #expect(o.snapshot(of: "fruit").rootItems == ["cherry", "apple", "banana", "pear"])
        o.expand(["apple"])
        let sub = o.snapshot(of: "fruit", includingParent: true)
        #expect(sub.rootItems == ["fruit"] && sub.items == ["fruit", "cherry", "apple", "granny", "banana", "pear"] && sub.isExpanded("apple"))
        o.delete(["apple"])
        #expect(!o.contains("granny") && o.items == ["fruit", "cherry", "banana", "pear", "veg", "leek"])
        var replacement = Outline()
        replacement.append(["onion", "garlic"])
        o.replace(childrenOf: "veg", using: replacement)
        #expect(o.snapshot(of: "veg").items == ["onion", "garlic"] && !o.contains("leek"))
        o.append(replacement, to: "fruit")   // already present: reported, skipped
        #expect(o.snapshot(of: "fruit").items == ["cherry", "banana", "pear"])
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    onion,\n    garlic\n)}") })
        o.deleteAll()
        #expect(o.items.isEmpty)
    }

    @Test func visualDescriptionShowsTheOutline() {
        var o = make()
        o.expand(["fruit"])
        #expect(o.visualDescription() == "+ fruit\n    - apple\n          granny\n      pear\n- veg\n      leek")
    }

    @Test func missingParentsAreLogged() {
        var o = make()
        o.append(["x"], to: "nowhere")
        o.insert(["y"], before: "nowhere")
        #expect(!o.contains("x") && !o.contains("y"))
        #expect(DiffableDiagnostics.recentMessages.contains { $0.contains("append(_:to:): parent item identifier nowhere is not in the section snapshot") })
    }
}
