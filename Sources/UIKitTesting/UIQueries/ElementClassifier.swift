import UIKit

/// Which XCUITest element type a view is, and the attributes XCUITest reads from it.
///
/// A search bar is no element of its own (as on iOS, unless it carries an identifier or a
/// label): its field, a `UISearchTextField` with the `.searchField` trait, is the
/// `searchField` element. UIKit on Linux has no picker, date picker, map or web view, so
/// those types never occur.
@preconcurrency @MainActor
enum ElementClassifier {
    /// The view's element type, or nil for a plain view that is no element (its children
    /// stand in its place).
    static func type(of view: UIView) -> XCUIElement.ElementType? {
        switch view {
        case is UIWindow: return .window
        case let alert as AlertView: return alert.controller?.preferredStyle == .actionSheet ? .sheet : .alert
        case is MenuPanelView: return .menu
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UITextView: return .textView
        case is UIScrollView: return .scrollView
        case let field as UITextField:
            if field.isSecureTextEntry { return .secureTextField }
            return field.accessibilityTraits.contains(.searchField) ? .searchField : .textField
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UILabel: return .staticText
        case is UIButton: return .button
        case is UIImageView: return view.isAccessibilityElement || view.accessibilityIdentifier != nil ? .image : nil
        default:
            if view.isAccessibilityElement { return type(of: view.accessibilityTraits) ?? .other }
            if !(view.accessibilityIdentifier ?? "").isEmpty || !(view.accessibilityLabel ?? "").isEmpty { return .other }
            return nil
        }
    }

    /// The element type of a plain accessibility element with `traits`.
    static func type(of traits: UIAccessibilityTraits) -> XCUIElement.ElementType? {
        if traits.contains(.button) { return .button }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        if traits.contains(.tabBar) { return .tabBar }
        if traits.contains(.adjustable) { return .slider }
        return nil
    }

    /// The label: the accessibility label; a cell without one reads its labels' texts, a
    /// navigation bar its title.
    static func label(of view: UIView, type: XCUIElement.ElementType) -> String? {
        if let label = view.accessibilityLabel { return label }
        switch view {
        case is UITableViewCell, is UICollectionViewCell:
            let texts = labels(in: view).compactMap { $0.text }.filter { !$0.isEmpty }
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        case let bar as UINavigationBar: return bar.topItem?.title
        case let alert as AlertView: return alert.controller?.title
        default: return nil
        }
    }

    /// A navigation bar's identifier is its title when none was set, as on iOS.
    static func identifier(of view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier { return identifier }
        if let bar = view as? UINavigationBar { return bar.topItem?.title ?? "" }
        if let alert = view as? AlertView { return alert.controller?.title ?? "" }
        return ""
    }

    static func value(of view: UIView) -> String? { view.accessibilityValue }

    static func isEnabled(_ view: UIView) -> Bool {
        if let control = view as? UIControl, !control.isEnabled { return false }
        return !view.accessibilityTraits.contains(.notEnabled)
    }

    static func isSelected(_ view: UIView) -> Bool {
        if let cell = view as? UITableViewCell { return cell.isSelected }
        if let cell = view as? UICollectionViewCell { return cell.isSelected }
        if let control = view as? UIControl, control.isSelected { return true }
        return view.accessibilityTraits.contains(.selected)
    }

    /// The visible labels below `view`, in document order.
    private static func labels(in view: UIView) -> [UILabel] {
        var result: [UILabel] = []
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
            if let label = subview as? UILabel { result.append(label) } else { result += labels(in: subview) }
        }
        return result
    }
}
