import Foundation
import Testing
import UIKit

/// One element of the app, found by a query when it is used (XCUITest's `XCUIElement`):
/// `app.buttons["Save"].tap()`. Reading an attribute or acting resolves the query against
/// the accessibility tree of that moment; an element bound to a unique match fails with the
/// list of matches when there are several, and with the query when there are none.
@preconcurrency @MainActor
public class XCUIElement: XCUIElementTypeQueryProvider {
    /// Which match of the query the element is.
    enum Selection {
        case unique
        case first
        case index(Int)
    }

    let query: XCUIElementQuery?
    let selection: Selection
    /// Where the element was made, where its failures are reported.
    let sourceLocation: SourceLocation

    init(query: XCUIElementQuery?, selection: Selection, sourceLocation: SourceLocation) {
        self.query = query
        self.selection = selection
        self.sourceLocation = sourceLocation
    }

    /// The element's node now, or nil (after reporting why when `reporting`).
    func resolve(reporting: Bool = true, at location: SourceLocation? = nil) -> ElementNode? {
        guard let query else { return rootNode() }
        let matches = query.matches()
        let location = location ?? sourceLocation
        switch selection {
        case .unique:
            if matches.count == 1 { return matches[0] }
            if reporting {
                if matches.isEmpty {
                    UITestFailure.record("No matches found for \(query.description)", sourceLocation: location)
                } else {
                    UITestFailure.record("Multiple matching elements found for \(query.description):\n"
                        + matches.map { "  " + $0.summary }.joined(separator: "\n"), sourceLocation: location)
                }
            }
            return nil
        case .first:
            if let first = matches.first { return first }
            if reporting { UITestFailure.record("No matches found for \(query.description)", sourceLocation: location) }
            return nil
        case .index(let i):
            if matches.indices.contains(i) { return matches[i] }
            if reporting {
                UITestFailure.record("No element at index \(i) of \(matches.count) for \(query.description)", sourceLocation: location)
            }
            return nil
        }
    }

    /// The root of the tree, for the application element.
    func rootNode() -> ElementNode? { nil }

    /// The node's descendants, for the queries made from this element.
    private func descendantRoots() -> [ElementNode] {
        resolve().map { [$0] } ?? []
    }

    // MARK: Queries

    /// The descendants of `type`.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery.descendants(of: descendantRoots, matching: type, in: "\(description) → ")
    }

    /// The direct children of `type`.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(description: "\(description) → children of type \(type.displayName)", roots: descendantRoots) { nodes in
            nodes.flatMap(\.children).filter { type == .any || $0.elementType == type }
        }
    }

    // MARK: Attributes

    /// Whether the element is in the tree now (one match, for a unique element).
    public var exists: Bool {
        guard let query else { return true }
        switch selection {
        case .unique: return query.matches().count == 1
        case .first: return !query.matches().isEmpty
        case .index(let i): return query.matches().indices.contains(i)
        }
    }

    /// Whether a tap would reach the element: it is visible on screen (or can be scrolled
    /// there) and no other view covers its centre.
    public var isHittable: Bool {
        guard let node = resolve(reporting: false) else { return false }
        return ElementHitTesting.hitPoint(for: node, scrolling: false) != nil
    }

    /// The element's type.
    public var elementType: ElementType { resolve()?.elementType ?? .any }
    /// The accessibility identifier ("" when none).
    public var identifier: String { resolve()?.identifier ?? "" }
    /// The accessibility label ("" when none).
    public var label: String { resolve()?.label ?? "" }
    /// The accessibility value (a `String`: a text field's text, "1" for a switch that is on,
    /// a slider's percentage).
    public var value: Any? { resolve()?.value }
    /// A text field's placeholder.
    public var placeholderValue: String? { resolve()?.placeholderValue }
    /// The title ("" for UIKit elements, which have labels).
    public var title: String { "" }
    /// The frame in window coordinates (`.zero` when the element does not resolve).
    public var frame: CGRect { resolve()?.frame ?? .zero }
    /// Whether the element is enabled.
    public var isEnabled: Bool { resolve()?.isEnabled ?? false }
    /// Whether the element is selected.
    public var isSelected: Bool { resolve()?.isSelected ?? false }
    /// Whether the element has keyboard focus (is the first responder).
    public var hasFocus: Bool { resolve()?.hasFocus ?? false }

    /// A snapshot of the element's attributes now.
    public func snapshot() -> XCUIElementSnapshot? { resolve().map(XCUIElementSnapshot.init) }

    /// Waits until the element exists, moving the virtual clock a frame at a time (animations,
    /// timers and the work they trigger run) for at most `timeout` virtual seconds.
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { exists }
    }

    /// Waits until the element no longer exists, as ``waitForExistence(timeout:)``.
    @discardableResult
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { !exists }
    }

    private func wait(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        UIApplication.shared.runUntilIdle()
        var waited: TimeInterval = 0
        while !condition() {
            guard waited < timeout else { return false }
            UIApplication.shared.advanceTime(by: ElementActions.frame)
            waited += ElementActions.frame
        }
        return true
    }

    /// The query the element comes from and which match it is.
    public var description: String {
        guard let query else { return "Application" }
        switch selection {
        case .unique: return query.description
        case .first: return "first match of \(query.description)"
        case .index(let i): return "element \(i) of \(query.description)"
        }
    }

    /// The element and its descendants, one per line, indented.
    public var debugDescription: String {
        guard let node = resolve(reporting: false) else { return "\(description): no match" }
        var lines: [String] = []
        func walk(_ node: ElementNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + node.summary)
            for child in node.children { walk(child, depth + 1) }
        }
        walk(node, 0)
        return lines.joined(separator: "\n")
    }
}

/// The application proxy (XCUITest's `XCUIApplication`): the root of the element tree, over
/// the key window of this process's `UIApplication`. There is no second process:
/// `launch()` checks that a window is showing and lets the run loop finish its work.
@preconcurrency @MainActor
public final class XCUIApplication: XCUIElement {
    private let fixedWindow: UIWindow?

    /// The application, over whichever window is key when it is queried.
    public init() {
        fixedWindow = nil
        super.init(query: nil, selection: .unique, sourceLocation: #_sourceLocation)
    }

    /// The application over `window` (key or not).
    public init(window: UIWindow) {
        fixedWindow = window
        super.init(query: nil, selection: .unique, sourceLocation: #_sourceLocation)
    }

    /// The window queries read: the given one, else the key window.
    public var window: UIWindow? { fixedWindow ?? UIApplication.shared.keyWindow }

    override func rootNode() -> ElementNode? { ElementTree.application(window: window) }

    /// Makes sure the app is on screen: fails when no window is key, then runs the run
    /// loop until idle (the app itself was started by the test, in this process).
    public func launch(sourceLocation: SourceLocation = #_sourceLocation) {
        if window == nil {
            UITestFailure.record("No key window to launch: show the app's window first (makeKeyAndVisible())", sourceLocation: sourceLocation)
        }
        UIApplication.shared.runUntilIdle()
    }
}
