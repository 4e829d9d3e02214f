import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A view that draws differently from its committed reference PNG fails the comparison and
/// leaves the image and a difference image behind, so CI catches an unintended rendering
/// change. The committed `switch-on-light.png` (`ControlVariantReferenceImageTests`) is
/// copied into a scratch folder, so a run with `RECORD_REFERENCES=1` cannot overwrite it
/// (such a run skips these tests: recording replaces every comparison); the copy is named
/// `deliberate-mismatch`, so the failure images it leaves in `REFERENCE_ARTIFACTS` say they
/// are expected.
@MainActor @Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1",
                                         "RECORD_REFERENCES=1 records instead of comparing"))
struct ViewReferenceMismatchTests {
    let size = CGSize(width: 67, height: 47)

    /// The name of the committed reference's copy.
    let name = "deliberate-mismatch"

    /// A scratch test file whose `__References__` folder holds a copy of the committed
    /// `switch-on-light.png`, named `name`.
    func scratchTestFile() throws -> String {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__References__/switch-on-light.png")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mismatch-\(UUID().uuidString)")
        let references = folder.appendingPathComponent("__References__")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: committed, to: references.appendingPathComponent("\(name).png"))
        return folder.appendingPathComponent("SwitchTests.swift").path
    }

    /// The switch of the committed reference, with `change` applied.
    func switchImage(_ change: (UISwitch) -> Void = { _ in }) -> CGImage {
        let toggle = UISwitch()
        toggle.isOn = true
        change(toggle)
        return ControlVariantReferenceImageTests.render(toggle, size, .light)
    }

    @Test func theUnchangedViewMatches() throws {
        let file = try scratchTestFile()
        #expect(compareWithReference(switchImage(), named: name, filePath: file) == .matches)
    }

    @Test func aChangedViewFailsAndWritesTheImageAndADifferenceImage() throws {
        let file = try scratchTestFile()
        let changed = switchImage { $0.onTintColor = .systemRed }
        let result = compareWithReference(changed, named: name, filePath: file)
        guard case .differs(let pixels, let largest, let actualPath, let differencePath) = result else {
            Issue.record("expected a difference, got \(result.message)")
            return
        }
        // The track changed from green to red: many pixels, by most of the channel range.
        #expect(pixels > 100)
        #expect(largest > 128)
        #expect(result.message.contains(differencePath))
        // The written image is the changed rendering.
        let written = try CGImage.decodePNG(try #require(FileManager.default.contents(atPath: actualPath)))
        #expect(PixelReader(written).bytes == PixelReader(changed).bytes)
        // The difference image is white where the track changed and black where nothing did.
        let difference = PixelReader(try CGImage.decodePNG(try #require(FileManager.default.contents(atPath: differencePath))))
        #expect(difference.width == changed.width && difference.height == changed.height)
        #expect(difference[20, 23].r > 128, "the track left of the thumb (window point 20, 23)")
        #expect(difference[2, 2] == Pixel(0, 0, 0, 255), "the window corner is unchanged")
        // Within a tolerance larger than every change, the same image matches.
        #expect(compareWithReference(changed, named: name, tolerance: ReferenceTolerance(channel: 255),
                                     filePath: file) == .matches)
    }

    @Test func expectMatchesReferenceFailsTheTestForAChangedView() throws {
        let file = try scratchTestFile()
        let changed = switchImage { $0.isOn = false }
        withKnownIssue("the switch is off, its reference on") {
            expectMatchesReference(changed, named: name, filePath: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pixels differ from the reference") }
        }
    }
}
