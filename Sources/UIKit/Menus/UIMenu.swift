import Foundation

/// A menu: a titled group of actions, commands, deferred elements and submenus. A child
/// menu shows as a submenu row (opening to the side) or, with `.displayInline`, as a
/// section of its parent between separators.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier (the system's menus have predefined ones).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows and behaves.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bit mask of the options.
        public let rawValue: UInt
        /// Creates options from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The menu's children show in its parent, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title (as a submenu row) shows in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child action turns it on and its siblings off (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small items (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The sizes of elements shown side by side (`UIMenuElement.Size`).
    public typealias ElementSize = UIMenuElement.Size

    /// The menu's identifier.
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The menu's children, in order.
    public let children: [UIMenuElement]
    /// The size of the children when shown side by side (default `.large`, rows).
    open var preferredElementSize: ElementSize = .large

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates a menu from an archive (not supported: menus are built in code).
    public required init?(coder: NSCoder) { nil }

    /// A copy of the menu with `newChildren` in place of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions and commands whose state is `.on`, searched through inline children
    /// (iOS 16).
    open var selectedElements: [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in children {
            if let action = child as? UIAction, action.state == .on { result.append(action) }
            else if let command = child as? UICommand, command.state == .on { result.append(command) }
            else if let menu = child as? UIMenu, menu.options.contains(.displayInline) { result += menu.selectedElements }
        }
        return result
    }
}

extension UIMenu.Identifier {
    /// The application menu.
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    /// The View menu.
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = UIMenu.Identifier("com.apple.menu.help")
    /// The Format menu.
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    /// The root of the main menu.
    public static let root = UIMenu.Identifier("com.apple.menu.root")
    /// The standard edit menu's cut, copy and paste group.
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
    /// The undo and redo group.
    public static let undoRedo = UIMenu.Identifier("com.apple.menu.undo-redo")
}
