import CoreGraphics
import Foundation
import Testing
import UIKit

/// An element's attributes are found by name through signatures (length and a few bytes):
/// names that share a signature must still be told apart, and numbers read without
/// `strtod` must be the numbers `Double(text)` reads.
@MainActor @Suite struct IBAttributesTests {
    @Test func namesSharingASignatureAreToldApart() {
        // Same length, same first four and last three bytes: only a string compare separates them.
        let attributes = IBAttributes(["abcdXYZfgh": "first", "abcdQRSfgh": "second", "a": "short", "ab": "two"])
        #expect(IBAttributes.signature(of: "abcdXYZfgh") == IBAttributes.signature(of: "abcdQRSfgh"))
        #expect(attributes["abcdXYZfgh"] == "first")
        #expect(attributes["abcdQRSfgh"] == "second")
        #expect(attributes["abcdZZZfgh"] == nil)
        #expect(attributes["a"] == "short")
        #expect(attributes["ab"] == "two")
        #expect(attributes["ba"] == nil)
        #expect(attributes[""] == nil)
    }

    @Test func settingAndRemovingKeepTheOtherAttributes() {
        var attributes = IBAttributes(["id": "x", "contentMode": "left"])
        attributes["id"] = "y"
        attributes["opaque"] = "NO"
        attributes["contentMode"] = nil
        #expect(attributes.dictionary == ["id": "y", "opaque": "NO"])
        #expect(attributes.count == 2)
        #expect(attributes["contentMode"] == nil)
        #expect(Dictionary(uniqueKeysWithValues: attributes.map { ($0.key, $0.value) }) == ["id": "y", "opaque": "NO"])
    }

    /// Whole numbers are read without `strtod`; everything else still goes through `Double`.
    @Test func frameNumbersReadAsDoubleReadsThem() throws {
        let data = xib("""
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="007" y="1e1" width="12345678901234567" height="0.5"/>
            </view>
        """)
        let view = try #require(UINib(data: data, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(view.frame == CGRect(x: 7, y: 10, width: Double("12345678901234567")!, height: 0.5))
        let bad = UINib(data: xib("<view id=\"w\"><rect key=\"frame\" x=\"12a\" y=\"0\" width=\"1\" height=\"1\"/></view>"), bundle: nil)
        let (objects, log) = capturingInterfaceBuilderLog { bad.instantiate(withOwner: nil) }
        #expect(objects.isEmpty)
        #expect(log.contains { $0.contains("x=\"12a\" is not a finite number") }, "\(log)")
    }
}
