import UIKit

/// The AT-SPI roles the bridge reports (`AtspiRole` in at-spi2-core's atspi-constants.h:
/// the numbers are the protocol's), with their role names (`atspi_role_get_name`).
package enum ATSPIRole: UInt32, Sendable, CaseIterable {
    case checkBox = 7
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case slider = 51
    case text = 61
    case toggleButton = 62
    case toolBar = 63
    case unknown = 67
    case window = 69
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The role's name as AT-SPI spells it.
    package var name: String {
        switch self {
        case .checkBox: return "check box"
        case .dialog: return "dialog"
        case .frame: return "frame"
        case .image: return "image"
        case .label: return "label"
        case .list: return "list"
        case .listItem: return "list item"
        case .pageTab: return "page tab"
        case .pageTabList: return "page tab list"
        case .panel: return "panel"
        case .passwordText: return "password text"
        case .progressBar: return "progress bar"
        case .pushButton: return "push button"
        case .slider: return "slider"
        case .text: return "text"
        case .toggleButton: return "toggle button"
        case .toolBar: return "tool bar"
        case .unknown: return "unknown"
        case .window: return "window"
        case .application: return "application"
        case .entry: return "entry"
        case .heading: return "heading"
        case .link: return "link"
        }
    }

    /// The role of an element with `traits`; `text` says whether it is an editable text
    /// object (a text field, secure or not, or a text view), which traits do not tell.
    /// Traits win in VoiceOver's order: a toggle before a button, a button before an image.
    package static func role(for traits: UIAccessibilityTraits, text: ATSPITextKind = .none, isContainer: Bool = false) -> ATSPIRole {
        switch text {
        case .secureField: return .passwordText
        case .field: return .entry
        case .multiLine: return .text
        case .none: break
        }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.tabBar) { return .pageTabList }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .label }
        if traits.contains(.updatesFrequently) { return .progressBar }
        return isContainer ? .panel : .label
    }
}

/// What kind of editable text an element is.
package enum ATSPITextKind: Sendable {
    case none, field, secureField, multiLine
}

/// The AT-SPI states (`AtspiStateType`; numbers are bit positions in `GetState`'s two words).
package enum ATSPIState: Int, Sendable {
    case active = 1
    case checked = 4
    case defunct = 6
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case horizontal = 14
    case modal = 16
    case multiLine = 17
    case pressed = 20
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case animated = 35
    case selectableText = 38
    case checkable = 41
    case readOnly = 43

    /// `set` as `GetState` returns it: two 32-bit words, bit n of the 64 for state n.
    package static func words(_ set: Set<ATSPIState>) -> [UInt32] {
        var bits: UInt64 = 0
        for state in set { bits |= 1 << UInt64(state.rawValue) }
        return [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
    }

    /// The states of an element with `traits` and `value`, on screen or not, focused or
    /// not, of editable text kind `text`.
    package static func states(for traits: UIAccessibilityTraits, value: String?, text: ATSPITextKind = .none,
                               showing: Bool, focused: Bool) -> Set<ATSPIState> {
        var set: Set<ATSPIState> = [.visible]
        if showing { set.insert(.showing) }
        if !traits.contains(.notEnabled) { set.formUnion([.enabled, .sensitive]) }
        let interactive = !traits.intersection([.button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton]).isEmpty || text != .none
        if interactive && !traits.contains(.notEnabled) { set.insert(.focusable) }
        if focused { set.insert(.focused) }
        if traits.contains(.selected) { set.formUnion([.selected, .selectable]) }
        if traits.contains(.toggleButton) {
            set.insert(.checkable)
            if traits.contains(.selected) || value == "1" { set.formUnion([.checked, .pressed]) }
        }
        if traits.contains(.adjustable) { set.insert(.horizontal) }
        if traits.contains(.updatesFrequently) { set.insert(.animated) }
        switch text {
        case .field, .secureField: set.formUnion([.editable, .singleLine, .selectableText])
        case .multiLine: set.formUnion([.multiLine, .selectableText])
        case .none:
            if traits.contains(.staticText) { set.insert(.readOnly) }
        }
        return set
    }
}
