import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Catalog

/// The Catalog's diffable list with search filtering, driven through taps and keys.
@MainActor @Suite(.serialized) struct CatalogSearchListTests {
    /// The texts of the list's cells on screen, top to bottom.
    func visibleTexts(_ screen: SearchListScreen) -> [String] {
        screen.collectionView.visibleCells
            .filter { !$0.isHidden && $0.alpha > 0 }
            .sorted { $0.frame.minY < $1.frame.minY }
            .compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }

    @Test func typingFiltersTheListAndClearingRestoresIt() throws {
        UIApplication.shared.resetEventState()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        SearchListScreen.build(window)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        let screen = try #require(SearchListScreen.current)
        // Every country, in order, before any search.
        #expect(visibleTexts(screen).prefix(3) == ["Argentina", "Australia", "Austria"])
        #expect(screen.emptyLabel.isHidden)

        let field = screen.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
        #expect(field.isFirstResponder)
        window.type("an")
        UIApplication.shared.advanceTime(by: 1)
        #expect(visibleTexts(screen) == ["Canada", "Finland", "France", "Germany", "Ireland", "Japan"])
        window.type("a")
        UIApplication.shared.advanceTime(by: 1)
        #expect(visibleTexts(screen) == ["Canada"])
        // The surviving row moved to the top.
        let canada = try #require(screen.collectionView.visibleCells.first { !$0.isHidden && $0.alpha > 0 })
        #expect(canada.frame.minY == 0)

        window.type("zz")
        UIApplication.shared.advanceTime(by: 1)
        #expect(visibleTexts(screen).isEmpty)
        #expect(!screen.emptyLabel.isHidden, "an empty result says so")

        for _ in 0..<5 { window.press(UIKeyCommand.inputBackspace) }
        UIApplication.shared.advanceTime(by: 1)
        #expect(screen.searchBar.text == "")
        #expect(visibleTexts(screen).prefix(3) == ["Argentina", "Australia", "Austria"])
        #expect(screen.emptyLabel.isHidden)
    }
}
