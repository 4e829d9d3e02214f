import Foundation

// Apple's CoreGraphics overlay describes its geometry structs as tuples; Foundation on Linux
// leaves them to Swift's reflection ("CGRect(origin: Foundation.CGPoint(x: …"). Code that
// embeds frames in messages, or compares such messages, needs Apple's spelling.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as Apple's overlay prints a point.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as Apple's overlay prints a size.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as Apple's overlay prints a rectangle.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
