import CoreGraphics
import CPangoCairo
import Foundation

/// A font request: family, size in points (1 pt = 1 px at scale 1), weight on UIKit's
/// -1...1 scale, and traits. A value type; metrics are looked up on demand and cached.
public struct FontSpec: Hashable, Sendable {
    /// The family asked for (after alias resolution: always an installed family).
    public var family: String
    /// The size in points.
    public var size: CGFloat
    /// The weight on UIKit's scale (`UIFont.Weight.regular` = 0, `.bold` = 0.4).
    public var weight: CGFloat
    /// Whether the font is italic (oblique for DejaVu Sans).
    public var italic: Bool
    /// Whether the font is condensed.
    public var condensed: Bool

    /// The family the system font maps to: DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let systemFamily = "DejaVu Sans"
    /// The monospaced family.
    public static let monospacedFamily = "DejaVu Sans Mono"
    /// The serif family.
    public static let serifFamily = "DejaVu Serif"

    /// The largest font size, in points. Pango keeps sizes as 1/1024 points in 32-bit
    /// integers (a size of 1e20 arrives negative: Pango logs an assertion and measures
    /// nothing), and FreeType refuses very large pixel sizes; this is far beyond any text a
    /// screen shows and safe at every screen scale.
    public static let maximumSize: CGFloat = 16_384

    /// Creates a font request; an unknown family falls back to the system family with a
    /// log line (once per family); negative, NaN or infinite sizes become 0, and sizes above
    /// `maximumSize` become `maximumSize` with a (rate-limited) log line.
    public init(family: String, size: CGFloat, weight: CGFloat = 0, italic: Bool = false, condensed: Bool = false) {
        self.family = FontCatalog.shared.resolve(family: family)
        if size.isFinite, size > FontSpec.maximumSize {
            DiagnosticLog.write("TextLayout", "font size \(size) is over the largest, \(Int(FontSpec.maximumSize)) points; using that")
        }
        self.size = size.isFinite ? min(max(0, size), FontSpec.maximumSize) : 0
        self.weight = weight.isFinite ? min(1, max(-1, weight)) : 0
        self.italic = italic
        self.condensed = condensed
    }

    /// The system font of a size and weight.
    public static func system(size: CGFloat, weight: CGFloat = 0) -> FontSpec {
        FontSpec(family: systemFamily, size: size, weight: weight)
    }

    /// The CSS-style weight (100...900) Pango uses for a UIKit weight.
    public var pangoWeight: Int32 {
        switch weight {
        case ..<(-0.7): return 100
        case ..<(-0.5): return 200
        case ..<(-0.2): return 300
        case ..<0.115: return 400
        case ..<0.265: return 500
        case ..<0.35: return 600
        case ..<0.48: return 700
        case ..<0.59: return 800
        default: return 900
        }
    }

    /// The PostScript-style name of the face ("DejaVuSans-Bold", "DejaVuSans-Oblique").
    public var postScriptName: String {
        let base = family.replacingOccurrences(of: " ", with: "")
        var style = ""
        if pangoWeight >= 600 { style += "Bold" }
        if pangoWeight <= 200, family == FontSpec.systemFamily { style += "ExtraLight" }
        if italic { style += family.contains("Serif") ? "Italic" : "Oblique" }
        return style.isEmpty ? base : "\(base)-\(style)"
    }

    /// A new Pango font description (the caller frees it with `pango_font_description_free`).
    package func makeDescription() -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(pangoWeight)))
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        if condensed { pango_font_description_set_stretch(desc, PANGO_STRETCH_CONDENSED) }
        return desc
    }

    /// The font's vertical metrics.
    public var metrics: FontMetrics { FontCatalog.shared.metrics(for: self) }
}

/// Vertical metrics of a font, in points; `descender` is negative as in UIKit.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line box.
    public var ascender: CGFloat
    /// Distance from the baseline to the bottom of the line box (negative).
    public var descender: CGFloat
    /// Extra space between lines (DejaVu: 0).
    public var leading: CGFloat
    /// Height of capital letters (ink of "H").
    public var capHeight: CGFloat
    /// Height of lowercase letters (ink of "x").
    public var xHeight: CGFloat
    /// The line height: ascender - descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
}

/// The installed font families and a metrics cache; thread-safe.
package final class FontCatalog: @unchecked Sendable {
    package static let shared = FontCatalog()
    private let lock = NSLock()
    private var families: [String: String]?  // lowercased -> installed name
    private var metricsCache: [FontSpec: FontMetrics] = [:]
    private var loggedUnknown: Set<String> = []

    /// Names UIKit code uses for Apple's fonts, mapped to the DejaVu family closest in role.
    private static let aliases: [String: String] = [
        "system": FontSpec.systemFamily, ".sfui": FontSpec.systemFamily, ".sf ui text": FontSpec.systemFamily,
        "sf pro": FontSpec.systemFamily, "sf pro text": FontSpec.systemFamily, "sf pro display": FontSpec.systemFamily,
        "helvetica": FontSpec.systemFamily, "helvetica neue": FontSpec.systemFamily, "helveticaneue": FontSpec.systemFamily,
        "arial": FontSpec.systemFamily, "sans-serif": FontSpec.systemFamily, "sans": FontSpec.systemFamily,
        "avenir": FontSpec.systemFamily, "avenir next": FontSpec.systemFamily,
        "courier": FontSpec.monospacedFamily, "courier new": FontSpec.monospacedFamily, "menlo": FontSpec.monospacedFamily,
        "monaco": FontSpec.monospacedFamily, "sf mono": FontSpec.monospacedFamily, "monospace": FontSpec.monospacedFamily,
        "times": FontSpec.serifFamily, "times new roman": FontSpec.serifFamily, "georgia": FontSpec.serifFamily,
        "serif": FontSpec.serifFamily, "new york": FontSpec.serifFamily,
    ]

    /// Whether a family is installed (case-insensitive).
    package func isInstalled(_ family: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return installedFamilies()[family.lowercased()] != nil
    }

    /// All installed family names, sorted.
    package var familyNames: [String] {
        lock.lock(); defer { lock.unlock() }
        return installedFamilies().values.sorted()
    }

    /// An installed family for a requested name: itself, an alias, else the system family
    /// with a log line.
    package func resolve(family: String) -> String {
        lock.lock(); defer { lock.unlock() }
        let key = family.lowercased()
        if let installed = installedFamilies()[key] { return installed }
        if let alias = Self.aliases[key] { return alias }
        if !loggedUnknown.contains(key) {
            loggedUnknown.insert(key)
            FileHandle.standardError.write(Data("TextLayout: no font family named \"\(family)\"; falling back to \(FontSpec.systemFamily)\n".utf8))
        }
        return FontSpec.systemFamily
    }

    private func installedFamilies() -> [String: String] {
        if let families { return families }
        var result: [String: String] = [:]
        let fontMap = pango_cairo_font_map_get_default()
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        if let list {
            for i in 0..<Int(count) {
                if let fam = list[i], let name = pango_font_family_get_name(fam) {
                    let s = String(cString: name)
                    result[s.lowercased()] = s
                }
            }
            g_free(list)
        }
        families = result
        return result
    }

    package func metrics(for font: FontSpec) -> FontMetrics {
        lock.lock()
        if let m = metricsCache[font] { lock.unlock(); return m }
        lock.unlock()
        let m = computeMetrics(font)
        lock.lock(); metricsCache[font] = m; lock.unlock()
        return m
    }

    private func computeMetrics(_ font: FontSpec) -> FontMetrics {
        let context = PangoThreadContext.current.context
        let desc = font.makeDescription()
        defer { pango_font_description_free(desc) }
        let scale = CGFloat(PANGO_SCALE)
        guard let m = pango_context_get_metrics(context, desc, nil) else {
            return FontMetrics(ascender: font.size * 0.928, descender: -font.size * 0.236, leading: 0,
                               capHeight: font.size * 0.729, xHeight: font.size * 0.547)
        }
        defer { pango_font_metrics_unref(m) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(m)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(m)) / scale
        let height = CGFloat(pango_font_metrics_get_height(m)) / scale
        let leading = max(0, height - ascent - descent)
        func inkHeight(_ s: String) -> CGFloat {
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, s, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let baseline = pango_layout_get_baseline(layout)
            return CGFloat(baseline - ink.y) / scale
        }
        return FontMetrics(ascender: ascent, descender: -descent, leading: leading,
                           capHeight: inkHeight("H"), xHeight: inkHeight("x"))
    }
}

/// One Pango context per thread (Pango objects are not thread-safe), set up for
/// deterministic output: no hinting, unrounded metrics and glyph positions.
package final class PangoThreadContext {
    package let context: OpaquePointer

    private init(roundsGlyphPositions: Bool = false) {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, roundsGlyphPositions ? 1 : 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// The calling thread's context.
    package static var current: PangoThreadContext { threadLocal(plainKey, roundsGlyphPositions: false) }

    /// The calling thread's context that quantizes glyph positions to whole points.
    package static var currentRounded: PangoThreadContext { threadLocal(roundedKey, roundsGlyphPositions: true) }

    /// Thread-local slots holding each thread's contexts (retained; released when the thread
    /// exits). Pthread keys rather than `Thread.current.threadDictionary`: every text layout
    /// reads one, and a string-keyed dictionary lookup cost more than a short layout.
    private static let plainKey = makeKey(), roundedKey = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<PangoThreadContext>.fromOpaque(pointer).release()
        }
        return key
    }

    private static func threadLocal(_ key: pthread_key_t, roundsGlyphPositions: Bool) -> PangoThreadContext {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<PangoThreadContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let created = PangoThreadContext(roundsGlyphPositions: roundsGlyphPositions)
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }
}
