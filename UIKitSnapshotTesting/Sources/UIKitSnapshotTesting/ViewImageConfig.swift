import UIKit

/// A device configuration a view controller is snapshotted on: the screen size in points,
/// its safe-area insets and its traits, under swift-snapshot-testing's names
/// (`.image(on: .iPhone13)`). The library declares this type only when it compiles for iOS,
/// so OpenUIKit provides it; sizes and safe areas are those the library gives each device.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// A tablet's orientation with the share of the screen a split view gives the app.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait split view.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// The app's share of a landscape split view.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The unsafe edges of the screen (status bar, sensor housing, home indicator).
    public var safeArea: UIEdgeInsets
    /// The screen size in points; nil keeps the view controller's view size.
    public var size: CGSize?
    /// The traits the controller is shown with: the device's idiom and size classes, as
    /// swift-snapshot-testing gives them (its force-touch, layout-direction and content-size
    /// traits are not modelled by OpenUIKit's `UITraitCollection`).
    public var traits: UITraitCollection

    /// A configuration from its parts.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: `portrait` width x height with `portraitInsets`; landscape swaps the sides
    /// and uses `landscapeInsets`. Phones are compact wide in portrait and compact tall in
    /// landscape, where the large ones (`regularWidthInLandscape`: the Plus and Max sizes)
    /// are regular wide.
    static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                      portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets,
                      regularWidthInLandscape: Bool = false) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portraitInsets, size: CGSize(width: width, height: height),
                                   traits: deviceTraits(.phone, horizontal: .compact, vertical: .regular))
        case .landscape:
            return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: height, height: width),
                                   traits: deviceTraits(.phone, horizontal: regularWidthInLandscape ? .regular : .compact,
                                                        vertical: .compact))
        }
    }

    /// A device's traits: its idiom and size classes.
    static func deviceTraits(_ idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass,
                             vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: idiom),
                                       UITraitCollection(horizontalSizeClass: horizontal),
                                       UITraitCollection(verticalSizeClass: vertical)])
    }

    /// A tablet with its full-screen sizes and the widths of its split-view shares. iPads are
    /// regular both ways, but a split-view share is compact wide: a third, a portrait two
    /// thirds, and a landscape half unless `regularLandscapeHalf` (the 12.9" iPad Pro).
    static func tablet(_ orientation: TabletOrientation, width: CGFloat, height: CGFloat, safeArea: UIEdgeInsets,
                       landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
                       portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat),
                       regularLandscapeHalf: Bool = false) -> ViewImageConfig {
        let size: CGSize
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            let w: CGFloat
            switch split {
            case .oneThird: w = landscapeSplits.oneThird; compact = true
            case .oneHalf: w = landscapeSplits.oneHalf; compact = !regularLandscapeHalf
            case .twoThirds: w = landscapeSplits.twoThirds; compact = false
            case .full: w = height; compact = false
            }
            size = CGSize(width: w, height: width)
        case .portrait(let split):
            let w: CGFloat
            switch split {
            case .oneThird: w = portraitSplits.oneThird; compact = true
            case .twoThirds: w = portraitSplits.twoThirds; compact = true
            case .full: w = width; compact = false
            }
            size = CGSize(width: w, height: height)
        }
        return ViewImageConfig(safeArea: safeArea, size: size,
                               traits: deviceTraits(.pad, horizontal: compact ? .compact : .regular, vertical: .regular))
    }

    /// A tablet orientation from a plain one: the full screen.
    static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
