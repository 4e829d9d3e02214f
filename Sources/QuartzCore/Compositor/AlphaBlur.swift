import CCairo
import CoreGraphics
import Foundation

/// A Gaussian-like blur of an 8-bit alpha surface for layer shadows: CoreGraphics' three
/// box passes per axis, with the box radius matching the Gaussian's standard deviation.
package enum AlphaBlur {
    /// The box radius whose three passes have standard deviation `sigma` pixels.
    package static func boxRadius(sigma: Double) -> Int {
        sigma > 0.3 ? max(1, min(CGContext.maximumBlurRadius, Int(saturating: ((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))) : 0
    }

    /// Blurs the A8 `surface` in place with standard deviation `sigma` pixels.
    /// - Complexity: O(width x height), independent of `sigma`.
    package static func blur(_ surface: OpaquePointer, sigma: Double) {
        let radius = boxRadius(sigma: sigma)
        guard radius > 0 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        CGContext.boxBlur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), radius: radius)
        cairo_surface_mark_dirty(surface)
    }

    /// The extra margin, in pixels, a blur of `sigma` spreads into.
    package static func margin(sigma: Double) -> Int {
        let radius = boxRadius(sigma: sigma)
        return radius > 0 ? 3 * radius + 2 : 0
    }
}
