import CoreGraphics
import Foundation

/// What a cell tells its content view: the subviews the cell makes itself there (classic
/// labels, a content configuration's view), which are not archived with the content.
@MainActor
protocol CellContentOwning: AnyObject {
    var contentViewParts: [UIView] { get }
}

/// A table or collection cell's `contentView` (UIKit's is a private
/// `UITableViewCellContentView`/`UICollectionViewCellContentView` too): it archives the
/// subviews the app added, not the cell's own parts.
final class CellContentView: UIView {
    weak var owner: CellContentOwning?

    /// The app's subviews: everything but the owning cell's parts.
    override func subviewsForArchiving() -> [UIView] {
        let all = super.subviewsForArchiving()
        guard let parts = owner?.contentViewParts, !parts.isEmpty else { return all }
        return all.filter { view in !parts.contains { $0 === view } }
    }
}

/// A cell's content view in the cell's archive (key `UIContentView`): everything
/// `UIView.encode(with:)` stores for it (properties, the app's subviews, its constraints,
/// guides and recognizers). Decoding does not make a new view: the cell's `init(coder:)`
/// decodes this record into its own `contentView` (`decode(into:from:)`).
final class CellContentArchive: NSObject, @preconcurrency NSCoding {
    /// The archive key UIKit's cells use for their content view.
    static let key = "UIContentView"
    /// The content view being decoded into, set only while `decode(into:from:)` runs.
    @MainActor private static var decodingTarget: UIView?
    private weak var view: UIView?

    @MainActor init(_ view: UIView) { self.view = view }

    @MainActor func encode(with coder: NSCoder) { view?.encodeView(with: coder) }

    @MainActor init?(coder: NSCoder) {
        guard let target = CellContentArchive.decodingTarget else {
            coder.failDecoding("\(CellContentArchive.key) is decoded outside the cell holding it")
            return nil
        }
        CellContentArchive.decodingTarget = nil  // a second reference to the record gets no target
        view = target
        super.init()
        target.decodeView(from: coder)
        if coder.hasFailedDecoding { return nil }
    }

    /// Restores `view` (a cell's own content view) from the cell archive's `UIContentView`.
    @MainActor static func decode(into view: UIView, from coder: NSCoder) {
        guard coder.containsValue(forKey: key) else { return }
        let saved = decodingTarget
        decodingTarget = view
        defer { decodingTarget = saved }
        _ = coder.checkedObject(CellContentArchive.self, forKey: key)
    }
}
