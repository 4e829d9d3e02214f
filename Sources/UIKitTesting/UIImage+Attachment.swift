import Foundation
import Testing
import UIKit

/// Image attachments for Swift Testing (with `import UIKitTesting`), as PNG files:
/// `Attachment.record(window.renderedImage(), named: "screen")`.
/// (`UIImage` is an open class, so it cannot conform to `Attachable` itself.)
extension Attachment where AttachableValue == [UInt8] {
    /// An attachment holding `image` encoded as PNG, named `preferredName.png`.
    public init(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = image.pngData().map { [UInt8]($0) } ?? []
        self.init(bytes, named: (preferredName ?? "image") + ".png", sourceLocation: sourceLocation)
    }

    /// Records `image` as a PNG attachment of the current test.
    public static func record(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        record(Attachment(image, named: preferredName, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }
}
