import Foundation
import Testing
@testable import UIKit

/// `UIImage.SymbolConfiguration` combines as UIKit's does, though Linux has no symbols to
/// draw with it.
@MainActor struct SymbolConfigurationTests {
    @Test func applyingLaysTheOtherOver() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .headline))
        #expect(styled.textStyle == .headline)
        #expect(styled.pointSize == 0)          // a text style replaces the point size
        #expect(styled.weight == .bold && styled.scale == .large)
        let colored = styled.applying(UIImage.SymbolConfiguration(paletteColors: [.red, .blue]))
        #expect(colored.colors == [.red, .blue] && !colored.isHierarchical)
        #expect(base.pointSize == 20)           // the original is unchanged
        #expect(base.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(base.configurationWithoutPointSizeAndWeight().scale == .large)
        #expect(base.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        #expect(!base.isEqual(to: base.configurationWithoutScale()))
        #expect(UIImage.SymbolConfiguration.Weight.semibold.fontWeight == .semibold)
    }

    @Test func badSizesAndMissingSymbols() {
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).pointSize == 0)
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12)) == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(!image.isSymbolImage)
        #expect(image.applyingSymbolConfiguration(.init(weight: .bold)) == nil)
        let view = UIImageView(image: image)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
        #expect(view.preferredSymbolConfiguration?.scale == .small)
    }

    /// The closure form Apple's documentation uses inside a class: the first parameter
    /// typed as the observed class.
    @Test func traitChangeHandlersTypedByTheirParameter() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view: UIView = UILabel()
        window.addSubview(view)
        window.isHidden = false
        defer { window.isHidden = true }
        var seen: [UILabel] = []
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (label: UILabel, _: UITraitCollection) in
            seen.append(label)
        }
        defer { view.unregisterForTraitChanges(registration) }
        window.overrideUserInterfaceStyle = .dark
        _ = UIApplication.shared.runUntilIdle()
        #expect(seen.count == 1 && seen.first === view)
    }
}
