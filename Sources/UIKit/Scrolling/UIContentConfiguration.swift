import Foundation

/// The state a configuration is updated for (a cell's selection, highlight, editing…).
public protocol UIConfigurationState {
    /// The trait collection of the view being configured.
    var traitCollection: UITraitCollection { get set }
    /// Creates a state for the given traits.
    init(traitCollection: UITraitCollection)
}

/// A key for custom state values in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view: disabled, highlighted, selected, focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// A custom state value.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
    public static func == (a: Self, b: Self) -> Bool {
        a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
            && a.isFocused == b.isFocused && a.custom == b.custom && a.traitCollection == b.traitCollection
    }
    public func hash(into h: inout Hasher) { h.combine(isDisabled); h.combine(isHighlighted); h.combine(isSelected); h.combine(isFocused) }
}

/// The state of a cell: the view states plus editing, swiping, expanding and reordering.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// A custom state value.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
    public static func == (a: Self, b: Self) -> Bool {
        a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
            && a.isFocused == b.isFocused && a.isEditing == b.isEditing && a.isExpanded == b.isExpanded
            && a.isSwiped == b.isSwiped && a.isReordering == b.isReordering && a.custom == b.custom
            && a.traitCollection == b.traitCollection
    }
    public func hash(into h: inout Hasher) { h.combine(isSelected); h.combine(isHighlighted); h.combine(isEditing); h.combine(isSwiped) }
}

/// A description of a view's content (text, images, layout) that makes the view showing it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (selected text colors and the like).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether this view can show `configuration` (else a new view is made for it).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Views support configurations of the type they were made for.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension UIView {
    /// Shows `configuration` in this container (a cell's or header's `contentView`): the
    /// current content view takes it when it supports it, else the configuration's own new
    /// view replaces it. Returns the content view now shown.
    func showContentConfiguration(_ configuration: UIContentConfiguration,
                                  replacing current: (UIView & UIContentView)?) -> UIView & UIContentView {
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        addSubview(view)
        return view
    }
}

/// Whether a view or cell state is selected or highlighted (the states configurations
/// change their look for); false for other states.
func isSelectedOrHighlighted(_ state: UIConfigurationState) -> Bool {
    if let s = state as? UICellConfigurationState { return s.isSelected || s.isHighlighted }
    if let s = state as? UIViewConfigurationState { return s.isSelected || s.isHighlighted }
    return false
}
