import UIKit

// The devices swift-snapshot-testing 1.19 configures, with its sizes and safe areas:
// phones have a 20-point status bar in portrait before the iPhone X; from the X on, the
// sensor housing and the home indicator inset the top/bottom in portrait and the sides
// and bottom in landscape. Tablets keep a 20-point status bar (24 + 20 on the iPad Pro 11).

private let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
private let notch44 = (portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                       landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
private let notch47 = (portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                       landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

extension ViewImageConfig {
    /// iPhone SE (1st generation): 320 x 568.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 320, height: 568, portraitInsets: statusBar, landscapeInsets: .zero)
    }

    /// iPhone 8: 375 x 667.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 375, height: 667, portraitInsets: statusBar, landscapeInsets: .zero)
    }

    /// iPhone 8 Plus: 414 x 736.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 414, height: 736, portraitInsets: statusBar, landscapeInsets: .zero,
               regularWidthInLandscape: true)
    }

    /// iPhone X: 375 x 812.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 375, height: 812, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape)
    }

    /// iPhone XS Max: 414 x 896.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 414, height: 896, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape,
               regularWidthInLandscape: true)
    }

    /// iPhone XR: 414 x 896.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 414, height: 896, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape,
               regularWidthInLandscape: true)
    }

    /// iPhone 12: 390 x 844.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 390, height: 844, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape)
    }

    /// iPhone 12 Pro: as the iPhone 12.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max: 428 x 926.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 428, height: 926, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape,
               regularWidthInLandscape: true)
    }

    /// iPhone 13: 390 x 844.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 13 mini: 375 x 812 with a 50-point sensor housing.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        .phone(orientation, width: 375, height: 812, portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
               landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }

    /// iPhone 13 Pro: as the iPhone 13.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max: 428 x 926.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { .iPhone12ProMax(orientation) }

    /// iPad mini: 768 x 1024, landscape by default.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(full(orientation)) }
    /// iPad mini in `orientation`, with a split-view share.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(orientation, width: 768, height: 1024, safeArea: statusBar,
                landscapeSplits: (320, 507, 694), portraitSplits: (320, 438))
    }

    /// iPad 9.7": as the iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7" in `orientation`.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7" in `orientation`, with a split-view share.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2": 810 x 1080, landscape by default.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2" in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(full(orientation)) }
    /// iPad 10.2" in `orientation`, with a split-view share.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(orientation, width: 810, height: 1080, safeArea: statusBar,
                landscapeSplits: (320, 535, 750), portraitSplits: (320, 480))
    }

    /// iPad Pro 10.5": 834 x 1112, landscape by default.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5" in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { .iPadPro10_5(full(orientation)) }
    /// iPad Pro 10.5" in `orientation`, with a split-view share.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(orientation, width: 834, height: 1112, safeArea: statusBar,
                landscapeSplits: (320, 551, 782), portraitSplits: (320, 504))
    }

    /// iPad Pro 11": 834 x 1194, landscape by default.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11" in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(full(orientation)) }
    /// iPad Pro 11" in `orientation`, with a split-view share.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(orientation, width: 834, height: 1194, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                landscapeSplits: (375, 592, 809), portraitSplits: (320, 504))
    }

    /// iPad Pro 12.9": 1024 x 1366, landscape by default.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9" in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { .iPadPro12_9(full(orientation)) }
    /// iPad Pro 12.9" in `orientation`, with a split-view share.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        .tablet(orientation, width: 1024, height: 1366, safeArea: statusBar,
                landscapeSplits: (375, 678, 981), portraitSplits: (375, 639), regularLandscapeHalf: true)
    }
}
