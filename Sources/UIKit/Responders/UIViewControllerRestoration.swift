import Foundation

/// A class that recreates a view controller during state restoration: set it as the
/// controller's `restorationClass`, and at the next launch UIKit asks it for the controller
/// with the preserved identifier path (before asking the app delegate). Returning nil
/// means the controller is not restored.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// The controller for `identifierComponents` (the restoration identifiers from the root
    /// controller down to it), made with the help of its preserved state in `coder`; nil
    /// to skip it.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
