import Foundation
import Testing
import UIKit

@Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    private func near(_ lhs: [CGFloat], _ rhs: [CGFloat], _ tolerance: CGFloat = 0.002) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func rgbComponentsRoundTrip() {
        #expect(rgba(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)) == [0.25, 0.5, 0.75, 0.5])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.components == [1, 0, 0, 1])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.colorSpace?.name == CGColorSpace.extendedSRGB)
    }

    @Test func extendedComponentsAreKept() {
        #expect(rgba(UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1)) == [1.2, -0.1, 0, 1])
    }

    @Test func whiteColorsAreGrayAndGiveRGB() {
        let gray = UIColor(white: 0.4, alpha: 0.8)
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(gray.getWhite(&w, alpha: &a))
        #expect(w == 0.4 && a == 0.8)
        #expect(rgba(gray) == [0.4, 0.4, 0.4, 0.8])
        // As in UIKit, an RGB color does not report a white level.
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test func hueSaturationBrightnessConvertBothWays() {
        #expect(near(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(near(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(near(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)), [0.4, 0.8, 0.8, 1]))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.3).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(near([h, s, v, a], [0.5, 0.5, 0.8, 0.3]))
    }

    @Test func displayP3ConvertsToExtendedSRGB() {
        let p3Red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        let c = rgba(p3Red)
        #expect(c[0] > 1.08 && c[0] < 1.1)   // P3 red lies outside sRGB: ~1.093, -0.227, -0.150
        #expect(c[1] < -0.2 && c[2] < -0.1)
        #expect(near(rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1]))
        #expect(p3Red.description == "UIDisplayP3ColorSpace 1 0 0 1")
    }

    @Test func withAlphaComponentKeepsTheSpace() {
        let c = UIColor.white.withAlphaComponent(0.25)
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(c.getWhite(&w, alpha: &a) && w == 1 && a == 0.25)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func equalityFollowsSpaceAndComponents() {
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).hash == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).hash)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemRed == UIColor.systemRed)
        #expect(UIColor.systemRed != UIColor.systemBlue)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func descriptionsUseUIKitsForm() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
        #expect(UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 0.5 0.25 0 1")
        #expect(UIColor.systemRed.description.hasPrefix("<UIDynamicSystemColor: "))
        #expect(UIColor.systemRed.description.hasSuffix("; name = systemRedColor>"))
    }

    @Test func standardColors() {
        #expect(rgba(.black) == [0, 0, 0, 1])
        #expect(near(rgba(.darkGray), [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]))
        #expect(near(rgba(.lightGray), [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]))
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1])
        #expect(rgba(.magenta) == [1, 0, 1, 1])
        #expect(rgba(.yellow) == [1, 1, 0, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.lightText) == [1, 1, 1, 0.6])
        #expect(rgba(.darkText) == [0, 0, 0, 1])
    }

    @Test func systemColorsHaveUIKitsLightValues() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        func bytes(_ color: UIColor) -> [CGFloat] {
            let c = rgba(color.resolvedColor(with: light))
            return [(c[0] * 255).rounded(), (c[1] * 255).rounded(), (c[2] * 255).rounded(), c[3]]
        }
        #expect(bytes(.systemRed) == [255, 59, 48, 1])
        #expect(bytes(.systemGreen) == [52, 199, 89, 1])
        #expect(bytes(.systemBlue) == [0, 122, 255, 1])
        #expect(bytes(.systemOrange) == [255, 149, 0, 1])
        #expect(bytes(.systemYellow) == [255, 204, 0, 1])
        #expect(bytes(.systemPink) == [255, 45, 85, 1])
        #expect(bytes(.systemPurple) == [175, 82, 222, 1])
        #expect(bytes(.systemIndigo) == [88, 86, 214, 1])
        #expect(bytes(.systemGray) == [142, 142, 147, 1])
        #expect(bytes(.systemGray6) == [242, 242, 247, 1])
        #expect(bytes(.label) == [0, 0, 0, 1])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 0.6])
        #expect(bytes(.separator) == [60, 60, 67, 0.29])
        #expect(bytes(.opaqueSeparator) == [198, 198, 200, 1])
        #expect(bytes(.systemBackground) == [255, 255, 255, 1])
        #expect(bytes(.secondarySystemBackground) == [242, 242, 247, 1])
        #expect(bytes(.systemGroupedBackground) == [242, 242, 247, 1])
        #expect(bytes(.systemFill) == [120, 120, 128, 0.2])
        #expect(bytes(.quaternarySystemFill) == [116, 116, 128, 0.08])
        #expect(bytes(.link) == [0, 122, 255, 1])
        #expect(bytes(.tintColor) == [0, 122, 255, 1])
        // The light background is a gray color, as UIKit describes it.
        #expect(UIColor.systemBackground.resolvedColor(with: light).description == "UIExtendedGrayColorSpace 1 1")
    }

    @Test func dynamicColorsResolveWithTheTraitCollection() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [1, 1, 1, 1])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 1])
        #expect(rgba(UIColor.systemRed.resolvedColor(with: dark)).map { ($0 * 255).rounded() } == [255, 69, 58, 255])
        // Unspecified resolves as light.
        #expect(rgba(UIColor.label.resolvedColor(with: UITraitCollection())) == [0, 0, 0, 1])

        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        #expect(custom.resolvedColor(with: dark) == .yellow)
        #expect(custom.cgColor == UIColor.blue.cgColor)
        dark.performAsCurrent {
            #expect(custom.cgColor == UIColor.yellow.cgColor)
            #expect(rgba(custom) == [1, 1, 0, 1])
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
        let faded = custom.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor.yellow.withAlphaComponent(0.5))
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    }

    @Test func setFillAndSetStrokeActOnTheCurrentContext() {
        let (_, pixels) = render(CGSize(width: 10, height: 10)) { context in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.cgContext.stroke(CGRect(x: 6, y: 1, width: 3, height: 8))
            UIColor.green.set()
            context.fill(CGRect(x: 0, y: 9, width: 1, height: 1))
        }
        #expect(pixels[2, 5] == .red)
        #expect(pixels[6, 5] == .blue)
        #expect(pixels[0, 9] == .green)
        #expect(pixels[7, 5] == .clear)
    }

    @Test func settingAColorWithoutAContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIColor.red.set()
    }
}

@Suite struct UIColorArchivingTests {
    private func roundTrip(_ color: UIColor) throws -> UIColor {
        let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
        return try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
    }

    @Test func colorsSurviveKeyedArchiving() throws {
        #expect(try roundTrip(UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)) == UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
        #expect(try roundTrip(UIColor(white: 0.3, alpha: 1)) == UIColor(white: 0.3, alpha: 1))
        let system = try roundTrip(.systemBlue)
        #expect(system == .systemBlue)
        #expect(system.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
