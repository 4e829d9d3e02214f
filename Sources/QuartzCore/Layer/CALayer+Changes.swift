import CoreGraphics
import Foundation

extension CALayer {
    /// Records a model property change: damage for the compositor, redisplay when the
    /// class asks for it, and the implicit action for the key.
    package func propertyDidChange(_ key: String, oldValue: Any?) {
        noteVisualChange()
        if type(of: self) != CALayer.self, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        runImplicitAction(forKey: key, oldValue: oldValue)
    }

    /// Tells the compositor that last drew this layer that its subtree must be redrawn.
    /// A layer that was never drawn is measured by the compositor of its nearest drawn
    /// ancestor; inside a mask, the masked layer is redrawn instead.
    package func noteVisualChange() {
        if let compositor = renderRecord.compositor {
            compositor.layerDidChange(self)
            return
        }
        var changed: CALayer = self
        var node: CALayer = self
        while let parent = node.superlayer ?? node.maskOwner {
            if node.superlayer == nil { changed = parent }
            if let compositor = parent.renderRecord.compositor {
                compositor.layerDidChange(changed)
                return
            }
            node = parent
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
