import CoreGraphics
import Foundation

extension CALayer {
    /// Records a model property change: damage for the compositor, redisplay when the
    /// class asks for it, and the implicit action for the key. The old value is read only
    /// when an action runs (most changes run none: boxing a rect or transform into `Any`
    /// would allocate for nothing).
    package func propertyDidChange(_ key: String, oldValue: @autoclosure () -> Any?) {
        noteVisualChange()
        if type(of: self) != CALayer.self, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        runImplicitAction(forKey: key) { .boxed(oldValue()) }
    }

    /// Records a model property change whose previous value the setter hands over as is
    /// (typed for the keys view animations change most).
    package func propertyDidChange(_ key: String, previous: PreviousValue) {
        noteVisualChange()
        if type(of: self) != CALayer.self, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        runImplicitAction(forKey: key) { previous }
    }

    /// Tells the compositor that last drew this layer that its subtree must be redrawn.
    /// A layer that was never drawn is measured by the compositor of its nearest drawn
    /// ancestor; inside a mask, the masked layer is redrawn instead. The walk up stops at
    /// an ancestor marked in this generation (its change is queued, so its whole subtree is
    /// measured, or it lies in a tree no compositor draws) and marks the layers it passed
    /// that the same holds for, so that building a deep tree costs O(1) per layer, not O(depth).
    package func noteVisualChange() {
        if let compositor = renderRecord.compositor {
            compositor.layerDidChange(self)
            return
        }
        let generation = ChangeCoverage.current
        var changed: CALayer = self
        var node: CALayer = self
        var passed = 0
        // How many layers from `self` up lie in `changed`'s subtree (its mask included) or
        // are otherwise covered: those get this generation's mark.
        var covered = 1
        var reachedRoot = true
        while let parent = node.superlayer ?? node.maskOwner {
            passed += 1
            if node.superlayer == nil { changed = parent; covered = passed + 1 }
            if let compositor = parent.renderRecord.compositor {
                compositor.layerDidChange(changed)
                // `changed` is queued: what lies in its subtree is covered, what lies above is not.
                if changed === parent { covered = passed }
                reachedRoot = false
                break
            }
            if parent.changeCoverGeneration == generation {
                covered = passed
                reachedRoot = false
                break
            }
            node = parent
        }
        // A root no compositor draws: nothing below it needs reporting until it is drawn,
        // which reports it (inserted under a drawn layer) or redraws everything (made a
        // compositor's root), and every render starts a new generation.
        if reachedRoot { covered = passed + 1 }
        var marking: CALayer? = self
        for _ in 0..<covered {
            guard let layer = marking else { break }
            layer.changeCoverGeneration = generation
            marking = layer.superlayer ?? layer.maskOwner
        }
    }

    /// Tells the compositor that part of the contents (bounds coordinates) changed.
    package func noteContentChange(in rect: CGRect) {
        if let compositor = renderRecord.compositor {
            compositor.layerContentDidChange(self, in: rect)
        } else {
            noteVisualChange()
        }
    }

    /// Writes a diagnostic line to standard error, prefixed with the module name.
    package static func log(_ message: String) {
        DiagnosticLog.write("QuartzCore", message)
    }
}
