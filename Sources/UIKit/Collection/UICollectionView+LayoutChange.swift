import CoreGraphics
import Foundation

// `setCollectionViewLayout(_:animated:completion:)`: every element on screen moves from
// its attributes in the old layout to those in the new one; elements only the new layout
// shows fade in, elements only the old one showed move to their new place (or fade) and
// leave.

extension UICollectionView {
    func changeLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let old = layoutStorage
        guard layout !== old else {
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        if old.collectionViewStorage === self {
            old.detach(from: self)
            old.collectionViewStorage = nil
        }
        layoutStorage = layout
        attach(layout)
        guard core.laidOutBounds != nil, !core.needsReload else {
            if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
            return
        }
        let oldShown = core.shown
        prepareLayoutIfNeeded()
        settleOffset(layout)
        core.laidOutBounds = bounds
        let wanted = elementAttributes(in: bounds)
        var tracks: [(UICollectionReusableView, UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes)] = []
        var dying: [(UICollectionReusableView, CollectionElementKey)] = []
        var moved: [UICollectionReusableView] = []
        for key in wanted.keys.sorted() {
            let final = wanted[key]!
            if var element = core.shown[key] {
                element.view.willTransition(from: old, to: layout)
                moved.append(element.view)
                tracks.append((element.view, element.attributes, final))
                element.attributes = final
                core.shown[key] = element
                place(element.view, zIndex: final.zIndex)
                continue
            }
            guard let view = makeView(key, final) else { continue }
            show(view, key, final)
            let start = final.copy() as! UICollectionViewLayoutAttributes
            start.alpha = 0
            tracks.append((view, start, final))
        }
        for key in oldShown.keys.sorted() where wanted[key] == nil {
            guard let element = core.shown.removeValue(forKey: key) else { continue }
            var final = sanitized(newAttributes(key, layout))
            if final == nil {
                final = element.attributes.copy() as? UICollectionViewLayoutAttributes
                final?.alpha = 0
            }
            endDisplaying(key, element.view)
            tracks.append((element.view, element.attributes, final!))
            dying.append((element.view, key))
        }
        core.dying.append(contentsOf: dying.map(\.0))
        animate(tracks, dying: dying, layout: layout, finalize: {
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
        }, animated: animated, completion: { finished in
            for view in moved { view.didTransition(from: old, to: layout) }
            completion?(finished)
        })
    }
}
