import CCairo
import Foundation

/// A Gaussian-like blur of an 8-bit alpha surface: three box-blur passes per axis.
package enum AlphaBlur {
    /// Blurs the A8 `surface` in place with standard deviation `sigma` pixels.
    /// - Complexity: O(width x height), independent of `sigma`.
    package static func blur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let boxes = boxSizes(sigma: sigma)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for radius in boxes {
            for y in 0..<height {
                blurLine(data + y * stride, count: width, step: 1, radius: radius, scratch: &scratch)
            }
            for x in 0..<width {
                blurLine(data + x, count: height, step: stride, radius: radius, scratch: &scratch)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The extra margin, in pixels, a blur of `sigma` spreads into.
    package static func margin(sigma: Double) -> Int {
        sigma > 0.3 ? Int((sigma * 3).rounded(.up)) : 0
    }

    /// Box radii whose three passes approximate a Gaussian of `sigma` (Kovesi's method).
    private static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? max((lower - 1) / 2, 0) : (upper - 1) / 2 }
    }

    /// One running-sum box blur along a line of `count` samples spaced `step` bytes.
    private static func blurLine(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]) {
        guard radius > 0 else { return }
        for i in 0..<count { scratch[i] = line[i * step] }
        let window = 2 * radius + 1
        var sum = 0
        for i in -radius...radius where i >= 0 && i < count { sum += Int(scratch[i]) }
        for i in 0..<count {
            line[i * step] = UInt8((sum + window / 2) / window)
            let outgoing = i - radius, incoming = i + radius + 1
            if outgoing >= 0 { sum -= Int(scratch[outgoing]) }
            if incoming < count { sum += Int(scratch[incoming]) }
        }
    }
}
