import Foundation

/// Hands out the reuse identifiers of cell and supplementary registrations.
@MainActor
enum CollectionRegistrationIdentifiers {
    static var next = 0
    static func make(_ prefix: String) -> String {
        next += 1
        return "\(prefix)-registration-\(next)"
    }
}

extension UICollectionView {
    /// A cell class and the closure that configures its cells for an item: dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`. Create registrations once (not in
    /// `cellForItemAt`), as on iOS.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The closure that configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        /// Creates a registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            identifier = CollectionRegistrationIdentifiers.make("\(Cell.self)")
            self.handler = handler
        }
    }

    /// A supplementary view class for one element kind and the closure that configures
    /// its views: dequeue with `dequeueConfiguredReusableSupplementary(using:for:)`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The closure that configures a view of `elementKind` at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of supplementary view this registration makes.
        public let elementKind: String
        let identifier: String
        let handler: Handler

        /// Creates a registration of `Supplementary` for `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = CollectionRegistrationIdentifiers.make("\(Supplementary.self)")
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath` (reused when possible),
    /// configured by the registration's handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        if core.cellClasses[registration.identifier] == nil { registerCell(Cell.self, registration.identifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            report("dequeueConfiguredReusableCell(using:for:item:) could not make a \(Cell.self); a \(type(of: dequeued)) is shown")
            return Cell(registeredClassInstance: ())
        }
        guard let item else {
            report("dequeueConfiguredReusableCell(using:for:item:) was given a nil item for \(indexPath); the cell is not configured")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`,
    /// configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                             for indexPath: IndexPath) -> Supplementary {
        let key = CollectionCore.queueKey(.supplementaryView, registration.elementKind, registration.identifier)
        if core.supplementaryClasses[key] == nil {
            registerSupplementary(Supplementary.self, registration.elementKind, registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            report("dequeueConfiguredReusableSupplementary(using:for:) could not make a \(Supplementary.self)")
            return Supplementary(registeredClassInstance: ())
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
