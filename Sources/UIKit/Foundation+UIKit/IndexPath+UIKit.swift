import Foundation

// UIKit's additions to IndexPath for tables and collections (a two-element path:
// section, then row or item).

extension IndexPath {
    /// An index path for a table view row: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for a collection view item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index); 0 for an empty path.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row within the section (the second index); 0 when the path is shorter.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
        }
    }

    /// The item within the section (the same index as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
