import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIButton.Configuration`: the five styles' looks, sizes from content and insets, image
/// placement, subtitle, corner styles, state restyling and the update handler.
@MainActor @Suite(.serialized) struct UIButtonConfigurationTests {
    func show(_ button: UIButton, in size: CGSize = CGSize(width: 200, height: 80)) -> UIWindow {
        let window = makeWindow(size)
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(button)
        UIApplication.shared.runUntilIdle()
        return window
    }

    func shot(_ window: UIWindow) -> PixelReader {
        UIApplication.shared.runUntilIdle()
        return PixelReader(window.renderedImage())
    }

    func titled(_ configuration: UIButton.Configuration, _ title: String = "Go") -> UIButton.Configuration {
        var c = configuration
        c.title = title
        return c
    }

    @Test func sizeIsTheTitlePlusTheInsets() {
        let button = UIButton(configuration: titled(.filled()))
        let title = ("Go" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
        #expect(button.intrinsicContentSize.width == ceil(ceil(title.width) + 24))
        #expect(button.intrinsicContentSize.height == ceil(ceil(title.height) + 14))
        var c = titled(.filled())
        c.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        button.configuration = c
        #expect(button.intrinsicContentSize.width == ceil(ceil(title.width) + 60))
        #expect(button.intrinsicContentSize.height == ceil(ceil(title.height) + 40))
        c.buttonSize = .large
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test func stylesDrawTheirBackgroundsAndTitles() {
        // filled: tint background, white title.
        var window = show(UIButton(configuration: titled(.filled(), "Filled")))
        var r = shot(window)
        #expect(r[14, 20].isNear(Pixel(0, 122, 255, 255), 3), "\(r[14, 20])")
        #expect((12..<70).contains { x in (12..<40).contains { r[x, $0].isNear(.white, 30) } })
        window.isHidden = true
        // plain: no background, tinted title.
        window = show(UIButton(configuration: titled(.plain(), "Plain")))
        r = shot(window)
        #expect(r[14, 20] == .white)
        #expect((12..<70).contains { x in (12..<40).contains { r[x, $0].b - r[x, $0].r > 150 } })
        window.isHidden = true
        // gray: a light gray fill.
        window = show(UIButton(configuration: titled(.gray(), "Gray")))
        r = shot(window)
        #expect(r[14, 20].r < 245 && r[14, 20].r > 225 && abs(r[14, 20].r - r[14, 20].b) < 4, "\(r[14, 20])")
        window.isHidden = true
        // tinted: a light blue fill.
        window = show(UIButton(configuration: titled(.tinted(), "Tinted")))
        r = shot(window)
        #expect(r[14, 20].b == 255 && r[14, 20].r < 235 && r[14, 20].r > 200, "\(r[14, 20])")
        window.isHidden = true
        // borderless: no background.
        window = show(UIButton(configuration: titled(.borderless(), "Borderless")))
        #expect(shot(window)[14, 20] == .white)
        window.isHidden = true
    }

    @Test func baseColorsOverrideTheStyle() {
        var c = titled(.filled(), "Colors")
        c.baseBackgroundColor = .red
        c.baseForegroundColor = .yellow
        let window = show(UIButton(configuration: c))
        defer { window.isHidden = true }
        let r = shot(window)
        #expect(r[14, 20] == .red)
        #expect((12..<80).contains { x in (12..<40).contains { r[x, $0].isNear(Pixel(255, 255, 0, 255), 20) } })
    }

    @Test func highlightAndDisabledRestyle() {
        let button = UIButton(configuration: titled(.filled(), "State"))
        let window = show(button)
        defer { window.isHidden = true }
        let normal = shot(window)[14, 20]
        let finger = window.touchDown(at: CGPoint(x: 20, y: 20))
        let pressed = shot(window)[14, 20]
        #expect(pressed.r > normal.r + 30, "\(pressed) \(normal)")  // the tint fades while pressed
        finger.up()
        #expect(shot(window)[14, 20] == normal)
        button.isEnabled = false
        let disabled = shot(window)[14, 20]
        #expect(disabled.b - disabled.r < 20, "\(disabled)")  // gray, not tinted
    }

    func swatch() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
    }

    @Test func imagePlacementAndPadding() {
        var c = titled(.plain(), "Text")
        c.image = swatch()
        let button = UIButton(configuration: c)
        let plain = button.intrinsicContentSize
        c.imagePadding = 10
        button.configuration = c
        #expect(button.intrinsicContentSize.width == plain.width + 10)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.maxX + 10 <= button.titleLabel!.frame.minX + 0.5)
        c.imagePlacement = .trailing
        button.configuration = c
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX >= button.titleLabel!.frame.maxX + 9.5)
        c.imagePlacement = .top
        button.configuration = c
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.maxY + 10 <= button.titleLabel!.frame.minY + 0.5)
        #expect(button.intrinsicContentSize.height > plain.height + 16)
    }

    @Test func subtitleSitsBelowTheTitle() {
        var c = titled(.gray(), "Title")
        let one = UIButton(configuration: c).intrinsicContentSize
        c.subtitle = "Subtitle"
        c.titlePadding = 4
        let button = UIButton(configuration: c)
        #expect(button.intrinsicContentSize.height > one.height + 14)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let subtitle = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Subtitle" }
        #expect(subtitle != nil && subtitle!.frame.minY >= button.titleLabel!.frame.maxY + 3.5)
        #expect(subtitle!.font.pointSize < button.titleLabel!.font.pointSize)
    }

    @Test func cornerStyles() {
        var c = titled(.filled(), "Corners")
        c.cornerStyle = .capsule
        let capsule = show(UIButton(configuration: c))
        #expect(shot(capsule)[12, 12] == .white)  // cut away by the round end
        capsule.isHidden = true
        c.cornerStyle = .small
        let small = show(UIButton(configuration: c))
        #expect(shot(small)[12, 12].isNear(Pixel(0, 122, 255, 255), 40))
        small.isHidden = true
    }

    @Test func updateHandlerRunsOnStateChangesAndRequests() {
        var calls = 0
        let button = UIButton(configuration: titled(.filled(), "Idle"))
        button.configurationUpdateHandler = { b in
            calls += 1
            var c = b.configuration
            c?.title = b.isHighlighted ? "Pressed" : "Idle"
            b.configuration = c
        }
        let window = show(button)
        defer { window.isHidden = true }
        let before = calls
        #expect(before >= 1)  // setting the handler asks for an update
        let finger = window.touchDown(at: CGPoint(x: 20, y: 20))
        UIApplication.shared.runUntilIdle()
        #expect(button.currentTitle == "Pressed")
        #expect(calls > before)
        finger.up()
        UIApplication.shared.runUntilIdle()
        #expect(button.currentTitle == "Idle")
        let afterUp = calls
        button.setNeedsUpdateConfiguration()
        UIApplication.shared.runUntilIdle()
        #expect(calls == afterUp + 1)
        UIApplication.shared.runUntilIdle()
        #expect(calls == afterUp + 1)  // once per request
    }

    @Test func primaryActionFiresAndNamesTheButton() {
        var fired = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Send") { _ in fired += 1 })
        #expect(button.configuration?.title == "Send")
        let window = show(button)
        defer { window.isHidden = true }
        window.tap(at: CGPoint(x: 20, y: 20))
        #expect(fired == 1)
        button.configuration = nil
        button.setTitle("Plain", for: .normal)
        #expect(button.currentTitle == "Plain")
    }
}
