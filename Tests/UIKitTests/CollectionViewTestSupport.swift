import Foundation
import UIKit
import UIKitTesting

/// A cell showing its item's text in a label, counting how often it was prepared for reuse.
@MainActor
final class LabelCell: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0
    var appliedAnchor: CGPoint?
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A header or footer showing its section number.
@MainActor
final class TitleView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A data source and delegate over `items` (one array of labels per section) that records
/// what the collection view tells it.
@MainActor
final class CollectionModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [[String]]
    var log: [String] = []
    var displayed = 0, ended = 0
    var refuseSelection: IndexPath?
    var sizes: ((IndexPath) -> CGSize)?
    var cellsAsked = 0

    init(_ items: [[String]]) { self.items = items }
    convenience init(sections: Int = 1, items count: Int) {
        self.init((0..<sections).map { s in (0..<count).map { "\(s).\($0)" } })
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.label.text = items[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
        view.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { displayed += 1 }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { ended += 1 }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("highlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return indexPath != refuseSelection
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { log.append("shouldDeselect \(indexPath.item)"); return true }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

/// A collection view of `size` with `layout` in a shown window, registered for "cell" and
/// "title" headers and footers, laid out.
@MainActor
func makeCollection(_ model: CollectionModel, layout: UICollectionViewLayout, size: CGSize = CGSize(width: 320, height: 480),
                    configure: (UICollectionView) -> Void = { _ in }) -> (UIWindow, UICollectionView) {
    let window = makeEventWindow(size)
    let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
    cv.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
    configure(cv)
    cv.dataSource = model
    cv.delegate = model
    window.addSubview(cv)
    UIApplication.shared.runUntilIdle()
    return (window, cv)
}

extension UICollectionView {
    /// The frames of the cells on screen by item, in index-path order.
    var visibleFrames: [IndexPath: CGRect] {
        var result: [IndexPath: CGRect] = [:]
        for ip in indexPathsForVisibleItems { result[ip] = cellForItem(at: ip)!.frame }
        return result
    }
}
