import CoreGraphics
import Foundation

/// A table's archive (after the scroll view's): style, row and section heights, separators
/// and selection flags. Rows come from the data source again.
extension UITableView {
    package func encodeTableView(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: "UITableViewStyle")
        coder.encode(Double(rowHeight), forKey: "UIRowHeight")
        coder.encode(Double(estimatedRowHeight), forKey: "UIEstimatedRowHeight")
        coder.encode(Double(sectionHeaderHeight), forKey: "UISectionHeaderHeight")
        coder.encode(Double(sectionFooterHeight), forKey: "UISectionFooterHeight")
        coder.encode(separatorStyle.rawValue, forKey: "UISeparatorStyle")
        if let separatorColor { coder.encode(separatorColor, forKey: "UISeparatorColor") }
        coder.encode(allowsSelection, forKey: "UIAllowsSelection")
        coder.encode(allowsMultipleSelection, forKey: "UIAllowsMultipleSelection")
    }

    package func decodeTableView(from coder: NSCoder) {
        if let height = coder.checkedFloat(forKey: "UIRowHeight", in: -1...1e6) { rowHeight = height }
        if let height = coder.checkedFloat(forKey: "UIEstimatedRowHeight", in: -1...1e6) { estimatedRowHeight = height }
        if let height = coder.checkedFloat(forKey: "UISectionHeaderHeight", in: -1...1e6) { sectionHeaderHeight = height }
        if let height = coder.checkedFloat(forKey: "UISectionFooterHeight", in: -1...1e6) { sectionFooterHeight = height }
        if let style = coder.checkedEnum(SeparatorStyle.self, forKey: "UISeparatorStyle") { separatorStyle = style }
        if let color = coder.checkedObject(UIColor.self, forKey: "UISeparatorColor") { separatorColor = color }
        if let allows = coder.checkedBool(forKey: "UIAllowsSelection") { allowsSelection = allows }
        if let allows = coder.checkedBool(forKey: "UIAllowsMultipleSelection") { allowsMultipleSelection = allows }
    }
}

/// A table cell's archive: reuse identifier, selection style, accessory type, and its
/// content view with the subviews and constraints the app put there (`UIContentView`,
/// decoded into the cell's own content view; the classic labels and a content
/// configuration's view are the cell's parts and not archived).
extension UITableViewCell: CellContentOwning {
    var contentViewParts: [UIView] {
        [textLabelStorage, detailTextLabelStorage, imageViewStorage, configuredContentView].compactMap { $0 }
    }

    /// `decodeArchivedParts(from:)`: the parts, then the archived content into `contentView`.
    func decodeCellParts(from coder: NSCoder) {
        setUpCell(decoding: coder)
        CellContentArchive.decode(into: contentView, from: coder)
    }

    package func encodeTableViewCell(with coder: NSCoder) {
        coder.encode(CellContentArchive(contentView), forKey: CellContentArchive.key)
        if let reuseIdentifier { coder.encode(reuseIdentifier, forKey: "UIReuseIdentifier") }
        coder.encode(selectionStyle.rawValue, forKey: "UISelectionStyle")
        coder.encode(accessoryType.rawValue, forKey: "UIAccessoryType")
    }

    package func decodeTableViewCell(from coder: NSCoder) {
        if let identifier = coder.checkedString(forKey: "UIReuseIdentifier") { reuseIdentifier = identifier }
        if let style = coder.checkedEnum(SelectionStyle.self, forKey: "UISelectionStyle") { selectionStyle = style }
        if let type = coder.checkedEnum(AccessoryType.self, forKey: "UIAccessoryType") { accessoryType = type }
    }
}
