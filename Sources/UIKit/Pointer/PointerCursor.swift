import CoreGraphics
import Foundation

/// The pointer's cursor: chosen from the view under the pointer at each hover move (a
/// pointer interaction's style, else the view's default: the I-beam over text that can be
/// edited or selected, the pointing hand over enabled buttons, the arrow elsewhere) and
/// handed to the window backend through `onChange`.
@preconcurrency @MainActor
package final class PointerCursor {
    package static let shared = PointerCursor()

    /// The cursor shown now.
    package private(set) var current: SystemCursor = .arrow
    /// Called when the cursor changes (the window backend sets the system cursor).
    package var onChange: ((SystemCursor) -> Void)?
    /// The last hover: its window, location (window coordinates) and modifiers.
    private var last: (window: UIWindow, location: CGPoint, modifiers: UIKeyModifierFlags)?
    /// The pointer interaction region the pointer is in.
    private var activeRegion: (interaction: UIPointerInteraction, region: UIPointerRegion)?

    /// Chooses the cursor for the pointer at `location` in `window` over `hit`.
    package func pointerMoved(in window: UIWindow, to location: CGPoint, over hit: UIView?, modifiers: UIKeyModifierFlags) {
        last = (window, location, modifiers)
        var cursor = SystemCursor.arrow
        var entered: (UIPointerInteraction, UIPointerRegion)?
        var view = hit
        search: while let v = view {
            for case let interaction as UIPointerInteraction in v.interactions where interaction.isEnabled {
                let point = v.convert(location, from: nil)
                let request = UIPointerRegionRequest(location: point, modifiers: modifiers)
                let defaultRegion = UIPointerRegion(rect: v.bounds)
                let region = interaction.delegate.map {
                    $0.pointerInteraction(interaction, regionFor: request, defaultRegion: defaultRegion)
                } ?? defaultRegion
                guard let region, region.rect.contains(point) else { continue }
                let style = interaction.delegate.map { $0.pointerInteraction(interaction, styleFor: region) }
                    ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: v)))
                cursor = style?.systemCursor ?? Self.defaultCursor(for: v) ?? .arrow
                entered = (interaction, region)
                break search
            }
            if let fallback = Self.defaultCursor(for: v) { cursor = fallback; break }
            view = v.superview
        }
        updateRegion(entered)
        set(cursor)
    }

    /// The pointer left the window.
    package func pointerExited() {
        last = nil
        updateRegion(nil)
        set(.arrow)
    }

    /// Chooses the cursor again for the last location (after `UIPointerInteraction.invalidate()`).
    package func invalidate() {
        guard let last else { return }
        pointerMoved(in: last.window, to: last.location, over: last.window.hitTest(last.location, with: nil), modifiers: last.modifiers)
    }

    /// The cursor a view shows without a pointer interaction (nil: ask its superview).
    package static func defaultCursor(for view: UIView) -> SystemCursor? {
        if let field = view as? UITextField { return field.isEnabled ? .iBeam : .arrow }
        if let text = view as? UITextView { return text.isEditable || text.isSelectable ? .iBeam : nil }
        if let control = view as? UIControl, control is UIControlPrimaryActionOnTap { return control.isEnabled ? .pointingHand : .arrow }
        return nil
    }

    private func set(_ cursor: SystemCursor) {
        guard cursor != current else { return }
        current = cursor
        onChange?(cursor)
    }

    /// Tells delegates the pointer left one region and entered another.
    private func updateRegion(_ new: (UIPointerInteraction, UIPointerRegion)?) {
        let old = activeRegion
        if let old, let new, old.interaction === new.0, old.region.identifier == new.1.identifier, old.region.rect == new.1.rect { return }
        activeRegion = new.map { (interaction: $0.0, region: $0.1) }
        if let old {
            let animator = PointerRegionAnimator()
            old.interaction.delegate?.pointerInteraction(old.interaction, willExit: old.region, animator: animator)
            animator.run()
        }
        if let new {
            let animator = PointerRegionAnimator()
            new.0.delegate?.pointerInteraction(new.0, willEnter: new.1, animator: animator)
            animator.run()
        }
    }
}

/// Runs the animations a pointer delegate adds when the pointer enters or leaves a region.
@MainActor
final class PointerRegionAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let blocks = animations, done = completions
        UIView.animate(withDuration: 0.15, animations: { for block in blocks { block() } },
                       completion: { finished in for block in done { block(finished) } })
    }
}
