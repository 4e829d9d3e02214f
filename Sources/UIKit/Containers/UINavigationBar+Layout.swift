import CoreGraphics
import Foundation

extension UINavigationBar {
    /// Space between items, and from the bar's edges to the outermost items.
    package static let itemSpacing: CGFloat = 8
    package static let edgeMargin: CGFloat = 16

    /// Adds the content views once, at creation.
    package func setUpContent() {
        addSubview(backgroundView)
        addSubview(promptLabel)
        addSubview(largeTitleLabel)
        addSubview(titleLabel)
        addSubview(backButton)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        promptLabel.textAlignment = .center
        promptLabel.font = UIFont.systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        backButton.onTap = { [weak self] in self?.backButtonTapped() }
        observe(standardAppearance)
    }

    /// The appearance in effect: the top item's, else the bar's; at the scroll edge the
    /// scroll-edge appearance, else the standard one with a transparent background (iOS 15).
    package var effectiveAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The attributes of the title: the appearance's over the legacy `titleTextAttributes`,
    /// over semibold 17-point text in the label color.
    package func resolvedTitleAttributes(large: Bool) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: large ? UIFont.systemFont(ofSize: 34, weight: .bold) : UIFont.systemFont(ofSize: 17, weight: .semibold),
            .foregroundColor: barStyle == .black ? UIColor.white : UIColor.label,
        ]
        let appearance = effectiveAppearance
        for (key, value) in (large ? largeTitleTextAttributes : titleTextAttributes) ?? [:] { attributes[key] = value }
        for (key, value) in large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes { attributes[key] = value }
        return attributes
    }

    /// Rebuilds the item views from the top item (when stale) and lays everything out.
    package func layoutBarContent() {
        let appearance = effectiveAppearance
        backgroundView.apply(appearance)
        if let barTintColor { backgroundView.backgroundColor = barTintColor }
        if contentIsStale { rebuildItemViews() }
        let w = bounds.width
        let rowY: CGFloat = topItem?.prompt != nil ? UINavigationBar.promptHeight : 0
        let row = UINavigationBar.rowHeight
        let extensionAbove = barPosition == .topAttached ? max(0, frame.minY) : 0
        backgroundView.frame = CGRect(x: 0, y: -extensionAbove, width: w, height: bounds.height + extensionAbove)

        promptLabel.isHidden = topItem?.prompt == nil
        promptLabel.text = topItem?.prompt
        promptLabel.frame = CGRect(x: UINavigationBar.edgeMargin, y: 0, width: max(0, w - 2 * UINavigationBar.edgeMargin), height: UINavigationBar.promptHeight)

        // Right items, from the trailing edge inwards.
        var right = w - UINavigationBar.edgeMargin
        for (item, view) in rightViews {
            let size = barItemSize(item, view: view, height: row)
            view.frame = CGRect(x: right - size.width, y: rowY + (row - size.height) / 2, width: size.width, height: size.height)
            right -= size.width + UINavigationBar.itemSpacing
        }

        // The title's natural width decides how much room the back button gets.
        let large = showsLargeTitle
        let titleWidth: CGFloat
        if let view = shownTitleView {
            titleWidth = view.bounds.width > 0 ? view.bounds.width : max(0, view.intrinsicContentSize.width)
        } else {
            titleWidth = large ? 0 : titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: row)).width
        }

        var left: CGFloat = UINavigationBar.edgeMargin
        if !backButton.isHidden {
            let room = (large ? right : (w - titleWidth) / 2 - UINavigationBar.itemSpacing) - 27
            backButton.title = backButtonTitle(maxWidth: max(0, room))
            let size = backButton.sizeThatFits(CGSize(width: w, height: row))
            backButton.frame = CGRect(x: 0, y: rowY, width: size.width, height: row)
            left = backButton.frame.maxX + UINavigationBar.itemSpacing
        }
        for (item, view) in leftViews {
            let size = barItemSize(item, view: view, height: row)
            view.frame = CGRect(x: left, y: rowY + (row - size.height) / 2, width: size.width, height: size.height)
            left += size.width + UINavigationBar.itemSpacing
        }

        // The title: centered in the bar, pushed aside (and truncated) by the items.
        let available = max(0, right - left)
        let shownWidth = min(titleWidth, available)
        let x = min(max((w - shownWidth) / 2, left), right - shownWidth)
        let offset = appearance.titlePositionAdjustment
        if let view = shownTitleView {
            let height = view.bounds.height > 0 ? min(view.bounds.height, row) : row
            view.frame = CGRect(x: x + offset.horizontal, y: rowY + (row - height) / 2 + offset.vertical, width: shownWidth, height: height)
        }
        titleLabel.frame = CGRect(x: x + offset.horizontal, y: rowY + offset.vertical, width: shownWidth, height: row)
        titleLabel.isHidden = shownTitleView != nil || large
        largeTitleLabel.isHidden = !large
        largeTitleLabel.frame = CGRect(x: UINavigationBar.edgeMargin, y: rowY + row,
                                       width: max(0, w - 2 * UINavigationBar.edgeMargin), height: UINavigationBar.largeTitleExtension - 8)
        layoutSearchBarRow()
    }

    /// Puts the top item's search bar under the title rows (alone, the title row hidden,
    /// while its search is active and hides the navigation bar); takes out one no longer shown.
    package func layoutSearchBarRow() {
        let search = visibleSearchController
        if let old = shownSearchBar, old !== search?.searchBar, old.superview === self { old.removeFromSuperview() }
        shownSearchBar = search?.searchBar
        let titleRowHidden = search.map { $0.isActive && $0.hidesNavigationBarDuringPresentation } ?? false
        for view in [titleLabel, largeTitleLabel, backButton, promptLabel] + leftViews.map(\.1) + rightViews.map(\.1) + [shownTitleView].compactMap({ $0 }) {
            view.alpha = titleRowHidden ? 0 : 1
        }
        guard let searchBar = shownSearchBar else { return }
        if searchBar.superview !== self { addSubview(searchBar) }
        let height = UINavigationBar.searchRowHeight + (searchBar.isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
        let y = titleRowHidden ? 0 : titleRowsHeight
        searchBar.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        searchBar.backgroundColor = nil
    }

    /// Replaces the item views with views for the top item's items and titles.
    package func rebuildItemViews() {
        contentIsStale = false
        let key = ObjectIdentifier(self)
        for item in observedItems { item.changeHandlers[key] = nil }
        for (_, view) in leftViews + rightViews where view.superview === self { view.removeFromSuperview() }
        if let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
        leftViews = []
        rightViews = []
        shownTitleView = nil
        let top = topItem
        let itemAttributes: [NSAttributedString.Key: Any] = [:]
        let leftItems = leadingSystemItems + (top?.leftBarButtonItems ?? []), rightItems = top?.rightBarButtonItems ?? []
        for item in leftItems where !item.isHidden {
            leftViews.append((item, barItemView(for: item, titleAttributes: itemAttributes)))
        }
        for item in rightItems where !item.isHidden {
            rightViews.append((item, barItemView(for: item, titleAttributes: itemAttributes)))
        }
        for (_, view) in leftViews + rightViews { addSubview(view) }
        // Hidden items are observed too, so showing one again rebuilds the bar.
        observedItems = leftItems + rightItems
        for item in observedItems { item.changeHandlers[key] = { [weak self] in self?.itemsDidChange() } }
        if let titleView = top?.titleView {
            shownTitleView = titleView
            addSubview(titleView)
        }
        let title = top?.title ?? ""
        titleLabel.attributedText = NSAttributedString(string: title, attributes: resolvedTitleAttributes(large: false))
        largeTitleLabel.attributedText = NSAttributedString(string: title, attributes: resolvedTitleAttributes(large: true))
        let hasLeft = !(top?.leftBarButtonItems ?? []).isEmpty
        backButton.isHidden = backItem == nil || top?.hidesBackButton == true || (hasLeft && top?.leftItemsSupplementBackButton != true)
        if let back = backItem?.backBarButtonItem, let tint = back.tintColor { backButton.tintColor = tint } else { backButton.tintColor = nil }
    }
}
