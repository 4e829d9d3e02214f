import CoreGraphics
import Foundation

/// The Dynamic Type size the user prefers for text, from extra small to the largest
/// accessibility size, with UIKit's raw values. Categories compare by size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// Creates a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference was specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// An extra small size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small size.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// A large size: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// An extra large size.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// An extra extra large size.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size that is not an accessibility size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// A large accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An extra large accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An extra extra large accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (object: the application) when the user's preferred category changed; the
    /// user info holds the new value under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest (`unspecified` excluded).
    package static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `ordered` (-1 for unspecified or unknown categories).
    package var sizeIndex: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { sizeIndex >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

    /// Orders categories by size (unspecified first).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.sizeIndex < rhs.sizeIndex }

    /// The category named by `OPENUIKIT_CONTENT_SIZE_CATEGORY`: a case name (`extraLarge`,
    /// `accessibilityMedium`) or a raw value; nil for an unknown name.
    package init?(environmentValue value: String) {
        let names: [String: UIContentSizeCategory] = [
            "extrasmall": .extraSmall, "small": .small, "medium": .medium, "large": .large, "extralarge": .extraLarge,
            "extraextralarge": .extraExtraLarge, "extraextraextralarge": .extraExtraExtraLarge,
            "accessibilitymedium": .accessibilityMedium, "accessibilitylarge": .accessibilityLarge,
            "accessibilityextralarge": .accessibilityExtraLarge, "accessibilityextraextralarge": .accessibilityExtraExtraLarge,
            "accessibilityextraextraextralarge": .accessibilityExtraExtraExtraLarge,
        ]
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let named = names[trimmed.lowercased()] { self = named; return }
        if let raw = Self.ordered.first(where: { $0.rawValue == trimmed }) { self = raw; return }
        return nil
    }
}

extension UIFont.TextStyle {
    /// Point sizes of each text style for each category, from Apple's Human Interface
    /// Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes"): xSmall, Small, Medium,
    /// Large (default), xLarge, xxLarge, xxxLarge, then AX1 to AX5.
    private var sizeTable: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] // body, and unknown styles
        }
    }

    /// The style's point size at `category` (`unspecified` counts as the default, Large).
    package func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let index = category.sizeIndex
        return sizeTable[index >= 0 ? index : UIContentSizeCategory.ordered.firstIndex(of: .large)!]
    }
}

/// The system-wide appearance: the desktop's light or dark style and the preferred content
/// size category. Read from `OPENUIKIT_APPEARANCE` (`dark` or `light`) and
/// `OPENUIKIT_CONTENT_SIZE_CATEGORY` on first use; a window backend (the desktop settings
/// portal) changes them through `UIApplication.setSystemUserInterfaceStyle(_:)` and
/// `setPreferredContentSizeCategory(_:)`. Thread-safe: fonts read it from any thread.
package enum SystemAppearance {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var style: UIUserInterfaceStyle?
    nonisolated(unsafe) private static var category: UIContentSizeCategory?

    /// The system's appearance style (light unless dark was asked for).
    package static var userInterfaceStyle: UIUserInterfaceStyle {
        get {
            lock.lock(); defer { lock.unlock() }
            if let style { return style }
            let value = ProcessInfo.processInfo.environment["OPENUIKIT_APPEARANCE"]
            let parsed = styleFromEnvironment(value)
            style = parsed
            return parsed
        }
        set { lock.lock(); style = newValue == .unspecified ? .light : newValue; lock.unlock() }
    }

    /// The user's preferred content size category (Large unless set).
    package static var contentSizeCategory: UIContentSizeCategory {
        get {
            lock.lock(); defer { lock.unlock() }
            if let category { return category }
            var parsed = UIContentSizeCategory.large
            if let value = ProcessInfo.processInfo.environment["OPENUIKIT_CONTENT_SIZE_CATEGORY"], !value.isEmpty {
                if let named = UIContentSizeCategory(environmentValue: value) { parsed = named }
                else { DiagnosticLog.write("UIKit", "OPENUIKIT_CONTENT_SIZE_CATEGORY=\(value) is not a content size category (e.g. large, extraLarge, accessibilityMedium); using large") }
            }
            category = parsed
            return parsed
        }
        set { lock.lock(); category = newValue == .unspecified ? .large : newValue; lock.unlock() }
    }

    /// The style an `OPENUIKIT_APPEARANCE` value asks for (light, logged, when unknown).
    package static func styleFromEnvironment(_ value: String?) -> UIUserInterfaceStyle {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "": return .light
        case "dark": return .dark
        case "light": return .light
        case let other?:
            DiagnosticLog.write("UIKit", "OPENUIKIT_APPEARANCE=\(other) is neither dark nor light; using light")
            return .light
        }
    }
}
