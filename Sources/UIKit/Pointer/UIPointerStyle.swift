import CoreGraphics
import Foundation

/// How the pointer looks over a region: an effect on the view under it, a shape, or the
/// system pointer. On Linux the style chooses one of the window system's cursors (see
/// `UIPointerInteraction`).
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    /// What the style is made of.
    package enum Kind {
        case effect(UIPointerEffect, UIPointerShape?)
        case shape(UIPointerShape, constrainedAxes: UIAxis)
        case hidden
        case system
    }
    package let kind: Kind

    package init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A style applying `effect` to the view, with an optional pointer `shape`.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape))
    }

    /// A style morphing the pointer into `shape`, moving along `constrainedAxes` only.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(kind: .shape(shape, constrainedAxes: constrainedAxes))
    }

    /// A style hiding the pointer.
    public class func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// The system's default pointer.
    public class func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }

    /// The cursor showing this style: a beam is the I-beam; a shape constrained to one axis
    /// is that axis's resize cursor (both axes: the move cursor); an effect is the
    /// pointing hand; hidden hides the pointer; otherwise the arrow.
    package var systemCursor: SystemCursor {
        switch kind {
        case .hidden: return .hidden
        case .system: return .arrow
        case .effect(_, let shape):
            if let shape, shape.isBeam { return .iBeam }
            return .pointingHand
        case .shape(let shape, let axes):
            if axes == .horizontal { return .resizeLeftRight }
            if axes == .vertical { return .resizeUpDown }
            if axes == [.horizontal, .vertical] { return .resizeAll }
            return shape.isBeam ? .iBeam : .arrow
        }
    }
}

/// The effect a pointer has on the view under it.
public enum UIPointerEffect {
    /// The system chooses (a highlight or a lift) from the preview.
    case automatic(UITargetedPreview)
    /// The pointer morphs into a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts and the pointer fades under it.
    case lift(UITargetedPreview)
    /// The view is tinted, shadowed or scaled under the pointer.
    case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        case none = 0, overlay, underlay
    }

    /// The preview the effect applies to.
    @MainActor public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): return p
        }
    }
}

/// The shape the pointer takes.
public enum UIPointerShape {
    /// A path.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (the text I-beam) of a length.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam (vertical text's beam) of a length.
    case horizontalBeam(length: CGFloat)

    /// The default corner radius of a rounded-rectangle pointer.
    public static let defaultCornerRadius: CGFloat = 8

    /// Whether the shape is a text beam.
    var isBeam: Bool {
        switch self {
        case .verticalBeam, .horizontalBeam: return true
        default: return false
        }
    }
}

/// The window system's cursors a pointer style maps to.
package enum SystemCursor: String, Sendable {
    case arrow, iBeam, pointingHand, resizeLeftRight, resizeUpDown, resizeAll, hidden
}
