import Foundation

// Registration, dequeueing and the reuse queues; the checks on what the data source returns.

extension UICollectionView {
    func registerCell(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else { core.cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            report("register(_:forCellWithReuseIdentifier:) needs a UICollectionViewCell subclass, not \(cellClass), for identifier \(identifier)")
            return
        }
        core.cellClasses[identifier] = type
        core.cellNibs[identifier] = nil
    }

    func registerCellNib(_ nib: UINib?, _ identifier: String) {
        core.cellNibs[identifier] = nib
        if nib != nil { core.cellClasses[identifier] = nil }
    }

    func registerSupplementaryNib(_ nib: UINib?, _ kind: String, _ identifier: String) {
        let key = CollectionCore.queueKey(.supplementaryView, kind, identifier)
        core.supplementaryNibs[key] = nib
        if nib != nil { core.supplementaryClasses[key] = nil }
    }

    /// A new view from the nib registered for `identifier`: its one top-level object, of
    /// the expected class, whose reuse identifier (when it has one) matches; nil with
    /// UIKit's message otherwise.
    private func viewFromNib(_ nib: UINib, _ identifier: String, cell: Bool) -> UICollectionReusableView? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        let expected = cell ? "UICollectionViewCell" : "UICollectionReusableView"
        guard objects.count == 1, let view = objects.first as? UICollectionReusableView, !cell || view is UICollectionViewCell else {
            report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(expected) instance")
            return nil
        }
        if let nibIdentifier = view.reuseIdentifier, nibIdentifier != identifier {
            report("view reuse identifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib (\(identifier))")
            return nil
        }
        view.reuseIdentifier = identifier
        return view
    }

    func registerSupplementary(_ viewClass: AnyClass?, _ kind: String, _ identifier: String) {
        let key = CollectionCore.queueKey(.supplementaryView, kind, identifier)
        guard let viewClass else { core.supplementaryClasses[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            report("register(_:forSupplementaryViewOfKind:withReuseIdentifier:) needs a UICollectionReusableView subclass, not \(viewClass), for kind \(kind)")
            return
        }
        core.supplementaryClasses[key] = type
        core.supplementaryNibs[key] = nil
    }

    /// A view from the queue of `key` (prepared for reuse) or a new one of `type`.
    private func reusableView(_ key: String, _ identifier: String, _ type: UICollectionReusableView.Type?,
                              nib: UINib? = nil, cell: Bool = false) -> UICollectionReusableView? {
        if var queue = core.queues[key], let view = queue.popLast() {
            core.queues[key] = queue
            if view !== core.reconfiguring { view.prepareForReuse() }
            return view
        }
        let view: UICollectionReusableView
        if let type {
            view = type.init(registeredClassInstance: ())
            view.reuseIdentifier = identifier
        } else if let nib, let made = viewFromNib(nib, identifier, cell: cell) {
            view = made
        } else {
            return nil
        }
        core.viewsCreated += 1
        return view
    }

    /// Notes a dequeue for the element the data source is being asked about, logging a
    /// dequeue for another index path (UIKit's exception).
    private func noteDequeue(_ key: CollectionElementKey, _ call: String) {
        guard let requested = core.requested else { return }
        if requested.indexPath != key.indexPath || requested.kind != key.kind {
            report("\(call) was called for \(key.indexPath) while the collection view asked for \(requested.indexPath); views must be dequeued for the index path the collection view is asking about")
        }
        core.dequeuedForRequest = true
    }

    func dequeueCell(_ identifier: String, _ indexPath: IndexPath) -> UICollectionViewCell {
        noteDequeue(.cell(indexPath), "dequeueReusableCell(withReuseIdentifier:for:)")
        let key = CollectionCore.queueKey(.cell, "", identifier)
        if let cell = reusableView(key, identifier, core.cellClasses[identifier], nib: core.cellNibs[identifier], cell: true) as? UICollectionViewCell {
            cell.hostCollectionView = self
            return cell
        }
        report("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.hostCollectionView = self
        return cell
    }

    func dequeueSupplementary(_ kind: String, _ identifier: String, _ indexPath: IndexPath) -> UICollectionReusableView {
        noteDequeue(CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath), "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        let key = CollectionCore.queueKey(.supplementaryView, kind, identifier)
        if let view = reusableView(key, identifier, core.supplementaryClasses[key], nib: core.supplementaryNibs[key]) {
            view.hostCollectionView = self
            return view
        }
        report("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        view.hostCollectionView = self
        return view
    }

    /// What the default `viewForSupplementaryElementOfKind` returns: a blank view (logged).
    package func missingSupplementaryView(_ kind: String, _ indexPath: IndexPath) -> UICollectionReusableView {
        report("the layout asked for a supplementary view of kind \(kind) at \(indexPath) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); a blank view is shown")
        let view = UICollectionReusableView(frame: .zero)
        view.hostCollectionView = self
        return view
    }

    /// The view for a newly visible element: a cell or supplementary view from the data
    /// source, a decoration view from the layout's registration.
    func makeView(_ key: CollectionElementKey, _ attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            core.requested = key
            core.dequeuedForRequest = false
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            core.requested = nil
            return checked(cell, key, "cellForItemAt")
        case .supplementaryView:
            guard let dataSource else { return nil }
            core.requested = key
            core.dequeuedForRequest = false
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            core.requested = nil
            return checked(view, key, "viewForSupplementaryElementOfKind")
        case .decorationView:
            let queue = CollectionCore.queueKey(.decorationView, key.kind, key.kind)
            guard let view = reusableView(queue, key.kind, collectionViewLayout.decorationClasses[key.kind]) else {
                report("could not dequeue a decoration view of kind: \(key.kind) - the layout \(type(of: collectionViewLayout)) must register a class with register(_:forDecorationViewOfKind:)")
                return nil
            }
            view.hostCollectionView = self
            return view
        }
    }

    /// Logs a view that was not dequeued or is already on screen for another element;
    /// such a view is replaced by a blank one so the collection view stays consistent.
    private func checked(_ view: UICollectionReusableView, _ key: CollectionElementKey, _ method: String) -> UICollectionReusableView? {
        if let host = view.hostCollectionView, host !== self {
            report("the view returned from \(method) for \(key.indexPath) was dequeued from a different collection view")
            return blankView(key)
        }
        if let shown = shownKey(of: view), shown != key {
            report("the view returned from \(method) for \(key.indexPath) is already on screen for \(shown.indexPath); views must come from dequeueReusable…")
            return blankView(key)
        }
        if !core.dequeuedForRequest {
            report("the view returned from -collectionView:\(method): does not have a reuseIdentifier - views must be retrieved by calling -dequeueReusable… (index path \(key.indexPath))")
        }
        view.hostCollectionView = self
        return view
    }

    private func blankView(_ key: CollectionElementKey) -> UICollectionReusableView {
        let view: UICollectionReusableView = key.category == .cell ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
        view.hostCollectionView = self
        return view
    }

    /// Takes a view off screen: to its queue (hidden, still a subview) or away when it
    /// has no reuse identifier.
    func enqueue(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
        (view as? UICollectionViewCell)?.isHighlighted = false
        view.layer.removeAllAnimations()
        let identifier = key.category == .decorationView ? key.kind : view.reuseIdentifier
        guard let identifier else { view.removeFromSuperview(); return }
        view.isHidden = true
        core.queues[CollectionCore.queueKey(key.category, key.kind, identifier), default: []].append(view)
    }
}
