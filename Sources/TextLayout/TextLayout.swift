import CPangoCairo
import CoreGraphics
import Foundation

/// Text laid out by Pango (HarfBuzz shaping, fontconfig fallback, Unicode bidi): measured
/// once at creation, drawn any number of times into a `CGContext`.
///
/// Coordinates are UIKit's: origin at the top-left, y down. String positions are UTF-16
/// offsets (NSRange coordinates); out-of-range runs are clamped. Not thread-safe: use an
/// instance on the thread that created it. Creation costs one Pango layout pass, O(n).
public final class TextLayout {
    /// The text.
    public let text: String
    /// The lines shown (at most `maximumNumberOfLines` when that is positive).
    public private(set) var lines: [TextLine] = []
    /// The size of the shown lines: the widest line's width, the last line's bottom.
    public private(set) var size: CGSize = .zero
    /// Whether text was cut: ellipsized, or lines dropped past the line limit or height.
    public private(set) var isTruncated = false
    /// The total number of lines the text would need without a line limit.
    public private(set) var totalLineCount = 0
    /// The default font of the layout.
    public let font: FontSpec

    private let layout: OpaquePointer
    private let utf16ToUTF8: [Int32]
    private let utf8Count: Int
    private let noWrapShift: CGFloat
    /// How far each Pango line moves down for paragraph spacing (parallel to Pango's lines).
    private var paragraphShifts: [CGFloat] = []

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the wrapping (and alignment) width; nil or non-positive: no wrapping.
    ///   - maximumNumberOfLines: 0 for no limit.
    ///   - maximumHeight: truncate (truncating modes) or drop lines to fit; nil: no limit.
    ///   - roundsGlyphPositions: quantize glyph advances and positions to whole points
    ///     (default false: subpixel positions).
    ///   - linesPerParagraph: `maximumNumberOfLines` limits each paragraph rather than the
    ///     whole text (default false).
    public init(text: String, font: FontSpec, runs: [TextRun] = [], paragraph: ParagraphSettings = ParagraphSettings(),
                width: CGFloat? = nil, maximumNumberOfLines: Int = 0, maximumHeight: CGFloat? = nil,
                roundsGlyphPositions: Bool = false, linesPerParagraph: Bool = false) {
        // Pango rejects NUL characters and invalid UTF-8: Swift strings are valid UTF-8; strip NULs.
        let cleaned = text.utf8.contains(0) ? text.replacingOccurrences(of: "\0", with: "") : text
        self.text = cleaned
        self.font = font
        var map: [Int32] = []
        map.reserveCapacity(cleaned.utf16.count + 1)
        var offset: Int32 = 0
        for scalar in cleaned.unicodeScalars {
            let u8 = Int32(UTF8.width(scalar))
            map.append(offset)
            if UTF16.width(scalar) == 2 { map.append(offset) }
            offset += u8
        }
        map.append(offset)
        utf16ToUTF8 = map
        utf8Count = Int(offset)

        let context = (roundsGlyphPositions ? PangoThreadContext.currentRounded : PangoThreadContext.current).context
        layout = pango_layout_new(context)!
        let scale = CGFloat(PANGO_SCALE)
        let desc = font.makeDescription()
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, cleaned, Int32(utf8Count))

        // Paragraph settings.
        let mode = paragraph.lineBreakMode
        let validWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var wrapWidth = validWidth
        if let w = wrapWidth {
            if paragraph.tailIndent > 0 { wrapWidth = min(w, paragraph.tailIndent) }
            else if paragraph.tailIndent < 0 { wrapWidth = max(1, w + paragraph.tailIndent) }
            wrapWidth = max(1, wrapWidth! - paragraph.headIndent)
        }
        let singleLineClip = mode == .byClipping && maximumNumberOfLines == 1
        let wraps = wrapWidth != nil && !singleLineClip
        if wraps, let w = wrapWidth {
            pango_layout_set_width(layout, Int32(min(w * scale, CGFloat(Int32.max / 2))))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        let ellipsize: PangoEllipsizeMode
        switch mode {
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        if wraps, ellipsize != PANGO_ELLIPSIZE_NONE {
            if maximumNumberOfLines > 0 {
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, -Int32(maximumNumberOfLines))
            } else if let h = maximumHeight, h.isFinite, h >= 0 {
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, Int32(min(h * scale, CGFloat(Int32.max / 2))))
            }
        }
        if paragraph.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32(paragraph.lineSpacing * scale)) }
        let indent = paragraph.firstLineHeadIndent - paragraph.headIndent
        if indent != 0 { pango_layout_set_indent(layout, Int32(indent * scale)) }

        // Direction and alignment: Pango swaps left/right for RTL paragraphs under auto-dir.
        let rtlText: Bool
        switch paragraph.baseWritingDirection {
        case .natural:
            pango_layout_set_auto_dir(layout, 1)
            rtlText = Self.isRightToLeft(cleaned)
        case .leftToRight:
            pango_layout_set_auto_dir(layout, 0)
            pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
            rtlText = false
        case .rightToLeft:
            pango_layout_set_auto_dir(layout, 0)
            pango_context_set_base_dir(context, PANGO_DIRECTION_RTL)
            pango_layout_context_changed(layout)
            rtlText = true
        }
        var alignment = PANGO_ALIGN_LEFT
        var alignFactor: CGFloat = 0
        switch paragraph.alignment {
        case .left: alignment = rtlText ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT; alignFactor = 0
        case .right: alignment = rtlText ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT; alignFactor = 1
        case .center: alignment = PANGO_ALIGN_CENTER; alignFactor = 0.5
        case .natural: alignment = PANGO_ALIGN_LEFT; alignFactor = rtlText ? 1 : 0
        case .justified:
            alignment = PANGO_ALIGN_LEFT; alignFactor = rtlText ? 1 : 0
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_alignment(layout, alignment)
        if paragraph.baseWritingDirection != .natural { pango_context_set_base_dir(context, PANGO_DIRECTION_NEUTRAL) }

        // Attributes.
        let attrs = pango_attr_list_new()!
        let natural = font.metrics.lineHeight
        var lineHeight = natural
        if paragraph.lineHeightMultiple > 0 { lineHeight *= paragraph.lineHeightMultiple }
        if paragraph.minimumLineHeight > 0 { lineHeight = max(lineHeight, paragraph.minimumLineHeight) }
        if paragraph.maximumLineHeight > 0 { lineHeight = min(lineHeight, paragraph.maximumLineHeight) }
        if abs(lineHeight - natural) > 0.001 {
            pango_attr_list_insert(attrs, pango_attr_line_height_new_absolute(Int32(lineHeight * scale)))
        }
        let utf16Count = map.count - 1
        for run in runs {
            let lo = min(max(0, run.range.lowerBound), utf16Count)
            let hi = min(max(lo, run.range.upperBound), utf16Count)
            guard hi > lo else { continue }
            let start = UInt32(map[lo]), end = UInt32(map[hi])
            func add(_ a: UnsafeMutablePointer<PangoAttribute>?) {
                guard let a else { return }
                a.pointee.start_index = start
                a.pointee.end_index = end
                pango_attr_list_insert(attrs, a)
            }
            let s = run.style
            if let f = s.font {
                let d = f.makeDescription()
                add(pango_attr_font_desc_new(d))
                pango_font_description_free(d)
            }
            if let c = s.foregroundColor {
                let (r, g, b, al) = Self.pangoColor(c)
                add(pango_attr_foreground_new(r, g, b))
                add(pango_attr_foreground_alpha_new(max(1, al)))
            }
            if let c = s.backgroundColor {
                let (r, g, b, al) = Self.pangoColor(c)
                if al > 0 {
                    add(pango_attr_background_new(r, g, b))
                    add(pango_attr_background_alpha_new(al))
                }
            }
            if s.kern != 0, s.kern.isFinite { add(pango_attr_letter_spacing_new(Int32(s.kern * scale))) }
            if s.underline != 0 {
                let u: PangoUnderline = s.underline == 2 ? PANGO_UNDERLINE_DOUBLE : (s.underline == 3 ? PANGO_UNDERLINE_SINGLE_LINE : PANGO_UNDERLINE_SINGLE)
                add(pango_attr_underline_new(u))
                if let c = s.underlineColor ?? s.foregroundColor {
                    let (r, g, b, _) = Self.pangoColor(c)
                    add(pango_attr_underline_color_new(r, g, b))
                }
            }
            if s.strikethrough != 0 {
                add(pango_attr_strikethrough_new(1))
                if let c = s.strikethroughColor ?? s.foregroundColor {
                    let (r, g, b, _) = Self.pangoColor(c)
                    add(pango_attr_strikethrough_color_new(r, g, b))
                }
            }
            if s.baselineOffset != 0, s.baselineOffset.isFinite { add(pango_attr_rise_new(Int32(s.baselineOffset * scale))) }
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)

        // Lines.
        totalLineCount = Int(pango_layout_get_line_count(layout))
        let limit = maximumNumberOfLines > 0 && !linesPerParagraph ? maximumNumberOfLines : Int.max
        var result: [TextLine] = []
        var shifts: [CGFloat] = []
        var shiftSoFar: CGFloat = 0
        let between = max(0, paragraph.paragraphSpacing.isFinite ? paragraph.paragraphSpacing : 0)
            + max(0, paragraph.paragraphSpacingBefore.isFinite ? paragraph.paragraphSpacingBefore : 0)
        let bytes = Array(cleaned.utf8)
        let iter = pango_layout_get_iter(layout)!
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iter)!
            let startByte = line.pointee.start_index, length = line.pointee.length
            // Paragraph spacing (after the previous paragraph, before this one) between
            // paragraphs: Pango has none, so lines after a paragraph break move down.
            if between > 0, Self.startsParagraph(bytes, at: Int(startByte)) { shiftSoFar += between }
            shifts.append(shiftSoFar)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale + shiftSoFar
            let frame = CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale + shiftSoFar,
                               width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
            if result.count >= limit { break }
            if let h = maximumHeight, h.isFinite, frame.maxY > h + 0.01, !result.isEmpty { break }
            let rtl = (line.pointee.resolved_dir & 1) == 1
            result.append(TextLine(frame: frame, baseline: baseline,
                                   range: Self.utf16Index(map, Int32(startByte))..<Self.utf16Index(map, Int32(startByte + length)),
                                   isRightToLeft: rtl))
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        paragraphShifts = shifts
        if cleaned.isEmpty { result = [] }  // UIKit measures empty text as zero

        // Horizontal placement: the head indent, and alignment of unwrapped lines in `width`.
        let widest = result.map(\.frame.width).max() ?? 0
        var shift = paragraph.headIndent
        if !wraps, let w = validWidth { shift += (w - paragraph.headIndent - widest) * alignFactor }
        noWrapShift = shift
        for i in result.indices { result[i].frame.origin.x += shift }
        lines = result
        size = CGSize(width: widest + max(0, paragraph.headIndent) + max(0, indent),
                      height: result.last?.frame.maxY ?? 0)
        isTruncated = pango_layout_is_ellipsized(layout) != 0 || result.count < totalLineCount
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The first line's baseline from the top (the font's ascender for empty text).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? font.metrics.ascender }
    /// The last shown line's baseline from the top.
    public var lastBaseline: CGFloat { lines.last?.baseline ?? font.metrics.ascender }
    /// The number of lines shown.
    public var lineCount: Int { lines.count }

    /// Draws the shown lines with their top-left at `origin` in the context's user space
    /// (UIKit contexts: y down). Unstyled text uses `defaultColor`. Honors the context's
    /// clip, alpha, blend mode and shadow.
    public func draw(in context: CGContext, at origin: CGPoint, defaultColor: CGColor) {
        guard !lines.isEmpty else { return }
        let c = defaultColor.rgba
        let alpha = Double(context.state.alpha)
        let extents = CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            .insetBy(dx: -font.size, dy: -font.size).applying(context.userToDevicePixels)
        let scale = CGFloat(PANGO_SCALE)
        let shown = lines
        let layout = self.layout
        let shift = noWrapShift
        let shifts = paragraphShifts
        context.render(deviceExtents: extents) { cr in
            if alpha < 1 { cairo_push_group(cr) }
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            var index = 0
            let it = pango_layout_get_iter(layout)!
            repeat {
                guard index < shown.count else { break }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(it, nil, &logical)
                let baseline = CGFloat(pango_layout_iter_get_baseline(it)) / scale + (index < shifts.count ? shifts[index] : 0)
                let line = pango_layout_iter_get_line_readonly(it)
                cairo_move_to(cr, Double(origin.x + CGFloat(logical.x) / scale + shift), Double(origin.y + baseline))
                pango_cairo_show_layout_line(cr, line)
                index += 1
            } while pango_layout_iter_next_line(it) != 0
            pango_layout_iter_free(it)
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        }
    }

    /// The UTF-16 offset of the character nearest to `point` (layout coordinates).
    public func characterIndex(at point: CGPoint) -> Int {
        let scale = CGFloat(PANGO_SCALE)
        var index: Int32 = 0, trailing: Int32 = 0
        let lineIndex = lines.lastIndex { $0.frame.minY <= point.y } ?? 0
        let y = point.y - (lineIndex < paragraphShifts.count ? paragraphShifts[lineIndex] : 0)
        pango_layout_xy_to_index(layout, Int32((point.x - noWrapShift) * scale), Int32(y * scale), &index, &trailing)
        var u16 = Self.utf16Index(utf16ToUTF8, index)
        if trailing > 0 { u16 = min(utf16ToUTF8.count - 1, u16 + Int(trailing)) }
        return u16
    }

    /// The caret rectangle before the character at UTF-16 offset `index` (clamped).
    public func caretRect(at index: Int) -> CGRect {
        let clamped = min(max(0, index), utf16ToUTF8.count - 1)
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, utf16ToUTF8[clamped], &strong, nil)
        let scale = CGFloat(PANGO_SCALE)
        var lineNumber: Int32 = 0, xPos: Int32 = 0
        pango_layout_index_to_line_x(layout, utf16ToUTF8[clamped], 0, &lineNumber, &xPos)
        let dy = Int(lineNumber) < paragraphShifts.count && lineNumber >= 0 ? paragraphShifts[Int(lineNumber)] : 0
        return CGRect(x: CGFloat(strong.x) / scale + noWrapShift, y: CGFloat(strong.y) / scale + dy,
                      width: 1, height: CGFloat(strong.height) / scale)
    }

    // MARK: Helpers

    /// Whether the line starting at UTF-8 offset `start` begins a new paragraph (follows a
    /// line feed, carriage return or paragraph separator).
    private static func startsParagraph(_ bytes: [UInt8], at start: Int) -> Bool {
        guard start > 0, start <= bytes.count else { return false }
        let previous = bytes[start - 1]
        if previous == 0x0A || previous == 0x0D { return true }
        return start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80 && previous == 0xA9
    }

    private static func utf16Index(_ map: [Int32], _ byte: Int32) -> Int {
        var lo = 0, hi = map.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if map[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    private static func pangoColor(_ color: CGColor) -> (UInt16, UInt16, UInt16, UInt16) {
        let c = color.rgba
        func q(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(1, v.isFinite ? v : 0)) * 65535) }
        return (q(c.red), q(c.green), q(c.blue), q(c.alpha))
    }

    /// Whether the first strong character of `text` is right-to-left (Unicode bidi rule P2).
    public static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if isRightToLeftScalar(scalar) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }

    /// Whether `text` has any right-to-left character.
    public static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isRightToLeftScalar)
    }

    /// Whether `scalar` is a right-to-left letter: Hebrew, Arabic, Syriac, Thaana, NKo,
    /// Samaritan, Mandaic, the Arabic presentation forms and the historic RTL scripts.
    public static func isRightToLeftScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }
}
