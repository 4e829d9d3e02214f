import Testing
import UIKit
import UIKitTesting
@testable import AccessibilityBridge

/// A control that is an accessibility element whose `accessibilityActivate()` returns false
/// (as UIControl's does), so activation taps it through the event path.
@MainActor
final class TapCountingControl: UIControl {
    var taps = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Tap me"
        accessibilityTraits = .button
        addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
        let inner = UILabel(frame: bounds)
        inner.text = "inner"
        addSubview(inner)
    }
    required init?(coder: NSCoder) { nil }
}

/// The exported tree and every interface, through the bridge's method-call handling
/// (the D-Bus surface without a bus: `respond(to:)` is what the connection's handler runs).
@MainActor
@Suite(.serialized) struct ATSPIBridgeTests {
    let bridge = ATSPIBridge()
    let window: UIWindow
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    let button = UIButton(type: .system)
    let slider = UISlider(frame: CGRect(x: 10, y: 110, width: 200, height: 30))
    let hidden = UILabel(frame: CGRect(x: 10, y: 250, width: 100, height: 20))
    let sectors = UIView(frame: CGRect(x: 220, y: 100, width: 160, height: 100))
    let control = TapCountingControl(frame: CGRect(x: 200, y: 40, width: 60, height: 30))
    let field = UITextField(frame: CGRect(x: 10, y: 210, width: 200, height: 30))
    var buttonTaps = 0

    init() {
        UIApplication.shared.runUntilIdle()
        // Not shown: the bridge's window list is set below, and a shown window would be
        // presented by the SDL backend tests running alongside (they count frames).
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        label.text = "Title"
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 10, y: 40, width: 80, height: 30)
        let plain = UIView(frame: CGRect(x: 0, y: 100, width: 210, height: 50))
        slider.frame = CGRect(x: 10, y: 10, width: 190, height: 30)
        plain.addSubview(slider)
        hidden.text = "Hidden"
        hidden.isHidden = true
        let a = UIAccessibilityElement(accessibilityContainer: sectors)
        a.accessibilityLabel = "Sector A"
        a.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 80, height: 100)
        let b = UIAccessibilityElement(accessibilityContainer: sectors)
        b.accessibilityLabel = "Sector B"
        b.accessibilityTraits = .button
        b.accessibilityFrameInContainerSpace = CGRect(x: 80, y: 0, width: 80, height: 100)
        sectors.accessibilityElements = [a, b]
        field.placeholder = "Name"
        for view in [label, button, plain, hidden, sectors, control, field] { window.addSubview(view) }
        bridge.tree.windows = { [window] in [window] }
        bridge.windowTitle = { _ in "Test Window" }
        UIApplication.shared.runUntilIdle()
    }

    func call(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) -> ATSPIResponse {
        bridge.tree.invalidate()
        return bridge.respond(to: DBusMessageData(type: 1, path: path, interface: interface, member: member, sender: ":1.9",
                                                  destination: nil, errorName: nil, serial: 1, arguments: arguments,
                                                  signature: arguments.map(\.signature).joined()))
    }

    func path(_ object: AnyObject) -> String { bridge.path(of: object) }

    func children(_ path: String) -> [String] {
        guard case .array(_, let items)? = call(path, ATSPIInterface.accessible, "GetChildren").arguments?.first else { return [] }
        return items.compactMap { item in
            guard case .structure(let parts) = item else { return nil }
            return parts[1].stringValue
        }
    }

    func property(_ path: String, _ interface: String, _ name: String) -> DBusValue? {
        guard case .variant(let value)? = call(path, ATSPIInterface.properties, "Get", [.string(interface), .string(name)]).arguments?.first else { return nil }
        return value
    }

    func name(_ path: String) -> String? { property(path, ATSPIInterface.accessible, "Name")?.stringValue }

    func role(_ path: String) -> Int? { call(path, ATSPIInterface.accessible, "GetRole").arguments?.first?.intValue }

    func states(_ path: String) -> [Int] {
        guard case .array(_, let words)? = call(path, ATSPIInterface.accessible, "GetState").arguments?.first else { return [] }
        return words.compactMap(\.intValue)
    }

    func has(_ state: ATSPIState, _ path: String) -> Bool {
        let words = states(path)
        guard words.count == 2 else { return false }
        let bits = UInt64(words[0]) | UInt64(words[1]) << 32
        return bits & (1 << UInt64(state.rawValue)) != 0
    }

    @Test func theTreeIsApplicationWindowAndElementsInSubviewOrder() {
        #expect(name(ATSPIBridge.rootPath) == ProcessInfo.processInfo.processName)
        #expect(role(ATSPIBridge.rootPath) == Int(ATSPIRole.application.rawValue))
        let windows = children(ATSPIBridge.rootPath)
        #expect(windows == [path(window)])
        #expect(name(path(window)) == "Test Window")
        #expect(role(path(window)) == Int(ATSPIRole.frame.rawValue))
        // The slider's plain superview is transparent; the hidden label is left out; the
        // control is a leaf (its inner label is not visited); the sectors view is a container.
        let elements = children(path(window))
        #expect(elements == [label, button, slider, sectors, control, field].map(path))
        #expect(elements.map(name) == ["Title", "OK", "", "", "Tap me", "Name"])
        #expect(elements.map(role) == [ATSPIRole.label, .pushButton, .slider, .panel, .pushButton, .entry].map { Int($0.rawValue) })
        #expect(property(path(window), ATSPIInterface.accessible, "ChildCount") == .int32(6))
        #expect(children(path(control)).isEmpty)
    }

    @Test func containersListTheirAccessibilityElements() {
        let sectorPaths = children(path(sectors))
        #expect(sectorPaths.count == 2)
        #expect(sectorPaths.map(name) == ["Sector A", "Sector B"])
        #expect(sectorPaths.map(role) == [Int(ATSPIRole.label.rawValue), Int(ATSPIRole.pushButton.rawValue)])
        #expect(call(sectorPaths[1], ATSPIInterface.accessible, "GetIndexInParent").arguments == [.int32(1)])
        #expect(property(sectorPaths[1], ATSPIInterface.accessible, "Parent") == bridge.reference(sectors))
        // Element frames follow their container: 220 + 80 across, 100 down.
        #expect(call(sectorPaths[1], ATSPIInterface.component, "GetExtents", [.uint32(0)]).arguments
                == [.structure([.int32(300), .int32(100), .int32(80), .int32(100)])])
    }

    @Test func parentsIndicesAndApplication() {
        #expect(property(path(button), ATSPIInterface.accessible, "Parent") == bridge.reference(window))
        #expect(property(path(window), ATSPIInterface.accessible, "Parent") == bridge.reference(bridge.tree.root))
        #expect(call(path(field), ATSPIInterface.accessible, "GetIndexInParent").arguments == [.int32(5)])
        #expect(call(path(field), ATSPIInterface.accessible, "GetApplication").arguments == [bridge.reference(bridge.tree.root)])
        #expect(call(path(window), ATSPIInterface.accessible, "GetChildAtIndex", [.int32(1)]).arguments == [bridge.reference(button)])
    }

    @Test func extentsAndHitTesting() {
        #expect(call(path(control), ATSPIInterface.component, "GetExtents", [.uint32(0)]).arguments
                == [.structure([.int32(200), .int32(40), .int32(60), .int32(30)])])
        // A window placed at 100,50 on screen at two pixels per point.
        bridge.screenRect = { _, r in CGRect(x: 100 + r.minX * 2, y: 50 + r.minY * 2, width: r.width * 2, height: r.height * 2) }
        #expect(call(path(control), ATSPIInterface.component, "GetExtents", [.uint32(0)]).arguments
                == [.structure([.int32(500), .int32(130), .int32(120), .int32(60)])])
        #expect(call(path(control), ATSPIInterface.component, "GetExtents", [.uint32(1)]).arguments
                == [.structure([.int32(400), .int32(80), .int32(120), .int32(60)])])
        #expect(call(path(window), ATSPIInterface.component, "GetAccessibleAtPoint", [.int32(520), .int32(140), .uint32(0)]).arguments
                == [bridge.reference(control)])
        #expect(call(path(window), ATSPIInterface.component, "GetAccessibleAtPoint", [.int32(1), .int32(1), .uint32(0)]).arguments
                == [bridge.reference(nil)])
        #expect(call(path(control), ATSPIInterface.component, "Contains", [.int32(520), .int32(140), .uint32(0)]).arguments == [.bool(true)])
    }

    @Test func statesFollowTheViews() {
        #expect(has(.enabled, path(button)) && has(.focusable, path(button)) && has(.showing, path(button)))
        button.isEnabled = false
        #expect(!has(.enabled, path(button)))
        #expect(has(.editable, path(field)) && !has(.focused, path(field)))
        _ = field.becomeFirstResponder()
        #expect(has(.focused, path(field)))
        field.resignFirstResponder()
        #expect(has(.active, path(window)) == window.isKeyWindow)
        #expect(has(.readOnly, path(label)))
    }

    @Test func buttonsActivateThroughAccessibilityActivate() {
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let response = call(path(button), ATSPIInterface.action, "DoAction", [.int32(0)])
        #expect(response.arguments == [.bool(true)])
        #expect(taps == 0, "performed after the reply is sent")
        response.afterReply?()
        #expect(taps == 1)
        #expect(call(path(button), ATSPIInterface.action, "GetName", [.int32(0)]).arguments == [.string("click")])
    }

    @Test func controlsWhoseActivateReturnsFalseAreTappedThroughTheEventPath() {
        // Touches reach shown windows only.
        window.isHidden = false
        defer { window.isHidden = true }
        call(path(control), ATSPIInterface.action, "DoAction", [.int32(0)]).afterReply?()
        UIApplication.shared.runUntilIdle()
        #expect(control.taps == 1)
    }

    @Test func customActionsFollowTheBuiltInOnes() {
        var performed: [String] = []
        control.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in performed.append(action.name); return true },
            UIAccessibilityCustomAction(name: "Share") { action in performed.append(action.name); return true },
        ]
        #expect(property(path(control), ATSPIInterface.action, "NActions") == .int32(3))
        #expect(call(path(control), ATSPIInterface.action, "GetActions").arguments
                == [.array(element: "(sss)", [.structure([.string("click"), .string(""), .string("")]),
                                              .structure([.string("Delete"), .string(""), .string("")]),
                                              .structure([.string("Share"), .string(""), .string("")])])])
        call(path(control), ATSPIInterface.action, "DoAction", [.int32(2)]).afterReply?()
        #expect(performed == ["Share"])
        #expect(control.taps == 0)
    }

    @Test func adjustableElementsHaveValueAndStepActions() {
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 4
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(property(path(slider), ATSPIInterface.value, "CurrentValue") == .double(4))
        #expect(property(path(slider), ATSPIInterface.value, "MaximumValue") == .double(10))
        call(path(slider), ATSPIInterface.properties, "Set", [.string(ATSPIInterface.value), .string("CurrentValue"), .variant(.double(7))]).afterReply?()
        #expect(slider.value == 7)
        #expect(changes == 1)
        #expect(call(path(slider), ATSPIInterface.action, "GetName", [.int32(1)]).arguments == [.string("increment")])
        call(path(slider), ATSPIInterface.action, "DoAction", [.int32(2)]).afterReply?()
        #expect(slider.value < 7)
    }

    @Test func textOfLabelsAndFields() {
        #expect(property(path(label), ATSPIInterface.text, "CharacterCount") == .int32(5))
        #expect(call(path(label), ATSPIInterface.text, "GetText", [.int32(1), .int32(-1)]).arguments == [.string("itle")])
        field.text = "hello world"
        #expect(call(path(field), ATSPIInterface.text, "GetStringAtOffset", [.int32(7), .uint32(1)]).arguments
                == [.string("world"), .int32(6), .int32(11)])
        field.isSecureTextEntry = true
        #expect(call(path(field), ATSPIInterface.text, "GetText", [.int32(0), .int32(-1)]).arguments
                == [.string(String(repeating: "\u{2022}", count: 11))])
        #expect(role(path(field)) == Int(ATSPIRole.passwordText.rawValue))
    }

    @Test func malformedCallsGetDBusErrors() {
        func errorName(_ r: ATSPIResponse) -> String? { r.arguments == nil ? r.error?.name : nil }
        #expect(errorName(call("/org/a11y/atspi/accessible/999999", ATSPIInterface.accessible, "GetRole")) == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(errorName(call("/org/a11y/atspi/accessible/x", ATSPIInterface.accessible, "GetRole")) == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(errorName(call(path(window), ATSPIInterface.accessible, "GetChildAtIndex", [.int32(99)])) == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(errorName(call(path(window), ATSPIInterface.accessible, "GetChildAtIndex", [.string("1")])) == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(errorName(call(path(window), ATSPIInterface.accessible, "Explode")) == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(errorName(call(path(window), ATSPIInterface.action, "DoAction", [.int32(0)])) == "org.freedesktop.DBus.Error.UnknownInterface")
        #expect(errorName(call(path(button), ATSPIInterface.action, "DoAction", [.int32(-1)])) == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(errorName(call(path(button), ATSPIInterface.properties, "Get", [.string("x")])) == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(errorName(call(path(button), ATSPIInterface.properties, "Get", [.string(ATSPIInterface.accessible), .string("Nope")])) == "org.freedesktop.DBus.Error.UnknownProperty")
        #expect(errorName(call(path(button), ATSPIInterface.properties, "Set", [.string(ATSPIInterface.accessible), .string("Name"), .variant(.string("x"))])) == "org.freedesktop.DBus.Error.PropertyReadOnly")
        #expect(call(path(button), ATSPIInterface.properties, "GetAll", [.string(ATSPIInterface.accessible)]).arguments != nil)
        // A view no longer shown is defunct, not an error.
        button.removeFromSuperview()
        #expect(has(.defunct, path(button)))
        #expect(property(path(button), ATSPIInterface.accessible, "Parent") == bridge.reference(nil))
    }

    @Test func notificationsBecomeAtspiEvents() {
        let announcement = bridge.events(for: .announcement, argument: "Saved")
        #expect(announcement.map(\.member) == ["Announcement"])
        #expect(announcement.first?.data == .string("Saved"))
        let screen = bridge.events(for: .screenChanged, argument: field)
        #expect(screen.map(\.member) == ["ChildrenChanged", "StateChanged", "Focus"])
        #expect(screen[0].path == path(window) && screen[0].detail == "add")
        #expect(screen[1].path == path(field) && screen[1].detail == "focused" && screen[1].detail1 == 1)
        #expect(bridge.events(for: .layoutChanged, argument: nil).map(\.member) == ["VisibleDataChanged"])
        #expect(bridge.events(for: .announcement, argument: nil).isEmpty)
        #expect(screen[1].arguments.map(\.signature).joined() == "siiva{sv}")
    }

    @Test func postReachesObservers() {
        var seen: [UIAccessibility.Notification] = []
        let before = UIAccessibility.notificationObservers.count
        UIAccessibility.notificationObservers.append { notification, _ in seen.append(notification) }
        defer { UIAccessibility.notificationObservers.removeLast() }
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(seen == [.layoutChanged])
        #expect(UIAccessibility.notificationObservers.count == before + 1)
    }
}
