import CoreGraphics
import Foundation

/// The layer properties the compositor draws that animations write every frame, each with
/// a typed place in `LayerPresentationValues` (no string keys, boxes or casts on the hot path).
package enum PresentationSlot: Int, CaseIterable {
    case bounds, position, anchorPoint, transform, sublayerTransform, opacity, zPosition
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, contentsRect, contentsCenter

    /// The property's key-value coding key.
    package var key: String { PresentationSlot.keys[rawValue] }

    /// The slot of a top-level key, or nil for keys kept by name.
    package init?(key: String) {
        guard let slot = PresentationSlot.byKey[key] else { return nil }
        self = slot
    }

    private static let keys: [String] = [
        "bounds", "position", "anchorPoint", "transform", "sublayerTransform", "opacity", "zPosition",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
    ]
    private static let byKey: [String: PresentationSlot] = {
        var map: [String: PresentationSlot] = [:]
        for slot in PresentationSlot.allCases { map[slot.key] = slot }
        return map
    }()

    fileprivate var bit: UInt32 { 1 << UInt32(rawValue) }
}

/// The values a layer's running animations give its properties this frame (its
/// presentation values): render properties in typed slots, any other key (custom
/// properties, shape and gradient properties, `contents`...) by name with the value
/// converted to the property's stored type. Kept by the layer and refilled every frame
/// (its storage skips dynamic exclusivity checks: it is read and written many times per
/// frame and never while an access to it is open).
package final class LayerPresentationValues {
    /// Which slots hold a value (bit `slot.rawValue`).
    @exclusivity(unchecked) private var filled: UInt32 = 0
    /// The slot values (meaningful where `filled` has the bit), as the animations wrote them.
    @exclusivity(unchecked) private var slots = ContiguousArray<AnimatableValue>(repeating: .scalar(0), count: PresentationSlot.allCases.count)
    /// Values of keys without a slot, in their stored type (NSNull standing for nil).
    @exclusivity(unchecked) package private(set) var named: [String: Any] = [:]

    /// Creates empty values.
    package init() {}

    /// Whether no value is set.
    package var isEmpty: Bool { filled == 0 && named.isEmpty }

    /// Forgets every value, keeping the storage for the next frame (the slots' old values
    /// stay until overwritten or until the layer drops its presentation values).
    package func removeAll() {
        filled = 0
        if !named.isEmpty { named.removeAll(keepingCapacity: true) }
    }

    /// The value in `slot`, or nil.
    @inline(__always)
    package func value(in slot: PresentationSlot) -> AnimatableValue? {
        filled & slot.bit != 0 ? slots[slot.rawValue] : nil
    }

    /// Whether `slot` holds a value.
    @inline(__always)
    package func holdsValue(in slot: PresentationSlot) -> Bool { filled & slot.bit != 0 }

    /// Sets the value in `slot`.
    @inline(__always)
    package func set(_ value: AnimatableValue, in slot: PresentationSlot) {
        slots[slot.rawValue] = value
        filled |= slot.bit
    }

    /// Sets the value of a key without a slot (already in the property's stored type; nil removes it).
    package func setNamed(_ value: Any?, forKey key: String) {
        named[key] = value
    }

    /// The slots that hold a value with their values, in slot order.
    package func forEachSlot(_ body: (PresentationSlot, AnimatableValue) -> Void) {
        var bits = filled
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            body(PresentationSlot(rawValue: index)!, slots[index])
            bits &= bits - 1
        }
    }

    /// The top-level keys that hold a value.
    package var keys: [String] {
        var result: [String] = []
        forEachSlot { slot, _ in result.append(slot.key) }
        result += named.keys
        return result
    }

    /// A copy with the same values.
    package func copy() -> LayerPresentationValues {
        let copy = LayerPresentationValues()
        copy.filled = filled
        copy.slots = slots
        copy.named = named
        return copy
    }

    /// The point in `slot` when it holds a point.
    @inline(__always)
    package func point(_ slot: PresentationSlot) -> CGPoint? {
        guard case .point(let v)? = value(in: slot) else { return nil }
        return v
    }

    /// The rectangle in `slot` when it holds a rectangle.
    @inline(__always)
    package func rect(_ slot: PresentationSlot) -> CGRect? {
        guard case .rect(let v)? = value(in: slot) else { return nil }
        return v
    }

    /// The transform in `slot` when it holds a transform.
    @inline(__always)
    package func transform(_ slot: PresentationSlot) -> CATransform3D? {
        guard case .transform(let v)? = value(in: slot) else { return nil }
        return v
    }
}

extension LayerRenderValues {
    /// Replaces the properties `presentation` holds with their presented values (values of
    /// the wrong kind for their property are ignored).
    package mutating func apply(_ presentation: LayerPresentationValues) {
        presentation.apply(to: &self)
    }
}

extension LayerPresentationValues {
    /// Sets the render values of the filled slots (see `LayerRenderValues.apply(_:)`).
    fileprivate func apply(to values: inout LayerRenderValues) {
        var bits = filled
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            values.apply(PresentationSlot(rawValue: index)!, slots[index])
        }
        for (key, value) in named { values.apply(key: key, value: value) }
    }
}

extension LayerRenderValues {
    /// Sets the property of `slot` to `value` when it is of the property's kind.
    @inline(__always)
    fileprivate mutating func apply(_ slot: PresentationSlot, _ value: AnimatableValue) {
        switch (slot, value) {
        case (.bounds, .rect(let v)): bounds = v
        case (.position, .point(let v)): position = v
        case (.anchorPoint, .point(let v)): anchorPoint = v
        case (.transform, .transform(let v)): transform = v
        case (.sublayerTransform, .transform(let v)): sublayerTransform = v
        case (.opacity, .scalar(let v)): opacity = v
        case (.zPosition, .scalar(let v)): zPosition = v
        case (.backgroundColor, .color(let v)): backgroundColor = v
        case (.cornerRadius, .scalar(let v)): cornerRadius = v
        case (.borderWidth, .scalar(let v)): borderWidth = v
        case (.borderColor, .color(let v)): borderColor = v
        case (.shadowColor, .color(let v)): shadowColor = v
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
        case (.shadowOffset, .size(let v)): shadowOffset = v
        case (.shadowRadius, .scalar(let v)): shadowRadius = v
        case (.contentsRect, .rect(let v)): contentsRect = v
        case (.contentsCenter, .rect(let v)): contentsCenter = v
        // A color property given a value that is no color (nil) shows no color.
        case (.backgroundColor, _): backgroundColor = nil
        case (.borderColor, _): borderColor = nil
        case (.shadowColor, _): shadowColor = nil
        default: break
        }
    }
}
