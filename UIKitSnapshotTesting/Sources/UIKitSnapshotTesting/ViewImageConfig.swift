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
    /// The traits the controller is shown with (OpenUIKit's `UITraitCollection` models the
    /// display scale and the interface style; size classes and idioms are not modelled yet).
    public var traits: UITraitCollection

    /// A configuration from its parts.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: `portrait` width x height with `portraitInsets`; landscape swaps the sides
    /// and uses `landscapeInsets`.
    static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                      portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets) -> ViewImageConfig {
        switch orientation {
        case .portrait: return ViewImageConfig(safeArea: portraitInsets, size: CGSize(width: width, height: height))
        case .landscape: return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: height, height: width))
        }
    }

    /// A tablet with its full-screen sizes and the widths of its split-view shares.
    static func tablet(_ orientation: TabletOrientation, width: CGFloat, height: CGFloat, safeArea: UIEdgeInsets,
                       landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
                       portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat)) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            let w: CGFloat
            switch split {
            case .oneThird: w = landscapeSplits.oneThird
            case .oneHalf: w = landscapeSplits.oneHalf
            case .twoThirds: w = landscapeSplits.twoThirds
            case .full: w = height
            }
            size = CGSize(width: w, height: width)
        case .portrait(let split):
            let w: CGFloat
            switch split {
            case .oneThird: w = portraitSplits.oneThird
            case .twoThirds: w = portraitSplits.twoThirds
            case .full: w = width
            }
            size = CGSize(width: w, height: height)
        }
        return ViewImageConfig(safeArea: safeArea, size: size)
    }

    /// A tablet orientation from a plain one: the full screen.
    static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
