import CoreGraphics
import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting
@testable import OpenUIKitTool

/// The folder of this suite's documents, and the UIKit tests' documents.
let toolDocuments = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents")
let uikitDocuments = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UIKitTests/InterfaceBuilderDocuments")

let catalogDocuments = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Catalog/Documents")

/// `openuikit render` through the tool's library entry point, each PNG compared with its
/// reference in `__References__` (what CI checks), and `openuikit inspect`'s report.
@MainActor @Suite(.serialized) struct OpenUIKitToolTests {
    /// Renders `path` with `arguments` and reads the PNG back.
    func render(_ path: URL, _ arguments: [String] = []) throws -> CGImage {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let options = try ToolOptions(arguments: ["render", path.path] + arguments + ["-o", output.path])
        let line = try OpenUIKitTool.run(options)
        #expect(line.hasPrefix("wrote \(output.path)"))
        let data = try Data(contentsOf: output)
        let provider = try #require(CGDataProvider(data: data))
        return try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
    }

    nonisolated static let rendered: [(document: String, reference: String, arguments: [String])] = [
        ("UIKit:ProfileCard.xib", "tool-ProfileCard", ["--scale", "1"]),
        ("UIKit:InspectableBadge.xib", "tool-InspectableBadge", ["--scale", "2"]),
        ("UIKit:Flow.storyboard", "tool-Flow-dark", ["--size", "390x400", "--scale", "1", "--appearance", "dark"]),
        ("Variations.xib", "tool-Variations-portrait", ["--size", "300x600", "--scale", "1"]),
        ("Variations.xib", "tool-Variations-landscape", ["--size", "600x300", "--scale", "1"]),
        ("Bars.storyboard", "tool-Bars", ["--size", "390x500", "--scale", "1"]),
        ("Catalog:ProfileScreen.xib", "tool-Catalog-ProfileScreen", ["--scale", "1"]),
    ]

    @Test(arguments: rendered.indices)
    func renderMatchesReference(_ index: Int) throws {
        let entry = Self.rendered[index]
        let url: URL
        if entry.document.hasPrefix("UIKit:") {
            url = uikitDocuments.appendingPathComponent(String(entry.document.dropFirst(6)))
        } else if entry.document.hasPrefix("Catalog:") {
            url = catalogDocuments.appendingPathComponent(String(entry.document.dropFirst(8)))
        } else {
            url = toolDocuments.appendingPathComponent(entry.document)
        }
        let image = try render(url, entry.arguments)
        expectMatchesReference(image, named: entry.reference)
    }

    /// Size and scale give the PNG's pixel size; an unknown custom class is drawn as a
    /// labelled placeholder (a gray border where the plain view would be transparent).
    @Test func renderSizeScaleAndPlaceholder() throws {
        let image = try render(uikitDocuments.appendingPathComponent("InspectableBadge.xib"), ["--scale", "3"])
        #expect(image.width == 600 && image.height == 180)
        let pixels = PixelReader(image)
        // NoSuchView (a 30-point square at (100, 30)) exists nowhere: its placeholder's
        // 1-point border (white 0.45) is at its left edge.
        #expect(pixels[301, 135].isNear(Pixel(115, 115, 115, 255), 12), "\(pixels[301, 135])")
    }

    @Test func prepareForInterfaceBuilderIsCalledOnLinkedCustomViews() throws {
        UINib.register(DesignableSwatch.self)
        DesignableSwatch.prepared = 0
        let image = try render(toolDocuments.appendingPathComponent("Designable.xib"), ["--scale", "1"])
        #expect(DesignableSwatch.prepared == 1)
        // prepareForInterfaceBuilder() painted the view green; no placeholder was drawn.
        #expect(PixelReader(image)[30, 30].isNear(.green, 2), "\(PixelReader(image)[30, 30])")
    }

    @Test func inspectPrintsTreeAndProblems() throws {
        let report = try OpenUIKitTool.run(ToolOptions(arguments: ["inspect", toolDocuments.appendingPathComponent("Problems.xib").path]))
        #expect(report.contains("<UIView: frame = (0 0; 300 200); id = Prb-vw-001>"), "\(report)")
        #expect(report.contains("   | <UIView: frame = (150 10; 40 40); id = Prb-vw-003; userLabel = 'Moved'>"), "\(report)")
        #expect(report.contains("Unable to simultaneously satisfy constraints."), "\(report)")
        #expect(report.contains("Ambiguous layout: AMBIGUOUS LAYOUT for UIView \"Loose\" (id Prb-vw-002)"), "\(report)")
        #expect(report.contains("Misplaced view: Frame for \"Moved\" (id Prb-vw-003) will be different at run time. Document: (100 10; 40 40); at run time: (150 10; 40 40)"), "\(report)")
        #expect(!report.contains("Frame for \"Loose\""))
    }

    @Test func inspectCleanDocumentReportsNoProblems() throws {
        let report = try OpenUIKitTool.run(ToolOptions(arguments: ["inspect", uikitDocuments.appendingPathComponent("Swatch.xib").path]))
        #expect(report.hasSuffix("No Auto Layout problems.\n"), "\(report)")
    }

    @Test func badArgumentsNameTheProblem() {
        #expect(throws: ToolError.usage("no command given")) { try ToolOptions(arguments: []) }
        #expect(throws: ToolError.usage("unknown command 'draw' (render or inspect)")) { try ToolOptions(arguments: ["draw", "a.xib"]) }
        #expect(throws: ToolError.usage("render needs -o OUT.png")) { try ToolOptions(arguments: ["render", "a.xib"]) }
        #expect(throws: ToolError.usage("--size 10by20: expected WIDTHxHEIGHT in points, e.g. 390x844 (1 to 10000 each)")) {
            try ToolOptions(arguments: ["render", "a.xib", "--size", "10by20", "-o", "x.png"])
        }
        #expect(throws: ToolError.usage("--appearance sepia: expected light or dark")) {
            try ToolOptions(arguments: ["render", "a.xib", "--appearance", "sepia", "-o", "x.png"])
        }
        #expect(OpenUIKitTool.main(["render"]) == 64)
    }

    @Test func badDocumentsNameFileLineAndElement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.xib")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="a">
                        <constraints>
                            <constraint firstItem="zz" firstAttribute="width" constant="4" id="c"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: bad)
        do {
            _ = try OpenUIKitTool.run(ToolOptions(arguments: ["inspect", bad.path]))
            Issue.record("a dangling constraint item was accepted")
        } catch {
            #expect(error.description == "openuikit: Bad.xib:6: <constraint>: reference to a missing object: no object with id zz")
        }
        #expect(throws: ToolError.self) { try OpenUIKitTool.run(ToolOptions(arguments: ["inspect", folder.appendingPathComponent("Missing.xib").path])) }
        #expect(throws: ToolError.usage("Variations.xib has no top-level view with id 'nope' (top-level views: Var-vw-001)")) {
            try OpenUIKitTool.run(ToolOptions(arguments: ["inspect", toolDocuments.appendingPathComponent("Variations.xib").path, "--scene", "nope"]))
        }
    }
}

/// A designable view linked into the test process: `prepareForInterfaceBuilder()` paints it.
@MainActor final class DesignableSwatch: UIView {
    static var prepared = 0
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        DesignableSwatch.prepared += 1
        backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    }
}
