import CoreGraphics
import Foundation

extension UINavigationBar {
    /// Height of the bar's row of items: 44 points, as UIKit's compact-width bar (the
    /// same persistent height Flutter's Cupertino navigation bar copies from iOS).
    package static let rowHeight: CGFloat = 44
    /// Extra height of a large-title bar: 52 points (96 in all, Flutter's
    /// `_kNavBarLargeTitleHeightExtension` in cupertino/nav_bar.dart, measured from iOS).
    package static let largeTitleExtension: CGFloat = 52
    /// Extra height of a bar showing a prompt: 30 points (74 in all, as on iOS).
    package static let promptHeight: CGFloat = 30

    /// Whether the top item's title is shown large: the bar prefers large titles and the
    /// item's mode (`.automatic` follows the item below; the root's automatic is large).
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles, !itemStack.isEmpty else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height for its top item.
    package var barHeight: CGFloat {
        if let search = visibleSearchController {
            let row = UINavigationBar.searchRowHeight + (search.searchBar.isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
            if search.isActive, search.hidesNavigationBarDuringPresentation { return row }
            return titleRowsHeight + row
        }
        return titleRowsHeight
    }

    /// The height of the title rows: the row, a large title and a prompt.
    package var titleRowsHeight: CGFloat {
        var h = UINavigationBar.rowHeight
        if showsLargeTitle { h += UINavigationBar.largeTitleExtension }
        if topItem?.prompt != nil { h += UINavigationBar.promptHeight }
        return h
    }

    /// The height a search bar adds under the title: 52 points (96 in all, as on iOS).
    package static let searchRowHeight: CGFloat = 52

    /// The top item's search controller when its bar shows: while active, or while the
    /// content is at its top edge or the item does not hide it when scrolling.
    package var visibleSearchController: UISearchController? {
        guard let item = topItem, let search = item.searchController else { return nil }
        return search.isActive || !item.hidesSearchBarWhenScrolling || isAtScrollEdge ? search : nil
    }

    /// Implements `setItems(_:animated:)`.
    package func setItemsCore(_ items: [UINavigationItem]) {
        for item in itemStack where item.owningBar === self && !items.contains(where: { $0 === item }) { item.owningBar = nil }
        itemStack = items
        for item in items { item.owningBar = self }
        itemsDidChange()
    }

    /// Implements `pushItem(_:animated:)`.
    package func pushItemCore(_ item: UINavigationItem) {
        if itemStack.contains(where: { $0 === item }) {
            UIView.log("UINavigationBar: pushing a navigation item that is already on the bar is not supported (\(item.title ?? "untitled"))")
            return
        }
        if managingController == nil, let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        itemStack.append(item)
        item.owningBar = self
        itemsDidChange()
        if managingController == nil { delegate?.navigationBar(self, didPush: item) }
    }

    /// Implements `popItem(animated:)`.
    package func popItemCore() -> UINavigationItem? {
        guard let item = itemStack.last else { return nil }
        if managingController == nil, let delegate, !delegate.navigationBar(self, shouldPop: item) { return nil }
        itemStack.removeLast()
        item.owningBar = nil
        itemsDidChange()
        if managingController == nil { delegate?.navigationBar(self, didPop: item) }
        return item
    }

    /// An item or appearance changed: rebuild the content at the next layout (the height
    /// may change, so the superview lays out too).
    package func itemsDidChange() {
        contentIsStale = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// The back button was tapped: the navigation controller pops, a standalone bar pops its item.
    package func backButtonTapped() {
        if let controller = managingController {
            controller.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// The back button's title for the item below the top: its back item's title, its
    /// `backButtonTitle`, its title, else "Back" (per its display mode).
    package func backButtonTitle(maxWidth: CGFloat) -> String {
        guard let back = backItem else { return "" }
        switch back.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: break
        }
        let wanted = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        if backButton.titleWidth(wanted) <= maxWidth { return wanted }
        return backButton.titleWidth("Back") <= maxWidth ? "Back" : ""
    }

    /// Whether the bar may change its items directly: a bar managed by a navigation
    /// controller refuses (logged, as UIKit's exception "Directly modifying a navigation
    /// bar managed by a controller is not supported").
    package func refuseIfManaged(_ operation: String) -> Bool {
        guard managingController != nil else { return true }
        UIView.log("UINavigationBar.\(operation): directly modifying a navigation bar managed by a controller is not supported; push and pop view controllers instead")
        return false
    }

    /// Registers the bar as an observer of `appearance`.
    package func observe(_ appearance: UIBarAppearance) { appearance.observers.add(self) }
}
