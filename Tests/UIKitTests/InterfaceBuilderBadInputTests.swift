import Foundation
import Testing
import UIKit

@MainActor @Suite(.serialized) struct InterfaceBuilderBadInputTests {
    func error(_ data: Data) -> InterfaceBuilderError? {
        do {
            _ = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLNamesTheLine() throws {
        let failure = try #require(error(xib("<view id=\"a\"><rect key=\"frame\" x=\"0\"></view>")))
        guard case .malformedXML = failure.kind else { Issue.record("\(failure)"); return }
        #expect(failure.file == "<data>")
        #expect(failure.line == 4)
        #expect(error(Data("not xml at all".utf8)) != nil)
        #expect(error(Data()) != nil)
    }

    @Test func doctypeAndEntitiesAreRefused() throws {
        let laughs = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
        """
        let failure = try #require(error(Data(laughs.utf8)))
        #expect(failure.kind == .doctypeRefused)
        #expect(failure.line == 2)
        let external = "<?xml version=\"1.0\"?>\n<!doctype document SYSTEM \"file:///etc/passwd\">\n<document/>"
        #expect(error(Data(external.utf8))?.kind == .doctypeRefused)
    }

    @Test func boundsOnDepthAndAttributeSize() throws {
        var reader = IBXMLReader()
        reader.maxDepth = 20
        let deep = String(repeating: "<view>", count: 30) + String(repeating: "</view>", count: 30)
        #expect(throws: InterfaceBuilderError.self) { try reader.read(Data(deep.utf8), file: "deep.xib") }
        reader.maxAttributeLength = 100
        let long = "<document title=\"\(String(repeating: "x", count: 200))\"/>"
        do {
            _ = try reader.read(Data(long.utf8), file: "long.xib")
            Issue.record("a long attribute was accepted")
        } catch {
            guard case .limitExceeded = error.kind else { Issue.record("\(error)"); return }
            #expect(error.element == "document")
        }
        reader.maxElements = 10
        let many = "<a>" + String(repeating: "<b/>", count: 20) + "</a>"
        #expect(throws: InterfaceBuilderError.self) { try reader.read(Data(many.utf8), file: "many.xib") }
    }

    @Test func unknownElementsDanglingIdsAndBadValues() throws {
        let unknown = try #require(error(xib("        <gizmo id=\"g\"/>")))
        #expect(unknown.kind == .unknownElement)
        #expect(unknown.element == "gizmo")
        #expect(unknown.line == 4)
        #expect(unknown.description == "<data>:4: <gizmo>: unknown element")

        let dangling = try #require(error(xib("""
                <view id="root">
                    <constraints>
                        <constraint firstItem="nope" firstAttribute="width" constant="10" id="c1"/>
                    </constraints>
                </view>
        """)))
        #expect(dangling.kind == .danglingReference("no object with id nope"))
        #expect(dangling.element == "constraint" && dangling.line == 6)

        let outlet = try #require(error(xib("""
                <view id="root">
                    <connections>
                        <outlet property="x" destination="missing" id="o1"/>
                    </connections>
                </view>
        """)))
        #expect(outlet.kind == .danglingReference("no object with id missing"))

        let badNumber = try #require(error(xib("        <view alpha=\"lots\" id=\"v\"/>")))
        #expect(badNumber.kind == .badAttribute("alpha=\"lots\" is not a finite number"))
        let infinite = try #require(error(xib("        <view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"inf\" height=\"1\"/></view>")))
        #expect(infinite.element == "rect")
        let keyword = try #require(error(xib("        <view contentMode=\"sideways\" id=\"v\"/>")))
        #expect(keyword.element == "view")
        let duplicate = try #require(error(xib("        <view id=\"v\"/>\n        <view id=\"v\"/>")))
        #expect(duplicate.kind == .badAttribute("id v is used twice"))
        let color = try #require(error(xib("        <view id=\"v\"><color key=\"backgroundColor\" name=\"Undefined\"/></view>")))
        #expect(color.element == "color")
    }

    @Test func unsupportedDocumentsAndMissingFiles() throws {
        let old = Data("<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"></archive>".utf8)
        let failure = try #require(error(old))
        guard case .unsupportedDocument(let detail) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(detail.contains("Xcode 7 or earlier"))
        let mac = Data("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>".utf8)
        #expect(error(mac) != nil)
        #expect(throws: InterfaceBuilderError.self) { try UIStoryboard.validate(name: "NoSuchStoryboard", bundle: .module) }
        let (initial, log) = capturingInterfaceBuilderLog { UIStoryboard(name: "NoSuchStoryboard", bundle: .module).instantiateInitialViewController() }
        #expect(initial == nil)
        #expect(log.contains { $0.contains("Could not find a storyboard named 'NoSuchStoryboard'") })
    }

    @Test func anEmbedCycleIsAnErrorNotARecursion() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-cycle-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="A">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="A" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Av">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="Ac">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <connections>
                                            <segue destination="A" kind="embed" id="e1"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try Data(storyboard.utf8).write(to: url.appendingPathComponent("Cycle.storyboard"))
        let bundle = try #require(Bundle(path: url.path))
        let (controller, log) = capturingInterfaceBuilderLog { () -> UIViewController? in
            let controller = UIStoryboard(name: "Cycle", bundle: bundle).instantiateInitialViewController()
            controller?.loadViewIfNeeded()
            return controller
        }
        #expect(controller?.isViewLoaded == true)
        #expect(controller?.children.isEmpty == true)
        #expect(log.contains { $0.contains("cycle: scene A embeds itself") })
    }
}
