import CoreGraphics
import Foundation
import Testing

/// `CGFont` by name and from font data (Debian's fonts-dejavu-core is installed by `make deps`).
@Suite struct CGFontTests {
    static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    @Test func installedFacesAreFoundByPostScriptOrFamilyName() throws {
        let byPostScript = try #require(CGFont("DejaVuSans-Bold"))
        #expect(byPostScript.familyName == "DejaVu Sans")
        #expect(byPostScript.fullName == "DejaVu Sans Bold")
        let byFamily = try #require(CGFont("DejaVu Sans"))
        #expect(byFamily.familyName == "DejaVu Sans")
        #expect(CGFont("") == nil)
    }

    @Test func fontDataLoadsAndNamesTheFace() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.boldPath))
        let font = try #require(CGFont(CGDataProvider(data: data)!))
        #expect(font.postScriptName == "DejaVuSans-Bold")
        #expect(font.familyName == "DejaVu Sans")
    }

    @Test func dataThatIsNotAFontGivesNil() throws {
        #expect(CGFont(CGDataProvider(data: Data("not a font at all".utf8))!) == nil)
        let truncated = try Data(contentsOf: URL(fileURLWithPath: Self.boldPath)).prefix(200)
        #expect(CGFont(CGDataProvider(data: Data(truncated))!) == nil)
    }
}
