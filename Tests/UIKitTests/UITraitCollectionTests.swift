import Foundation
import Testing
import UIKit

@Suite struct UITraitCollectionTests {
    @Test func traitsCombineAndCompare() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let scale = UITraitCollection(displayScale: 2)
        let both = UITraitCollection(traitsFrom: [dark, scale])
        #expect(both.userInterfaceStyle == .dark && both.displayScale == 2)
        #expect(both.containsTraits(in: dark) && both.containsTraits(in: scale) && !dark.containsTraits(in: scale))
        #expect(both == UITraitCollection(traitsFrom: [scale, dark]))
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!UITraitCollection().hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func currentIsPerThreadAndRestored() async {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        await dark.performAsCurrentAsyncSafe {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    }
}

private extension UITraitCollection {
    /// Runs `body` synchronously with this collection current (on the calling thread).
    func performAsCurrentAsyncSafe(_ body: () -> Void) async { performAsCurrent(body) }
}
