import Foundation
import Testing
import UIKit

@Suite struct UIGraphicsRendererTests {
    @Test func formatDefaults() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == 1 && !format.opaque && format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.default().scale == 1)
        #expect(UIGraphicsImageRendererFormat.preferred().opaque == false)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3)).scale == 3)
        format.scale = 2
        format.opaque = true
        let copy = format.copy() as! UIGraphicsImageRendererFormat
        #expect(copy.scale == 2 && copy.opaque)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).allowsImageOutput)
    }

    @Test func imageHasTheSizeAndScaleOfTheFormat() {
        let (image, px) = render(CGSize(width: 5, height: 3), scale: 3) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 5, height: 3) && image.scale == 3)
        #expect(px.width == 15 && px.height == 9)
        #expect(px[2, 2] == .red && px[3, 3] == .clear)
    }

    @Test func fractionalSizesRoundPixelsUp() {
        let (_, px) = render(CGSize(width: 2.5, height: 1.2), scale: 2) { _ in }
        #expect(px.width == 5 && px.height == 3)
    }

    @Test func opaqueImagesHaveNoAlpha() {
        let (image, px) = render(CGSize(width: 2, height: 2), opaque: true) { context in
            UIColor.red.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(px[1, 1] == .black)
        #expect(px[0, 0].a == 255 && px[0, 0].r > 120 && px[0, 0].r < 135)
        #expect(image.cgImage?.alphaInfo == CGImageAlphaInfo.none || image.cgImage?.alphaInfo == .noneSkipFirst
                || image.cgImage?.alphaInfo == .noneSkipLast)
    }

    @Test func theRendererContextIsCurrentDuringTheActions() {
        var current: CGContext?
        var given: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            current = UIGraphicsGetCurrentContext()
            given = context.cgContext
        }
        #expect(current != nil && current === given)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func boundsOriginShiftsTheDrawing() {
        let format = UIGraphicsImageRendererFormat()
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
        }
        let px = PixelReader(image)
        #expect(px[0, 0] == .red && px[1, 1] == .clear)
    }

    @Test func currentImageSnapshotsMidway() {
        var midway: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            midway = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let before = PixelReader(midway!), after = PixelReader(final)
        #expect(before[0, 0] == .red && before[1, 0] == .clear)
        #expect(after[1, 0] == .red)
    }

    @Test func contextConveniences() {
        let (_, px) = render(CGSize(width: 10, height: 10)) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.clear.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .copy)
            UIColor.red.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 4, y: 4, width: 4, height: 4))
            context.clip(to: CGRect(x: 0, y: 9, width: 10, height: 1))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(px[1, 1] == .clear)
        #expect(px[3, 5] == .red && px[6, 6] == .blue)
        #expect(px[5, 9] == .green && px[5, 8] == .red && px[1, 8] == .blue)
    }

    @Test func pngDataDecodes() throws {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(PixelReader(image)[2, 1] == .green)
    }

    @Test func emptySizeGivesAnEmptyImage() {
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in Issue.record("actions must not run") }
        #expect(image.cgImage == nil && image.size == .zero)
    }

    @Test func renderersWorkOnManyThreadsAtOnce() async {
        await withTaskGroup(of: Bool.self) { group in
            for i in 0..<8 {
                group.addTask {
                    let color = i.isMultiple(of: 2) ? UIColor.red : UIColor.blue
                    let (_, px) = render(CGSize(width: 8, height: 8)) { context in
                        color.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
                    }
                    return px[4, 4] == (i.isMultiple(of: 2) ? .red : .blue)
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
