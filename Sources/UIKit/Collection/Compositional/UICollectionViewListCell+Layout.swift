import CoreGraphics
import Foundation

// The list cell's parts: accessory views (made from `accessories`, shown per editing
// state), their placement, indentation, the separator and the list appearance's looks.

extension UICollectionViewListCell {
    /// The margin between the cell's trailing edge and its outermost drawn accessory.
    static let accessoryMargin: CGFloat = 16
    /// The space between trailing accessories.
    static let accessorySpacing: CGFloat = 12

    func setUpListCell() {
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    var isListEditing: Bool { hostCollectionView?.isEditing ?? false }

    func rebuildAccessoryViews() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { ($0, makeAccessoryView($0)) }
        for (_, view) in accessoryViews { insertSubview(view, belowSubview: separatorView) }
        refreshAccessoryState()
        setNeedsLayout()
    }

    private func makeAccessoryView(_ accessory: UICellAccessory) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .disclosureIndicator: view = TableCellAccessoryView(type: .disclosureIndicator)
        case .checkmark: view = TableCellAccessoryView(type: .checkmark)
        case .detail:
            let button = TableCellAccessoryView(type: .detailButton)
            button.addAction(UIAction { _ in accessory.actionHandler?() }, for: .touchUpInside)
            view = button
        case .delete, .insert:
            let isDelete: Bool = { if case .delete = accessory.kind { return true } else { return false } }()
            let control = TableCellEditingControl(style: isDelete ? .delete : .insert)
            control.addAction(UIAction { _ in accessory.actionHandler?() }, for: .touchUpInside)
            view = control
        case .reorder: view = TableCellReorderControl(frame: CGRect(x: 0, y: 0, width: TableCellReorderControl.width, height: 44))
        case .outlineDisclosure(let style):
            let control = OutlineDisclosureControl(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            control.isHeaderStyle = style == .header
            control.addAction(UIAction { [weak self] _ in self?.outlineDisclosureTapped(accessory) }, for: .touchUpInside)
            view = control
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.sizeToFit()
            view = label
        case .multiselect:
            let control = MultiselectControl(frame: CGRect(x: 0, y: 0, width: 38, height: 44))
            control.fillColor = accessory.backgroundColor
            view = control
        case .custom(let custom, _, _): view = custom
        }
        if let tint = accessory.tintColor { view.tintColor = tint }
        return view
    }

    /// The multiselect circle follows the selection; the outline chevron the expansion.
    func refreshAccessoryState() {
        for (_, view) in accessoryViews {
            (view as? MultiselectControl)?.isChecked = isSelected
            (view as? OutlineDisclosureControl)?.isExpanded = isOutlineExpanded
        }
    }

    /// The width `accessory` takes beside the content.
    private func width(of accessory: UICellAccessory, _ view: UIView) -> CGFloat {
        let actual: CGFloat
        switch accessory.kind {
        case .delete, .insert: actual = TableCellEditingControl.width
        case .reorder: actual = TableCellReorderControl.width
        case .multiselect: actual = 38
        case .custom(let v, _, let fixed): actual = fixed ? v.bounds.width : v.sizeThatFits(CGSize(width: bounds.width, height: bounds.height)).width
        default: actual = view.bounds.width
        }
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: return actual
        case .custom(let w): return w.isFinite && w >= 0 ? max(w, actual) : actual
        }
    }

    /// The accessories shown now (by editing state), leading and trailing (outermost last).
    func shownAccessories() -> (leading: [(UICellAccessory, UIView)], trailing: [(UICellAccessory, UIView)]) {
        let editing = isListEditing
        var leading: [(UICellAccessory, UIView)] = [], trailing: [(UICellAccessory, UIView)] = []
        for (accessory, view) in accessoryViews {
            let shown = accessory.isDisplayed(editing: editing)
            view.isHidden = !shown || accessory.isHidden
            guard shown else { continue }
            if accessory.isLeading { leading.append((accessory, view)) } else { trailing.append((accessory, view)) }
        }
        trailing.sort { $0.0.trailingOrder < $1.0.trailingOrder }
        return (leading, trailing)
    }

    /// Where the content view goes: after the leading accessories and the indentation,
    /// before the trailing accessories; also places the accessories.
    @discardableResult
    func layoutAccessories(in b: CGRect, place: Bool) -> (minX: CGFloat, maxX: CGFloat) {
        let (leading, trailing) = shownAccessories()
        let indent = CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? max(0, indentationWidth) : 0)
        var x = indentsAccessories ? indent : 0
        for (accessory, view) in leading {
            let w = width(of: accessory, view)
            if place { view.frame = CGRect(x: x, y: 0, width: w, height: b.height) }
            x += w
        }
        if !indentsAccessories { x += indent }
        var right = b.width
        var first = true
        for (accessory, view) in trailing.reversed() {
            let w = width(of: accessory, view)
            let fullHeight: Bool = { if case .reorder = accessory.kind { return true } else { return false } }()
            if !fullHeight { right -= first ? UICollectionViewListCell.accessoryMargin : UICollectionViewListCell.accessorySpacing }
            let h = fullHeight ? b.height : view.bounds.height
            if place { view.frame = CGRect(x: right - w, y: (b.height - h) / 2, width: w, height: h) }
            right -= w
            first = false
        }
        return (x, max(x, right))
    }

    func layoutListCell() {
        let b = bounds
        let (minX, maxX) = layoutAccessories(in: b, place: true)
        contentView.frame = CGRect(x: minX - swipeOffset, y: 0, width: maxX - minX, height: b.height)
        configuredContentView?.frame = contentView.bounds
        // An open swipe slides the accessories with the content.
        if swipeOffset != 0 { for (_, view) in accessoryViews { view.frame.origin.x -= swipeOffset } }
        // The separator starts where the text does (the content's leading margin).
        let scale = window?.screen.scale ?? 1
        let line = 1 / max(1, scale)
        let inset = minX + separatorTextInset()
        separatorView.frame = CGRect(x: inset, y: b.height - line, width: max(0, b.width - inset), height: line)
        if let leading = separatorGuideLeading, leading.constant != inset { leading.constant = inset }
    }

    /// The offset of the text inside the content view (margin, image and padding).
    private func separatorTextInset() -> CGFloat {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return UIListContentConfiguration.cell().directionalLayoutMargins.leading }
        var inset = list.directionalLayoutMargins.leading
        if let image = list.image { inset += max(image.size.width, list.imageProperties.reservedLayoutSize.width) + list.imageToTextPadding }
        return inset
    }

    func listSeparatorGuide() -> UILayoutGuide {
        if let guide = separatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.isManagedByView = true
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorTextInset())
        NSLayoutConstraint.activate([leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
                                     guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: 0)])
        separatorGuide = guide
        separatorGuideLeading = leading
        setNeedsLayout()
        return guide
    }

    /// Applies a list section's information: separator, inset grouped corners, the
    /// appearance's default background.
    func applyListInfo(_ info: CollectionListInfo?) {
        listInfo = info
        guard let info else {
            separatorView.isHidden = true
            return
        }
        let grouped = info.appearance == .grouped || info.appearance == .insetGrouped
        separatorView.isHidden = !info.showsSeparators || info.isHeader || info.isFooter || (info.isLast && grouped)
        // Inset grouped sections round their first and last rows (10 points, as tables do).
        var corners: CACornerMask = []
        if info.appearance == .insetGrouped, !info.isHeader, !info.isFooter {
            if info.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if info.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        if layer.cornerRadius != (corners.isEmpty ? 0 : 10) || layer.maskedCorners != corners || clipsToBounds != !corners.isEmpty {
            layer.cornerRadius = corners.isEmpty ? 0 : 10
            layer.maskedCorners = corners
            clipsToBounds = !corners.isEmpty
        }
        let automatic = listDefaultBackground(info)
        if backgroundConfiguration == nil || backgroundConfiguration == automaticBackground {
            if backgroundConfiguration != automatic { backgroundConfiguration = automatic }
            automaticBackground = automatic
        }
        setNeedsLayout()
    }

    private func listDefaultBackground(_ info: CollectionListInfo) -> UIBackgroundConfiguration {
        switch info.appearance {
        case .plain: return info.isHeader || info.isFooter ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped: return info.isHeader || info.isFooter ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar, .sidebarPlain: return info.isHeader ? .clear() : .listSidebarCell()
        }
    }

    func listDefaultContent() -> UIListContentConfiguration {
        guard let info = listInfo ?? hostCollectionView?.listInfoForRequestedElement() else { return .cell() }
        switch info.appearance {
        case .plain:
            if info.isHeader { return .plainHeader() }
            if info.isFooter { return .plainFooter() }
            return .cell()
        case .grouped, .insetGrouped:
            if info.isHeader { return .groupedHeader() }
            if info.isFooter { return .groupedFooter() }
            return .cell()
        case .sidebar, .sidebarPlain:
            if info.isHeader { return .sidebarHeader() }
            return .sidebarCell()
        }
    }

    /// The size the cell needs for self-sizing: its content at the width left beside the
    /// accessories.
    func listSelfSizingFit(_ size: CGSize, _ axes: UIAxis?) -> CGSize? {
        let (minX, maxX) = layoutAccessories(in: CGRect(origin: .zero, size: size), place: false)
        let contentWidth = max(0, maxX - minX)
        var height: CGFloat
        if let configured = configuredContentView {
            height = configured.sizeThatFits(CGSize(width: contentWidth, height: size.height)).height
        } else if !contentView.constraints.isEmpty {
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: size.height), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height
        } else {
            return nil
        }
        // Standard accessories need a row of at least 44 points.
        if !accessoryViews.isEmpty { height = max(height, 44) }
        return CGSize(width: size.width, height: height)
    }

    /// The outline disclosure was tapped: its handler, else the diffable data source's
    /// section snapshot expands or collapses the item.
    func outlineDisclosureTapped(_ accessory: UICellAccessory) {
        if let handler = accessory.actionHandler { handler(); return }
        guard let cv = hostCollectionView, let ip = cv.indexPath(for: self) else { return }
        guard let outline = cv.dataSource as? CollectionOutlineDataSource else {
            cv.report("outlineDisclosure tapped at \(ip) but the data source is not a UICollectionViewDiffableDataSource with section snapshots; give the accessory an actionHandler")
            return
        }
        outline.toggleOutline(at: ip)
    }
}

extension UICollectionView {
    /// The list information of the element the data source is being asked for (so that
    /// `defaultContentConfiguration()` matches the list before the attributes are applied).
    func listInfoForRequestedElement() -> CollectionListInfo? {
        guard let key = core.requested else { return nil }
        switch key.category {
        case .cell: return collectionViewLayout.layoutAttributesForItem(at: key.indexPath)?.listInfo
        case .supplementaryView: return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)?.listInfo
        case .decorationView: return nil
        }
    }

    /// Editing changed: list cells show their editing accessories and update their state.
    func editingDidChange() {
        core.swipe?.close(animated: false)
        for cell in visibleCells {
            cell.setNeedsLayout()
            cell.setNeedsUpdateConfiguration()
        }
    }
}
