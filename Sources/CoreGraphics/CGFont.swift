import CFontconfig
import Foundation

/// A font face, as Core Graphics names one: by PostScript or family name, or loaded from
/// font data (TrueType/OpenType). `CATextLayer.font` accepts it; `UIFont` and text drawing
/// resolve it by name through fontconfig and Pango.
///
/// Not actor-isolated, as on Apple platforms.
public final class CGFont: @unchecked Sendable {
    /// The PostScript name (`DejaVuSans-Bold`), or the name the font was created with.
    public let postScriptName: String?
    /// The full name (`DejaVu Sans Bold`), when known.
    public let fullName: String?
    /// The family name text layout looks the face up by (`DejaVu Sans`).
    public let familyName: String

    private init(postScriptName: String?, fullName: String?, familyName: String) {
        self.postScriptName = postScriptName
        self.fullName = fullName
        self.familyName = familyName
    }

    /// The installed font `name` names (a PostScript, full or family name), or nil for an
    /// empty name. A name fontconfig does not know keeps its name: text layout falls back
    /// to a matching face with a log line, as `UIFont(name:size:)` does.
    public convenience init?(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let face = CGFont.installedFace(named: trimmed) {
            self.init(postScriptName: face.postScript ?? trimmed, fullName: face.full, familyName: face.family)
        } else {
            self.init(postScriptName: trimmed, fullName: nil, familyName: trimmed)
        }
    }

    /// Loads a TrueType or OpenType font from `dataProvider`'s bytes and registers it with
    /// fontconfig for this process (so text can be set in it by name); nil, with a log line,
    /// when the data is not a font.
    public convenience init?(_ dataProvider: CGDataProvider) {
        guard let data = dataProvider.data, !data.isEmpty else { return nil }
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("openuikit-font-\(UUID().uuidString).ttf")
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            cgLog("CGFont: could not write font data to \(path)")
            return nil
        }
        guard let face = CGFont.register(fileAt: path) else {
            try? FileManager.default.removeItem(atPath: path)
            cgLog("CGFont: the \(data.count) bytes given are not a font fontconfig can read")
            return nil
        }
        self.init(postScriptName: face.postScript, fullName: face.full, familyName: face.family)
    }

    private struct Face { var family: String; var postScript: String?; var full: String? }

    /// Adds the font file to the current fontconfig configuration and reads its names.
    private static func register(fileAt path: String) -> Face? {
        guard FcConfigAppFontAddFile(nil, path) == FcTrue else { return nil }
        return faces(matching: FC_FILE, path).first
    }

    /// An installed face whose PostScript, full or family name is `name` (ignoring case).
    private static func installedFace(named name: String) -> Face? {
        for key in [FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_FAMILY] {
            if let face = faces(matching: key, name).first { return face }
        }
        return nil
    }

    /// The faces fontconfig lists whose string property `key` equals `value`.
    private static func faces(matching key: String, _ value: String) -> [Face] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        _ = value.withCString { FcPatternAddString(pattern, key, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        for object in [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_FULLNAME] { _ = FcObjectSetAdd(objects, object) }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var result: [Face] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            guard let family = string(font, FC_FAMILY) else { continue }
            result.append(Face(family: family, postScript: string(font, FC_POSTSCRIPT_NAME), full: string(font, FC_FULLNAME)))
        }
        return result
    }

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}
