import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import OpenUIKitTool

/// Variations.xib, loaded for each size class: attribute variations (a font, a constraint's
/// constant) and `<mask>`s of subviews and constraints as Xcode writes them.
@MainActor @Suite(.serialized) struct SizeClassVariationTests {
    func load(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) throws -> UIView {
        IBVariationResolver.override = IBVariationResolver(horizontal: horizontal, vertical: vertical)
        defer { IBVariationResolver.override = nil }
        let data = try Data(contentsOf: toolDocuments.appendingPathComponent("Variations.xib"))
        let objects = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
        let view = try #require(objects.first as? UIView)
        view.layoutIfNeeded()
        return view
    }

    @Test func anyAnyKeepsTheBaseValuesAndTheDefaultMask() throws {
        let view = try load(horizontal: .compact, vertical: .regular)
        let label = try #require(view.subviews.first as? UILabel)
        #expect(view.subviews.count == 1, "the compact-height-only view is excluded by the default mask")
        #expect(label.font.pointSize == 17)
        #expect(label.frame.minX == 20)
        #expect(label.frame.width == 100)
        #expect(view.constraints.count == 3, "of 6 listed: the excluded view's two and the 200-point width are left out")
    }

    @Test func compactHeightAppliesItsVariation() throws {
        let view = try load(horizontal: .compact, vertical: .compact)
        let label = try #require(view.subviews.first as? UILabel)
        #expect(label.font.pointSize == 30)
        #expect(label.frame.minX == 40, "the leading constraint's constant is 40 for compact height")
        #expect(view.subviews.count == 2)
        #expect(view.subviews[1].frame == CGRect(x: 20, y: 100, width: 50, height: 50))
        #expect(label.frame.width == 100)
        #expect(view.constraints.count == 5)
    }

    @Test func theMostSpecificVariationWins() throws {
        let view = try load(horizontal: .regular, vertical: .compact)
        let label = try #require(view.subviews.first as? UILabel)
        #expect(label.frame.width == 200, "heightClass=compact-widthClass=regular swaps the 100-point width for 200")
        #expect(label.font.pointSize == 30)
        #expect(view.subviews.count == 2)
    }

    @Test func specificity() {
        let resolver = IBVariationResolver(horizontal: .regular, vertical: .compact)
        #expect(resolver.specificity("default") == 0)
        #expect(resolver.specificity("heightClass=compact") == 1)
        #expect(resolver.specificity("heightClass=compact-widthClass=regular") == 2)
        #expect(resolver.specificity("widthClass=compact") == nil)
        #expect(resolver.specificity("heightClass=compact-widthClass=regular-gamut=P3") == nil, "unknown traits never match")
    }
}
