/// One pixel as 8-bit components, for assertions: unpremultiplied when read from images with
/// ``PixelReader``, as stored when read from a context's memory with `pixel(_:_:row:)`.
public struct Pixel: Equatable, Sendable, CustomStringConvertible {
    public var r: Int, g: Int, b: Int, a: Int

    /// A pixel from its components.
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// A pixel from its labelled components.
    public init(r: Int, g: Int, b: Int, a: Int) { self.init(r, g, b, a) }

    public var description: String { "(\(r),\(g),\(b),\(a))" }

    /// Whether every component is within `tolerance` of `other`'s.
    public func isNear(_ other: Pixel, _ tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    /// The largest component difference to `other`.
    public func distance(to other: Pixel) -> Int {
        max(abs(r - other.r), abs(g - other.g), abs(b - other.b), abs(a - other.a))
    }

    public static let red = Pixel(255, 0, 0, 255)
    public static let green = Pixel(0, 255, 0, 255)
    public static let blue = Pixel(0, 0, 255, 255)
    public static let black = Pixel(0, 0, 0, 255)
    public static let white = Pixel(255, 255, 255, 255)
    public static let clear = Pixel(0, 0, 0, 0)
}
