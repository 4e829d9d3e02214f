import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Pixel tests of text layers: where the ink lands (alignment, wrapping, truncation), its
/// color, its size, animations and the raster scale.
@Suite struct CATextLayerTests {
    /// A white scene with a text layer filling `size`.
    func scene(width: Int = 200, height: Int = 60, scale: CGFloat = 1,
               _ configure: (CATextLayer) -> Void) -> (Compositor, CATextLayer) {
        let compositor = Compositor(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale), scale: scale)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: width, height: height), TestColor.white)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: width, height: height)
        text.foregroundColor = TestColor.black
        text.fontSize = 20
        configure(text)
        root.addSublayer(text)
        compositor.rootLayer = root
        compositor.render(atTime: 0)
        return (compositor, text)
    }

    /// The box of pixels (device pixels) darker than near-white; nil when there is none.
    func ink(_ c: Compositor, _ region: (x: Range<Int>, y: Range<Int>)? = nil) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        let xs = region?.x ?? 0..<c.pixelWidth, ys = region?.y ?? 0..<c.pixelHeight
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in ys {
            for x in xs {
                let p = c.pixel(x, y)
                guard p.r + p.g + p.b < 600 else { continue }
                if let b = box {
                    box = (min(b.minX, x), max(b.maxX, x), min(b.minY, y), max(b.maxY, y))
                } else {
                    box = (x, x, y, y)
                }
            }
        }
        return box
    }

    @Test func defaultsAreApples() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.font as? String == "Helvetica")
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor?.rgba.red == 1 && layer.foregroundColor?.rgba.blue == 1)
        #expect(!layer.isWrapped && !layer.allowsFontSubpixelQuantization)
        #expect(layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat == 36)
    }

    @Test func plainStringDrawsFromTheTopLeftInTheForegroundColor() throws {
        let (c, _) = scene { $0.string = "Hello"; $0.foregroundColor = TestColor.blue }
        let box = try #require(ink(c))
        #expect(box.minX < 6)
        #expect(box.minY < 10 && box.maxY < 26)  // one 20 pt line at the top
        #expect(box.maxX < 80)
        // Inside a stroke of the H the pixels are the foreground color.
        var sawBlue = false
        for x in box.minX...box.maxX { if c.pixel(x, (box.minY + box.maxY) / 2) == .blue { sawBlue = true } }
        #expect(sawBlue)
    }

    @Test func aCGFontSetsTheFaceAsItsNameDoes() throws {
        let byName = scene { $0.string = "Wide"; $0.font = "DejaVuSans-Bold" as NSString as String }
        let byFont = scene { $0.string = "Wide"; $0.font = CGFont("DejaVuSans-Bold") }
        let regular = scene { $0.string = "Wide"; $0.font = "DejaVu Sans" }
        let a = try #require(ink(byName.0)), b = try #require(ink(byFont.0)), r = try #require(ink(regular.0))
        #expect(a.maxX == b.maxX && a.maxY == b.maxY)
        #expect(b.maxX > r.maxX)
    }

    @Test func nothingIsDrawnWithoutAString() {
        let (c, layer) = scene { _ in }
        #expect(ink(c) == nil)
        layer.string = ""
        c.render(atTime: 1)
        #expect(ink(c) == nil)
        layer.string = 42  // neither a string nor an attributed string
        c.render(atTime: 2)
        #expect(ink(c) == nil)
    }

    @Test func alignmentModesPlaceTheLine() throws {
        let (left, _) = scene { $0.string = "Hello"; $0.alignmentMode = .left }
        let (center, _) = scene { $0.string = "Hello"; $0.alignmentMode = .center }
        let (right, _) = scene { $0.string = "Hello"; $0.alignmentMode = .right }
        let l = try #require(ink(left)), m = try #require(ink(center)), r = try #require(ink(right))
        #expect(l.minX < 6)
        #expect(abs((m.minX + m.maxX) / 2 - 100) <= 3)
        #expect(r.maxX >= 193 && r.minX > 100)
        #expect(abs((l.maxX - l.minX) - (r.maxX - r.minX)) <= 1)
    }

    @Test func wrappingBreaksAtTheBoundsWidth() throws {
        let words = "word word word word word word"
        let (single, _) = scene(width: 100, height: 100) { $0.string = words }
        let (wrapped, _) = scene(width: 100, height: 100) { $0.string = words; $0.isWrapped = true }
        let s = try #require(ink(single)), w = try #require(ink(wrapped))
        #expect(s.maxY < 26)      // one line, clipped at the right edge
        #expect(s.maxX >= 95)
        #expect(w.maxY > 50)      // several lines
        #expect(w.maxX < 100)
    }

    @Test func truncationEndPutsAnEllipsisAtTheRightEdge() throws {
        let long = "MMMMMMMMMMMMMMMMMMMM"
        let (clipped, _) = scene(width: 100, height: 40) { $0.string = long }
        let (end, _) = scene(width: 100, height: 40) { $0.string = long; $0.truncationMode = .end }
        let (start, _) = scene(width: 100, height: 40) { $0.string = long; $0.truncationMode = .start }
        // Clipped: the Ms' tops reach the right edge. Truncated: the ellipsis sits on the
        // baseline, leaving the top of the last columns empty.
        let top = (x: 92..<100, y: 4..<12)
        #expect(ink(clipped, top) != nil)
        #expect(ink(end, top) == nil)
        #expect(ink(end, (x: 80..<100, y: 12..<22)) != nil)  // the dots
        #expect(ink(start, (x: 0..<6, y: 4..<12)) == nil)   // start: the ellipsis comes first
        #expect(ink(start, top) != nil)
    }

    @Test func unwrappedTruncationEllipsizesEveryParagraph() throws {
        let long = "MMMMMMMMMMMMMMMMMMMM"
        let (c, _) = scene(width: 100, height: 60) { $0.string = long + "\n" + long; $0.truncationMode = .end }
        // Two lines (20 pt each, about 23 pt apart), each ending in an ellipsis.
        let box = try #require(ink(c))
        #expect(box.maxY > 30)
        #expect(ink(c, (x: 92..<100, y: 4..<12)) == nil)
        #expect(ink(c, (x: 92..<100, y: 27..<35)) == nil)
        #expect(ink(c, (x: 0..<20, y: 27..<35)) != nil)
    }

    @Test func wrappedTruncationDropsLinesPastTheBounds() throws {
        let words = "word word word word word word word word word word"
        let (c, _) = scene(width: 100, height: 50) { $0.string = words; $0.isWrapped = true; $0.truncationMode = .end }
        let box = try #require(ink(c))
        #expect(box.maxY < 50)
        #expect(box.maxY > 25)  // two lines of 20 pt fit
    }

    @Test func attributedStringsUseTheirAttributes() throws {
        let string = NSAttributedString(string: "\u{2588}\u{2588}", attributes: [NSAttributedString.Key("NSColor"): TestColor.red])
        let (c, _) = scene { $0.string = string; $0.fontSize = 40; $0.foregroundColor = TestColor.blue }
        let box = try #require(ink(c))
        // The layer's fontSize is ignored: Core Text's 12 pt default.
        #expect(box.maxY < 16)
        #expect(c.pixel((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2) == .red)
    }

    @Test func fontNamesSelectTheFace() throws {
        let (regular, _) = scene { $0.string = "Hello"; $0.font = "Helvetica" }
        let (bold, _) = scene { $0.string = "Hello"; $0.font = "Helvetica-Bold" }
        let r = try #require(ink(regular)), b = try #require(ink(bold))
        #expect(b.maxX > r.maxX)  // bold glyphs are wider
    }

    @Test func fontSizeAnimatesTheGlyphSize() throws {
        let (c, layer) = scene(height: 80) { $0.string = "\u{2588}"; $0.fontSize = 10 }
        let small = try #require(ink(c))
        let animation = CABasicAnimation(keyPath: "fontSize")
        animation.fromValue = 10.0
        animation.toValue = 50.0
        animation.duration = 2
        animation.beginTime = 10
        layer.add(animation, forKey: "grow")
        c.render(atTime: 11)
        let middle = try #require(ink(c))
        c.render(atTime: 13)
        let after = try #require(ink(c))
        let h = { (b: (minX: Int, maxX: Int, minY: Int, maxY: Int)) in b.maxY - b.minY + 1 }
        #expect(h(after) == h(small))  // the model (10 pt) shows again
        #expect(h(middle) > h(small) * 2)
        #expect(abs(Double(h(middle)) - Double(h(small)) * 3) <= 3)  // 30 pt half way
    }

    @Test func foregroundColorAnimatesImplicitly() throws {
        let (c, layer) = scene { $0.string = "\u{2588}"; $0.fontSize = 40; $0.foregroundColor = TestColor.red }
        let box = try #require(ink(c))
        let centre = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
        #expect(c.pixel(centre.0, centre.1) == .red)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.foregroundColor = TestColor.blue
        CATransaction.commit()
        #expect(layer.animation(forKey: "foregroundColor") is CABasicAnimation)
        let start: CFTimeInterval = 10
        c.render(atTime: start)  // the implicit animation starts at the next frame
        c.render(atTime: start + 1)
        let mid = c.pixel(centre.0, centre.1)
        #expect(mid.r > 40 && mid.r < 215 && mid.b > 40 && mid.b < 215)
        c.render(atTime: start + 3)
        #expect(c.pixel(centre.0, centre.1) == .blue)
    }

    @Test func contentsScaleSetsTheRasterResolution() throws {
        // On a 2x compositor, a 1x text layer is upsampled: more soft (partly inked) pixels.
        func softPixels(_ scale: CGFloat) -> Int {
            let (c, _) = scene(width: 100, height: 40, scale: 2) { $0.string = "Hello"; $0.contentsScale = scale }
            var count = 0
            for y in 0..<c.pixelHeight { for x in 0..<c.pixelWidth {
                let sum = c.pixel(x, y).r + c.pixel(x, y).g + c.pixel(x, y).b
                if sum > 90 && sum < 675 { count += 1 }
            } }
            return count
        }
        let sharp = softPixels(2), soft = softPixels(1)
        #expect(sharp > 0)
        #expect(Double(soft) > Double(sharp) * 1.3)
    }

    @Test func subpixelQuantizationChangesGlyphPlacement() {
        func pixels(_ quantize: Bool) -> [Pixel] {
            let (c, _) = scene { $0.string = "iiiiiiiiiiiiiii"; $0.fontSize = 13.3; $0.allowsFontSubpixelQuantization = quantize }
            return (0..<120).map { c.pixel($0, 8) }
        }
        #expect(pixels(true) != pixels(false))
    }

    @Test func keyValueAccessAndBadInput() {
        let layer = CATextLayer()
        layer.setValue(true, forKey: "wrapped")
        #expect(layer.isWrapped)
        #expect(layer.value(forKey: "wrapped") as? Bool == true)
        layer.setValue("middle", forKey: "truncationMode")
        #expect(layer.truncationMode == .middle)
        layer.setValue("center", forKey: "alignmentMode")
        #expect(layer.alignmentMode == .center)
        layer.setValue(Double.nan, forKey: "fontSize")
        #expect(layer.fontSize == 36)
        layer.setValue("big", forKey: "fontSize")
        #expect(layer.fontSize == 36)
        layer.setValue(18, forKey: "fontSize")
        #expect(layer.fontSize == 18)
        // An enormous string and a strange font object draw without crashing.
        let (c, _) = scene { $0.string = String(repeating: "long text ", count: 5_000); $0.isWrapped = true; $0.font = 3.5 }
        #expect(ink(c) != nil)
    }

    @Test func presentationCopiesKeepTheTextProperties() {
        let layer = CATextLayer()
        layer.string = "Hi"
        layer.fontSize = 12
        layer.isWrapped = true
        layer.alignmentMode = .right
        let copy = layer.presentation()
        #expect(copy?.string as? String == "Hi")
        #expect(copy?.fontSize == 12 && copy?.isWrapped == true && copy?.alignmentMode == .right)
    }
}
