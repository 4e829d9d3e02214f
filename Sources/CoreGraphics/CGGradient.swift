import CCairo
import Foundation

/// Whether a gradient also fills the area before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates options from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extends the start color before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the end color after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth transition between colors at locations from 0 to 1.
public final class CGGradient: @unchecked Sendable {
    /// One color stop.
    package struct Stop: Equatable {
        /// Where the stop lies, 0...1.
        package var location: CGFloat
        /// Unpremultiplied red, green, blue, alpha.
        package var red, green, blue, alpha: CGFloat
    }

    /// The stops, sorted by location.
    package let stops: [Stop]
    /// The color space the colors were given in.
    package let colorSpace: CGColorSpace?

    private init(space: CGColorSpace?, stops: [Stop]) {
        self.colorSpace = space
        self.stops = stops.enumerated()
            .sorted { $0.element.location == $1.element.location ? $0.offset < $1.offset : $0.element.location < $1.element.location }
            .map(\.element)
    }

    /// Creates a gradient from colors; `locations` (one per color, 0...1) default to
    /// evenly spaced. Returns nil, with a log line, for no colors.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else {
            cgLog("CGGradient: no colors given")
            return nil
        }
        var stops: [Stop] = []
        for (i, color) in colors.enumerated() {
            let location = locations?[i] ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
            let c = color.rgba
            stops.append(Stop(location: Swift.min(1, Swift.max(0, location)), red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
        }
        self.init(space: space, stops: stops)
    }

    /// Creates a gradient from `count` colors whose components (color components plus
    /// alpha, in `space`) are packed in `components`. Returns nil for a count below 1.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else {
            cgLog("CGGradient: count must be positive")
            return nil
        }
        let perColor = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for i in 0..<count {
            let values = Array(UnsafeBufferPointer(start: components + i * perColor, count: perColor))
            colors.append(CGColor(space: space, storedComponents: values))
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    /// Adds the stops to a Cairo gradient pattern, locations remapped from [lower, upper]
    /// to [0, 1] and alpha multiplied by `alpha`.
    package func addStops(to pattern: OpaquePointer, lower: CGFloat = 0, upper: CGFloat = 1, alpha: CGFloat) {
        let span = upper - lower
        for stop in stops {
            let offset = span == 0 ? 0 : (stop.location - lower) / span
            cairo_pattern_add_color_stop_rgba(pattern, Double(offset), Double(stop.red), Double(stop.green),
                                              Double(stop.blue), Double(stop.alpha * alpha))
        }
    }
}
