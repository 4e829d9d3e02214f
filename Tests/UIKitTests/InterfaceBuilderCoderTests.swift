import CoreGraphics
import Foundation
import Testing
import UIKit

/// A custom view that decodes the document's values itself after `super.init(coder:)`,
/// through every keyed `NSCoder` entry point a user's `init(coder:)` is likely to call.
@MainActor final class CoderReadingView: UIView {
    var decodedFrame: CGRect = .null
    var decodedFrameString: String?
    var decodedFrameNSString: String?
    var decodedTag = -1
    var decodedTag32: Int32 = -1
    var decodedTag64: Int64 = -1
    var decodedHidden: Bool?
    var decodedAlpha = -1.0
    var decodedAlphaFloat: Float = -1
    var containsAlpha = false
    var containsMissing = true
    var missingObject: Any? = "unset"
    var missingInteger = -1
    var missingBool = true
    var missingRect = CGRect.null
    var frameAsNumber: Any? = "unset"
    var coderError: Error?
    var keyed = false
    var secure = true
    var policy: NSCoder.DecodingFailurePolicy = .raiseException

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodedFrame = coder.decodeRect(forKey: "UIFrame")
        decodedFrameString = coder.decodeObject(forKey: "UIFrame") as? String
        decodedFrameNSString = coder.decodeObject(of: NSString.self, forKey: "UIFrame") as String?
        decodedTag = coder.decodeInteger(forKey: "UITag")
        decodedTag32 = coder.decodeInt32(forKey: "UITag")
        decodedTag64 = coder.decodeInt64(forKey: "UITag")
        decodedHidden = coder.decodeBool(forKey: "UIHidden")
        decodedAlpha = coder.decodeDouble(forKey: "UIAlpha")
        decodedAlphaFloat = coder.decodeFloat(forKey: "UIAlpha")
        containsAlpha = coder.containsValue(forKey: "UIAlpha")
        containsMissing = coder.containsValue(forKey: "MyMissingKey")
        missingObject = coder.decodeObject(forKey: "MyMissingKey")
        missingInteger = coder.decodeInteger(forKey: "MyMissingKey")
        missingBool = coder.decodeBool(forKey: "MyMissingKey")
        missingRect = coder.decodeRect(forKey: "MyMissingKey")
        frameAsNumber = coder.decodeObject(of: NSNumber.self, forKey: "UIFrame")
        coderError = coder.error
        keyed = coder.allowsKeyedCoding
        secure = coder.requiresSecureCoding
        policy = coder.decodingFailurePolicy
    }
}

/// A custom view whose `init(coder:)` reports a failure through the coder and returns nil.
@MainActor final class CoderFailingView: UIView {
    /// The coder's `error` after `failWithError(_:)`.
    static var reportedError: Error?

    required init?(coder: NSCoder) {
        coder.failWithError(NSError(domain: "CoderFailingView", code: 7))
        CoderFailingView.reportedError = coder.error
        return nil
    }
}

/// A custom view that changes decoded values in its own `init(coder:)`.
@MainActor final class CoderOverridingView: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        tag = 7
        alpha = 0.25
        isHidden = false
        frame.size.width = 99
    }
}

@MainActor @Suite(.serialized) struct InterfaceBuilderCoderTests {
    @Test func customInitWithCoderDecodesTheDocumentsValues() throws {
        let data = xib("""
            <view tag="42" alpha="0.5" hidden="YES" userInteractionEnabled="NO" id="a" customClass="CoderReadingView" customModule="UIKitTests">
                <rect key="frame" x="10.5" y="20" width="300" height="44.25"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
        """)
        let objects = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
        let view = try #require(objects.first as? CoderReadingView)
        let frame = CGRect(x: 10.5, y: 20, width: 300, height: 44.25)
        // What super.init(coder:) restored.
        #expect(view.frame == frame)
        #expect(view.tag == 42 && view.isHidden && view.alpha == 0.5 && !view.isUserInteractionEnabled)
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        // What the subclass decoded itself, as from an NSKeyedUnarchiver archive of the view.
        #expect(view.decodedFrame == frame)
        #expect(view.decodedFrameString == NSStringFromRect(frame), "a rect is stored as its NSStringFromRect string")
        #expect(view.decodedFrameNSString == NSStringFromRect(frame))
        #expect(view.decodedTag == 42 && view.decodedTag32 == 42 && view.decodedTag64 == 42)
        #expect(view.decodedHidden == true)
        #expect(view.decodedAlpha == 0.5 && view.decodedAlphaFloat == 0.5)
        #expect(view.containsAlpha)
        #expect(!view.containsMissing)
        #expect(view.missingObject == nil && view.missingInteger == 0 && !view.missingBool && view.missingRect == .zero)
        #expect(view.frameAsNumber == nil, "decodeObject(of:) refuses a value of another class")
        #expect(view.coderError == nil)
        #expect(view.keyed && !view.secure)
        #expect(view.policy == .setErrorAndReturn, "a failure is recorded in the coder's error, never fatal")
    }

    @Test func absentValuesDecodeAsUIKitsDefaults() throws {
        let data = xib("""
            <view id="a" customClass="CoderReadingView" customModule="UIKitTests"/>
        """)
        let objects = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
        let view = try #require(objects.first as? CoderReadingView)
        #expect(view.frame == .zero && view.tag == 0 && !view.isHidden && view.alpha == 1 && view.isUserInteractionEnabled)
        #expect(view.decodedFrame == .zero && view.decodedFrameString == nil)
        #expect(view.decodedTag == 0 && view.decodedHidden == false && view.decodedAlpha == 0 && !view.containsAlpha)
    }

    @Test func aFailingInitWithCoderIsANamedError() throws {
        let data = xib("""
            <view id="a" customClass="CoderFailingView" customModule="UIKitTests"/>
        """)
        do {
            _ = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
            Issue.record("a nil init(coder:) was accepted")
        } catch {
            guard case .badAttribute(let message) = error.kind else { Issue.record("\(error)"); return }
            #expect(message.contains("init(coder:) returned nil"))
            #expect(error.file == "<data>" && error.line == 4)
        }
        let reported = try #require(CoderFailingView.reportedError.map { $0 as NSError }, "the coder keeps the reported error, the process goes on")
        #expect(reported.domain == "CoderFailingView" && reported.code == 7)
    }

    @Test func badValuesStillNameTheElement() throws {
        for (objects, line, detail) in [
            ("<view tag=\"x\" id=\"a\"/>", 4, "tag=\"x\" is not an integer"),
            ("<view alpha=\"nope\" id=\"a\"/>", 4, "alpha=\"nope\" is not a finite number"),
            ("<view id=\"a\">\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"w\" height=\"1\"/>\n</view>", 5, "width=\"w\" is not a finite number"),
        ] {
            do {
                _ = try UINib(data: xib(objects), bundle: nil).instantiateOrThrow(withOwner: nil)
                Issue.record("accepted \(objects)")
            } catch {
                #expect(error.file == "<data>" && error.line == line, "\(objects): \(error)")
                #expect("\(error)".contains(detail), "\(error)")
            }
        }
    }

    /// As in UIKit, the document's values reach a view only through `init(coder:)`: what the
    /// subclass changes there is what the loaded view keeps.
    @Test func whatInitWithCoderChangesStaysChanged() throws {
        let data = xib("""
            <view tag="42" alpha="0.5" hidden="YES" id="a" customClass="CoderOverridingView" customModule="UIKitTests">
                <rect key="frame" x="10" y="20" width="300" height="44"/>
            </view>
        """)
        let view = try #require(try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil).first as? CoderOverridingView)
        #expect(view.tag == 7 && view.alpha == 0.25 && !view.isHidden)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 99, height: 44))
    }

    /// Labels and image views ignore touches by default, unless the document turns
    /// "User Interaction Enabled" on (Xcode writes `userInteractionEnabled="NO"` otherwise).
    @Test func labelsAndImageViewsTakeTheDocumentsInteractionFlag() throws {
        let data = xib("""
            <label userInteractionEnabled="YES" text="on" id="a"/>
            <label text="default" id="b"/>
            <imageView userInteractionEnabled="YES" id="c"/>
            <imageView id="d"/>
        """)
        let objects = try UINib(data: data, bundle: nil).instantiateOrThrow(withOwner: nil)
        #expect(objects.count == 4)
        let flags = objects.compactMap { ($0 as? UIView)?.isUserInteractionEnabled }
        #expect(flags == [true, false, true, false])
        #expect(objects[0] is UILabel && objects[2] is UIImageView)
    }
}
