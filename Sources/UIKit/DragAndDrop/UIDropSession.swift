import Foundation

/// What drag and drop sessions have in common: the items and where they are.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// The session's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (false for drops from other programs).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may only be dropped in the app they came from.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can be loaded as `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag session started in this app (drops from other programs have none).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// The app's own context for the drag.
    var localContext: Any? { get set }
}

/// A drop session: items arriving over the app, loaded once dropped.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession, ProgressReporting {
    /// The drag session of a drag started in this app (nil for drops from other programs).
    var localDragSession: (any UIDragSession)? { get }
    /// Loads every item that can be read as `aClass`, in item order; `completion` runs on
    /// the main queue once all are loaded (items that fail are left out, with a log line).
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
}

/// One dragged item: its provider and, within the app, an object standing for it.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The provider of the item's data.
    public let itemProvider: NSItemProvider
    /// An object the app attaches to the item (only within the app).
    open var localObject: Any?

    /// An item of `itemProvider`.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
