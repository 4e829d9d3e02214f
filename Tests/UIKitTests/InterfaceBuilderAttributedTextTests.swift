import Foundation
import Testing
import UIKit
import UIKitTesting

/// `<attributedString>` in Interface Builder documents: a label's and text view's
/// `attributedText`, a text field's text and placeholder and a button state's
/// `attributedTitle` load with their fragments' runs and attributes, and lay out as the
/// same text built in code; a malformed attribute value names its line.
@MainActor @Suite(.serialized) struct InterfaceBuilderAttributedTextTests {
    static let document = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>
                <label opaque="NO" numberOfLines="0" id="label" text="ignored">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <attributedString key="attributedText">
                        <fragment content="Bold red ">
                            <attributes>
                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                <font key="NSFont" metaFont="systemBold" size="20"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" tighteningFactorForTruncation="0.0"/>
                                <real key="NSKern" value="1.5"/>
                            </attributes>
                        </fragment>
                        <fragment>
                            <string key="content">blue
        underlined</string>
                            <attributes>
                                <color key="NSColor" systemColor="systemBlueColor"/>
                                <color key="NSBackgroundColor" white="0.90000000000000002" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <font key="NSFont" size="13" name="Menlo-Regular"/>
                                <integer key="NSUnderline" value="1"/>
                                <color key="NSUnderlineColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                <url key="NSLink" string="https://example.com/x"/>
                                <shadow key="NSShadow" blurRadius="2">
                                    <size key="offset" width="1" height="2"/>
                                    <color key="color" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </shadow>
                                <real key="NSBaselineOffset" value="3"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </label>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="textView">
                    <rect key="frame" x="0.0" y="60" width="300" height="60"/>
                    <attributedString key="attributedText">
                        <fragment content="Green ">
                            <attributes>
                                <color key="NSColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                <font key="NSFont" metaFont="system" size="14"/>
                            </attributes>
                        </fragment>
                        <fragment content="struck">
                            <attributes>
                                <color key="NSColor" red="0.5" green="0.0" blue="0.5" alpha="1" colorSpace="calibratedRGB"/>
                                <font key="NSFont" metaFont="system" size="18"/>
                                <integer key="NSStrikethrough" value="1"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </textView>
                <textField opaque="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" id="field">
                    <rect key="frame" x="0.0" y="120" width="300" height="34"/>
                    <attributedString key="attributedPlaceholder">
                        <fragment content="Search">
                            <attributes>
                                <color key="NSColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                <font key="NSFont" metaFont="system" size="15"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </textField>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
                    <rect key="frame" x="0.0" y="160" width="300" height="40"/>
                    <state key="normal">
                        <attributedString key="attributedTitle">
                            <fragment content="Go">
                                <attributes>
                                    <color key="NSColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    <font key="NSFont" metaFont="systemBold" size="22"/>
                                </attributes>
                            </fragment>
                            <fragment content=" now">
                                <attributes>
                                    <color key="NSColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    <font key="NSFont" metaFont="system" size="12"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </state>
                </button>
            </subviews>
        </view>
        """)

    func load() throws -> UIView {
        let objects = try UINib(data: Self.document, bundle: nil).instantiateOrThrow(withOwner: nil)
        return try #require(objects.first as? UIView)
    }

    @Test func labelLoadsFragmentsWithTheirAttributes() throws {
        let root = try load()
        let label = try #require(root.subviews.first as? UILabel)
        let text = try #require(label.attributedText)
        try #require(text.string == "Bold red blue\nunderlined")
        var range = NSRange()
        let first = text.attributes(at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 9))
        #expect(first[.foregroundColor] as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(first[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(first[.kern] as? CGFloat == 1.5)
        let paragraph = try #require(first[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.alignment == .center && paragraph.lineSpacing == 4 && paragraph.lineBreakMode == .byWordWrapping)
        let second = text.attributes(at: 9, effectiveRange: &range)
        #expect(range == NSRange(location: 9, length: 15))
        #expect(second[.foregroundColor] as? UIColor == .systemBlue)
        #expect(second[.backgroundColor] as? UIColor == UIColor(white: 0.9, alpha: 1))
        #expect((second[.font] as? UIFont)?.pointSize == 13)
        #expect(second[.underlineStyle] as? Int == 1 && second[.underlineColor] as? UIColor == .label)
        #expect(second[.link] as? URL == URL(string: "https://example.com/x"))
        #expect(second[.baselineOffset] as? CGFloat == 3)
        let shadow = try #require(second[.shadow] as? NSShadow)
        #expect(shadow.shadowOffset == CGSize(width: 1, height: 2) && shadow.shadowBlurRadius == 2)
        #expect(shadow.shadowColor as? UIColor == UIColor(white: 0, alpha: 0.5))

        // Laid out as the same text made in code (and not as the plain text).
        let coded = UILabel(frame: label.frame)
        coded.numberOfLines = 0
        coded.attributedText = text
        let plain = UILabel(frame: label.frame)
        plain.numberOfLines = 0
        plain.text = text.string
        #expect(label.intrinsicContentSize == coded.intrinsicContentSize)
        #expect(label.intrinsicContentSize != plain.intrinsicContentSize)
    }

    @Test func textViewFieldAndButtonLoadTheirAttributedText() throws {
        let root = try load()
        let textView = try #require(root.subviews[1] as? UITextView)
        try #require(textView.text == "Green struck")
        #expect(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        #expect((textView.attributedText.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.pointSize == 18)
        #expect(textView.attributedText.attribute(.strikethroughStyle, at: 7, effectiveRange: nil) as? Int == 1)

        let field = try #require(root.subviews[2] as? UITextField)
        try #require(field.placeholder == "Search")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))

        let button = try #require(root.subviews[3] as? UIButton)
        let title = try #require(button.attributedTitle(for: .normal))
        try #require(title.string == "Go now")
        #expect(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 22))
        #expect(title.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        #expect(button.currentTitle == "Go now")
    }

    @Test(arguments: [
        (#"<real key="NSKern" value="nan"/>"#, "not a finite number"),
        (#"<real key="NSBaselineOffset" value="1e9"/>"#, "beyond"),
        (#"<font key="NSFont" metaFont="system" size="-3"/>"#, "not a font size"),
        (#"<paragraphStyle key="NSParagraphStyle" lineBreakMode="sideways"/>"#, "sideways"),
        (#"<url key="NSLink"/>"#, "url"),
        (#"<color key="NSColor" name="nope" catalog="System" colorSpace="catalog"/>"#, "nope"),
    ])
    func malformedAttributeNamesItsLine(attribute: String, words: String) throws {
        let data = xib("""
            <label opaque="NO" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="x">
                        <attributes>
                            \(attribute)
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        do {
            _ = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
            Issue.record("\(attribute) was accepted")
        } catch {
            #expect(error.line == 9, "\(error)")
            #expect(error.description.contains(words), "\(error)")
        }
    }
}
