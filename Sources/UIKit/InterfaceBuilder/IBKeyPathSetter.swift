import CoreGraphics
import Foundation

/// Sets keys named by a document on objects: through the class's `IBKey` table (searched up
/// the class chain), UIKit's own outlets, or `layer.` key paths on views; anything else is
/// logged as UIKit reports it ("this class is not key value coding-compliant for the key X").
@MainActor
package enum IBKeyPathSetter {
    /// The `IBKey` for `key` on `object`'s class or a superclass, else UIKit's own.
    static func key(_ key: String, of object: AnyObject) -> IBKey? {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if let keyed = type as? InterfaceBuilderKeyed.Type, let found = keyed.interfaceBuilderKeys[key] { return found }
            current = _getSuperclass(type)
        }
        return builtIn(key, of: object)
    }

    /// UIKit's own outlets and inspectable properties, for which classes list nothing.
    static func builtIn(_ key: String, of object: AnyObject) -> IBKey? {
        switch (key, object) {
        case ("view", is UIViewController):
            // A closure, not a key path: writing through a key path reads the property
            // first, and reading `view` would load it again.
            return IBKey(kind: .outlet) { controller, value in
                guard let controller = controller as? UIViewController, value == nil || value is UIView else { return false }
                controller.view = value as? UIView
                return true
            }
        case ("dataSource", is UITableView): return IBKey(kind: .outlet) { table, value in
            (table as? UITableView)?.dataSource = value as? UITableViewDataSource; return value == nil || value is UITableViewDataSource
        }
        case ("delegate", is UITableView): return IBKey(kind: .outlet) { table, value in
            (table as? UITableView)?.delegate = value as? UITableViewDelegate; return value == nil || value is UITableViewDelegate
        }
        case ("dataSource", is UICollectionView): return IBKey(kind: .outlet) { view, value in
            (view as? UICollectionView)?.dataSource = value as? UICollectionViewDataSource; return value == nil || value is UICollectionViewDataSource
        }
        case ("prefetchDataSource", is UICollectionView): return IBKey(kind: .outlet) { view, value in
            (view as? UICollectionView)?.prefetchDataSource = value as? UICollectionViewDataSourcePrefetching
            return value == nil || value is UICollectionViewDataSourcePrefetching
        }
        case ("collectionView", is UICollectionViewController): return IBKey(kind: .outlet) { controller, value in
            guard let controller = controller as? UICollectionViewController, let view = value as? UICollectionView else { return false }
            controller.collectionView = view
            return true
        }
        case ("delegate", is UITextField): return IBKey(kind: .outlet) { field, value in
            (field as? UITextField)?.delegate = value as? UITextFieldDelegate; return value == nil || value is UITextFieldDelegate
        }
        case ("delegate", is UITextView): return IBKey(kind: .outlet) { textView, value in
            (textView as? UITextView)?.delegate = value as? UITextViewDelegate; return value == nil || value is UITextViewDelegate
        }
        case ("delegate", is UIScrollView): return IBKey(kind: .outlet) { scroll, value in
            (scroll as? UIScrollView)?.delegate = value as? UIScrollViewDelegate; return value == nil || value is UIScrollViewDelegate
        }
        case ("tableView", is UITableViewController): return IBKey(kind: .outlet) { controller, value in
            guard let controller = controller as? UITableViewController, let table = value as? UITableView else { return false }
            controller.tableView = table
            return true
        }
        case ("gestureRecognizers", is UIView): return IBKey(kind: .outletCollection) { view, value in
            guard let view = view as? UIView, let recognizers = value as? [Any] else { return false }
            let typed = recognizers.compactMap { $0 as? UIGestureRecognizer }
            guard typed.count == recognizers.count else { return false }
            for recognizer in typed { view.addGestureRecognizer(recognizer) }
            return true
        }
        case ("accessibilityIdentifier", is UIView): return .inspectable(\UIView.accessibilityIdentifier)
        case ("accessibilityLabel", is UIView): return .inspectable(\UIView.accessibilityLabel)
        case ("restorationIdentifier", is UIView): return .inspectable(\UIView.restorationIdentifier)
        case ("title", is UIViewController): return .inspectable(\UIViewController.title)
        default: return nil
        }
    }

    /// Sets `value` for `key` on `object`, logging what UIKit would raise or log.
    static func set(_ value: Any?, forKey key: String, on object: AnyObject, kind: IBKey.Kind, place: String) {
        if key.hasPrefix("layer."), let view = object as? UIView {
            let path = String(key.dropFirst("layer.".count))
            view.layer.setValue(layerValue(value), forKeyPath: path)
            return
        }
        guard let found = self.key(key, of: object) else {
            let reason = "[<\(String(reflecting: type(of: object))) \(address(object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
            if kind == .inspectable {
                UINib.log("Failed to set (\(key)) user defined inspected property on (\(String(reflecting: type(of: object)))): \(reason) (\(place))")
            } else {
                UINib.log("\(reason) (\(place))")
            }
            return
        }
        guard found.kind != .action else {
            UINib.log("\(place): \(key) is an action of \(type(of: object)), not a property; not set")
            return
        }
        if !found.set(object, value) {
            UINib.log("\(place): could not set \(key) of \(String(reflecting: type(of: object))) to a value of type \(value.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    /// Document values as Core Animation keys expect them (CGFloat numbers, CGColor colors).
    static func layerValue(_ value: Any?) -> Any? {
        switch value {
        case let number as Double: return CGFloat(number)
        case let color as UIColor: return color.cgColor
        case let image as UIImage: return image.cgImage as Any
        default: return value
        }
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
