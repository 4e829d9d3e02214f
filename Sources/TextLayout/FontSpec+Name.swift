import Foundation

extension FontSpec {
    /// The font for a family or PostScript-style face name ("DejaVu Sans",
    /// "DejaVuSans-Bold", "Helvetica-BoldOblique") at `size`; unknown families fall back
    /// to the system family with a log line.
    package init(name: String, size: CGFloat) {
        let parsed = FontSpec.parse(name: name)
        self.init(family: parsed.family, size: size, weight: parsed.weight, italic: parsed.italic)
    }

    /// Splits "Family-Style" into an installed family, a weight on UIKit's scale and italic.
    package static func parse(name: String) -> (family: String, weight: CGFloat, italic: Bool) {
        let catalog = FontCatalog.shared
        if catalog.isInstalled(name) { return (name, 0, false) }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        var base = parts.first ?? name
        var style = parts.count > 1 ? parts[1].lowercased() : ""
        // "HelveticaNeue-Bold", "DejaVuSans-Bold": compact names without spaces.
        let compact = base.replacingOccurrences(of: " ", with: "").lowercased()
        if let installed = catalog.familyNames.first(where: {
            $0.replacingOccurrences(of: " ", with: "").lowercased() == compact
        }) {
            base = installed
        } else if parts.count == 1 {
            for suffix in ["bolditalic", "boldoblique", "bold", "italic", "oblique", "light", "medium"] where compact.hasSuffix(suffix) {
                let stripped = String(base.dropLast(suffix.count))
                if catalog.isInstalled(stripped.trimmingCharacters(in: .whitespaces)) {
                    base = stripped.trimmingCharacters(in: .whitespaces)
                    style = suffix
                }
                break
            }
        }
        // UIFont.Weight raw values.
        var weight: CGFloat = 0
        if style.contains("ultralight") || style.contains("extralight") { weight = -0.8 }
        else if style.contains("thin") { weight = -0.6 }
        else if style.contains("light") { weight = -0.4 }
        else if style.contains("medium") { weight = 0.23 }
        else if style.contains("semibold") || style.contains("demibold") { weight = 0.3 }
        else if style.contains("heavy") { weight = 0.56 }
        else if style.contains("black") { weight = 0.62 }
        else if style.contains("bold") { weight = 0.4 }
        let italic = style.contains("italic") || style.contains("oblique")
        return (FontSpec(family: base, size: 12).family, weight, italic)
    }
}
