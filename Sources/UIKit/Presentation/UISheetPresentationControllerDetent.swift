import CoreGraphics
import Foundation

/// What a custom detent's resolver knows about the sheet.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the largest detent (`.large()`), in points.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public class Detent: NSObject {
        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, @unchecked Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent: about half the container's height.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent: the full height of the sheet.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        /// Computes the detent's height (nil: the detent is inactive).
        package let resolver: @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        package init(identifier: Identifier, resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The medium detent: half the height of the large one (UIKit's "about half the
        /// height of the screen").
        public class func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
        }

        /// The large detent: the full height of the sheet.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (nil: inactive); `identifier` nil
        /// makes a unique one.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height this detent resolves to in `context`, clamped to the largest.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }
    }
}

/// The resolution context a sheet hands its detents.
@preconcurrency @MainActor
package final class SheetDetentResolution: UISheetPresentationControllerDetentResolutionContext {
    package let containerTraitCollection: UITraitCollection
    package let maximumDetentValue: CGFloat

    package init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}

/// The object that hears about a sheet's detent changes (and its dismissal).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
