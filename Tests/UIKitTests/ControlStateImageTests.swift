import Foundation
import Testing
import UIKit
import UIKitTesting

/// Image tests of every standard control in its normal, highlighted, selected and disabled
/// states: each state's look is asserted with pixels (what differs from normal on iOS
/// differs here; what iOS draws the same stays the same).
@MainActor @Suite(.serialized) struct ControlStateImageTests {
    /// Runs a turn and reads the window's pixels.
    func shot(_ window: UIWindow) -> PixelReader {
        UIApplication.shared.runUntilIdle()
        return PixelReader(window.renderedImage())
    }

    /// The pixels of `rect` (window points at scale 1).
    func pixels(_ r: PixelReader, _ rect: CGRect) -> [Pixel] {
        var result: [Pixel] = []
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) { result.append(r[x, y]) } }
        return result
    }

    /// How strongly blue the bluest pixel is (blue minus red).
    func blueness(_ px: [Pixel]) -> Int { px.map { $0.b - $0.r }.max() ?? 0 }
    /// How many pixels are visibly darker than white.
    func ink(_ px: [Pixel]) -> Int { px.filter { $0.r + $0.g + $0.b < 650 }.count }
    /// The mean brightness (r + g + b) / 3.
    func brightness(_ px: [Pixel]) -> Double { px.isEmpty ? 0 : Double(px.map { $0.r + $0.g + $0.b }.reduce(0, +)) / Double(3 * px.count) }

    // MARK: UIButton

    @Test func systemButtonStates() {
        let window = makeWindow(CGSize(width: 120, height: 60))
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        window.addSubview(button)
        let area = CGRect(x: 10, y: 10, width: 100, height: 40)

        let normal = pixels(shot(window), area)
        #expect(blueness(normal) > 200)          // a tint-blue title
        #expect(ink(normal) > 40)

        let finger = window.touchDown(at: CGPoint(x: 60, y: 30))
        #expect(button.isHighlighted)
        let highlighted = pixels(shot(window), area)
        #expect(blueness(highlighted) < 80)      // faded to 20 %
        #expect(blueness(highlighted) > 10)
        finger.up()

        button.isSelected = true
        let selectedReader = shot(window)
        let corner = selectedReader[14, 30]        // inside the tinted selection background
        #expect(corner.isNear(Pixel(0, 122, 255, 255), 10), "\(corner)")
        let selected = pixels(selectedReader, area)
        #expect(selected.filter { $0.r > 240 && $0.g > 240 && $0.b > 240 }.count > 20)  // the knocked-out white title
        button.isSelected = false

        button.isEnabled = false
        let disabled = pixels(shot(window), area)
        #expect(ink(disabled) > 20)
        #expect(blueness(disabled) < 40)         // gray, not tinted
    }

    /// Solid 20x20 images in four colors.
    func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    @Test func customButtonWithImagePerState() {
        let window = makeWindow(CGSize(width: 60, height: 60))
        defer { window.isHidden = true }
        let button = UIButton(type: .custom)
        button.setImage(swatch(.red), for: .normal)
        button.setImage(swatch(.green), for: .highlighted)
        button.setImage(swatch(.blue), for: .selected)
        button.setImage(swatch(.yellow), for: [.selected, .highlighted])
        button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        window.addSubview(button)
        #expect(shot(window)[30, 30] == .red)
        var finger = window.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(shot(window)[30, 30] == .green)
        finger.up()
        button.isSelected = true
        #expect(shot(window)[30, 30] == .blue)
        finger = window.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(shot(window)[30, 30].isNear(Pixel(255, 255, 0, 255), 2))
        finger.up()
        button.isSelected = false
        button.isEnabled = false
        // No disabled image: the normal image, lightened.
        let disabled = shot(window)[30, 30]
        #expect(disabled.r == 255 && disabled.g > 100 && disabled.g < 180, "\(disabled)")
    }

    @Test func customButtonDimsItsOnlyImageWhenHighlighted() {
        let window = makeWindow(CGSize(width: 60, height: 60))
        defer { window.isHidden = true }
        let button = UIButton(type: .custom)
        button.setImage(swatch(.blue), for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        window.addSubview(button)
        #expect(shot(window)[30, 30] == .blue)
        let finger = window.touchDown(at: CGPoint(x: 30, y: 30))
        let pressed = shot(window)[30, 30]
        #expect(pressed.r == 0 && pressed.g == 0 && pressed.b > 150 && pressed.b < 190, "\(pressed)")  // darkened, not faded
        finger.up()
        #expect(shot(window)[30, 30] == .blue)
        button.adjustsImageWhenHighlighted = false
        let again = window.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(shot(window)[30, 30] == .blue)
        again.up()
    }

    // MARK: UISwitch

    @Test func switchStates() {
        let window = makeWindow(CGSize(width: 70, height: 50))
        defer { window.isHidden = true }
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        window.addSubview(s)
        let normal = shot(window)
        // Off: the thumb covers x 12–39; x 43 is track.
        #expect(normal[25, 25].isNear(.white, 3))
        #expect(normal[43, 25] != normal[25, 25])
        let finger = window.touchDown(at: CGPoint(x: 30, y: 25))
        #expect(s.isHighlighted)
        let pressed = shot(window)
        #expect(pressed[43, 25].isNear(.white, 3), "\(pressed[43, 25]) \((0..<70).map { pressed[$0, 25].r })")  // the stretched thumb
        finger.cancel()
        s.isSelected = true  // iOS draws no selected look for switches
        #expect(shot(window).pixelsEqual(normal))
        s.isSelected = false
        s.isOn = true
        let on = shot(window)
        #expect(on[20, 25].isNear(Pixel(52, 199, 89, 255), 12), "\(on[20, 25])")
        s.isEnabled = false
        let disabled = shot(window)
        #expect(disabled[20, 25].g > on[20, 25].g && disabled[20, 25].r > on[20, 25].r + 40, "\(disabled[20, 25])")
    }

    // MARK: UISlider

    @Test func sliderStates() {
        let window = makeWindow(CGSize(width: 220, height: 50))
        defer { window.isHidden = true }
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
        slider.value = 0.5
        window.addSubview(slider)
        let normal = shot(window)
        let track = normal[40, 25]
        #expect(track.b > 200 && track.r < 60, "\(track)")  // the minimum track in the tint
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
        let centre = CGPoint(x: 10 + thumb.midX, y: 10 + thumb.midY)
        // Pressing the standard thumb changes nothing, as on iOS.
        var finger = window.touchDown(at: centre)
        #expect(slider.isHighlighted)
        #expect(shot(window).pixelsEqual(normal))
        finger.up()
        // A highlighted thumb image shows while pressed.
        slider.setThumbImage(swatch(.red), for: .highlighted)
        finger = window.touchDown(at: centre)
        #expect(shot(window)[Int(centre.x), Int(centre.y)] == .red)
        finger.up()
        #expect(shot(window)[Int(centre.x), Int(centre.y)] != .red)
        slider.setThumbImage(nil, for: .highlighted)
        slider.isSelected = true
        #expect(shot(window).pixelsEqual(normal))
        slider.isSelected = false
        slider.isEnabled = false
        let disabled = shot(window)[40, 25]
        #expect(disabled.b - disabled.r < 30, "\(disabled)")  // gray, not tinted
    }

    // MARK: UIStepper

    @Test func stepperStates() {
        let window = makeWindow(CGSize(width: 120, height: 50))
        defer { window.isHidden = true }
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        stepper.value = 50
        window.addSubview(stepper)
        let normal = shot(window)
        let leftBackground = CGRect(x: 14, y: 14, width: 10, height: 6), rightBackground = CGRect(x: 92, y: 14, width: 10, height: 6)
        #expect(abs(brightness(pixels(normal, leftBackground)) - brightness(pixels(normal, rightBackground))) < 1)
        let finger = window.touchDown(at: CGPoint(x: 90, y: 26))
        let pressed = shot(window)
        #expect(brightness(pixels(pressed, rightBackground)) < brightness(pixels(pressed, leftBackground)) - 5)
        finger.cancel()
        #expect(stepper.value == 51)
        stepper.value = 50
        #expect(shot(window).pixelsEqual(normal))
        stepper.isSelected = true
        #expect(shot(window).pixelsEqual(normal))
        stepper.isSelected = false
        stepper.isEnabled = false
        let disabled = shot(window)
        // The plus sign turns from label black to gray.
        #expect(normal[80, 26].r < 40 && disabled[80, 26].r > 100, "\(normal[80, 26]) \(disabled[80, 26])")
    }

    // MARK: UISegmentedControl

    @Test func segmentedControlStates() {
        let window = makeWindow(CGSize(width: 240, height: 60))
        defer { window.isHidden = true }
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 10, width: 210, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        let normal = shot(window)
        // The selected segment is a white pill; the others sit on the gray body.
        let pill = normal[18, 26], body = normal[85, 16]
        #expect(pill.isNear(.white, 2), "\(pill)")
        #expect(body.r < 245 && body.r > 220, "\(body)")
        // Pressing an unselected segment darkens it.
        let finger = window.touchDown(at: CGPoint(x: 185, y: 26))
        let pressed = shot(window)
        #expect(pressed[155, 16].r < normal[155, 16].r - 5, "\(pressed[155, 16]) \(normal[155, 16])")
        #expect(pressed[85, 16] == normal[85, 16])
        finger.up()
        #expect(control.selectedSegmentIndex == 2)
        let moved = shot(window)
        #expect(moved[155, 16].isNear(.white, 2))
        #expect(moved[18, 16].r < 245)
        control.isEnabled = false
        let disabled = shot(window)
        let titles = CGRect(x: 20, y: 18, width: 190, height: 16)
        #expect(ink(pixels(disabled, titles)) < ink(pixels(moved, titles)))
    }

    // MARK: UIPageControl

    @Test func pageControlStates() {
        let window = makeWindow(CGSize(width: 200, height: 60))
        defer { window.isHidden = true }
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 1
        control.frame = CGRect(x: 0, y: 10, width: 200, height: 40)
        window.addSubview(control)
        let normal = shot(window)
        let dots = (0..<200).map { normal[$0, 30] }
        let darkest = dots.map { $0.r }.min() ?? 255
        #expect(darkest < 40)                                             // the current dot
        #expect(dots.filter { $0.r > 150 && $0.r < 235 }.count >= 6, "\(dots.map(\.r))")      // the other, lighter dots
        control.isHighlighted = true
        #expect(shot(window).pixelsEqual(normal))
        control.isHighlighted = false
        control.isSelected = true
        #expect(shot(window).pixelsEqual(normal))
        control.isSelected = false
        control.isEnabled = false
        let disabled = shot(window)
        #expect(((0..<200).map { disabled[$0, 30].r }.min() ?? 0) > 100)  // the current dot at half alpha
    }

    // MARK: UIProgressView and UIActivityIndicatorView (views, not controls)

    @Test func progressViewLooks() {
        let window = makeWindow(CGSize(width: 220, height: 30))
        defer { window.isHidden = true }
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 10, y: 10, width: 200, height: 4)
        progress.progress = 0.5
        window.addSubview(progress)
        let r = shot(window)
        #expect(r[50, 11].b > 200 && r[50, 11].r < 60, "\(r[50, 11])")  // the tinted progress
        #expect(r[170, 11].b - r[170, 11].r < 30, "\(r[170, 11])")      // the gray track
        progress.progressTintColor = .red
        #expect(shot(window)[50, 11].isNear(.red, 10))
        progress.tintAdjustmentMode = .dimmed
        progress.progressTintColor = nil
        let dimmed = shot(window)[50, 11]
        #expect(dimmed.b - dimmed.r < 40, "\(dimmed)")  // a dimmed tint is gray
    }

    @Test func activityIndicatorLooks() {
        let window = makeWindow(CGSize(width: 60, height: 60))
        defer { window.isHidden = true }
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 30, y: 30)
        window.addSubview(spinner)
        let area = CGRect(x: 10, y: 10, width: 40, height: 40)
        #expect(ink(pixels(shot(window), area)) == 0)  // stopped and hidden
        spinner.startAnimating()
        let spinning = pixels(shot(window), area)
        #expect(ink(spinning) > 60)
        spinner.color = .red
        let red = pixels(shot(window), area)
        #expect(red.contains { $0.r > 200 && $0.g < 80 })
        spinner.stopAnimating()
        #expect(ink(pixels(shot(window), area)) == 0)
    }
}

extension PixelReader {
    /// Whether every pixel equals `other`'s.
    func pixelsEqual(_ other: PixelReader) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return false } }
        return true
    }
}
