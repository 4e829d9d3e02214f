import Foundation
import Testing
import UIKit

@Suite struct UIImageDrawingTests {
    @Test func drawInRectIsUprightInAUIKitContext() {
        let image = UIImage(cgImage: makeQuadrantCGImage())
        let (_, px) = render(CGSize(width: 20, height: 20)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(px[5, 5] == .red)
        #expect(px[15, 5] == .green)
        #expect(px[5, 15] == .blue)
        #expect(px[15, 15] == .white)
    }

    @Test func drawAtUsesThePointSize() {
        let image = UIImage(cgImage: makeQuadrantCGImage(), scale: 2, orientation: .up)   // 1x1 point
        let (_, px) = render(CGSize(width: 4, height: 4), scale: 2) { _ in
            image.draw(at: CGPoint(x: 1, y: 2))
        }
        #expect(px[2, 4] == .red && px[3, 4] == .green && px[2, 5] == .blue && px[3, 5] == .white)
        #expect(px[1, 4] == .clear && px[4, 4] == .clear && px[2, 3] == .clear && px[2, 6] == .clear)
    }

    @Test(arguments: [
        (UIImage.Orientation.up, [Pixel.red, .green, .blue, .white]),
        (.down, [.white, .blue, .green, .red]),
        (.left, [.green, .white, .red, .blue]),
        (.right, [.blue, .red, .white, .green]),
        (.upMirrored, [.green, .red, .white, .blue]),
        (.downMirrored, [.blue, .white, .red, .green]),
        (.leftMirrored, [.red, .blue, .green, .white]),
        (.rightMirrored, [.white, .green, .blue, .red]),
    ])
    func orientationsAreApplied(orientation: UIImage.Orientation, expected: [Pixel]) {
        // expected: displayed top-left, top-right, bottom-left, bottom-right.
        let image = UIImage(cgImage: makeQuadrantCGImage(), scale: 1, orientation: orientation)
        let (_, px) = render(CGSize(width: 20, height: 20)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect([px[5, 5], px[15, 5], px[5, 15], px[15, 15]] == expected)
    }

    @Test func blendModeAndAlpha() {
        let image = makeImage([[.red]])
        let (_, px) = render(CGSize(width: 4, height: 4)) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 0.5)
            image.draw(at: CGPoint(x: 3, y: 3), blendMode: .copy, alpha: 1)
        }
        #expect(px[1, 1].isNear(Pixel(128, 0, 127, 255), 3))  // half red over blue
        #expect(px[1, 3].isNear(Pixel(255, 0, 0, 128), 2))    // half red over nothing
        #expect(px[3, 3] == .red)
    }

    @Test func drawAsPatternTilesFromTheOrigin() {
        let image = UIImage(cgImage: makeQuadrantCGImage())
        let (_, px) = render(CGSize(width: 8, height: 8)) { _ in
            image.drawAsPattern(in: CGRect(x: 1, y: 1, width: 6, height: 6))
        }
        #expect(px[0, 0] == .clear && px[7, 7] == .clear)
        #expect(px[2, 2] == .red && px[3, 2] == .green && px[2, 3] == .blue && px[3, 3] == .white)
        #expect(px[1, 1] == .white && px[4, 4] == .red && px[6, 1] == .blue)
    }

    /// 9x9: a blue 3x3 top-left corner, a yellow 3x3 bottom-right corner, red elsewhere on the
    /// border, green centre.
    private func cornerMarkedImage() -> UIImage {
        let yellow = Pixel(255, 255, 0, 255)
        var rows: [[Pixel]] = []
        for y in 0..<9 {
            rows.append((0..<9).map { x in
                if x < 3 && y < 3 { return .blue }
                if x >= 6 && y >= 6 { return yellow }
                if x >= 3 && x < 6 && y >= 3 && y < 6 { return .green }
                return .red
            })
        }
        return makeImage(rows)
    }

    @Test(arguments: [UIImage.ResizingMode.tile, .stretch])
    func resizableImageKeepsCornersUnstretched(mode: UIImage.ResizingMode) {
        let image = cornerMarkedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: mode)
        #expect(image.capInsets == UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(image.resizingMode == mode)
        #expect(image.size == CGSize(width: 9, height: 9))
        let (_, px) = render(CGSize(width: 30, height: 30)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        #expect(px[0, 0] == .blue && px[2, 2] == .blue)
        #expect(px[3, 3] == .green && px[3, 0] == .red && px[0, 3] == .red)
        #expect(px[27, 27] == Pixel(255, 255, 0, 255) && px[29, 29] == Pixel(255, 255, 0, 255))
        #expect(px[26, 26] == .green && px[26, 29] == .red)
        #expect(px[15, 15] == .green && px[15, 1] == .red && px[28, 15] == .red)
    }

    @Test func tileAndStretchFillTheCentreDifferently() {
        // 8x8 with 2-pixel caps; centre: two green columns, then two blue columns.
        var rows: [[Pixel]] = []
        for _ in 0..<8 {
            rows.append((0..<8).map { x in x < 2 || x >= 6 ? .red : (x < 4 ? .green : .blue) })
        }
        let base = makeImage(rows)
        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let (_, tiled) = render(CGSize(width: 20, height: 12)) { _ in
            base.resizableImage(withCapInsets: insets).draw(in: CGRect(x: 0, y: 0, width: 20, height: 12))
        }
        let (_, stretched) = render(CGSize(width: 20, height: 12)) { _ in
            base.resizableImage(withCapInsets: insets, resizingMode: .stretch).draw(in: CGRect(x: 0, y: 0, width: 20, height: 12))
        }
        // Tiled: G G B B G G B B … from x = 2. Stretched: green 2..<10, blue 10..<18.
        #expect(tiled[2, 6] == .green && tiled[4, 6] == .blue && tiled[6, 6] == .green && tiled[8, 6] == .blue)
        #expect(stretched[2, 6] == .green && stretched[8, 6] == .green && stretched[12, 6] == .blue)
    }

    @Test func resizableImageSmallerThanItsCapsShrinksThem() {
        let image = cornerMarkedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let (_, px) = render(CGSize(width: 4, height: 4)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(px[0, 0] == .blue && px[3, 3] == Pixel(255, 255, 0, 255))
    }

    @Test func renderingModesAndTinting() throws {
        let image = makeImage([[.red, Pixel(0, 0, 0, 0)]])
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === image.cgImage)
        let tinted = image.withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let px = PixelReader(tinted)
        #expect(px[0, 0] == .blue && px[1, 0] == .clear)
        #expect(tinted.size == image.size)
    }

    @Test func drawingWithoutAContextDoesNothing() {
        UIImage(cgImage: makeQuadrantCGImage()).draw(at: .zero)
        UIImage().draw(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(UIImage().size == .zero)
    }
}
