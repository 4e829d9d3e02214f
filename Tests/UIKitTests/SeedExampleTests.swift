import Foundation
import Testing
import UIKit
import UIKitTesting

/// The seeds' remaining examples (also on the catalog's interactive screen), driven by
/// touches: a tappable image view, a touch area enlarged through `point(inside:with:)`,
/// and a button with an image per state including selected+highlighted.
@MainActor @Suite(.serialized) struct SeedExampleTests {
    final class EnlargedButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    final class TapCounter: NSObject {
        var taps = 0
        func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
    }

    @Test func imageViewTakesTapsOnlyWithUserInteractionOn() {
        let window = makeWindow(CGSize(width: 100, height: 100))
        defer { window.isHidden = true }
        let imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let counter = TapCounter()
        let tap = UITapGestureRecognizer()
        tap.addTarget(counter, action: TapCounter.tapped)
        imageView.addGestureRecognizer(tap)
        window.addSubview(imageView)
        window.tap(at: CGPoint(x: 30, y: 30))
        #expect(counter.taps == 0)  // image views ignore touches by default
        imageView.isUserInteractionEnabled = true
        window.tap(at: CGPoint(x: 30, y: 30))
        #expect(counter.taps == 1)
    }

    @Test func enlargedTouchAreaReachesBeyondTheBounds() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        defer { window.isHidden = true }
        let button = EnlargedButton(type: .system)
        button.frame = CGRect(x: 80, y: 80, width: 40, height: 20)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.tap(at: CGPoint(x: 70, y: 75))    // 10 pt left of and 5 pt above the bounds
        #expect(taps == 1)
        window.tap(at: CGPoint(x: 135, y: 115))  // 15 pt right and below
        #expect(taps == 2)
        window.tap(at: CGPoint(x: 50, y: 90))    // 30 pt away: outside
        #expect(taps == 2)
        #expect(window.hitTest(CGPoint(x: 62, y: 90), with: nil) === button)
    }

    func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
    }

    @Test func buttonShowsAnImagePerStateAsItIsTappedAndToggled() {
        let window = makeWindow(CGSize(width: 60, height: 60))
        defer { window.isHidden = true }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        button.setImage(swatch(.red), for: .normal)
        button.setImage(swatch(.green), for: .highlighted)
        button.setImage(swatch(.blue), for: .selected)
        button.setImage(swatch(.yellow), for: [.selected, .highlighted])
        button.addAction(UIAction { action in (action.sender as? UIButton)?.isSelected.toggle() }, for: .touchUpInside)
        window.addSubview(button)
        func centre() -> Pixel {
            UIApplication.shared.runUntilIdle()
            return PixelReader(window.renderedImage())[30, 30]
        }
        #expect(centre() == .red)
        var finger = window.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(centre() == .green)
        finger.up()
        #expect(button.isSelected)
        #expect(centre() == .blue)
        finger = window.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(centre().isNear(Pixel(255, 255, 0, 255), 2))
        #expect(button.currentImage === button.image(for: [.selected, .highlighted]))
        finger.up()
        #expect(!button.isSelected)
        #expect(centre() == .red)
    }
}
