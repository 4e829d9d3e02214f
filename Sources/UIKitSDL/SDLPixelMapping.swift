import Foundation
import UIKit

/// How one SDL window's coordinates, its drawable pixels and UIKit points relate.
///
/// Two factors make up the scale (`UIScreen.scale`, pixels per point):
/// - `userScale`, from `OPENUIKIT_SCALE` (1 when unset): SDL window units per point. X11
///   has no per-window scale, so the window is made `userScale` times larger than the
///   UIWindow's points, and mouse coordinates are divided by it.
/// - `density`, drawable pixels per SDL window unit: 2 on a HiDPI Wayland or macOS display
///   (SDL reports window sizes and mouse positions in points there), 1 on X11.
package struct SDLPixelMapping: Equatable, Sendable {
    /// SDL window units per point (`OPENUIKIT_SCALE`).
    package var userScale: CGFloat
    /// Drawable pixels per SDL window unit.
    package var density: CGFloat

    /// A mapping with a user scale and a pixel density (both positive and finite).
    package init(userScale: CGFloat = 1, density: CGFloat = 1) {
        self.userScale = userScale
        self.density = density
    }

    /// Pixels per point: what `UIScreen.scale` and views' `contentScaleFactor` become.
    package var scale: CGFloat { userScale * density }

    /// The point of a mouse position in SDL window coordinates.
    package func point(fromWindowX x: CGFloat, y: CGFloat) -> CGPoint {
        CGPoint(x: x / userScale, y: y / userScale)
    }

    /// The size in points of an SDL window of `width` x `height` window units.
    package func pointSize(fromWindowWidth width: Int32, height: Int32) -> CGSize {
        CGSize(width: CGFloat(width) / userScale, height: CGFloat(height) / userScale)
    }

    /// The SDL window size (window units, at least 1) showing `size` points.
    package func windowSize(forPoints size: CGSize) -> (width: Int32, height: Int32) {
        func units(_ v: CGFloat) -> Int32 {
            let u = (v * userScale).rounded()
            return u.isFinite ? Int32(max(1, min(u, 16_384))) : 1
        }
        return (units(size.width), units(size.height))
    }

    /// The pixel density of a window of `windowWidth` units whose drawable is
    /// `drawableWidth` pixels wide; nil when either is not positive.
    package static func density(windowWidth: Int32, drawableWidth: Int32) -> CGFloat? {
        guard windowWidth > 0, drawableWidth > 0 else { return nil }
        return CGFloat(drawableWidth) / CGFloat(windowWidth)
    }

    /// The largest `OPENUIKIT_SCALE` accepted.
    package static let maximumUserScale: CGFloat = 8

    /// Parses an `OPENUIKIT_SCALE` value ("2", "1.5"): nil or empty means 1; anything that
    /// is not a number in (0, 8] is rejected with a message saying why.
    package static func userScale(fromEnvironmentValue value: String?) -> Result<CGFloat, SDLScaleError> {
        guard let raw = value?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return .success(1) }
        guard let number = Double(raw), number.isFinite, number > 0, CGFloat(number) <= maximumUserScale else {
            return .failure(SDLScaleError(value: raw))
        }
        return .success(CGFloat(number))
    }
}

/// An `OPENUIKIT_SCALE` value that is not a usable scale.
package struct SDLScaleError: Error, Equatable, CustomStringConvertible {
    /// The rejected value.
    package let value: String
    /// An error for the rejected `value`.
    package init(value: String) { self.value = value }
    /// The message logged when the value is ignored.
    package var description: String {
        "OPENUIKIT_SCALE=\(value) ignored: it must be a number greater than 0 and at most \(Int(SDLPixelMapping.maximumUserScale)), such as 2 or 1.5; using 1"
    }
}
