import Foundation
import Testing
import UIKit
import UIKitTesting

/// Sizes from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes".
@MainActor @Suite(.serialized) struct UIFontMetricsTests {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test func preferredFontsFollowTheHIGTable() {
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.large)).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraSmall)).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraLarge)).pointSize == 19)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.extraExtraExtraLarge)).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.small)).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits(.accessibilityMedium)).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits(.extraExtraLarge)).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits(.extraExtraLarge)).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func metricsScaleCustomFontsAndValues() {
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 17, compatibleWith: traits(.accessibilityMedium)) == 28)
        #expect(body.scaledValue(for: 10, compatibleWith: traits(.large)) == 10)
        let custom = UIFont.systemFont(ofSize: 34)
        #expect(body.scaledFont(for: custom, compatibleWith: traits(.extraLarge)).pointSize == 38) // 34 * 19/17
        #expect(body.scaledFont(for: custom, maximumPointSize: 40, compatibleWith: traits(.accessibilityExtraLarge)).pointSize == 40)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits(.extraSmall)) == 14)
    }

    @Test func categoriesOrderAndParse() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory(environmentValue: "extraLarge") == .extraLarge)
        #expect(UIContentSizeCategory(environmentValue: "UICTContentSizeCategoryAccessibilityL") == .accessibilityLarge)
        #expect(UIContentSizeCategory(environmentValue: "huge") == nil)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func adjustingLabelsResizeWhenTheCategoryChanges() {
        let original = SystemAppearance.contentSizeCategory
        defer { UIApplication.shared.setPreferredContentSizeCategory(original) }
        UIApplication.shared.setPreferredContentSizeCategory(.large)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let scaled = UILabel()
        scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 14))
        scaled.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        for label in [adjusting, scaled, fixed] { window.addSubview(label) }
        final class Posted: @unchecked Sendable { var values: [UIContentSizeCategory] = [] }
        let posted = Posted()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.values.append(value) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        var previousCategories: [UIContentSizeCategory] = []
        let registration = adjusting.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UILabel, previous) in
            previousCategories.append(previous.preferredContentSizeCategory)
        }
        defer { adjusting.unregisterForTraitChanges(registration) }

        UIApplication.shared.setPreferredContentSizeCategory(.extraExtraLarge)
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(adjusting.font.pointSize == 21)
        #expect(scaled.font.pointSize == 16) // 14 * 32/28 (title1 at xxLarge / at Large)
        #expect(fixed.font.pointSize == 17)
        #expect(posted.values == [.extraExtraLarge])
        #expect(previousCategories == [.large])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
    }
}
