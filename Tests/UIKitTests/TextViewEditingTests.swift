import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
    var log: [String] = []
    var veto: Set<String> = []
    var allowBegin = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !veto.contains(text)
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
}

@MainActor @Suite(.serialized) struct TextViewEditingTests {
    func makeTextView(_ window: UIWindow, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100)) -> UITextView {
        let view = UITextView(frame: frame)
        view.font = UIFont.systemFont(ofSize: 14)
        window.addSubview(view)
        UIApplication.shared.runUntilIdle()
        return view
    }

    func caret(_ view: UITextView) -> Int { view.selectedRange.location }

    @Test func tapBeginsEditingAndReturnInsertsANewline() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        let delegate = TextViewDelegateLog()
        view.delegate = delegate
        var notes = 0
        let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: view, queue: nil) { _ in
            MainActor.assumeIsolated { notes += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.isFirstResponder)
        #expect(view.isEditing)
        window.type("ab")
        window.press(UIKeyCommand.inputReturn)
        window.type("c")
        #expect(view.text == "ab\nc")
        #expect(notes == 4)
        delegate.veto = ["\n"]
        window.press(UIKeyCommand.inputReturn)
        #expect(view.text == "ab\nc")
        view.text = "set"   // programmatic: no didChange
        view.resignFirstResponder()
        #expect(delegate.log == ["shouldBegin", "didBegin", "didChange", "didChange", "didChange", "didChange", "shouldEnd", "didEnd"])
    }

    @Test func upAndDownMoveByLines() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.text = "first line\nsecond line\nthird"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 3, length: 0)
        window.press(UIKeyCommand.inputDownArrow)
        #expect(caret(view) >= 11 && caret(view) <= 16)
        let second = caret(view)
        window.press(UIKeyCommand.inputDownArrow)
        #expect(caret(view) >= 23 && caret(view) <= 28)
        window.press(UIKeyCommand.inputDownArrow)
        #expect(caret(view) == 28)
        window.press(UIKeyCommand.inputUpArrow)      // the goal column is kept from the first move
        #expect(caret(view) == second)
        window.press(UIKeyCommand.inputUpArrow, modifierFlags: .shift)
        #expect(view.selectedRange.location <= 3)
        #expect(view.selectedRange.location + view.selectedRange.length == second)
        window.press(UIKeyCommand.inputLeftArrow)
        #expect(view.selectedRange.length == 0)
        #expect(caret(view) <= 3)
        view.selectedRange = NSRange(location: 14, length: 0)
        window.press(UIKeyCommand.inputLeftArrow, modifierFlags: .command)
        #expect(view.selectedRange == NSRange(location: 11, length: 0))
        window.press(UIKeyCommand.inputRightArrow, modifierFlags: .command)
        #expect(view.selectedRange == NSRange(location: 22, length: 0))
    }

    @Test func caretStaysVisibleAndTheWheelScrolls() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window, frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.becomeFirstResponder()
        for i in 0..<12 {
            window.type("line \(i)")
            window.press(UIKeyCommand.inputReturn)
        }
        #expect(view.contentSize.height > 200)
        #expect(view.contentOffset.y > 100)
        let caretRect = view.caretRect(for: view.selectedTextRange!.end)
        #expect(caretRect.maxY <= view.contentOffset.y + view.bounds.height)
        #expect(caretRect.minY >= view.contentOffset.y)
        window.press(UIKeyCommand.inputUpArrow, modifierFlags: .command)
        #expect(view.contentOffset.y == 0)
        window.scroll(at: CGPoint(x: 100, y: 40), by: CGVector(dx: 0, dy: -60))
        #expect(view.contentOffset.y == 60)
        window.scroll(at: CGPoint(x: 100, y: 40), by: CGVector(dx: 0, dy: 500))
        #expect(view.contentOffset.y == 0)
        // A text view is a scroll view: programmatic offsets are not clamped (UIKit's
        // UIScrollView.setContentOffset), NaN is rejected.
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(view.contentOffset.y == 100)
        view.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(view.contentOffset.y == 100)
    }

    @Test func aTextViewIsAScrollViewThatDragsAndDeceleratesAndTellsItsDelegate() {
        final class Listener: UITextViewDelegate {
            var scrolls = 0, endedDragging = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { endedDragging += 1 }
        }
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let listener = Listener()
        view.delegate = listener
        view.text = (0..<30).map { "line \($0)" }.joined(separator: "\n")
        UIApplication.shared.runUntilIdle()
        let scrollView: UIScrollView = view
        #expect(scrollView.contentSize.height > 400)
        #expect(view.panGestureRecognizer.view === view)
        // Not editing: a drag scrolls the text through the scroll view's pan.
        window.drag(from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 20))
        UIApplication.shared.advanceTime(by: 3)
        #expect(view.contentOffset.y > 50)
        #expect(listener.scrolls > 0)
        #expect(listener.endedDragging == 1)
        #expect(!view.isFirstResponder)
        // Editing: a drag from inside the text selects instead of scrolling.
        view.contentOffset = .zero
        view.becomeFirstResponder()
        window.drag(from: CGPoint(x: 10, y: 15), to: CGPoint(x: 60, y: 35))
        #expect(view.contentOffset.y == 0)
        #expect(view.selectedRange.length > 0)
        // contentInset is the scroll view's: it adds scrollable space below the text.
        view.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height + 40 - 100), animated: false)
        #expect(view.contentOffset.y == view.contentSize.height - 60)
    }

    @Test func scrolledTextIsDrawnAtItsOffset() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window, frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.font = UIFont.systemFont(ofSize: 20)
        view.text = "MMMM\n\n\n\n\n\n\n\n"
        UIApplication.shared.runUntilIdle()
        func inkRows() -> [Int] {
            let image = PixelReader(window.renderedImage())
            return (0..<60).filter { y in (0..<200).contains { image[$0, y].r < 100 && image[$0, y].a > 200 } }
        }
        let before = inkRows()
        #expect(!before.isEmpty)
        view.contentOffset = CGPoint(x: 0, y: 5)
        UIApplication.shared.runUntilIdle()
        let after = inkRows()
        #expect(!after.isEmpty)
        #expect(after.first! == before.first! - 5)
    }

    @Test func selectionEditsAndPasteboard() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.text = "alpha beta"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 6, length: 4)
        window.press("c", modifierFlags: .control)
        #expect(UIPasteboard.general.string == "beta")
        window.press(UIKeyCommand.inputBackspace)
        #expect(view.text == "alpha ")
        window.press("v", modifierFlags: .control)
        window.press("v", modifierFlags: .control)
        #expect(view.text == "alpha betabeta")
        view.isEditable = false
        #expect(!view.isEditing)
        window.type("z")
        #expect(view.text == "alpha betabeta")
    }

    @Test func invalidRangesAndEnormousText() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.text = "x😀"
        view.selectedRange = NSRange(location: 2, length: 0)     // inside the surrogate pair
        #expect(view.selectedRange == NSRange(location: 1, length: 0))
        view.selectedRange = NSRange(location: 50, length: 10)
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        view.selectedRange = NSRange(location: NSNotFound, length: 0)
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        view.selectedRange = NSRange(location: 1, length: Int.max)
        #expect(view.selectedRange == NSRange(location: 1, length: 2))
        view.scrollRangeToVisible(NSRange(location: -5, length: 99))
        for bad in [CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 1e300, y: -1e300), CGPoint(x: -CGFloat.infinity, y: 5)] {
            #expect(view.closestPosition(to: bad) != nil)
            #expect(view.characterRange(at: bad) == nil)
        }
        #expect(view.offset(from: view.beginningOfDocument, to: view.closestPosition(to: CGPoint(x: 1e300, y: 10))!) == 3)
        view.textContainerInset = UIEdgeInsets(top: .nan, left: .nan, bottom: 8, right: 0)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        let big = String(repeating: "lorem ipsum dolor sit amet\n", count: 2_000)
        view.text = big
        view.becomeFirstResponder()
        window.press(UIKeyCommand.inputDownArrow, modifierFlags: .command)
        window.type("!")
        #expect(view.text.count == big.count + 1)
        #expect(view.contentOffset.y > 1000)
        view.text = ""
        window.press(UIKeyCommand.inputUpArrow)
        window.press(UIKeyCommand.inputBackspace)
        #expect(view.text == "")
    }

    @Test func tokenizerFindsWordSentenceAndParagraphBoundaries() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.text = "Hello big world. Next one!\nSecond para"
        let t = view.tokenizer
        let start = view.beginningOfDocument
        func at(_ o: Int) -> UITextPosition { view.position(from: start, offset: o)! }
        func off(_ p: UITextPosition?) -> Int? { p.map { view.offset(from: start, to: $0) } }
        let word = t.rangeEnclosingPosition(at(7), with: .word, inDirection: .storage(.forward))!
        #expect(view.text(in: word) == "big")
        #expect(off(t.position(from: at(0), toBoundary: .word, inDirection: .storage(.forward))) == 5)
        #expect(off(t.position(from: at(9), toBoundary: .word, inDirection: .layout(.left))) == 6)
        #expect(t.isPosition(at(6), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!t.isPosition(at(7), atBoundary: .word, inDirection: .storage(.backward)))
        let sentence = t.rangeEnclosingPosition(at(19), with: .sentence, inDirection: .storage(.forward))!
        #expect(view.text(in: sentence) == "Next one!")
        let paragraph = t.rangeEnclosingPosition(at(30), with: .paragraph, inDirection: .storage(.forward))!
        #expect(view.text(in: paragraph) == "Second para")
        #expect(off(t.position(from: at(3), toBoundary: .document, inDirection: .storage(.forward))) == 38)
        #expect(t.isPosition(at(7), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!t.isPosition(at(5), withinTextUnit: .word, inDirection: .storage(.forward)))
    }

    @Test func geometryOfCaretSelectionAndCharacters() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.text = "abc\ndef"
        let start = view.beginningOfDocument
        func at(_ o: Int) -> UITextPosition { view.position(from: start, offset: o)! }
        let c0 = view.caretRect(for: at(0)), c1 = view.caretRect(for: at(1)), c4 = view.caretRect(for: at(4))
        #expect(c0.minX >= 4 && c0.minX <= 6)     // line fragment padding
        #expect(c0.minY == 8)                      // top inset
        #expect(c1.minX > c0.minX)
        #expect(c4.minY > c0.maxY - 1)
        #expect(abs(c4.minX - c0.minX) < 0.5)
        let rects = view.selectionRects(for: view.textRange(from: at(1), to: at(6))!)
        #expect(rects.count == 2)
        #expect(rects.first?.containsStart == true && rects.last?.containsEnd == true)
        #expect(rects[1].rect.minY >= rects[0].rect.maxY - 0.5)
        let first = view.firstRect(for: view.textRange(from: at(1), to: at(6))!)
        #expect(first == rects[0].rect)
        let e = view.characterRange(at: CGPoint(x: c4.minX + 2, y: c4.midY))!
        #expect(view.text(in: e) == "d")
        #expect(view.characterRange(at: CGPoint(x: 190, y: 95)) == nil)
        let p = view.closestPosition(to: CGPoint(x: c1.minX + 0.5, y: c1.midY))!
        #expect(view.offset(from: start, to: p) == 1)
        #expect(view.compare(at(1), to: at(4)) == .orderedAscending)
        #expect(view.position(from: at(1), in: .down, offset: 1).map { view.offset(from: start, to: $0) } == 5)
        #expect(view.position(from: at(1), in: .right, offset: 2).map { view.offset(from: start, to: $0) } == 3)
        #expect(view.accessibilityValue == "abc\ndef")
        // Soft-wrapped lines: each selected line's box starts at the text's left edge.
        view.text = "wrapping words across several lines of this narrow view"
        let all = view.selectionRects(for: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!)
        #expect(all.count >= 3)
        for r in all {
            #expect(r.rect.minX >= 4 && r.rect.minX <= 6)
            #expect(r.rect.width > 20)
            #expect(r.rect.maxX <= view.bounds.width)
        }
        let partial = view.selectionRects(for: view.textRange(from: view.position(from: view.beginningOfDocument, offset: 4)!,
                                                              to: view.endOfDocument)!)
        #expect(partial.first!.rect.minX > 10)    // starts mid-line, not at the line's start
        let field = UITextField()
        field.placeholder = "Password"
        field.text = "secret"
        field.isSecureTextEntry = true
        #expect(field.accessibilityLabel == "Password")
        #expect(field.accessibilityValue == "••••••")
    }

    @Test func markedTextIsReplacedThenCommitted() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.becomeFirstResponder()
        view.insertText("a")
        view.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.markedTextRange != nil)
        view.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.text == "aka")
        #expect(view.text(in: view.markedTextRange!) == "ka")
        view.unmarkText()
        #expect(view.markedTextRange == nil)
        view.insertText("!")
        #expect(view.text == "aka!")
    }

    @Test func draggingAnInactiveTextViewScrollsIt() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = (0..<30).map { "line \($0)" }.joined(separator: "\n")
        window.drag(from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 30))
        #expect(!view.isFirstResponder)
        #expect(abs(view.contentOffset.y - 60) < 0.5)
        view.isScrollEnabled = false
        window.drag(from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 30))
        #expect(abs(view.contentOffset.y - 60) < 0.5)
        #expect(view.intrinsicContentSize.height == view.contentSize.height)
    }

    @Test func beginAndEndNotificationsAndDoubleClickWordSelection() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window)
        view.text = "one two three"
        var names: [String] = []
        let center = NotificationCenter.default
        let tokens = [UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: view, queue: nil) { n in
                let raw = n.name.rawValue
                MainActor.assumeIsolated { names.append(raw) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let start = view.beginningOfDocument
        let two = view.firstRect(for: view.textRange(from: view.position(from: start, offset: 4)!,
                                                     to: view.position(from: start, offset: 7)!)!)
        window.tap(at: CGPoint(x: two.midX, y: two.midY))
        #expect(view.isEditing)
        #expect(view.selectedRange.length == 0)
        UIApplication.shared.advanceTime(by: 1)
        window.tap(at: CGPoint(x: two.midX, y: two.midY), count: 2)
        #expect(view.selectedRange == NSRange(location: 4, length: 3))
        window.tap(at: CGPoint(x: two.midX, y: two.midY), count: 3)
        #expect(view.selectedRange == NSRange(location: 0, length: 13))
        view.resignFirstResponder()
        #expect(names == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidEndEditingNotification"])
        // A view that is neither editable nor selectable does not become first responder.
        view.isEditable = false
        view.isSelectable = false
        window.tap(at: CGPoint(x: two.midX, y: two.midY))
        #expect(!view.isFirstResponder)
    }

    @Test func editingOneParagraphReflowsTheOnesAfterIt() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window, frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.text = "first\nsecond\n\nfourth"
        let start = view.beginningOfDocument
        func caretY(_ o: Int) -> CGFloat { view.caretRect(for: view.position(from: start, offset: o)!).minY }
        let lineHeight = caretY(6) - caretY(0)
        #expect(lineHeight > 10)
        #expect(abs(caretY(13) - (caretY(0) + 2 * lineHeight)) < 0.5)    // the empty paragraph takes a line
        #expect(abs(caretY(14) - (caretY(0) + 3 * lineHeight)) < 0.5)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 12, length: 0)            // end of "second"
        window.type(" grows long enough to wrap onto another line")
        #expect(caretY(view.text.count - 6) > caretY(0) + 3.5 * lineHeight)   // "fourth" moved down
        view.selectedRange = NSRange(location: 5, length: 0)
        window.press(UIKeyCommand.inputDelete)                           // joins "first" and "second…"
        #expect(view.text.hasPrefix("firstsecond grows"))
        #expect(abs(caretY(6) - caretY(0)) < 0.5)
        let layoutEnd = view.caretRect(for: view.endOfDocument)
        #expect(layoutEnd.maxY <= view.contentSize.height)
    }

    @Test func incrementalLayoutMatchesAFreshLayoutAfterEdits() {
        let window = makeEventWindow()
        defer { window.isHidden = true }
        let view = makeTextView(window, frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        view.text = "alpha\nbeta gamma delta\n\nepsilon zeta\neta"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 8, length: 0)
        window.type(" inserted words that wrap")
        window.press(UIKeyCommand.inputReturn)
        window.type("new para")
        view.selectedRange = NSRange(location: 2, length: 0)
        window.press(UIKeyCommand.inputBackspace)
        view.selectedRange = NSRange(location: view.text.utf16.count - 3, length: 0)
        window.press(UIKeyCommand.inputReturn)
        view.selectedRange = NSRange(location: 4, length: 0)
        window.press(UIKeyCommand.inputDelete)                          // joins the first two paragraphs
        let fresh = UITextView(frame: view.frame)
        fresh.font = view.font
        fresh.text = view.text
        window.addSubview(fresh)
        let n = view.text.utf16.count
        for o in 0...n {
            let a = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: o)!)
            let b = fresh.caretRect(for: fresh.position(from: fresh.beginningOfDocument, offset: o)!)
            #expect(a == b, "caret \(o)")
        }
        #expect(view.contentSize == fresh.contentSize)
    }
}
