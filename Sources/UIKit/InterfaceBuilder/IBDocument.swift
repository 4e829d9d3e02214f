import Foundation

/// A parsed Interface Builder document (Xcode 8+ format): a `.xib`'s objects or a
/// `.storyboard`'s scenes, with its resources (named colors).
@MainActor
package final class IBDocument {
    /// What the document is.
    package enum Kind { case xib, storyboard }

    package let kind: Kind
    package let root: IBElement
    package let file: String
    package let bundle: Bundle?
    /// `<namedColor>` definitions by name.
    package let namedColors: [String: IBElement]

    /// Reads and checks a document.
    package init(data: Data, file: String, bundle: Bundle?) throws(InterfaceBuilderError) {
        let root = try IBXMLReader().read(data, file: file)
        guard root.name == "document" else {
            let hint = root.name == "archive" ? "an archive of Xcode 7 or earlier; open and save it in Xcode 8 or later" : "the root element is <\(root.name)>"
            throw InterfaceBuilderError(.unsupportedDocument(hint), file: file, line: root.line, element: root.name)
        }
        switch root["type"] {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case let other:
            throw InterfaceBuilderError(.unsupportedDocument("type \(other ?? "(none)") is not an iOS xib or storyboard"), file: file, line: root.line, element: root.name)
        }
        guard let version = root["version"], let major = Int(version.split(separator: ".").first ?? ""), major >= 3 else {
            throw InterfaceBuilderError(.unsupportedDocument("version \(root["version"] ?? "(none)"): the Xcode 8 format (3.0) or later is needed"),
                                        file: file, line: root.line, element: root.name)
        }
        self.root = root
        self.file = file
        self.bundle = bundle
        var colors: [String: IBElement] = [:]
        for resource in root.children(of: "resources") where resource.name == "namedColor" {
            if let name = resource["name"] { colors[name] = resource }
        }
        namedColors = colors
    }

    /// A value reader for this document.
    package func makeValues() -> IBValues {
        var values = IBValues(file: file)
        values.namedColors = namedColors
        values.bundle = bundle
        return values
    }

    /// The element for `kind` with a clear error when it is missing.
    package func required(_ element: IBElement?, _ what: String) throws(InterfaceBuilderError) -> IBElement {
        guard let element else { throw InterfaceBuilderError(.unsupportedDocument("no <\(what)> element"), file: file, line: root.line, element: root.name) }
        return element
    }
}

/// Finds `.xib` and `.storyboard` files in bundles, including SwiftPM resource bundles whose
/// documents sit in a copied folder.
@MainActor
package enum IBResourceLocator {
    /// Per bundle path: every document found below its resources, by file name.
    static var indexes: [String: [String: URL]] = [:]
    /// Most folder entries one bundle's index visits (a bound on a huge main bundle).
    static let maxEntries = 20_000

    /// The URL of `name.ext` in `bundle` (the main bundle when nil): at the top of its
    /// resources, else anywhere four folders deep (indexed once per bundle).
    static func url(named name: String, extensions: [String], in bundle: Bundle?) -> URL? {
        let bundle = bundle ?? .main
        for ext in extensions {
            if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        }
        let index = documentIndex(of: bundle)
        for ext in extensions {
            if let url = index["\(name).\(ext)"] { return url }
        }
        return nil
    }

    /// The bundle's documents by file name (the shallowest wins), built breadth-first.
    static func documentIndex(of bundle: Bundle) -> [String: URL] {
        let base = bundle.resourceURL ?? bundle.bundleURL
        if let index = indexes[base.path] { return index }
        var index: [String: URL] = [:]
        var level = [base]
        var visited = 0
        let files = FileManager.default
        search: for _ in 0..<5 {
            var next: [URL] = []
            for folder in level {
                let children = (try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
                for child in children {
                    visited += 1
                    if visited > maxEntries { break search }
                    let ext = child.pathExtension
                    if ext == "xib" || ext == "storyboard" {
                        if index[child.lastPathComponent] == nil { index[child.lastPathComponent] = child }
                    } else if (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                        next.append(child)
                    }
                }
            }
            level = next
            if level.isEmpty { break }
        }
        indexes[base.path] = index
        return index
    }
}
