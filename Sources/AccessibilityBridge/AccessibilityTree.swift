import Foundation
import UIKit

/// The application object at the root of the exported tree.
@MainActor
package final class AccessibilityApplicationRoot {
    package init() {}
}

/// The app's accessibility tree as assistive technologies see it: the application, its
/// shown windows, and inside each window the accessibility elements in navigation order.
///
/// As VoiceOver does, a view that `isAccessibilityElement` is a leaf (its subviews are not
/// visited); a view with `accessibilityElements` is a container of exactly those; other views
/// are transparent (their visible subviews' elements take their place); hidden views,
/// transparent ones (alpha 0) and those with `accessibilityElementsHidden` are skipped.
/// Objects are numbered once and keep their number (their D-Bus object path) while alive.
@MainActor
package final class AccessibilityTree {
    package let root = AccessibilityApplicationRoot()
    /// The windows exported (the app's shown windows unless replaced, as tests do).
    package var windows: () -> [UIWindow] = { UIApplication.shared.visibleWindows }
    /// A window's title (the SDL window's title in a real window).
    package var windowTitle: (UIWindow) -> String = { _ in "" }

    private struct WeakObject { weak var object: AnyObject? }
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var objects: [Int: WeakObject] = [:]
    private var nextNumber = 1
    /// The parent and children of every exported object, computed on demand and kept until
    /// `invalidate()` (the bridge invalidates before each batch of requests and on changes).
    private var parents: [ObjectIdentifier: AnyObject]?
    private var childrenCache: [ObjectIdentifier: [AnyObject]] = [:]

    package init() {}

    /// Forgets the computed structure (the app may have changed since).
    package func invalidate() {
        parents = nil
        childrenCache = [:]
    }

    // MARK: Identity

    /// The object's number (stable while it lives); the root is 0.
    package func number(of object: AnyObject) -> Int {
        if object === root { return 0 }
        let key = ObjectIdentifier(object)
        if let n = numbers[key], objects[n]?.object === object { return n }
        let n = nextNumber
        nextNumber += 1
        numbers[key] = n
        objects[n] = WeakObject(object: object)
        if n % 256 == 0 { pruneDeadObjects() }
        return n
    }

    /// The object numbered `n`, nil when it no longer exists.
    package func object(numbered n: Int) -> AnyObject? {
        n == 0 ? root : objects[n]?.object
    }

    private func pruneDeadObjects() {
        for (n, entry) in objects where entry.object == nil { objects[n] = nil }
        numbers = numbers.filter { objects[$0.value] != nil }
    }

    // MARK: Structure

    /// The exported children of `object` in navigation order.
    package func children(of object: AnyObject) -> [AnyObject] {
        let key = ObjectIdentifier(object)
        if let cached = childrenCache[key] { return cached }
        let result: [AnyObject]
        if object === root {
            result = windows()
        } else if let window = object as? UIWindow {
            result = Self.collect(in: window)
        } else if let view = object as? UIView {
            if view.isAccessibilityElement { result = [] }
            else if let elements = view.accessibilityElements { result = Self.exported(elements) }
            else { result = Self.collect(in: view) }
        } else if let element = object as? UIAccessibilityElement {
            result = element.accessibilityElements.map(Self.exported) ?? []
        } else {
            result = []
        }
        childrenCache[key] = result
        return result
    }

    /// The exported parent of `object` (nil for the root and for objects no longer shown).
    package func parent(of object: AnyObject) -> AnyObject? {
        if object === root { return nil }
        if parents == nil { buildParents() }
        return parents?[ObjectIdentifier(object)]
    }

    /// Whether `object` is in the tree as it is now.
    package func contains(_ object: AnyObject) -> Bool {
        object === root || parent(of: object) != nil
    }

    /// The index of `object` among its parent's children (-1 when not in the tree).
    package func indexInParent(of object: AnyObject) -> Int {
        guard let parent = parent(of: object) else { return -1 }
        return children(of: parent).firstIndex { $0 === object } ?? -1
    }

    private func buildParents() {
        var map: [ObjectIdentifier: AnyObject] = [:]
        var stack: [AnyObject] = [root]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let node = stack.popLast() {
            for child in children(of: node) where visited.insert(ObjectIdentifier(child)).inserted {
                map[ObjectIdentifier(child)] = node
                stack.append(child)
            }
        }
        parents = map
    }

    /// The elements among `items` the bridge can export (views and accessibility elements),
    /// hidden views left out.
    private static func exported(_ items: [Any]) -> [AnyObject] {
        items.compactMap { item -> AnyObject? in
            if let view = item as? UIView { return isVisible(view) ? view : nil }
            if let element = item as? UIAccessibilityElement { return element.isAccessibilityElement || element.accessibilityElements != nil ? element : nil }
            return nil
        }
    }

    private static func isVisible(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    /// The elements and containers inside `view`'s visible subviews, in subview order.
    private static func collect(in view: UIView) -> [AnyObject] {
        var result: [AnyObject] = []
        for sub in view.subviews where isVisible(sub) {
            if sub.isAccessibilityElement || sub.accessibilityElements != nil { result.append(sub) }
            else { result.append(contentsOf: collect(in: sub)) }
        }
        return result
    }
}
