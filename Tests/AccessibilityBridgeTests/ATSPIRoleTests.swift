import Testing
import UIKit
@testable import AccessibilityBridge

/// Traits to AT-SPI roles and states (numbers from at-spi2-core's atspi-constants.h).
@MainActor
@Suite struct ATSPIRoleTests {
    @Test func traitsMapToRolesInVoiceOverOrder() {
        #expect(ATSPIRole.role(for: .button) == .pushButton)
        #expect(ATSPIRole.role(for: .button).rawValue == 43)
        #expect(ATSPIRole.role(for: [.button, .image]) == .pushButton)
        #expect(ATSPIRole.role(for: [.button, .toggleButton]) == .toggleButton)
        #expect(ATSPIRole.role(for: .link) == .link)
        #expect(ATSPIRole.role(for: .image) == .image)
        #expect(ATSPIRole.role(for: .staticText).rawValue == 29)
        #expect(ATSPIRole.role(for: [.staticText, .header]) == .heading)
        #expect(ATSPIRole.role(for: .adjustable) == .slider)
        #expect(ATSPIRole.role(for: .searchField) == .entry)
        #expect(ATSPIRole.role(for: .tabBar) == .pageTabList)
        #expect(ATSPIRole.role(for: .keyboardKey) == .pushButton)
        #expect(ATSPIRole.role(for: .updatesFrequently) == .progressBar)
        #expect(ATSPIRole.role(for: [], isContainer: true) == .panel)
        #expect(ATSPIRole.role(for: []) == .label)
    }

    @Test func editableTextKindsWinOverTraits() {
        #expect(ATSPIRole.role(for: [], text: .field) == .entry)
        #expect(ATSPIRole.role(for: [], text: .secureField) == .passwordText)
        #expect(ATSPIRole.role(for: .staticText, text: .multiLine) == .text)
    }

    @Test func roleNamesAreAtspiSpellings() {
        #expect(ATSPIRole.pushButton.name == "push button")
        #expect(ATSPIRole.frame.name == "frame")
        #expect(ATSPIRole.passwordText.name == "password text")
        #expect(Set(ATSPIRole.allCases.map(\.name)).count == ATSPIRole.allCases.count)
    }

    @Test func statesFollowTraits() {
        let button = ATSPIState.states(for: .button, value: nil, showing: true, focused: false)
        #expect(button == [.visible, .showing, .enabled, .sensitive, .focusable])
        let disabled = ATSPIState.states(for: [.button, .notEnabled], value: nil, showing: false, focused: false)
        #expect(!disabled.contains(.enabled) && !disabled.contains(.sensitive) && !disabled.contains(.focusable) && !disabled.contains(.showing))
        let on = ATSPIState.states(for: [.button, .toggleButton], value: "1", showing: true, focused: false)
        #expect(on.isSuperset(of: [.checkable, .checked, .pressed]))
        let off = ATSPIState.states(for: [.button, .toggleButton], value: "0", showing: true, focused: false)
        #expect(off.contains(.checkable) && !off.contains(.checked))
        #expect(ATSPIState.states(for: .selected, value: nil, showing: true, focused: false).contains(.selected))
        let field = ATSPIState.states(for: [], value: nil, text: .field, showing: true, focused: true)
        #expect(field.isSuperset(of: [.editable, .singleLine, .focusable, .focused]))
        #expect(ATSPIState.states(for: .staticText, value: nil, showing: true, focused: false).contains(.readOnly))
    }

    @Test func stateWordsSetBitNOfSixtyFour() {
        #expect(ATSPIState.words([]) == [0, 0])
        #expect(ATSPIState.words([.enabled]) == [1 << 8, 0])
        #expect(ATSPIState.words([.enabled, .showing, .visible]) == [1 << 8 | 1 << 25 | 1 << 30, 0])
        #expect(ATSPIState.words([.readOnly]) == [0, 1 << 11])
    }
}
