import Foundation

/// A source of bytes for images: the bytes are held in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes provided.
    private let bytes: Data

    /// Creates a provider of `data` (CoreGraphics takes a `CFData` here).
    public init?(data: Data) {
        self.bytes = data
    }

    /// Creates a provider of a file's contents; nil, with a log line, if it cannot be read.
    public convenience init?(url: URL) {
        do {
            self.init(data: try Data(contentsOf: url))
        } catch {
            cgLog("CGDataProvider(url: \(url.path)): \(error.localizedDescription)")
            return nil
        }
    }

    /// Creates a provider of the contents of the file at `filename`; nil if unreadable.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }

    /// A copy of the provided bytes.
    public var data: Data? { bytes }
}
