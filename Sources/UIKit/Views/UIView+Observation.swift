import CoreGraphics
import Foundation

/// The name of a view property that notifies its observers.
package struct ObservableProperty: Hashable, Sendable {
    package let name: String
    package static let frame = ObservableProperty(name: "frame")
    package static let bounds = ObservableProperty(name: "bounds")
    package static let center = ObservableProperty(name: "center")
    package static let transform = ObservableProperty(name: "transform")
    package static let alpha = ObservableProperty(name: "alpha")
    package static let isHidden = ObservableProperty(name: "isHidden")
    package static let backgroundColor = ObservableProperty(name: "backgroundColor")
    package static let tintColor = ObservableProperty(name: "tintColor")
    package static let isUserInteractionEnabled = ObservableProperty(name: "isUserInteractionEnabled")
    package static let clipsToBounds = ObservableProperty(name: "clipsToBounds")
    package static let contentMode = ObservableProperty(name: "contentMode")
    package static let layoutMargins = ObservableProperty(name: "layoutMargins")
    package static let safeAreaInsets = ObservableProperty(name: "safeAreaInsets")
    package static let superview = ObservableProperty(name: "superview")
    package static let window = ObservableProperty(name: "window")
    package static let subviews = ObservableProperty(name: "subviews")
    package static let tag = ObservableProperty(name: "tag")
}

/// One observation: how to read the value, the last value seen, the handler.
package class ObservationEntry: @unchecked Sendable {
    /// The built-in property observed, or nil for a key path a subclass notifies itself.
    package let property: ObservableProperty?
    /// The observed key path as given.
    package let keyPath: AnyKeyPath
    package init(property: ObservableProperty?, keyPath: AnyKeyPath) {
        self.property = property
        self.keyPath = keyPath
    }
    /// Whether the observation still runs.
    package var isValid: Bool { false }
    /// Whether a `.prior` notification was sent and its change notification is still due.
    package var priorPending = false
    /// The value is about to change: sends the `.prior` notification (once per change).
    @MainActor package func valueWillChange(on object: AnyObject) {}
    /// Sends the change notification that pairs a `.prior` one already sent, even when the
    /// value ended up unchanged (as key-value observing pairs will/did).
    @MainActor package func finishPendingChange(on object: AnyObject) {
        if priorPending { valueDidChange(on: object, onlyIfDifferent: false) }
    }
    /// Reports a change: the old value is the one seen last.
    @MainActor package func valueDidChange(on object: AnyObject, onlyIfDifferent: Bool) {}
    /// Stops the observation.
    package func invalidate() {}
}

/// A typed observation entry.
package final class TypedObservationEntry<Root: AnyObject, Value>: ObservationEntry, @unchecked Sendable {
    private var handler: ((Root, NSKeyValueObservedChange<Value>) -> Void)?
    private let typedKeyPath: KeyPath<Root, Value>
    private let options: NSKeyValueObservingOptions
    private var lastValue: Value

    package init(object: Root, property: ObservableProperty?, keyPath: KeyPath<Root, Value>,
                 options: NSKeyValueObservingOptions, handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.handler = handler
        self.typedKeyPath = keyPath
        self.options = options
        self.lastValue = object[keyPath: keyPath]
        super.init(property: property, keyPath: keyPath)
    }

    package override var isValid: Bool { handler != nil }

    /// Calls the handler with the current value (the `.initial` option).
    package func sendInitial(_ object: Root) {
        guard let handler else { return }
        handler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? lastValue : nil,
                                                 oldValue: nil, indexes: nil, isPrior: false))
    }

    @MainActor package override func valueWillChange(on object: AnyObject) {
        guard let handler, options.contains(.prior), !priorPending, let root = object as? Root else { return }
        priorPending = true
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                               oldValue: options.contains(.old) ? lastValue : nil, indexes: nil, isPrior: true))
    }

    @MainActor package override func valueDidChange(on object: AnyObject, onlyIfDifferent: Bool) {
        guard let handler, let root = object as? Root else { return }
        let old = lastValue
        let new = root[keyPath: typedKeyPath]
        let priorSent = priorPending
        priorPending = false
        if onlyIfDifferent, !priorSent {
            guard let equal = ObservationComparison.isEqual(old, new), !equal else { return }
        }
        lastValue = new
        if options.contains(.prior), !priorSent {
            // A change nobody announced beforehand (a subclass property notified with
            // `didChangeValue(for:)` only): the prior notification comes just before this one.
            handler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                   oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: true))
        }
        guard self.handler != nil else { return }
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? new : nil,
                                               oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }

    package override func invalidate() { handler = nil }
}

/// Equality of values of unknown type, when they are `Equatable`.
package enum ObservationComparison {
    /// Whether `a == b`, or nil when the values are not `Equatable`.
    package static func isEqual(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        return a.isEqual(toAny: b)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// The observations of one object, held weakly (the tokens own them).
package final class ObservationRegistry {
    private struct WeakEntry { weak var entry: ObservationEntry? }
    private var entries: [WeakEntry] = []

    package var isEmpty: Bool { entries.isEmpty }

    package func add(_ entry: ObservationEntry) {
        entries.removeAll { $0.entry?.isValid != true }
        entries.append(WeakEntry(entry: entry))
    }

    /// The live entries (dead ones are dropped).
    package func liveEntries() -> [ObservationEntry] {
        entries.removeAll { $0.entry?.isValid != true }
        return entries.compactMap(\.entry)
    }
}

/// Objects whose properties can be observed with `observe(_:options:changeHandler:)`
/// (Foundation on Linux has no key-value observing; views get this one).
public protocol UIKeyValueObservable: AnyObject {}

extension UIView: UIKeyValueObservable {}

extension UIKeyValueObservable where Self: UIView {
    /// Observes `keyPath`: `changeHandler` runs after each change (and at once with
    /// `.initial`; with `.prior` also before each change, `isPriorNotification` true);
    /// the returned token observes until invalidated or released.
    @preconcurrency @MainActor @discardableResult
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let property = Self.builtinObservableProperty(for: keyPath)
        let entry = TypedObservationEntry(object: self, property: property, keyPath: keyPath, options: options, handler: changeHandler)
        let registry = extras.observations ?? ObservationRegistry()
        extras.observations = registry
        registry.add(entry)
        if options.contains(.initial) { entry.sendInitial(self) }
        return NSKeyValueObservation(entry: entry)
    }

    /// Tells the observers of `keyPath` that its value changed: the one line a subclass
    /// adds to a property to make it observable (`didSet { didChangeValue(for: \.contentOffset) }`).
    @preconcurrency @MainActor
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        if let property = Self.builtinObservableProperty(for: keyPath) {
            didChangeObservable(property)
            return
        }
        guard let registry = extrasStorage?.observations else { return }
        for entry in registry.liveEntries() where entry.property == nil {
            entry.valueDidChange(on: self, onlyIfDifferent: entry.keyPath != keyPath)
        }
    }

    /// Tells the observers of `keyPath` that its value is about to change, so that `.prior`
    /// observers hear before the change (`willSet { willChangeValue(for: \.contentOffset) }`);
    /// optional: without it `.prior` observers hear just before the change notification.
    @preconcurrency @MainActor
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        if let property = Self.builtinObservableProperty(for: keyPath) {
            willChangeObservable(property)
            return
        }
        guard let registry = extrasStorage?.observations else { return }
        for entry in registry.liveEntries() where entry.property == nil && entry.keyPath == keyPath {
            entry.valueWillChange(on: self)
        }
    }

    /// The built-in property `keyPath` names, if any (compared in the caller's type).
    @MainActor
    private static func builtinObservableProperty(for keyPath: AnyKeyPath) -> ObservableProperty? {
        let table: [(AnyKeyPath, ObservableProperty)] = [
            (\Self.frame, .frame), (\Self.bounds, .bounds), (\Self.center, .center),
            (\Self.transform, .transform), (\Self.alpha, .alpha), (\Self.isHidden, .isHidden),
            (\Self.backgroundColor, .backgroundColor), (\Self.tintColor, .tintColor),
            (\Self.isUserInteractionEnabled, .isUserInteractionEnabled), (\Self.clipsToBounds, .clipsToBounds),
            (\Self.contentMode, .contentMode), (\Self.layoutMargins, .layoutMargins),
            (\Self.safeAreaInsets, .safeAreaInsets), (\Self.superview, .superview), (\Self.window, .window),
            (\Self.subviews, .subviews), (\Self.tag, .tag),
        ]
        return table.first { $0.0 == keyPath }?.1
    }
}

extension UIView {
    /// Notifies the observers of a built-in property; O(1) when there are none.
    package func didChangeObservable(_ property: ObservableProperty) {
        guard let registry = extrasStorage?.observations, !registry.isEmpty else { return }
        for entry in registry.liveEntries() where entry.property == property {
            entry.valueDidChange(on: self, onlyIfDifferent: false)
        }
    }

    /// Sends the `.prior` notifications of a built-in property about to change; O(1) when
    /// nothing observes the view. The setter then calls `didChangeObservable` or, when the
    /// value may have ended unchanged, `finishObservableChanges()`.
    package func willChangeObservable(_ property: ObservableProperty) {
        guard let registry = extrasStorage?.observations, !registry.isEmpty else { return }
        for entry in registry.liveEntries() where entry.property == property {
            entry.valueWillChange(on: self)
        }
    }

    /// Sends the change notifications still owed to `.prior` observers whose property was
    /// announced but did not change.
    package func finishObservableChanges() {
        guard let registry = extrasStorage?.observations, !registry.isEmpty else { return }
        for entry in registry.liveEntries() where entry.priorPending {
            entry.finishPendingChange(on: self)
        }
    }
}
