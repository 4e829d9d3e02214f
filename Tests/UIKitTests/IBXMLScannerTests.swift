import Foundation
import OpenUIKitTool
import Testing
import UIKit

/// The loader's fast XML scanner must give exactly the tree `XMLParser` gives, and leave to
/// `XMLParser` every document it does not accept in full (which then names the error).
@MainActor @Suite struct IBXMLScannerTests {
    /// The differences between two trees, as paths (empty when they are the same).
    func differences(_ a: IBElement, _ b: IBElement, path: String = "") -> [String] {
        let here = "\(path)/\(a.name)@\(a.line)"
        var found: [String] = []
        if a.name != b.name { found.append("\(here): name \(b.name)") }
        if a.line != b.line { found.append("\(here): line \(b.line)") }
        if a.attributes.dictionary != b.attributes.dictionary { found.append("\(here): attributes \(a.attributes.dictionary) vs \(b.attributes.dictionary)") }
        if a.text != b.text { found.append("\(here): text \(a.text.debugDescription) vs \(b.text.debugDescription)") }
        if a.children.count != b.children.count { return found + ["\(here): \(a.children.count) vs \(b.children.count) children"] }
        for (x, y) in zip(a.children, b.children) { found += differences(x, y, path: here) }
        return found
    }

    /// Every document the tests, the tool's tests and the Catalog keep.
    func documents() throws -> [(String, Data)] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folders = [tests.appendingPathComponent("UIKitTests/InterfaceBuilderDocuments"),
                       tests.appendingPathComponent("OpenUIKitToolTests/Documents"),
                       tests.deletingLastPathComponent().appendingPathComponent("Sources/Catalog/Documents")]
        var found: [(String, Data)] = []
        for folder in folders {
            for url in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where url.pathExtension == "xib" || url.pathExtension == "storyboard" {
                found.append((url.lastPathComponent, try Data(contentsOf: url)))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test func realDocumentsScanToXMLParsersTree() throws {
        let documents = try documents()
        #expect(documents.count >= 10)
        for (name, data) in documents {
            let scanned = try #require(IBXMLScanner.scan(data, reader: IBXMLReader()), "\(name) left the fast path")
            let parsed = try IBXMLReader().parse(data, file: name)
            #expect(differences(parsed, scanned).isEmpty, "\(name): \(differences(parsed, scanned).prefix(3))")
        }
    }

    @Test func referencesWhitespaceCDATAAndMultiLineTags() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- c -->\n<a x=\"1&#10;2\ta\n b\" y='&lt;&amp;&quot;' z=\"é&#x1F600;\">\n  <b\n   k=\"v\"\n  />text&amp;more<![CDATA[ <raw> & ]]>tail &#x41;&#66;é\n  <c></c> <d>  </d><e\t/>\n</a>\n<!-- after -->\n"
        let data = Data(xml.utf8)
        let scanned = try #require(IBXMLScanner.scan(data, reader: IBXMLReader()))
        let parsed = try IBXMLReader().parse(data, file: "t")
        #expect(differences(parsed, scanned).isEmpty, "\(differences(parsed, scanned))")
        #expect(scanned.attributes["x"] == "1\n2 a  b")
        #expect(scanned.children.first?.line == 7)
        #expect(scanned.text == "\n  text&more <raw> & tail ABé\n   \n")
    }

    @Test func whatTheScannerDoesNotAcceptGoesToXMLParser() throws {
        let refused = [
            "", "  <?xml version=\"1.0\"?><a/>", "<a>", "<a></b>", "<a/><b/>", "<a x=\"1\" x=\"2\"/>", "<a x=\"<\"/>", "<a x=1/>", "<a x=\"1\"y=\"2\"/>",
            "<a>&nbsp;</a>", "<a>&#0;</a>", "<a>&#xD800;</a>", "<a>]]></a>", "<a>\r\n</a>", "<a><!-- a -- b --></a>",
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "<a><?pi x?></a>", "<p:a xmlns:p=\"u\"/>", "<a xmlns=\"u\"/>",
            "<a>\u{1}</a>", "<é/>", "text<a/>", "<a/>text", "<![CDATA[x]]><a/>", "<a/ >", "\u{FEFF}<a/>",
        ]
        for text in refused {
            #expect(IBXMLScanner.scan(Data(text.utf8), reader: IBXMLReader()) == nil, "\(text.debugDescription) was accepted")
        }
        #expect(IBXMLScanner.scan(Data([0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E]), reader: IBXMLReader()) == nil)
        var reader = IBXMLReader()
        reader.maxDepth = 2
        #expect(IBXMLScanner.scan(Data("<a><b><c/></b></a>".utf8), reader: reader) == nil)
    }

    /// Mutated documents: whatever the scanner accepts, XMLParser accepts as the same tree.
    @Test func mutatedDocumentsScanAsXMLParserReadsThem() throws {
        var random = SeededRandom(seed: 61)
        let inserts = ["<", ">", "&", "&amp;", "&#10;", "&#xZ;", "\"", "'", "/", "]]>", "<!--", "-->", "--", "\r", "\t", "\n", "é",
                       "<![CDATA[", "</view>", "<view>", " x=\"1\"", "=", "\u{0}", "?>", "<?", "\u{FFFF}"]
        var accepted = 0, agreed = 0
        for (name, data) in try documents() {
            let original = Array(data)
            for _ in 0..<60 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.insert(contentsOf: Array(inserts.randomElement(using: &random)!.utf8), at: at)
                    case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
                    default: bytes[at] = UInt8.random(in: 0...255, using: &random)
                    }
                    if bytes.isEmpty { bytes = [0x20] }
                }
                let mutated = Data(bytes)
                guard let scanned = IBXMLScanner.scan(mutated, reader: IBXMLReader()) else { continue }
                accepted += 1
                let parsed = try? IBXMLReader().parse(mutated, file: name)
                if let parsed, differences(parsed, scanned).isEmpty {
                    agreed += 1
                } else {
                    Issue.record("\(name): the scanner accepted a document XMLParser reads otherwise: \(String(decoding: bytes, as: UTF8.self).debugDescription.prefix(2_000))")
                }
            }
        }
        #expect(accepted > 50, "the mutations keep some documents well-formed")
        #expect(agreed == accepted)
    }
}
