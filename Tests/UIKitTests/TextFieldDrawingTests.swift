import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct TextFieldDrawingTests {
    @Test func borderStylesAreDrawnDifferently() {
        let window = makeEventWindow(CGSize(width: 120, height: 200))
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        for (i, style) in styles.enumerated() {
            let field = UITextField(frame: CGRect(x: 10, y: 10 + CGFloat(i) * 45, width: 100, height: 34))
            field.borderStyle = style
            window.addSubview(field)
        }
        UIApplication.shared.runUntilIdle()
        let image = PixelReader(window.renderedImage())
        // Left edge, vertical middle of each field; and the top-left corner.
        func edge(_ i: Int) -> Pixel { image[10, 27 + i * 45] }
        func corner(_ i: Int) -> Pixel { image[10, 10 + i * 45] }
        #expect(edge(0).isNear(.white))
        #expect(edge(1).isNear(.black))
        #expect(edge(2).isNear(Pixel(128, 128, 128, 255), 2))
        #expect(edge(3).r > 150 && edge(3).r < 230)
        #expect(corner(3).r > 235)            // the rounded corner leaves the background
        #expect(corner(1).isNear(.black))
    }

    @Test func textRectsFollowTheBorderPadding() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 34)
        let field = UITextField(frame: bounds)
        #expect(field.textRect(forBounds: bounds) == bounds)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 7, width: 86, height: 20))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.borderRect(forBounds: bounds) == bounds)
        field.text = "x"
        let h = field.intrinsicContentSize.height
        #expect(h >= 30 && h <= 36)
    }

    @Test func overriddenDrawTextIsUsed() {
        final class Boxed: UITextField {
            var rects: [CGRect] = []
            override func drawText(in rect: CGRect) {
                rects.append(rect)
                UIColor.red.setFill()
                UIRectFill(rect)
            }
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 5) }
        }
        let window = makeEventWindow(CGSize(width: 120, height: 60))
        defer { window.isHidden = true }
        let field = Boxed(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        field.text = "abc"
        window.addSubview(field)
        UIApplication.shared.runUntilIdle()
        #expect(field.rects.last == CGRect(x: 20, y: 5, width: 60, height: 30))
        let image = PixelReader(window.renderedImage())
        #expect(image[50, 20].isNear(.red))
        #expect(!image[10, 20].isNear(.red))
    }

    @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimum() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        field.text = "a text far too wide for the field"
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.minX > 100)
        field.adjustsFontSizeToFitWidth = true
        #expect(field.caretRect(for: field.endOfDocument).maxX <= 101)
        field.minimumFontSize = 14
        let atMinimum = field.caretRect(for: field.endOfDocument)
        #expect(atMinimum.minX > 100)
        #expect(atMinimum.minX < end.minX)
    }

    @Test func theCaretBlinksAndStaysSolidWhileTyping() {
        let window = makeEventWindow(CGSize(width: 200, height: 60))
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.type("ab")
        let caret = field.caretRect(for: field.endOfDocument)
        func caretShown() -> Bool {
            UIApplication.shared.runUntilIdle()
            let p = PixelReader(window.renderedImage())[Int(caret.midX), Int(caret.midY)]
            return p.b > 200 && p.r < 100
        }
        #expect(caretShown())
        UIApplication.shared.advanceTime(by: 0.3)
        #expect(caretShown())
        UIApplication.shared.advanceTime(by: 0.3)       // 0.6 s: hidden phase
        #expect(!caretShown())
        UIApplication.shared.advanceTime(by: 0.5)       // 1.1 s: shown again
        #expect(caretShown())
        UIApplication.shared.advanceTime(by: 0.5)
        #expect(!caretShown())
        window.press(UIKeyCommand.inputLeftArrow)       // a move shows it at once
        window.press(UIKeyCommand.inputRightArrow)
        #expect(caretShown())
        field.resignFirstResponder()
        #expect(!caretShown())
    }
}
