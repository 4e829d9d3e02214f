import Foundation

// The cell's parts and where they go: background views, content view (after editing
// control and indentation, before the accessory), classic labels in the four styles,
// accessory, editing and reorder controls, delete confirmation and separator.

extension UITableViewCell {
    /// The standard side margin of list content (16 points).
    static let sideMargin: CGFloat = 16
    /// The standard row height (44 points).
    static let standardHeight: CGFloat = 44

    /// Installs the cell's parts and their looks. From an archive (`decoding` a keyed
    /// archive, not a document) the cell's own background color and clipping were decoded
    /// already and stay.
    func setUpCell(decoding coder: NSCoder? = nil) {
        let keepsDecoded = coder.map { !($0 is IBElementCoder) } ?? false
        (contentView as? CellContentView)?.owner = self
        if !keepsDecoded { backgroundColor = .systemBackground }
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        configurationBackgroundView.isHidden = true
        configurationBackgroundView.isUserInteractionEnabled = false
        defaultSelectedBackgroundView.backgroundColor = .systemGray4
        defaultSelectedBackgroundView.isUserInteractionEnabled = false
        defaultSelectedBackgroundView.alpha = 0
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        separatorView.isUserInteractionEnabled = false
        addSubview(configurationBackgroundView)
        addSubview(defaultSelectedBackgroundView)
        addSubview(contentView)
        addSubview(separatorView)
        if !keepsDecoded { clipsToBounds = true }
    }

    // MARK: Classic labels

    func classicTextLabel() -> UILabel? {
        if contentConfigurationStorage != nil { return nil }
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        switch style {
        case .value2:
            label.font = .boldSystemFont(ofSize: 12)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
        }
        label.highlightedTextColor = nil
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func classicDetailTextLabel() -> UILabel? {
        if contentConfigurationStorage != nil || style == .default { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .preferredFont(forTextStyle: .caption1); label.textColor = .label
        case .value1: label.font = .preferredFont(forTextStyle: .body); label.textColor = .secondaryLabel; label.textAlignment = .right
        case .value2: label.font = .systemFont(ofSize: 15); label.textColor = .label
        case .default: break
        }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func classicImageView() -> UIImageView? {
        if contentConfigurationStorage != nil { return nil }
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// Frames of the classic image and labels inside a content view of `size`, and the
    /// height they need (at least 44).
    func classicLayout(size: CGSize) -> (image: CGRect, text: CGRect, detail: CGRect, height: CGFloat) {
        let m = UITableViewCell.sideMargin
        var x = m
        var image = CGRect.zero
        if let image0 = imageViewStorage?.image {
            image = CGRect(x: m, y: 0, width: image0.size.width, height: image0.size.height)
            x = image.maxX + m
        }
        let trailing = accessoryAreaWidth() > 0 ? 8 : m
        let available = max(0, size.width - x - trailing)
        func fit(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return .zero }
            let s = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, s.width), height: s.height)
        }
        var text = CGRect.zero, detail = CGRect.zero
        var block: CGFloat
        switch style {
        case .default:
            let t = fit(textLabelStorage, available)
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            block = t.height
        case .subtitle:
            let t = fit(textLabelStorage, available), d = fit(detailTextLabelStorage, available)
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            detail = CGRect(x: x, y: t.height + (d.height > 0 && t.height > 0 ? 2 : 0), width: available, height: d.height)
            block = detail.maxY
        case .value1:
            let d = fit(detailTextLabelStorage, available)
            let t = fit(textLabelStorage, max(0, available - d.width - 8))
            text = CGRect(x: x, y: 0, width: t.width, height: t.height)
            detail = CGRect(x: x + available - d.width, y: 0, width: d.width, height: d.height)
            block = max(t.height, d.height)
        case .value2:
            let column: CGFloat = 67
            let t = fit(textLabelStorage, column), d = fit(detailTextLabelStorage, max(0, available - column - 6))
            text = CGRect(x: x, y: 0, width: column, height: t.height)
            detail = CGRect(x: x + column + 6, y: 0, width: max(0, available - column - 6), height: d.height)
            block = max(t.height, d.height)
        }
        let height = max(UITableViewCell.standardHeight, 22 + max(block, image.height))
        let h = size.height > 0 ? size.height : height
        let top = (h - block) / 2
        switch style {
        case .value1, .value2:
            text.origin.y = top + (block - text.height) / 2
            detail.origin.y = top + (block - detail.height) / 2
        default:
            text.origin.y += top
            detail.origin.y += top
        }
        image.origin.y = (h - image.height) / 2
        return (image, text, detail, height)
    }

    // MARK: Layout

    /// The width taken at the trailing edge by the accessory (with its margin).
    func accessoryAreaWidth() -> CGFloat {
        guard let view = shownAccessoryView() else { return 0 }
        return view.bounds.width + UITableViewCell.sideMargin
    }

    /// The accessory view showing now (editing accessories while editing).
    func shownAccessoryView() -> UIView? {
        if isEditing { return editingAccessoryView ?? (editingAccessoryType == .none ? nil : accessoryTypeView) }
        return accessoryView ?? (accessoryType == .none ? nil : accessoryTypeView)
    }

    /// The leading space taken by the editing control and indentation.
    func leadingInset() -> CGFloat {
        var inset = CGFloat(indentationLevel) * indentationWidth
        if isEditing, shouldIndentWhileEditing, tableEditingStyle != .none { inset += TableCellEditingControl.width }
        return inset
    }

    func layoutCell() {
        let b = bounds
        for v in [backgroundView, selectedBackgroundView, multipleSelectionBackgroundView, configurationBackgroundView, defaultSelectedBackgroundView] {
            v?.frame = b
        }
        if let config = backgroundConfigurationStorage { layoutConfigurationBackground(config) }
        let leading = leadingInset()
        var trailing = accessoryAreaWidth()
        if isEditing, reorderControl != nil { trailing = max(trailing, TableCellReorderControl.width) }
        let shift = -swipeOffset
        contentView.frame = CGRect(x: leading + shift, y: 0, width: max(0, b.width - leading - trailing), height: b.height)
        if let accessory = shownAccessoryView() {
            let s = accessory.bounds.size
            accessory.frame = CGRect(x: b.width - UITableViewCell.sideMargin - s.width + shift, y: (b.height - s.height) / 2, width: s.width, height: s.height)
        }
        editingControl?.frame = CGRect(x: leading - TableCellEditingControl.width + shift, y: 0, width: TableCellEditingControl.width, height: b.height)
        reorderControl?.frame = CGRect(x: b.width - TableCellReorderControl.width, y: 0, width: TableCellReorderControl.width, height: b.height)
        if let button = deleteConfirmationButton {
            button.frame = CGRect(x: b.width - swipeOffset, y: 0, width: swipeOffset, height: b.height)
        }
        let scale = window?.screen.scale ?? 1
        let line = 1 / max(1, scale)
        separatorView.frame = CGRect(x: separatorInset.left, y: b.height - line,
                                     width: max(0, b.width - separatorInset.left - separatorInset.right), height: line)
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
        } else {
            let l = classicLayout(size: contentView.bounds.size)
            imageViewStorage?.frame = l.image
            textLabelStorage?.frame = l.text
            detailTextLabelStorage?.frame = l.detail
        }
    }

    /// The height the cell needs at `width`: the content configuration's, the Auto Layout
    /// height of `contentView` when its content uses constraints, else the classic layout's.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let contentWidth = max(0, width - leadingInset() - accessoryAreaWidth())
        if let configured = configuredContentView {
            return configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        }
        if contentUsesAutoLayout() {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height),
                                                           withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        return classicLayout(size: CGSize(width: contentWidth, height: 0)).height
    }

    /// Whether the content view's own subviews are placed by constraints.
    func contentUsesAutoLayout() -> Bool {
        if !contentView.constraints.isEmpty { return true }
        return contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    // MARK: Accessory

    func updateAccessory() {
        let type = isEditing ? editingAccessoryType : accessoryType
        let custom = isEditing ? editingAccessoryView : accessoryView
        if accessoryTypeView?.type != type || custom != nil {
            accessoryTypeView?.removeFromSuperview()
            accessoryTypeView = nil
        }
        for v in [accessoryView, editingAccessoryView] { if let v, v !== custom { v.removeFromSuperview() } }
        if let custom {
            if custom.superview !== self { addSubview(custom) }
        } else if type != .none, accessoryTypeView == nil {
            let view = TableCellAccessoryView(type: type)
            view.cell = self
            accessoryTypeView = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    // MARK: Editing

    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        var mask: StateMask = editing ? [.showingEditControl] : []
        if !editing, showingDeleteConfirmation { mask = [] }
        willTransition(to: mask)
        editingStorage = editing
        if !editing { hideDeleteConfirmation(animated: false) }
        updateEditingControls(animated: animated)
        updateAccessory()
        updateConfigurationNow()
        if animated {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        }
        didTransition(to: mask)
    }

    func updateEditingControls(animated: Bool) {
        if isEditing, tableEditingStyle != .none {
            if editingControl == nil {
                let control = TableCellEditingControl(style: tableEditingStyle)
                control.cell = self
                editingControl = control
                addSubview(control)
            }
            editingControl?.style = tableEditingStyle
        } else {
            editingControl?.removeFromSuperview()
            editingControl = nil
        }
        if isEditing, tableCanMove || showsReorderControl {
            if reorderControl == nil {
                let control = TableCellReorderControl(frame: .zero)
                reorderControl = control
                addSubview(control)
            }
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
    }

    /// Shows the red confirmation button at the trailing edge, sliding the content left.
    func showDeleteConfirmation(title: String, animated: Bool) {
        guard deleteConfirmationButton == nil else { return }
        willTransition(to: [.showingEditControl, .showingDeleteConfirmation])
        let button = UIButton(type: .custom)
        button.backgroundColor = .systemRed
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.host?.cellDeleteConfirmationTapped(self)
        }, for: .touchUpInside)
        deleteConfirmationButton = button
        addSubview(button)
        let width = max(82, button.intrinsicContentSize.width + 30)
        button.frame = CGRect(x: bounds.width, y: 0, width: 0, height: bounds.height)
        swipeOffset = width
        setNeedsLayout()
        if animated { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } }
        didTransition(to: [.showingEditControl, .showingDeleteConfirmation])
    }

    /// Removes the confirmation button and slides the content back.
    func hideDeleteConfirmation(animated: Bool) {
        guard let button = deleteConfirmationButton else { return }
        deleteConfirmationButton = nil
        button.removeFromSuperview()
        swipeOffset = 0
        setNeedsLayout()
        if animated { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } }
    }

    // MARK: Reuse

    func resetForReuse() {
        if highlightedStorage || selectedStorage {
            highlightedStorage = false
            selectedStorage = false
            updateSelectionLook(animated: false)
        }
        hideDeleteConfirmation(animated: false)
        swipeOffset = 0
        setNeedsLayout()
    }
}
