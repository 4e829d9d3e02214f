import Foundation
import Testing
import UIKit

@Suite struct UIGraphicsTests {
    private func rawContext() -> CGContext {
        CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    @Test func pushAndPopNest() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let a = rawContext(), b = rawContext()
        UIGraphicsPushContext(a)
        #expect(UIGraphicsGetCurrentContext() === a)
        UIGraphicsPushContext(b)
        #expect(UIGraphicsGetCurrentContext() === b)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === a)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()   // unbalanced: logged and ignored
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func theStackIsPerThread() {
        final class Box: @unchecked Sendable { var seen = true }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let context = rawContext()
        UIGraphicsPushContext(context)
        Thread {
            box.seen = UIGraphicsGetCurrentContext() != nil
            done.signal()
        }.start()
        done.wait()
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(!box.seen)
    }

    @Test func imageContextsAreTopLeftAndScaled() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
        #expect(context.width == 20 && context.height == 10)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        let px = PixelReader(image)
        #expect(px[0, 0] == .red && px[3, 1] == .red && px[4, 0] == .clear && px[0, 2] == .clear)
    }

    @Test func beginImageContextIsScaleOneAndTransparent() throws {
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 1 && image.cgImage?.width == 3)
        #expect(PixelReader(image)[1, 1] == .clear)
    }

    @Test func opaqueImageContextsStartBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(PixelReader(image)[0, 0] == .black)
    }

    @Test func invalidSizesPushNothing() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 3), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()  // logged and ignored
    }

    @Test func pushedContextsAreNotImageContexts() {
        UIGraphicsPushContext(rawContext())
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()   // not an image context: ignored
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsPopContext()
    }

    @Test func rectFillCopiesAndRectFrameDrawsInside() {
        let (_, px) = render(CGSize(width: 10, height: 10)) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))   // copy: replaces, no blending
            UIColor.green.setFill()
            UIRectFrame(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        #expect(px[2, 2].isNear(Pixel(255, 0, 0, 128), 2))
        #expect(px[5, 5] == .green && px[9, 9] == .green && px[5, 7] == .green && px[7, 9] == .green)
        #expect(px[7, 7] == .blue && px[4, 7] == .blue)
    }

    @Test func rectClipLimitsDrawing() {
        let (_, px) = render(CGSize(width: 10, height: 10)) { context in
            UIRectClip(CGRect(x: 0, y: 0, width: 4, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(px[3, 3] == .red && px[4, 3] == .clear)
    }

    @Test func shadowsGoDownForPositiveHeights() {
        let (_, px) = render(CGSize(width: 20, height: 20)) { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 2, width: 10, height: 5))
        }
        #expect(px[10, 4] == .red)
        #expect(px[10, 10] == .black)   // 6 points below the rectangle's inside
        #expect(px[10, 0] == .clear)
    }
}
