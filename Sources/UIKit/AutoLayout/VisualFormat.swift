import CoreGraphics
import Foundation

/// A Visual Format Language string that could not be parsed: the message and the index
/// (in characters) of the offending character, shown under the format with a caret.
public struct VisualFormatError: Error, CustomStringConvertible, Sendable {
    /// What was expected or wrong.
    public let message: String
    /// The format string.
    public let format: String
    /// The offset of the offending character.
    public let position: Int
    /// UIKit's wording: `Unable to parse constraint format: \n<message>\n<format>\n   ^`.
    public var description: String {
        "Unable to parse constraint format: \n\(message) \n\(format) \n\(String(repeating: " ", count: position))^"
    }
}

extension NSLayoutConstraint {
    /// The constraints described by a Visual Format Language string, e.g.
    /// `H:|-[button(>=50@750)]-8-[field(==button)]-|`. A malformed format is logged with
    /// the offending character marked and gives no constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
            return try parser.parse()
        } catch let error as VisualFormatError {
            UIView.log(error.description)
            return []
        } catch {
            return []
        }
    }

    /// The throwing form of `constraints(withVisualFormat:options:metrics:views:)`.
    package static func parseVisualFormat(_ format: String, options: FormatOptions = [], metrics: [String: Any] = [:],
                                          views: [String: Any]) throws -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics, views: views)
        return try parser.parse()
    }
}

/// The VFL grammar (Apple's):
///
///     format      (H:|V:)? (superview connection)? view (connection view)* (connection superview)?
///     connection  "" | "-" predicateList "-" | "-"
///     view        "[" name predicateListWithParens? "]"
///     predicateList  simplePredicate | "(" predicate ("," predicate)* ")"
///     predicate   relation? (number | metric | viewName) ("@" (number | metric))?
@MainActor
struct VisualFormatParser {
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }
    enum Element {
        case superview
        case view(AnyObject, String, [Predicate])
    }
    /// nil: standard spacing; empty: flush.
    typealias Connection = [Predicate]?

    let chars: [Character]
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var i = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.chars = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    func fail(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: min(position ?? i, chars.count))
    }

    var current: Character? { i < chars.count ? chars[i] : nil }

    mutating func skipSpaces() { while current == " " { i += 1 } }

    mutating func accept(_ c: Character) -> Bool {
        skipSpaces()
        if current == c { i += 1; return true }
        return false
    }

    mutating func expect(_ c: Character, _ what: String) throws {
        if !accept(c) { throw fail("Expected \(what)") }
    }

    mutating func identifier() -> String? {
        skipSpaces()
        let start = i
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            if i == start && c.isNumber { break }
            i += 1
        }
        return i > start ? String(chars[start..<i]) : nil
    }

    mutating func number() -> CGFloat? {
        skipSpaces()
        let start = i
        if current == "-" || current == "+" { i += 1 }
        while let c = current, c.isNumber || c == "." { i += 1 }
        guard i > start, let v = Double(String(chars[start..<i])) else { i = start; return nil }
        return CGFloat(v)
    }

    mutating func metricOrNumber() throws -> CGFloat? {
        if let n = number() { return n }
        let start = i
        guard let name = identifier() else { return nil }
        if let m = metrics[name] {
            if let d = m as? Double { return CGFloat(d) }
            if let f = m as? CGFloat { return f }
            if let n = m as? Int { return CGFloat(n) }
            if let n = m as? NSNumber { return CGFloat(n.doubleValue) }
        }
        i = start
        return nil
    }

    mutating func predicate(allowView: Bool) throws -> Predicate {
        var p = Predicate()
        skipSpaces()
        if accept("=") { try expect("=", "'=='"); p.relation = .equal }
        else if accept("<") { try expect("=", "'<='"); p.relation = .lessThanOrEqual }
        else if accept(">") { try expect("=", "'>='"); p.relation = .greaterThanOrEqual }
        skipSpaces()
        let start = i
        if let value = try metricOrNumber() {
            p.constant = value
        } else if let name = identifier() {
            guard allowView, let view = views[name] else {
                throw fail(allowView ? "\(name) is not a key in the views dictionary." : "Expected a number or metric name", at: start)
            }
            p.view = view as AnyObject
        } else {
            throw fail("Expected a view, metric or number")
        }
        if accept("@") {
            skipSpaces()
            let s = i
            guard let pr = try metricOrNumber() else { throw fail("Expected a number or metric for the priority", at: s) }
            p.priority = UILayoutPriority(Float(pr))
        }
        return p
    }

    mutating func predicateList(allowView: Bool) throws -> [Predicate] {
        if accept("(") {
            var list = [try predicate(allowView: allowView)]
            while accept(",") { list.append(try predicate(allowView: allowView)) }
            try expect(")", "')'")
            return list
        }
        let start = i
        guard let value = try metricOrNumber() else {
            throw fail("Expected a number or metric name", at: start)
        }
        return [Predicate(constant: value)]
    }

    /// After an element: a connection (nil = standard, [] = flush) or no connection at all.
    mutating func connection() throws -> Connection? {
        skipSpaces()
        guard accept("-") else { return .some([]) }
        skipSpaces()
        if current == "[" || current == "|" { return .some(nil) }
        let list = try predicateList(allowView: false)
        try expect("-", "'-'")
        return .some(list)
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        skipSpaces()
        if chars.count >= 2 && (chars[i] == "H" || chars[i] == "V") && i + 1 < chars.count && chars[i + 1] == ":" {
            vertical = chars[i] == "V"; i += 2
        }
        var elements: [Element] = []
        var connections: [Connection] = []
        if accept("|") {
            elements.append(.superview)
            connections.append(try connection()!)
        }
        while true {
            skipSpaces()
            guard accept("[") else {
                throw fail(elements.isEmpty ? "Expected a view" : "Expected '[' or '|'")
            }
            let nameStart = i
            guard let name = identifier() else { throw fail("Expected a view name") }
            guard let view = views[name] else { throw fail("\(name) is not a key in the views dictionary.", at: nameStart) }
            var preds: [Predicate] = []
            skipSpaces()
            if current == "(" { preds = try predicateList(allowView: true) }
            try expect("]", "a ']'")
            elements.append(.view(view as AnyObject, name, preds))
            skipSpaces()
            if current == nil { break }
            let conn = try connection()!
            skipSpaces()
            if accept("|") {
                connections.append(conn)
                elements.append(.superview)
                skipSpaces()
                if current != nil { throw fail("Unexpected text after the closing '|'") }
                break
            }
            if current == nil { throw fail("Expected a view") }
            connections.append(conn)
        }
        return try build(elements, connections, vertical: vertical)
    }

    func build(_ elements: [Element], _ connections: [Connection], vertical: Bool) throws -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let direction = options.intersection(.directionMask)
        let leading: NSLayoutConstraint.Attribute = vertical ? .top
            : direction == .directionLeftToRight ? .left : direction == .directionRightToLeft ? .right : .leading
        let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom
            : direction == .directionLeftToRight ? .right : direction == .directionRightToLeft ? .left : .trailing
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let viewsOnly = elements.compactMap { e -> AnyObject? in if case .view(let v, _, _) = e { return v }; return nil }
        func superviewOf(_ item: AnyObject) throws -> UIView {
            guard let sv = (item as? UIView)?.superviewStorage else {
                throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", format: format, position: 0)
            }
            return sv
        }
        for e in elements {
            guard case .view(let v, _, let preds) = e else { continue }
            for p in preds {
                let c = NSLayoutConstraint(firstItem: v, firstAttribute: size, relation: p.relation, secondItem: p.view,
                                           secondAttribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.view == nil ? p.constant : 0)
                c.priorityStorage = p.priority
                result.append(c)
            }
        }
        for (k, conn) in connections.enumerated() {
            let a = elements[k], b = elements[k + 1]
            let preds: [Predicate]
            if let conn { preds = conn } else {
                let standard: CGFloat = { if case .superview = a { return 20 }; if case .superview = b { return 20 }; return 8 }()
                preds = [Predicate(constant: standard)]
            }
            let effective = preds.isEmpty ? [Predicate()] : preds
            for p in effective {
                let c: NSLayoutConstraint
                switch (a, b) {
                case (.superview, .view(let v, _, _)):
                    let sv = try superviewOf(v)
                    c = NSLayoutConstraint(firstItem: v, firstAttribute: leading, relation: p.relation, secondItem: sv,
                                           secondAttribute: leading, multiplier: 1, constant: p.constant)
                case (.view(let v, _, _), .superview):
                    let sv = try superviewOf(v)
                    c = NSLayoutConstraint(firstItem: sv, firstAttribute: trailing, relation: p.relation, secondItem: v,
                                           secondAttribute: trailing, multiplier: 1, constant: p.constant)
                case (.view(let v1, _, _), .view(let v2, _, _)):
                    c = NSLayoutConstraint(firstItem: v2, firstAttribute: leading, relation: p.relation, secondItem: v1,
                                           secondAttribute: trailing, multiplier: 1, constant: p.constant)
                default: continue
                }
                c.priorityStorage = p.priority
                result.append(c)
            }
        }
        // alignAll options: every view aligned with the first on the other axis.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        for (option, attribute) in alignments where options.contains(option) {
            if attribute.axis == (vertical ? .vertical : .horizontal) {
                throw VisualFormatError(message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", format: format, position: 0)
            }
            for v in viewsOnly.dropFirst() {
                result.append(NSLayoutConstraint(firstItem: viewsOnly[0], firstAttribute: attribute, relation: .equal, secondItem: v,
                                                 secondAttribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
