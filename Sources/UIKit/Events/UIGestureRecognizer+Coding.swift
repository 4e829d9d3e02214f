import CoreGraphics
import Foundation

/// A gesture recognizer as its view archives it: a dictionary of plain values naming the
/// standard class and the delegate-free configuration (`isEnabled`, `cancelsTouchesInView`,
/// `delaysTouches…`, `name`, and the class's own settings such as `numberOfTapsRequired`).
/// Targets, actions and the delegate are code, not data: whoever decodes connects them, as
/// after loading an Interface Builder file. A recognizer of a custom subclass is archived
/// as its nearest standard class (Linux cannot create a class from its name without a
/// required initializer, which `UIGestureRecognizer` does not have on iOS), with a log line.
@MainActor
enum ArchivedGestureRecognizer {
    /// The standard classes by archive name, most derived first.
    static let kinds: [(name: String, type: UIGestureRecognizer.Type, make: @MainActor () -> UIGestureRecognizer)] = [
        ("UIScreenEdgePanGestureRecognizer", UIScreenEdgePanGestureRecognizer.self, { UIScreenEdgePanGestureRecognizer(target: nil, action: nil) }),
        ("UITapGestureRecognizer", UITapGestureRecognizer.self, { UITapGestureRecognizer(target: nil, action: nil) }),
        ("UIPanGestureRecognizer", UIPanGestureRecognizer.self, { UIPanGestureRecognizer(target: nil, action: nil) }),
        ("UISwipeGestureRecognizer", UISwipeGestureRecognizer.self, { UISwipeGestureRecognizer(target: nil, action: nil) }),
        ("UILongPressGestureRecognizer", UILongPressGestureRecognizer.self, { UILongPressGestureRecognizer(target: nil, action: nil) }),
        ("UIPinchGestureRecognizer", UIPinchGestureRecognizer.self, { UIPinchGestureRecognizer(target: nil, action: nil) }),
        ("UIRotationGestureRecognizer", UIRotationGestureRecognizer.self, { UIRotationGestureRecognizer(target: nil, action: nil) }),
        ("UIHoverGestureRecognizer", UIHoverGestureRecognizer.self, { UIHoverGestureRecognizer(target: nil, action: nil) }),
    ]

    /// The record of `recognizer` (nil for recognizers UIKit makes for itself).
    static func record(of recognizer: UIGestureRecognizer) -> NSDictionary? {
        let kind = kinds.first { recognizer.isKind(of: $0.type) }?.name ?? "UIGestureRecognizer"
        if let kindType = kinds.first(where: { $0.name == kind })?.type, type(of: recognizer) != kindType {
            UIView.log("encode(with:): a \(type(of: recognizer)) is archived as a \(kind)")
        }
        let record = NSMutableDictionary()
        record["UIGestureRecognizerClass"] = kind
        record["UIGestureRecognizer.isEnabled"] = recognizer.isEnabled
        record["UIGestureRecognizer.cancelsTouchesInView"] = recognizer.cancelsTouchesInView
        record["UIGestureRecognizer.delaysTouchesBegan"] = recognizer.delaysTouchesBegan
        record["UIGestureRecognizer.delaysTouchesEnded"] = recognizer.delaysTouchesEnded
        record["UIGestureRecognizer.requiresExclusiveTouchType"] = recognizer.requiresExclusiveTouchType
        if let name = recognizer.name { record["UIGestureRecognizer.name"] = name }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            record["UINumberOfTapsRequired"] = tap.numberOfTapsRequired
            record["UINumberOfTouchesRequired"] = tap.numberOfTouchesRequired
        case let press as UILongPressGestureRecognizer:
            record["UINumberOfTapsRequired"] = press.numberOfTapsRequired
            record["UINumberOfTouchesRequired"] = press.numberOfTouchesRequired
            record["UIMinimumPressDuration"] = press.minimumPressDuration
            record["UIAllowableMovement"] = Double(press.allowableMovement)
        case let swipe as UISwipeGestureRecognizer:
            record["UISwipeDirection"] = Int(swipe.direction.rawValue)
            record["UINumberOfTouchesRequired"] = swipe.numberOfTouchesRequired
        case let pan as UIPanGestureRecognizer:
            record["UIMinimumNumberOfTouches"] = pan.minimumNumberOfTouches
            record["UIMaximumNumberOfTouches"] = pan.maximumNumberOfTouches
            if let edge = pan as? UIScreenEdgePanGestureRecognizer { record["UIScreenEdgePanEdges"] = Int(edge.edges.rawValue) }
        default:
            break
        }
        return record
    }

    /// The recognizer a record describes (no targets yet), or why it cannot be made.
    static func recognizer(from record: NSDictionary) -> Result<UIGestureRecognizer, ArchiveFailure> {
        guard let kind = record["UIGestureRecognizerClass"] as? String else { return .failure("UIGestureRecognizerClass is not a string") }
        guard let recognizer = kinds.first(where: { $0.name == kind })?.make() ?? (kind == "UIGestureRecognizer" ? UIGestureRecognizer() : nil) else {
            return .failure("unknown gesture recognizer class \(kind.prefix(80))")
        }
        func flag(_ key: String) -> Result<Bool?, ArchiveFailure> {
            guard let value = record[key] else { return .success(nil) }
            guard let number = value as? NSNumber else { return .failure("\(key) is not a Boolean") }
            return .success(number.boolValue)
        }
        func count(_ key: String, _ range: ClosedRange<Int>) -> Result<Int?, ArchiveFailure> {
            guard let value = record[key] else { return .success(nil) }
            guard let number = value as? Int, range.contains(number) else { return .failure("\(key) is not an integer in \(range.lowerBound)...\(range.upperBound)") }
            return .success(number)
        }
        func number(_ key: String, _ range: ClosedRange<Double>) -> Result<Double?, ArchiveFailure> {
            guard let value = record[key] else { return .success(nil) }
            guard let number = value as? Double, number.isFinite, range.contains(number) else { return .failure("\(key) is not a number in \(range)") }
            return .success(number)
        }
        do throws(ArchiveFailure) {
            if let value = try flag("UIGestureRecognizer.isEnabled").get() { recognizer.isEnabled = value }
            if let value = try flag("UIGestureRecognizer.cancelsTouchesInView").get() { recognizer.cancelsTouchesInView = value }
            if let value = try flag("UIGestureRecognizer.delaysTouchesBegan").get() { recognizer.delaysTouchesBegan = value }
            if let value = try flag("UIGestureRecognizer.delaysTouchesEnded").get() { recognizer.delaysTouchesEnded = value }
            if let value = try flag("UIGestureRecognizer.requiresExclusiveTouchType").get() { recognizer.requiresExclusiveTouchType = value }
            if let value = record["UIGestureRecognizer.name"] {
                guard let name = value as? String else { return .failure("UIGestureRecognizer.name is not a string") }
                recognizer.name = name
            }
            switch recognizer {
            case let tap as UITapGestureRecognizer:
                if let taps = try count("UINumberOfTapsRequired", 1...100).get() { tap.numberOfTapsRequired = taps }
                if let touches = try count("UINumberOfTouchesRequired", 1...20).get() { tap.numberOfTouchesRequired = touches }
            case let press as UILongPressGestureRecognizer:
                if let taps = try count("UINumberOfTapsRequired", 0...100).get() { press.numberOfTapsRequired = taps }
                if let touches = try count("UINumberOfTouchesRequired", 1...20).get() { press.numberOfTouchesRequired = touches }
                if let duration = try number("UIMinimumPressDuration", 0...3600).get() { press.minimumPressDuration = duration }
                if let movement = try number("UIAllowableMovement", 0...1e6).get() { press.allowableMovement = CGFloat(movement) }
            case let swipe as UISwipeGestureRecognizer:
                if let direction = try count("UISwipeDirection", 0...15).get() { swipe.direction = .init(rawValue: UInt(direction)) }
                if let touches = try count("UINumberOfTouchesRequired", 1...20).get() { swipe.numberOfTouchesRequired = touches }
            case let pan as UIPanGestureRecognizer:
                if let minimum = try count("UIMinimumNumberOfTouches", 1...Int.max).get() { pan.minimumNumberOfTouches = minimum }
                if let maximum = try count("UIMaximumNumberOfTouches", 1...Int.max).get() { pan.maximumNumberOfTouches = maximum }
                if let edge = pan as? UIScreenEdgePanGestureRecognizer, let edges = try count("UIScreenEdgePanEdges", 0...15).get() {
                    edge.edges = UIRectEdge(rawValue: UInt(edges))
                }
            default:
                break
            }
        } catch {
            return .failure(error)
        }
        return .success(recognizer)
    }
}
