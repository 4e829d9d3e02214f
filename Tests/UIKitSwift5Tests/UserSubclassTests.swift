import Testing
import UIKit
import UIKitTesting

// Written the way UIKit users write views (Swift 5 language mode).

class CardView: UIView {
    var layoutPasses = 0
    var draws = 0
    var movedToWindow = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .red
        addSubview(badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        subviews.first?.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
    }

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -5, dy: -5).contains(point)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 30) }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        movedToWindow += 1
    }
}

@MainActor
struct UserSubclassTests {
    @Test func subclassBehaves() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let card = CardView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(card)
        card.sizeToFit()
        UIApplication.shared.runUntilIdle()
        #expect(card.frame.size == CGSize(width: 40, height: 30))
        #expect(card.layoutPasses == 1)
        #expect(card.draws == 1)
        #expect(card.movedToWindow == 1)
        #expect(card.subviews[0].frame.origin.x == 30)
        #expect(window.hitTest(CGPoint(x: 7, y: 7), with: nil) === card)
        let image = window.renderedImage()
        #expect(image.size == CGSize(width: 60, height: 60))
    }
}
