import Foundation

/// Views are the focus items and environments of the window's focus system.
extension UIView: UIFocusItem {}
