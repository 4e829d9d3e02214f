import Foundation

/// A view standing for an item in an interaction's effect (a pointer effect's preview).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the effect applies to.
    public let view: UIView

    /// Creates a preview of `view`, which must be in a window.
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}
