import CCairo
import CoreGraphics
import Foundation
import TextLayout

/// A text layer's rasterized text and the inputs it was drawn from.
package struct TextLayerImage {
    /// What the image was drawn from; a different key means redrawing.
    package struct Key: Equatable {
        var generation: Int
        var size: CGSize
        var scale: CGFloat
        var fontSize: CGFloat
        var color: CGColor?
    }
    package var key: Key
    /// The text, bounds size x scale pixels; nil when nothing is drawn.
    package var image: CGImage?
}

/// Conversions for text layer key-value access.
package enum TextLayerValues {
    /// A Bool from a Bool or a number; nil with a log line for anything else.
    package static func flag(_ value: Any?, key: String) -> Bool? {
        switch value {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        default:
            CALayer.log("setValue(_:forKey: \"\(key)\"): \(String(describing: value)) is not a Bool; ignored")
            return nil
        }
    }
}

extension CATextLayer {
    /// Records a change of a text property: the cached image is redrawn.
    package func textPropertyDidChange(_ key: String, oldValue: Any?) {
        textGeneration &+= 1
        propertyDidChange(key, oldValue: oldValue)
    }

    /// Whether there is any text to draw.
    package var hasText: Bool {
        switch string {
        case let s as String: return !s.isEmpty
        case let a as NSAttributedString: return a.length > 0
        default: return false
        }
    }

    /// The font of plain strings at `size`: from a font object or a font name.
    package func plainFont(size: CGFloat) -> FontSpec {
        switch font {
        case let f as TextAttributeFont:
            let spec = f.textLayoutFont
            return FontSpec(family: spec.family, size: size, weight: spec.weight, italic: spec.italic, condensed: spec.condensed)
        case let name as String:
            return FontSpec(name: name, size: size)
        case let face as CGFont:
            return FontSpec(name: face.postScriptName ?? face.familyName, size: size)
        case nil:
            return FontSpec(name: "Helvetica", size: size)
        default:
            CALayer.log("CATextLayer: font \(String(describing: font!)) is neither a font name nor a font; using Helvetica")
            return FontSpec(name: "Helvetica", size: size)
        }
    }

    /// The alignment lines get: an attributed string's own paragraph alignment when it
    /// has one, otherwise `alignmentMode`.
    package var effectiveAlignment: TextAlignmentMode {
        if let a = string as? NSAttributedString, a.length > 0,
           let p = a.attribute(NSAttributedString.Key("NSParagraphStyle"), at: 0, effectiveRange: nil) as? TextAttributeParagraph,
           p.textLayoutParagraph.alignment != .natural {
            return p.textLayoutParagraph.alignment
        }
        switch alignmentMode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    /// Lays out the text for a bounds size, with the presented font size.
    package func makeTextLayout(size: CGSize, fontSize: CGFloat) -> TextLayout? {
        var paragraph = ParagraphSettings()
        paragraph.alignment = effectiveAlignment
        let text: String
        var runs: [TextRun] = []
        let base: FontSpec
        switch string {
        case let s as String:
            text = s
            base = plainFont(size: fontSize.isFinite ? max(0, fontSize) : 0)
        case let a as NSAttributedString:
            text = a.string
            base = FontSpec(name: "Helvetica", size: 12)  // Core Text's default for unattributed runs
            var first = true
            a.enumerateAttributes(in: NSRange(location: 0, length: a.length), options: []) { attrs, range, _ in
                var raw: [String: Any] = [:]
                for (k, v) in attrs { raw[k.rawValue] = v }
                runs.append(TextRun(range: range.location..<(range.location + range.length), style: TextRunStyle(rawAttributes: raw)))
                if first, let p = raw["NSParagraphStyle"] as? TextAttributeParagraph {
                    let alignment = paragraph.alignment
                    paragraph = p.textLayoutParagraph
                    paragraph.alignment = alignment
                }
                first = false
            }
        default:
            return nil
        }
        guard !text.isEmpty else { return nil }
        switch truncationMode {
        case .start: paragraph.lineBreakMode = .byTruncatingHead
        case .middle: paragraph.lineBreakMode = .byTruncatingMiddle
        case .end: paragraph.lineBreakMode = .byTruncatingTail
        default: paragraph.lineBreakMode = isWrapped ? .byWordWrapping : .byClipping
        }
        let truncates = truncationMode == .start || truncationMode == .middle || truncationMode == .end
        if isWrapped {
            return TextLayout(text: text, font: base, runs: runs, paragraph: paragraph, width: size.width,
                              maximumHeight: truncates ? size.height : nil,
                              roundsGlyphPositions: allowsFontSubpixelQuantization)
        }
        if truncates {
            // One line per paragraph, each ellipsized to the bounds width.
            return TextLayout(text: text, font: base, runs: runs, paragraph: paragraph, width: size.width,
                              maximumNumberOfLines: 1, roundsGlyphPositions: allowsFontSubpixelQuantization,
                              linesPerParagraph: true)
        }
        // Unwrapped: each paragraph on one line; lines align among themselves, and the
        // block is placed in the bounds when painting.
        return TextLayout(text: text, font: base, runs: runs, paragraph: paragraph, width: nil,
                          roundsGlyphPositions: allowsFontSubpixelQuantization)
    }

    /// The text rasterized for the presented values, from the cache when still valid.
    package func presentedTextImage(size: CGSize) -> CGImage? {
        let shownSize = presentedScalar("fontSize", fontSize)
        let shownColor = presentedOptional("foregroundColor", foregroundColor)
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let key = TextLayerImage.Key(generation: textGeneration, size: size, scale: scale, fontSize: shownSize, color: shownColor)
        if let cache = textImageCache, cache.key == key { return cache.image }
        let image = rasterizeText(size: size, scale: scale, fontSize: shownSize, color: shownColor)
        textImageCache = TextLayerImage(key: key, image: image)
        return image
    }

    /// Draws the text into a new image of `size` x `scale` pixels.
    private func rasterizeText(size: CGSize, scale: CGFloat, fontSize: CGFloat, color: CGColor?) -> CGImage? {
        let pixelWidth = Int(pixelsCovering: size.width, scale: scale), pixelHeight = Int(pixelsCovering: size.height, scale: scale)
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        guard pixelWidth <= CALayer.maximumBackingDimension, pixelHeight <= CALayer.maximumBackingDimension else {
            CALayer.log("CATextLayer: text image \(pixelWidth)x\(pixelHeight) px exceeds \(CALayer.maximumBackingDimension) px per side; not drawn")
            return nil
        }
        guard let layout = makeTextLayout(size: size, fontSize: fontSize) else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(pixelHeight))
        let context = CGContext(cairoSurface: surface, baseTransform: flip)
        var userToDevice = CGContext.cairoMatrix(CGAffineTransform(scaleX: scale, y: scale))
        cairo_set_matrix(context.cairo, &userToDevice)
        var origin = CGPoint.zero
        if !isWrapped, layout.lines.count > 0, !(truncationMode == .start || truncationMode == .middle || truncationMode == .end) {
            // Unwrapped, untruncated text is laid out without a width: place the block.
            let factor: CGFloat
            switch effectiveAlignment {
            case .right: factor = 1
            case .center: factor = 0.5
            case .natural: factor = layout.lines.first?.isRightToLeft == true ? 1 : 0
            default: factor = 0
            }
            origin.x = (size.width - layout.size.width) * factor
        }
        layout.draw(in: context, at: origin, defaultColor: color ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        cairo_surface_flush(surface)
        return CGImage(adoptingSurface: cairo_surface_reference(surface))
    }

    /// Paints the rasterized text over the bounds; returns the device box.
    package func paintText(cr: OpaquePointer, values v: LayerRenderValues, transform m: CGAffineTransform,
                           alpha: CGFloat) -> CGRect {
        let b = v.bounds
        guard hasText, alpha > 0, b.width > 0, b.height > 0, let image = presentedTextImage(size: b.size) else { return .null }
        let sx = b.width / CGFloat(image.width), sy = b.height / CGFloat(image.height)
        cairo_save(cr)
        CairoPaths.setMatrix(cr, m)
        cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(b.minX), Double(b.minY))
        cairo_scale(cr, Double(sx), Double(sy))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        let deviceToImage = m.inverted().concatenating(CGAffineTransform(translationX: -b.minX, y: -b.minY))
            .concatenating(CGAffineTransform(scaleX: 1 / sx, y: 1 / sy))
        cairo_pattern_set_filter(cairo_get_source(cr),
                                 CairoPaths.isPixelAlignedTranslation(deviceToImage) ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        if alpha < 1 { cairo_paint_with_alpha(cr, Double(alpha)) } else { cairo_paint(cr) }
        cairo_restore(cr)
        return b.applying(m)
    }
}
