import Foundation

/// An object that can contain views whose appearance is customized by containment
/// (`appearance(whenContainedInInstancesOf:)`): views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// Classes whose appearance can be customized for every instance through a proxy:
/// `UILabel.appearance().textColor = .gray` applies to each label when it enters a window.
///
/// The proxy is an instance of the class (made through `init(coder:)` with an empty archive)
/// that records the appearance properties set on it: `backgroundColor` and `tintColor` of
/// every view; `UILabel.font`/`textColor`; `UIButton.setTitleColor(_:for:)`,
/// `setBackgroundImage(_:for:)`, `setImage(_:for:)`; `UISwitch.onTintColor`/`thumbTintColor`;
/// `UISlider`'s three tints; `UIProgressView`'s two tints; `UIPageControl`'s indicator tints;
/// `UISegmentedControl.selectedSegmentTintColor` and `setTitleTextAttributes(_:for:)`. As in
/// UIKit, values apply when a view enters a window, a value the app set on the view itself is
/// kept, a subclass's proxy wins over its superclass's, and a containment proxy wins over a
/// plain one (more containers, more specific).
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances contained in instances of `containerTypes` (innermost first).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView: UIAppearance {
    /// The proxy for every instance of the class; set appearance properties on it.
    public static func appearance() -> Self { appearanceProxy(containers: []) }

    /// The proxy for instances inside instances of `containerTypes`, innermost first
    /// (`[UINavigationBar.self, MyController.self]`: in a navigation bar in a `MyController`).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(containers: containerTypes.map { $0 as AnyClass })
    }

    private static func appearanceProxy(containers: [AnyClass]) -> Self {
        let registry = UIAppearanceRegistry.shared
        if let existing = registry.proxy(for: self, containers: containers) as? Self { return existing }
        // Self can only be made through a required initializer: UIView's `init(coder:)`,
        // here with an empty archive (every key absent), as a nib would make the view.
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let coder = try? NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: archiver.encodedData), let proxy = Self(coder: coder) else {
            preconditionFailure("\(self).appearance(): the class's init(coder:) returned nil; UIAppearance proxies are made through init(coder:)")
        }
        coder.finishDecoding()
        registry.register(proxy: proxy, for: self, containers: containers)
        return proxy
    }

    /// Called by an appearance property's setter: on a proxy, records `apply` under `key`;
    /// on an ordinary view (outside appearance application), notes that the app set `key`
    /// itself, so that appearance proxies leave it alone. Inlined so that, while no proxy
    /// exists (the usual case), setters build neither the key nor the closure.
    @inline(__always)
    package func noteAppearanceProperty<View: UIView>(_ key: @autoclosure () -> String, _ apply: @escaping @MainActor (View) -> Void) {
        guard UIAppearanceRegistry.shared.hasProxies else { return }
        recordAppearanceProperty(key(), apply)
    }

    private func recordAppearanceProperty<View: UIView>(_ key: String, _ apply: @escaping @MainActor (View) -> Void) {
        let registry = UIAppearanceRegistry.shared
        if registry.isProxy(self) {
            registry.record(proxy: self, key: key) { view in
                if let view = view as? View { apply(view) }
            }
        } else if registry.hasRecords, !registry.isApplying {
            extras.appearanceKeysSetByApp.insert(key)
        }
    }

    /// `noteAppearanceProperty` for a property written through `keyPath` (its value now is
    /// the value a proxy records). O(1) while no proxy exists.
    package func noteAppearance<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, key: String) {
        guard UIAppearanceRegistry.shared.hasProxies, let me = self as? View else { return }
        let value = me[keyPath: keyPath]
        noteAppearanceProperty(key) { (view: View) in view[keyPath: keyPath] = value }
    }

    /// Applies the matching proxies' recorded values (when the view enters a window).
    package func applyAppearanceIfNeeded() {
        let registry = UIAppearanceRegistry.shared
        guard registry.hasRecords, !registry.isProxy(self) else { return }
        registry.apply(to: self)
    }
}

/// The appearance proxies of the process and the values recorded on them.
@MainActor
final class UIAppearanceRegistry {
    static let shared = UIAppearanceRegistry()

    private struct Proxy {
        let view: UIView
        let viewClass: AnyClass
        let containers: [AnyClass]
        let depth: Int
        var values: [(key: String, order: Int, apply: @MainActor (UIView) -> Void)] = []
    }

    private var proxies: [ObjectIdentifier: Proxy] = [:]
    private var order = 0
    private(set) var hasRecords = false
    private(set) var isApplying = false

    var hasProxies: Bool { !proxies.isEmpty }

    func isProxy(_ view: UIView) -> Bool { !proxies.isEmpty && proxies[ObjectIdentifier(view)] != nil }

    func proxy(for viewClass: AnyClass, containers: [AnyClass]) -> UIView? {
        proxies.values.first { $0.viewClass == viewClass && $0.containers.count == containers.count
            && zip($0.containers, containers).allSatisfy { $0 == $1 } }?.view
    }

    func register(proxy: UIView, for viewClass: AnyClass, containers: [AnyClass]) {
        var depth = 0
        var c: AnyClass? = viewClass
        while let k = c { depth += 1; c = _getSuperclass(k) }
        proxies[ObjectIdentifier(proxy)] = Proxy(view: proxy, viewClass: viewClass, containers: containers, depth: depth)
    }

    func record(proxy: UIView, key: String, apply: @escaping @MainActor (UIView) -> Void) {
        guard var entry = proxies[ObjectIdentifier(proxy)] else { return }
        order += 1
        entry.values.removeAll { $0.key == key }
        entry.values.append((key, order, apply))
        proxies[ObjectIdentifier(proxy)] = entry
        hasRecords = true
    }

    /// Applies every matching proxy's values, least specific first, so the most specific
    /// (deeper class, more containers, later set) is applied last and wins.
    func apply(to view: UIView) {
        let matching = proxies.values.filter { Self.isKind(view, of: $0.viewClass) && Self.isContained(view, in: $0.containers) }
        guard !matching.isEmpty else { return }
        var values: [(rank: (Int, Int, Int), key: String, apply: @MainActor (UIView) -> Void)] = []
        for proxy in matching {
            for value in proxy.values { values.append(((proxy.depth, proxy.containers.count, value.order), value.key, value.apply)) }
        }
        values.sort { $0.rank < $1.rank }
        let setByApp = view.extrasStorage?.appearanceKeysSetByApp ?? []
        isApplying = true
        defer { isApplying = false }
        for value in values where !setByApp.contains(value.key) { value.apply(view) }
    }

    private static func isKind(_ object: AnyObject, of target: AnyClass) -> Bool {
        var c: AnyClass? = type(of: object)
        while let k = c {
            if k == target { return true }
            c = _getSuperclass(k)
        }
        return false
    }

    /// Whether the view's ancestors (superviews and their view controllers) include
    /// instances of `containers` in order, innermost first.
    private static func isContained(_ view: UIView, in containers: [AnyClass]) -> Bool {
        guard !containers.isEmpty else { return true }
        var index = 0
        var responder: UIResponder? = view.next
        while let current = responder, index < containers.count {
            if isKind(current, of: containers[index]) { index += 1 }
            responder = current.next
        }
        return index == containers.count
    }
}
