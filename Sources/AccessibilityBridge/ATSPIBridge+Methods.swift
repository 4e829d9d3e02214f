import CDBus
import Foundation
import UIKit

/// The answer to one method call.
package struct ATSPIResponse {
    /// The reply's arguments, or nil with `error` set.
    package var arguments: [DBusValue]?
    package var error: (name: String, message: String)?
    /// Work done after the reply is sent (an action the call asked for).
    package var afterReply: (() -> Void)?

    package static func reply(_ arguments: [DBusValue], then work: (() -> Void)? = nil) -> ATSPIResponse {
        ATSPIResponse(arguments: arguments, error: nil, afterReply: work)
    }

    package static func failure(_ name: String, _ message: String) -> ATSPIResponse {
        ATSPIResponse(arguments: nil, error: (name, message), afterReply: nil)
    }

    package static func invalidArguments(_ message: String) -> ATSPIResponse {
        .failure("org.freedesktop.DBus.Error.InvalidArgs", message)
    }
}

extension ATSPIBridge {
    /// Handles an incoming message on the accessibility bus; false for messages that are not
    /// method calls on the bridge's objects (libdbus answers unknown calls).
    func handle(_ message: DBusMessageData, _ raw: OpaquePointer) -> Bool {
        guard message.type == DBUS_MESSAGE_TYPE_METHOD_CALL, let path = message.path,
              path.hasPrefix(Self.objectPathPrefix) || path == Self.cachePath else { return false }
        let response = path == Self.cachePath ? respondToCache(message) : respond(to: message)
        guard let connection else { return true }
        if let arguments = response.arguments {
            connection.reply(to: raw, arguments)
        } else if let error = response.error {
            connection.replyError(to: raw, name: error.name, error.message)
        }
        response.afterReply?()
        return true
    }

    /// The response to a method call on one of the bridge's objects: a reply, or a D-Bus
    /// error for unknown objects, methods and malformed arguments.
    package func respond(to message: DBusMessageData) -> ATSPIResponse {
        guard let path = message.path, let object = object(atPath: path) else {
            return .failure("org.freedesktop.DBus.Error.UnknownObject", "no accessible object at \(message.path ?? "")")
        }
        let member = message.member ?? ""
        let interface = message.interface ?? ""
        if interface == ATSPIInterface.properties { return respondToProperties(message, object) }
        guard interface.isEmpty || tree.interfaces(of: object).contains(interface) else {
            return .failure("org.freedesktop.DBus.Error.UnknownInterface", "\(path) does not implement \(interface)")
        }
        let response: ATSPIResponse?
        switch interface {
        case ATSPIInterface.accessible: response = accessibleMethod(member, message, object)
        case ATSPIInterface.component: response = componentMethod(member, message, object)
        case ATSPIInterface.action: response = actionMethod(member, message, object)
        case ATSPIInterface.text: response = textMethod(member, message, object)
        case ATSPIInterface.application: response = applicationMethod(member, message, object)
        default: response = accessibleMethod(member, message, object) ?? componentMethod(member, message, object)
        }
        return response ?? .failure("org.freedesktop.DBus.Error.UnknownMethod", "no method \(interface).\(member)(\(message.signature))")
    }

    /// The cache object's path: clients ask it for every object at once (`GetItems`).
    package static let cachePath = "/org/a11y/atspi/cache"

    /// `org.a11y.atspi.Cache`: the bridge keeps no cache of its own (the tree is computed on
    /// demand), so `GetItems` lists nothing and clients ask each object.
    package func respondToCache(_ message: DBusMessageData) -> ATSPIResponse {
        switch (message.interface ?? "", message.member ?? "", message.signature) {
        case ("org.a11y.atspi.Cache", "GetItems", ""), ("", "GetItems", ""):
            return .reply([.array(element: "((so)(so)(so)iiassusau)", [])])
        default:
            return .failure("org.freedesktop.DBus.Error.UnknownMethod", "no method \(message.member ?? "") on the cache")
        }
    }

    // MARK: Properties

    private func respondToProperties(_ message: DBusMessageData, _ object: AnyObject) -> ATSPIResponse {
        let args = message.arguments
        switch (message.member ?? "", message.signature) {
        case ("Get", "ss"):
            let interface = args[0].stringValue ?? "", name = args[1].stringValue ?? ""
            guard let value = properties(of: object, interface: interface).first(where: { $0.0 == name })?.1 else {
                return .failure("org.freedesktop.DBus.Error.UnknownProperty", "no property \(interface).\(name)")
            }
            return .reply([.variant(value)])
        case ("GetAll", "s"):
            let entries = properties(of: object, interface: args[0].stringValue ?? "").map { (DBusValue.string($0.0), DBusValue.variant($0.1)) }
            return .reply([.dictionary(key: "s", value: "v", entries)])
        case ("Set", "ssv"):
            let interface = args[0].stringValue ?? "", name = args[1].stringValue ?? ""
            switch (interface, name) {
            case (ATSPIInterface.application, "Id") where object === tree.root:
                guard let id = args[2].intValue else { return .invalidArguments("Id is an int32") }
                applicationID = Int32(truncatingIfNeeded: id)
                return .reply([])
            case (ATSPIInterface.value, "CurrentValue") where tree.interfaces(of: object).contains(ATSPIInterface.value):
                guard let number = args[2].doubleValue else { return .invalidArguments("CurrentValue is a double") }
                return .reply([]) { [tree] in tree.setNumericValue(number, of: object) }
            default:
                return .failure("org.freedesktop.DBus.Error.PropertyReadOnly", "\(interface).\(name) cannot be set")
            }
        default:
            return .invalidArguments("Properties.\(message.member ?? "") does not take (\(message.signature))")
        }
    }

    /// The properties of `object` in `interface`.
    package func properties(of object: AnyObject, interface: String) -> [(String, DBusValue)] {
        guard tree.interfaces(of: object).contains(interface) else { return [] }
        switch interface {
        case ATSPIInterface.accessible:
            return [("Name", .string(tree.name(of: object))),
                    ("Description", .string(tree.hint(of: object) ?? "")),
                    ("Parent", parentReference(object)),
                    ("ChildCount", .int32(Int32(clamping: tree.children(of: object).count))),
                    ("Locale", .string(Locale.current.identifier)),
                    ("AccessibleId", .string(tree.identifier(of: object) ?? "")),
                    ("HelpText", .string(tree.hint(of: object) ?? ""))]
        case ATSPIInterface.application:
            return [("ToolkitName", .string("OpenUIKit")), ("Version", .string("1.0")),
                    ("AtspiVersion", .string("2.1")), ("Id", .int32(applicationID))]
        case ATSPIInterface.action:
            return [("NActions", .int32(Int32(clamping: tree.actionNames(of: object).count)))]
        case ATSPIInterface.value:
            let value = tree.numericValue(of: object)
            return [("MinimumValue", .double(value.minimum)), ("MaximumValue", .double(value.maximum)),
                    ("MinimumIncrement", .double(value.increment)), ("CurrentValue", .double(value.current)),
                    ("Text", .string(tree.value(of: object) ?? ""))]
        case ATSPIInterface.text:
            let text = tree.text(of: object) ?? ""
            return [("CharacterCount", .int32(Int32(clamping: text.unicodeScalars.count))),
                    ("CaretOffset", .int32(caretOffset(of: object)))]
        default:
            return []
        }
    }

    // MARK: Accessible

    private func accessibleMethod(_ member: String, _ message: DBusMessageData, _ object: AnyObject) -> ATSPIResponse? {
        let args = message.arguments
        switch (member, message.signature) {
        case ("GetChildAtIndex", "i"):
            let children = tree.children(of: object)
            guard let index = args[0].intValue, children.indices.contains(index) else {
                return .invalidArguments("child index \(args[0].intValue ?? -1) out of 0..<\(children.count)")
            }
            return .reply([reference(children[index])])
        case ("GetChildren", ""):
            return .reply([.array(element: "(so)", tree.children(of: object).map(reference))])
        case ("GetIndexInParent", ""):
            return .reply([.int32(Int32(clamping: object === tree.root ? -1 : tree.indexInParent(of: object)))])
        case ("GetRelationSet", ""):
            return .reply([.array(element: "(ua(so))", [])])
        case ("GetRole", ""):
            return .reply([.uint32(tree.role(of: object).rawValue)])
        case ("GetRoleName", ""), ("GetLocalizedRoleName", ""):
            return .reply([.string(tree.role(of: object).name)])
        case ("GetState", ""):
            return .reply([.array(element: "u", ATSPIState.words(tree.states(of: object)).map(DBusValue.uint32))])
        case ("GetAttributes", ""):
            return .reply([.dictionary(key: "s", value: "s", tree.attributes(of: object).map { (.string($0.0), .string($0.1)) })])
        case ("GetApplication", ""):
            return .reply([reference(tree.root)])
        case ("GetInterfaces", ""):
            return .reply([.array(element: "s", tree.interfaces(of: object).map(DBusValue.string))])
        default:
            return nil
        }
    }

    // MARK: Application

    private func applicationMethod(_ member: String, _ message: DBusMessageData, _ object: AnyObject) -> ATSPIResponse? {
        switch (member, message.signature) {
        case ("GetLocale", "u"): return .reply([.string(Locale.current.identifier)])
        default: return nil
        }
    }

    // MARK: Component

    /// The object's rectangle in AT-SPI coordinates: 0 screen, 1 window, 2 parent (pixels).
    package func extents(of object: AnyObject, coordinates: Int) -> CGRect {
        guard object !== tree.root, let window = tree.window(of: object) else { return .zero }
        let onScreen = screenRect(window, tree.frame(of: object))
        switch coordinates {
        case 1:
            let windowOrigin = screenRect(window, window.bounds).origin
            return onScreen.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y)
        case 2:
            guard let parent = tree.parent(of: object), parent !== tree.root else { return onScreen }
            let origin = extents(of: parent, coordinates: 0).origin
            return onScreen.offsetBy(dx: -origin.x, dy: -origin.y)
        default:
            return onScreen
        }
    }

    private func componentMethod(_ member: String, _ message: DBusMessageData, _ object: AnyObject) -> ATSPIResponse? {
        let args = message.arguments
        func rect(_ coordinates: DBusValue) -> CGRect { extents(of: object, coordinates: coordinates.intValue ?? 0) }
        func int(_ v: CGFloat) -> DBusValue { .int32(Int32(clamping: Int(v.isFinite ? v.rounded() : 0))) }
        switch (member, message.signature) {
        case ("GetExtents", "u"):
            let r = rect(args[0])
            return .reply([.structure([int(r.minX), int(r.minY), int(r.width), int(r.height)])])
        case ("GetPosition", "u"):
            let r = rect(args[0])
            return .reply([int(r.minX), int(r.minY)])
        case ("GetSize", ""):
            let r = rect(.uint32(0))
            return .reply([int(r.width), int(r.height)])
        case ("Contains", "iiu"):
            let point = CGPoint(x: CGFloat(args[0].intValue ?? 0), y: CGFloat(args[1].intValue ?? 0))
            return .reply([.bool(rect(args[2]).contains(point))])
        case ("GetAccessibleAtPoint", "iiu"):
            let point = CGPoint(x: CGFloat(args[0].intValue ?? 0), y: CGFloat(args[1].intValue ?? 0))
            let coordinates = args[2].intValue ?? 0
            let hit = deepest(under: object, at: point, coordinates: coordinates)
            return .reply([reference(hit)])
        case ("GetLayer", ""):
            return .reply([.uint32(object is UIWindow ? 7 : 3)])  // ATSPI_LAYER_WINDOW, ATSPI_LAYER_WIDGET
        case ("GetMDIZOrder", ""):
            return .reply([.int16(0)])
        case ("GetAlpha", ""):
            return .reply([.double(Double((object as? UIView)?.alpha ?? 1))])
        case ("GrabFocus", ""):
            guard let responder = object as? UIResponder, responder.canBecomeFirstResponder else { return .reply([.bool(false)]) }
            return .reply([.bool(responder.becomeFirstResponder())])
        default:
            return nil
        }
    }

    /// The deepest descendant of `object` whose extents contain `point`.
    private func deepest(under object: AnyObject, at point: CGPoint, coordinates: Int) -> AnyObject? {
        for child in tree.children(of: object).reversed() where extents(of: child, coordinates: coordinates).contains(point) {
            return deepest(under: child, at: point, coordinates: coordinates) ?? child
        }
        return nil
    }

    // MARK: Action

    private func actionMethod(_ member: String, _ message: DBusMessageData, _ object: AnyObject) -> ATSPIResponse? {
        let names = tree.actionNames(of: object)
        let args = message.arguments
        func indexed(_ body: (Int) -> ATSPIResponse) -> ATSPIResponse {
            guard let i = args.first?.intValue, names.indices.contains(i) else {
                return .invalidArguments("action index \(args.first?.intValue ?? -1) out of 0..<\(names.count)")
            }
            return body(i)
        }
        switch (member, message.signature) {
        case ("GetName", "i"), ("GetLocalizedName", "i"):
            return indexed { .reply([.string(names[$0])]) }
        case ("GetDescription", "i"):
            return indexed { .reply([.string($0 == 0 ? tree.hint(of: object) ?? "" : "")]) }
        case ("GetKeyBinding", "i"):
            return indexed { _ in .reply([.string("")]) }
        case ("GetActions", ""):
            let list = names.enumerated().map { i, name in
                DBusValue.structure([.string(name), .string(i == 0 ? tree.hint(of: object) ?? "" : ""), .string("")])
            }
            return .reply([.array(element: "(sss)", list)])
        case ("DoAction", "i"):
            // Replied first, performed right after: the action may run app code for long.
            return indexed { i in .reply([.bool(true)]) { [tree] in tree.performAction(i, on: object) } }
        default:
            return nil
        }
    }

    // MARK: Text

    private func caretOffset(of object: AnyObject) -> Int32 {
        guard let input = object as? (UIView & UITextInput), let range = input.selectedTextRange else { return 0 }
        return Int32(clamping: input.offset(from: input.beginningOfDocument, to: range.start))
    }

    private func textMethod(_ member: String, _ message: DBusMessageData, _ object: AnyObject) -> ATSPIResponse? {
        let scalars = Array((tree.text(of: object) ?? "").unicodeScalars)
        let args = message.arguments
        func clamp(_ v: Int, _ end: Bool) -> Int { v < 0 ? (end ? scalars.count : 0) : min(v, scalars.count) }
        func slice(_ a: Int, _ b: Int) -> String {
            let s = clamp(a, false), e = max(s, clamp(b, true))
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[s..<e])
            return String(view)
        }
        switch (member, message.signature) {
        case ("GetText", "ii"):
            return .reply([.string(slice(args[0].intValue ?? 0, args[1].intValue ?? -1))])
        case ("GetCharacterAtOffset", "i"):
            let i = args[0].intValue ?? -1
            return .reply([.int32(scalars.indices.contains(i) ? Int32(bitPattern: scalars[i].value) : 0)])
        case ("GetStringAtOffset", "iu"), ("GetTextAtOffset", "iu"):
            let i = max(0, min(args[0].intValue ?? 0, scalars.count))
            let granularity = args[1].intValue ?? 0
            let range = Self.boundary(in: scalars, at: i, granularity: member == "GetStringAtOffset" ? granularity : Self.granularity(ofBoundary: granularity))
            return .reply([.string(slice(range.lowerBound, range.upperBound)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case ("GetNSelections", ""):
            return .reply([.int32(0)])
        default:
            return nil
        }
    }

    /// `GetTextAtOffset`'s boundary types (char, word start/end, sentence start/end, line
    /// start/end) as `GetStringAtOffset` granularities (char, word, sentence, line).
    private static func granularity(ofBoundary boundary: Int) -> Int {
        switch boundary { case 0: return 0; case 1, 2: return 1; case 3, 4: return 2; default: return 3 }
    }

    /// The range around `offset` of granularity 0 character, 1 word, 2 sentence, 3 line,
    /// 4 paragraph.
    static func boundary(in scalars: [Unicode.Scalar], at offset: Int, granularity: Int) -> Range<Int> {
        guard !scalars.isEmpty else { return 0..<0 }
        let i = min(offset, scalars.count - 1)
        if granularity == 0 { return offset >= scalars.count ? scalars.count..<scalars.count : i..<(i + 1) }
        let isBreak: (Unicode.Scalar) -> Bool
        switch granularity {
        case 1: isBreak = { $0.properties.isWhitespace }
        case 2: isBreak = { ".!?\n".unicodeScalars.contains($0) }
        default: isBreak = { $0 == "\n" }
        }
        var start = i
        while start > 0 && !isBreak(scalars[start - 1]) { start -= 1 }
        var end = i
        while end < scalars.count && !isBreak(scalars[end]) { end += 1 }
        if end < scalars.count && granularity != 1 { end += 1 }
        return start..<end
    }
}
