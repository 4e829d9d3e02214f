import CoreGraphics
import Foundation

// The standard and system colors, with the values UIKit uses (system colors: iOS 15 and
// later, light and dark appearance; the increased-contrast and elevated variants are not
// modelled). Each color is one shared instance, so `===` holds between two reads.

/// A color from 8-bit sRGB components, as Apple's palette lists them.
private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> UIColor {
    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
}

/// The shared instances behind the class properties.
private enum UIColorPalette {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor(white: 0, alpha: 1)
    static let systemRed = UIColor(systemName: "systemRedColor", light: rgb(255, 59, 48, 1), dark: rgb(255, 69, 58, 1))
    static let systemGreen = UIColor(systemName: "systemGreenColor", light: rgb(52, 199, 89, 1), dark: rgb(48, 209, 88, 1))
    static let systemBlue = UIColor(systemName: "systemBlueColor", light: rgb(0, 122, 255, 1), dark: rgb(10, 132, 255, 1))
    static let systemOrange = UIColor(systemName: "systemOrangeColor", light: rgb(255, 149, 0, 1), dark: rgb(255, 159, 10, 1))
    static let systemYellow = UIColor(systemName: "systemYellowColor", light: rgb(255, 204, 0, 1), dark: rgb(255, 214, 10, 1))
    static let systemPink = UIColor(systemName: "systemPinkColor", light: rgb(255, 45, 85, 1), dark: rgb(255, 55, 95, 1))
    static let systemPurple = UIColor(systemName: "systemPurpleColor", light: rgb(175, 82, 222, 1), dark: rgb(191, 90, 242, 1))
    static let systemTeal = UIColor(systemName: "systemTealColor", light: rgb(48, 176, 199, 1), dark: rgb(64, 200, 224, 1))
    static let systemIndigo = UIColor(systemName: "systemIndigoColor", light: rgb(88, 86, 214, 1), dark: rgb(94, 92, 230, 1))
    static let systemBrown = UIColor(systemName: "systemBrownColor", light: rgb(162, 132, 94, 1), dark: rgb(172, 142, 104, 1))
    static let systemMint = UIColor(systemName: "systemMintColor", light: rgb(0, 199, 190, 1), dark: rgb(99, 230, 226, 1))
    static let systemCyan = UIColor(systemName: "systemCyanColor", light: rgb(50, 173, 230, 1), dark: rgb(100, 210, 255, 1))
    static let systemGray = UIColor(systemName: "systemGrayColor", light: rgb(142, 142, 147, 1), dark: rgb(142, 142, 147, 1))
    static let systemGray2 = UIColor(systemName: "systemGray2Color", light: rgb(174, 174, 178, 1), dark: rgb(99, 99, 102, 1))
    static let systemGray3 = UIColor(systemName: "systemGray3Color", light: rgb(199, 199, 204, 1), dark: rgb(72, 72, 74, 1))
    static let systemGray4 = UIColor(systemName: "systemGray4Color", light: rgb(209, 209, 214, 1), dark: rgb(58, 58, 60, 1))
    static let systemGray5 = UIColor(systemName: "systemGray5Color", light: rgb(229, 229, 234, 1), dark: rgb(44, 44, 46, 1))
    static let systemGray6 = UIColor(systemName: "systemGray6Color", light: rgb(242, 242, 247, 1), dark: rgb(28, 28, 30, 1))
    static let tintColor = UIColor(systemName: "tintColorColor", light: rgb(0, 122, 255, 1), dark: rgb(10, 132, 255, 1))
    static let label = UIColor(systemName: "labelColor", light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    static let secondaryLabel = UIColor(systemName: "secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = UIColor(systemName: "tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = UIColor(systemName: "quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    static let link = UIColor(systemName: "linkColor", light: rgb(0, 122, 255, 1), dark: rgb(9, 132, 255, 1))
    static let placeholderText = UIColor(systemName: "placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    static let separator = UIColor(systemName: "separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    static let opaqueSeparator = UIColor(systemName: "opaqueSeparatorColor", light: rgb(198, 198, 200, 1), dark: rgb(56, 56, 58, 1))
    static let systemBackground = UIColor(systemName: "systemBackgroundColor", light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1))
    static let secondarySystemBackground = UIColor(systemName: "secondarySystemBackgroundColor", light: rgb(242, 242, 247, 1), dark: rgb(28, 28, 30, 1))
    static let tertiarySystemBackground = UIColor(systemName: "tertiarySystemBackgroundColor", light: UIColor(white: 1, alpha: 1), dark: rgb(44, 44, 46, 1))
    static let systemGroupedBackground = UIColor(systemName: "systemGroupedBackgroundColor", light: rgb(242, 242, 247, 1), dark: UIColor(white: 0, alpha: 1))
    static let secondarySystemGroupedBackground = UIColor(systemName: "secondarySystemGroupedBackgroundColor", light: UIColor(white: 1, alpha: 1), dark: rgb(28, 28, 30, 1))
    static let tertiarySystemGroupedBackground = UIColor(systemName: "tertiarySystemGroupedBackgroundColor", light: rgb(242, 242, 247, 1), dark: rgb(44, 44, 46, 1))
    static let systemFill = UIColor(systemName: "systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = UIColor(systemName: "secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = UIColor(systemName: "tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = UIColor(systemName: "quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
}

extension UIColor {
    /// The black color (white 0).
    public class var black: UIColor { UIColorPalette.black }
    /// A dark gray (white 1/3).
    public class var darkGray: UIColor { UIColorPalette.darkGray }
    /// A light gray (white 2/3).
    public class var lightGray: UIColor { UIColorPalette.lightGray }
    /// The white color (white 1).
    public class var white: UIColor { UIColorPalette.white }
    /// A middle gray (white 0.5).
    public class var gray: UIColor { UIColorPalette.gray }
    /// Pure red (1, 0, 0).
    public class var red: UIColor { UIColorPalette.red }
    /// Pure green (0, 1, 0).
    public class var green: UIColor { UIColorPalette.green }
    /// Pure blue (0, 0, 1).
    public class var blue: UIColor { UIColorPalette.blue }
    /// Cyan (0, 1, 1).
    public class var cyan: UIColor { UIColorPalette.cyan }
    /// Yellow (1, 1, 0).
    public class var yellow: UIColor { UIColorPalette.yellow }
    /// Magenta (1, 0, 1).
    public class var magenta: UIColor { UIColorPalette.magenta }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColorPalette.orange }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColorPalette.purple }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColorPalette.brown }
    /// The transparent color (white 0, alpha 0).
    public class var clear: UIColor { UIColorPalette.clear }
    /// The color of light text on dark backgrounds (white 1, alpha 0.6).
    public class var lightText: UIColor { UIColorPalette.lightText }
    /// The color of dark text on light backgrounds (white 0).
    public class var darkText: UIColor { UIColorPalette.darkText }
    /// The system color `systemRed`: light 255, 59, 48; dark 255, 69, 58.
    public class var systemRed: UIColor { UIColorPalette.systemRed }
    /// The system color `systemGreen`: light 52, 199, 89; dark 48, 209, 88.
    public class var systemGreen: UIColor { UIColorPalette.systemGreen }
    /// The system color `systemBlue`: light 0, 122, 255; dark 10, 132, 255.
    public class var systemBlue: UIColor { UIColorPalette.systemBlue }
    /// The system color `systemOrange`: light 255, 149, 0; dark 255, 159, 10.
    public class var systemOrange: UIColor { UIColorPalette.systemOrange }
    /// The system color `systemYellow`: light 255, 204, 0; dark 255, 214, 10.
    public class var systemYellow: UIColor { UIColorPalette.systemYellow }
    /// The system color `systemPink`: light 255, 45, 85; dark 255, 55, 95.
    public class var systemPink: UIColor { UIColorPalette.systemPink }
    /// The system color `systemPurple`: light 175, 82, 222; dark 191, 90, 242.
    public class var systemPurple: UIColor { UIColorPalette.systemPurple }
    /// The system color `systemTeal`: light 48, 176, 199; dark 64, 200, 224.
    public class var systemTeal: UIColor { UIColorPalette.systemTeal }
    /// The system color `systemIndigo`: light 88, 86, 214; dark 94, 92, 230.
    public class var systemIndigo: UIColor { UIColorPalette.systemIndigo }
    /// The system color `systemBrown`: light 162, 132, 94; dark 172, 142, 104.
    public class var systemBrown: UIColor { UIColorPalette.systemBrown }
    /// The system color `systemMint`: light 0, 199, 190; dark 99, 230, 226.
    public class var systemMint: UIColor { UIColorPalette.systemMint }
    /// The system color `systemCyan`: light 50, 173, 230; dark 100, 210, 255.
    public class var systemCyan: UIColor { UIColorPalette.systemCyan }
    /// The system color `systemGray`: light 142, 142, 147; dark 142, 142, 147.
    public class var systemGray: UIColor { UIColorPalette.systemGray }
    /// The system color `systemGray2`: light 174, 174, 178; dark 99, 99, 102.
    public class var systemGray2: UIColor { UIColorPalette.systemGray2 }
    /// The system color `systemGray3`: light 199, 199, 204; dark 72, 72, 74.
    public class var systemGray3: UIColor { UIColorPalette.systemGray3 }
    /// The system color `systemGray4`: light 209, 209, 214; dark 58, 58, 60.
    public class var systemGray4: UIColor { UIColorPalette.systemGray4 }
    /// The system color `systemGray5`: light 229, 229, 234; dark 44, 44, 46.
    public class var systemGray5: UIColor { UIColorPalette.systemGray5 }
    /// The system color `systemGray6`: light 242, 242, 247; dark 28, 28, 30.
    public class var systemGray6: UIColor { UIColorPalette.systemGray6 }
    /// The system color `tintColor`: light 0, 122, 255; dark 10, 132, 255.
    public class var tintColor: UIColor { UIColorPalette.tintColor }
    /// The system color `label`: light white 0; dark white 1.
    public class var label: UIColor { UIColorPalette.label }
    /// The system color `secondaryLabel`: light 60, 60, 67, alpha 0.6; dark 235, 235, 245, alpha 0.6.
    public class var secondaryLabel: UIColor { UIColorPalette.secondaryLabel }
    /// The system color `tertiaryLabel`: light 60, 60, 67, alpha 0.3; dark 235, 235, 245, alpha 0.3.
    public class var tertiaryLabel: UIColor { UIColorPalette.tertiaryLabel }
    /// The system color `quaternaryLabel`: light 60, 60, 67, alpha 0.18; dark 235, 235, 245, alpha 0.16.
    public class var quaternaryLabel: UIColor { UIColorPalette.quaternaryLabel }
    /// The system color `link`: light 0, 122, 255; dark 9, 132, 255.
    public class var link: UIColor { UIColorPalette.link }
    /// The system color `placeholderText`: light 60, 60, 67, alpha 0.3; dark 235, 235, 245, alpha 0.3.
    public class var placeholderText: UIColor { UIColorPalette.placeholderText }
    /// The system color `separator`: light 60, 60, 67, alpha 0.29; dark 84, 84, 88, alpha 0.6.
    public class var separator: UIColor { UIColorPalette.separator }
    /// The system color `opaqueSeparator`: light 198, 198, 200; dark 56, 56, 58.
    public class var opaqueSeparator: UIColor { UIColorPalette.opaqueSeparator }
    /// The system color `systemBackground`: light white 1; dark white 0.
    public class var systemBackground: UIColor { UIColorPalette.systemBackground }
    /// The system color `secondarySystemBackground`: light 242, 242, 247; dark 28, 28, 30.
    public class var secondarySystemBackground: UIColor { UIColorPalette.secondarySystemBackground }
    /// The system color `tertiarySystemBackground`: light white 1; dark 44, 44, 46.
    public class var tertiarySystemBackground: UIColor { UIColorPalette.tertiarySystemBackground }
    /// The system color `systemGroupedBackground`: light 242, 242, 247; dark white 0.
    public class var systemGroupedBackground: UIColor { UIColorPalette.systemGroupedBackground }
    /// The system color `secondarySystemGroupedBackground`: light white 1; dark 28, 28, 30.
    public class var secondarySystemGroupedBackground: UIColor { UIColorPalette.secondarySystemGroupedBackground }
    /// The system color `tertiarySystemGroupedBackground`: light 242, 242, 247; dark 44, 44, 46.
    public class var tertiarySystemGroupedBackground: UIColor { UIColorPalette.tertiarySystemGroupedBackground }
    /// The system color `systemFill`: light 120, 120, 128, alpha 0.2; dark 120, 120, 128, alpha 0.36.
    public class var systemFill: UIColor { UIColorPalette.systemFill }
    /// The system color `secondarySystemFill`: light 120, 120, 128, alpha 0.16; dark 120, 120, 128, alpha 0.32.
    public class var secondarySystemFill: UIColor { UIColorPalette.secondarySystemFill }
    /// The system color `tertiarySystemFill`: light 118, 118, 128, alpha 0.12; dark 118, 118, 128, alpha 0.24.
    public class var tertiarySystemFill: UIColor { UIColorPalette.tertiarySystemFill }
    /// The system color `quaternarySystemFill`: light 116, 116, 128, alpha 0.08; dark 118, 118, 128, alpha 0.18.
    public class var quaternarySystemFill: UIColor { UIColorPalette.quaternarySystemFill }
    /// The grouped table view background of iOS 12 and earlier (now `systemGroupedBackground`).
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { UIColorPalette.systemGroupedBackground }

    /// The system color archived under `name` (`systemRedColor`…), or nil.
    package static func systemColor(named name: String) -> UIColor? {
        switch name {
        case "systemRedColor": return UIColorPalette.systemRed
        case "systemGreenColor": return UIColorPalette.systemGreen
        case "systemBlueColor": return UIColorPalette.systemBlue
        case "systemOrangeColor": return UIColorPalette.systemOrange
        case "systemYellowColor": return UIColorPalette.systemYellow
        case "systemPinkColor": return UIColorPalette.systemPink
        case "systemPurpleColor": return UIColorPalette.systemPurple
        case "systemTealColor": return UIColorPalette.systemTeal
        case "systemIndigoColor": return UIColorPalette.systemIndigo
        case "systemBrownColor": return UIColorPalette.systemBrown
        case "systemMintColor": return UIColorPalette.systemMint
        case "systemCyanColor": return UIColorPalette.systemCyan
        case "systemGrayColor": return UIColorPalette.systemGray
        case "systemGray2Color": return UIColorPalette.systemGray2
        case "systemGray3Color": return UIColorPalette.systemGray3
        case "systemGray4Color": return UIColorPalette.systemGray4
        case "systemGray5Color": return UIColorPalette.systemGray5
        case "systemGray6Color": return UIColorPalette.systemGray6
        case "tintColorColor": return UIColorPalette.tintColor
        case "labelColor": return UIColorPalette.label
        case "secondaryLabelColor": return UIColorPalette.secondaryLabel
        case "tertiaryLabelColor": return UIColorPalette.tertiaryLabel
        case "quaternaryLabelColor": return UIColorPalette.quaternaryLabel
        case "linkColor": return UIColorPalette.link
        case "placeholderTextColor": return UIColorPalette.placeholderText
        case "separatorColor": return UIColorPalette.separator
        case "opaqueSeparatorColor": return UIColorPalette.opaqueSeparator
        case "systemBackgroundColor": return UIColorPalette.systemBackground
        case "secondarySystemBackgroundColor": return UIColorPalette.secondarySystemBackground
        case "tertiarySystemBackgroundColor": return UIColorPalette.tertiarySystemBackground
        case "systemGroupedBackgroundColor": return UIColorPalette.systemGroupedBackground
        case "secondarySystemGroupedBackgroundColor": return UIColorPalette.secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackgroundColor": return UIColorPalette.tertiarySystemGroupedBackground
        case "systemFillColor": return UIColorPalette.systemFill
        case "secondarySystemFillColor": return UIColorPalette.secondarySystemFill
        case "tertiarySystemFillColor": return UIColorPalette.tertiarySystemFill
        case "quaternarySystemFillColor": return UIColorPalette.quaternarySystemFill
        default: return nil
        }
    }
}
