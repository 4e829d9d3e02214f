import Testing
import UIKit
import UIKitSnapshotTesting

/// The device configurations carry the idiom and size classes swift-snapshot-testing 1.19
/// gives them (its `UITraitCollection.iPhone13(_:)`, `.iPadMini_Compact_SplitView`, …).
@MainActor
struct DeviceConfigTraitsTests {
    func classes(_ config: ViewImageConfig) -> (UIUserInterfaceIdiom, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
        (config.traits.userInterfaceIdiom, config.traits.horizontalSizeClass, config.traits.verticalSizeClass)
    }

    @Test func phonesAreCompactWideInPortraitAndCompactTallInLandscape() {
        for config in [ViewImageConfig.iPhoneSe, .iPhone8, .iPhoneX, .iPhone12, .iPhone13, .iPhone13Mini, .iPhone13ProMax] {
            #expect(classes(config) == (.phone, .compact, .regular))
        }
        #expect(classes(.iPhone13(.landscape)) == (.phone, .compact, .compact))
        #expect(classes(.iPhoneSe(.landscape)) == (.phone, .compact, .compact))
        // The Plus and Max sizes are regular wide in landscape.
        for config in [ViewImageConfig.iPhone8Plus(.landscape), .iPhoneXsMax(.landscape), .iPhoneXr(.landscape),
                       .iPhone12ProMax(.landscape), .iPhone13ProMax(.landscape)] {
            #expect(classes(config) == (.phone, .regular, .compact))
        }
    }

    @Test func tabletsAreRegularButCompactInNarrowSplits() {
        #expect(classes(.iPadMini) == (.pad, .regular, .regular))
        #expect(classes(.iPadPro12_9(.portrait)) == (.pad, .regular, .regular))
        #expect(classes(.iPadMini(.landscape(splitView: .oneThird))) == (.pad, .compact, .regular))
        #expect(classes(.iPadMini(.landscape(splitView: .oneHalf))) == (.pad, .compact, .regular))
        #expect(classes(.iPadMini(.landscape(splitView: .twoThirds))) == (.pad, .regular, .regular))
        #expect(classes(.iPadMini(.portrait(splitView: .twoThirds))) == (.pad, .compact, .regular))
        // Half of the 12.9" iPad Pro in landscape is regular, as on iPadOS.
        #expect(classes(.iPadPro12_9(.landscape(splitView: .oneHalf))) == (.pad, .regular, .regular))
        #expect(classes(.iPadPro12_9(.portrait(splitView: .twoThirds))) == (.pad, .compact, .regular))
    }

    @Test func traitsMergeAndCompare() {
        let phone = ViewImageConfig.iPhone13.traits
        #expect(phone.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
        #expect(!phone.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        let merged = UITraitCollection(traitsFrom: [phone, UITraitCollection(userInterfaceIdiom: .pad)])
        #expect(merged.userInterfaceIdiom == .pad && merged.horizontalSizeClass == .compact)
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
    }
}
