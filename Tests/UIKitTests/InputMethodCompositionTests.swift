import Foundation
import Testing
import UIKit
import UIKitTesting

/// Input-method composition as a window backend drives it: marked text, its selection,
/// bad ranges, commit, cancel, and where the candidate window goes.
@MainActor @Suite(.serialized) struct InputMethodCompositionTests {
    func makeField() -> (UIWindow, UITextField) {
        let window = makeEventWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        field.text = "ab"
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        UIApplication.shared.runUntilIdle()
        return (window, field)
    }

    @Test func compositionIsMarkedTextThenCommittedByTyping() throws {
        let (window, field) = makeField()
        #expect(InputMethodComposition.update(text: "に", cursor: 1, length: 0))
        #expect(field.text == "abに")
        let marked = try #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 2)
        #expect(field.offset(from: marked.start, to: marked.end) == 1)
        InputMethodComposition.update(text: "日本", cursor: 0, length: 2)
        #expect(field.text == "ab日本")
        let selection = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: selection.start) == 2)
        #expect(field.offset(from: selection.start, to: selection.end) == 2)
        // The committed text arrives as typing and replaces the marked text.
        window.type("日本")
        #expect(field.text == "ab日本")
        #expect(field.markedTextRange == nil)
        window.isHidden = true
    }

    @Test func cancellingRemovesTheMarkedTextAndBadRangesAreClamped() throws {
        let (window, field) = makeField()
        InputMethodComposition.update(text: "é", cursor: 1, length: 0)
        InputMethodComposition.update(text: "", cursor: 0, length: 0)
        #expect(field.text == "ab" && field.markedTextRange == nil)
        // A selection past the composition's end (and a negative one) is clamped, not trusted.
        #expect(InputMethodComposition.update(text: "😀x", cursor: 7, length: 40))
        #expect(field.text == "ab😀x")
        let selection = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: selection.start) == 5)   // after "ab😀x" (UTF-16)
        InputMethodComposition.update(text: "😀x", cursor: -3, length: -1)
        let start = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: start.start) == 2)
        // An absurd composition is refused.
        #expect(!InputMethodComposition.update(text: String(repeating: "a", count: InputMethodComposition.maximumLength + 1), cursor: 0, length: 0))
        window.isHidden = true
    }

    @Test func theCandidateWindowGoesToTheCaretAndMarkedTextIsUnderlined() throws {
        let (window, field) = makeField()
        let (caretWindow, rect) = try #require(InputMethodComposition.caretRectInWindow())
        #expect(caretWindow === window)
        #expect(rect.minY >= 40 && rect.maxY <= 70 && rect.minX > 20 && rect.minX < 60)
        // Marked text is drawn with a line under it in the tint color: the same text
        // marked and committed differs only there.
        InputMethodComposition.update(text: "x", cursor: 1, length: 0)
        UIApplication.shared.runUntilIdle()
        let marked = window.renderedImage()
        field.unmarkText()
        UIApplication.shared.runUntilIdle()
        let committed = window.renderedImage()
        #expect(field.text == "abx")
        #expect(marked.pngData() != committed.pngData())
        let (_, moved) = try #require(InputMethodComposition.caretRectInWindow())
        #expect(moved.minX > rect.minX)
        _ = field.resignFirstResponder()
        #expect(InputMethodComposition.caretRectInWindow() == nil)
        #expect(!InputMethodComposition.update(text: "y", cursor: 0, length: 0))
        window.isHidden = true
    }
}
