import CoreGraphics
import Foundation

/// A trait of a trait collection, named by its type (iOS 17): pass such types to
/// `registerForTraitChanges(_:handler:)`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when the trait is unspecified.
    static var defaultValue: Value { get }
    /// A unique identifier of the trait.
    static var identifier: String { get }
    /// A readable name of the trait.
    static var name: String { get }
    /// Whether dynamic colors can resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
}

/// A trait definition type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The appearance style trait (`userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    public static var name: String { "UserInterfaceStyle" }
    public static var affectsColorAppearance: Bool { true }
}

/// The display scale trait (`displayScale`).
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
    public static var identifier: String { "UITraitDisplayScale" }
    public static var name: String { "DisplayScale" }
    public static var affectsColorAppearance: Bool { false }
}

/// The horizontal size class trait (`horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    public static var identifier: String { "UITraitHorizontalSizeClass" }
    public static var name: String { "HorizontalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}

/// The vertical size class trait (`verticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    public static var identifier: String { "UITraitVerticalSizeClass" }
    public static var name: String { "VerticalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}

/// The preferred content size category trait (`preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
    public static var name: String { "PreferredContentSizeCategory" }
    public static var affectsColorAppearance: Bool { false }
}

extension UITraitCollection {
    /// The identifiers of the traits whose values differ between this collection and `other`.
    package func changedTraitIdentifiers(comparedTo other: UITraitCollection) -> Set<String> {
        var changed: Set<String> = []
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(UITraitUserInterfaceStyle.identifier) }
        if displayScale != other.displayScale { changed.insert(UITraitDisplayScale.identifier) }
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(UITraitHorizontalSizeClass.identifier) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(UITraitVerticalSizeClass.identifier) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.insert(UITraitPreferredContentSizeCategory.identifier)
        }
        return changed
    }
}

/// A token for a trait-change registration; pass it to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// The registration token `registerForTraitChanges` returns.
package struct TraitChangeToken: UITraitChangeRegistration {
    package let id: Int
}

/// The handler type of `registerForTraitChanges(_:handler:)`: the object whose traits
/// changed and its previous traits.
public typealias UITraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// The trait-change registrations of views, view controllers and window scenes, held per
/// object (weakly: a freed object's registrations go with it).
@MainActor
package final class TraitChangeRegistry {
    package static let shared = TraitChangeRegistry()

    private struct Registration {
        let id: Int
        let traits: Set<String>
        let call: (UITraitEnvironment, UITraitCollection) -> Void
    }
    private struct Entry {
        weak var owner: AnyObject?
        var registrations: [Registration]
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextID = 1

    /// Adds a registration of `owner` for `traits`.
    package func register(_ owner: UITraitEnvironment, traits: [UITrait],
                          call: @escaping (UITraitEnvironment, UITraitCollection) -> Void) -> TraitChangeToken {
        let key = ObjectIdentifier(owner)
        if entries[key]?.owner !== owner { entries[key] = Entry(owner: owner, registrations: []) }
        let id = nextID
        nextID += 1
        if traits.isEmpty { DiagnosticLog.write("UIKit", "registerForTraitChanges with no traits: the handler never runs") }
        entries[key]?.registrations.append(Registration(id: id, traits: Set(traits.map { $0.identifier }), call: call))
        return TraitChangeToken(id: id)
    }

    /// Removes a registration of `owner`.
    package func unregister(_ owner: AnyObject, _ registration: any UITraitChangeRegistration) {
        guard let token = registration as? TraitChangeToken else { return }
        entries[ObjectIdentifier(owner)]?.registrations.removeAll { $0.id == token.id }
    }

    /// Calls the registrations of `owner` for any of `changed` traits, with `previous`.
    package func notify(_ owner: UITraitEnvironment, changed: Set<String>, previous: UITraitCollection) {
        guard !entries.isEmpty else { return }
        let key = ObjectIdentifier(owner)
        guard let entry = entries[key] else { return }
        guard entry.owner === owner else { entries[key] = nil; return }
        for registration in entry.registrations where !registration.traits.isDisjoint(with: changed) {
            registration.call(owner, previous)
        }
    }

    /// The number of objects with registrations (tests).
    package var ownerCount: Int { entries.values.filter { $0.owner != nil }.count }
}

/// An object whose trait changes can be observed with handlers or target-action pairs
/// (iOS 17): views, view controllers, window scenes.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Self>) -> any UITraitChangeRegistration {
        TraitChangeRegistry.shared.register(self, traits: traits) { owner, previous in
            if let owner = owner as? Self { handler(owner, previous) }
        }
    }

    /// Calls `handler` after any of `traits` changed, with the object typed as the closure's
    /// first parameter says (`{ (self: Self, previous: UITraitCollection) in ... }`, as
    /// Apple's documentation writes it inside a class).
    @discardableResult
    public func registerForTraitChanges<Observer: UITraitEnvironment>(_ traits: [UITrait],
                                                                      handler: @escaping (Observer, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistry.shared.register(self, traits: traits) { owner, previous in
            if let owner = owner as? Observer { handler(owner, previous) }
        }
    }

    /// Calls `action` on `target` after any of `traits` changed (the Linux spelling of a
    /// selector: a method reference such as `MyView.updateColors`).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistry.shared.register(self, traits: traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
    }

    /// Calls `action` on `target` with the object and its previous traits after any of
    /// `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> (UITraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistry.shared.register(self, traits: traits) { [weak target] owner, previous in
            if let target { action(target)(owner, previous) }
        }
    }

    /// Removes a registration made by `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.shared.unregister(self, registration)
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
