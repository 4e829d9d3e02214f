import Foundation

/// Finds the Swift class a document's `customClass`/`customModule` names: by name through
/// Foundation (`NSClassFromString("Module.Class")`), else in the classes registered with
/// `UINib.register(_:)`. Only subclasses of the element's UIKit class are accepted, so a
/// document can instantiate nothing but known or registered classes of the right kind.
@MainActor
package enum IBClassResolver {
    /// Registered classes by qualified name (`Module.Class`) and plain name (`Class`).
    static var registered: [String: AnyClass] = [:]

    /// Registers `type` under its module-qualified and plain names.
    static func register(_ type: AnyClass) {
        let qualified = String(reflecting: type)
        registered[qualified] = type
        if let dot = qualified.lastIndex(of: ".") { registered[String(qualified[qualified.index(after: dot)...])] = type }
    }

    /// The class for `customClass` in `module` (nil module: any), if it is `base` or inherits it.
    static func resolve(_ name: String, module: String?, base: AnyClass) -> AnyClass? {
        var candidates: [String] = []
        if let module, !module.isEmpty { candidates.append("\(module).\(name)") }
        candidates.append(name)
        for candidate in candidates {
            if let found = registered[candidate], inherits(found, from: base) { return found }
            if candidate.contains("."), let found = NSClassFromString(candidate), inherits(found, from: base) { return found }
        }
        if let found = uikitClass(name), inherits(found, from: base) { return found }
        return nil
    }

    /// UIKit's own classes a document may name as a custom class (`customClass="UIButton"`).
    static func uikitClass(_ name: String) -> AnyClass? {
        IBElementClasses.viewClasses.values.first { String(describing: $0) == name }
            ?? IBElementClasses.controllerClasses.values.first { String(describing: $0) == name }
    }

    /// Whether `type` is `base` or a subclass of it.
    static func inherits(_ type: AnyClass, from base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == base { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}

/// The UIKit class of each object element of the document format.
@MainActor
package enum IBElementClasses {
    /// View elements.
    package static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self, "pageControl": UIPageControl.self,
        "stepper": UIStepper.self, "pickerView": UIPickerView.self, "datePicker": UIDatePicker.self, "progressView": UIProgressView.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "containerView": UIView.self, "window": UIWindow.self, "tableViewCellContentView": UIView.self,
        "control": UIControl.self, "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "collectionViewCellContentView": UIView.self,
    ]
    /// View-controller elements.
    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "collectionViewController": UICollectionViewController.self,
    ]
}
