import Foundation
import Testing
import UIKitTesting
import UIKit

@Suite struct UIImageTests {
    @Test func pngRoundTripKeepsPixelSizeAndScale() throws {
        let ctx = CGContext(data: nil, width: 8, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        let image = UIImage(cgImage: ctx.makeImage()!, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 4, height: 2))
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 4, height: 2))
        #expect(decoded.cgImage?.width == 8)
    }

    @Test func corruptDataGivesNil() {
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func sidewaysOrientationsSwapTheSize() {
        let ctx = CGContext(data: nil, width: 6, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let image = UIImage(cgImage: ctx.makeImage()!, scale: 1, orientation: .left)
        #expect(image.size == CGSize(width: 2, height: 6))
    }
}

@Suite struct UIImageAttachmentTests {
    @Test func imagesBecomePNGAttachments() throws {
        let ctx = CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let attachment = Attachment(UIImage(cgImage: ctx.makeImage()!), named: "dot")
        #expect(attachment.preferredName == "dot.png")
        #expect(Array(attachment.attachableValue.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
