import CCairo
import Foundation

extension CGContext {
    /// Moves the origin of user space by `(tx, ty)` in current user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard CGContext.requireFinite("translateBy", [CGPoint(x: tx, y: ty)]) else { return }
        cairo_translate(cairo, Double(tx), Double(ty))
    }

    /// Scales user space by `(sx, sy)`; negative factors flip it.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else {
            cgLog("scaleBy(x: \(sx), y: \(sy)): degenerate scale ignored")
            return
        }
        cairo_scale(cairo, Double(sx), Double(sy))
    }

    /// Rotates user space by `angle` radians (counterclockwise in a y-up space).
    public func rotate(by angle: CGFloat) {
        guard CGContext.requireFinite("rotate(by:)", [CGPoint(x: angle, y: 0)]) else { return }
        cairo_rotate(cairo, Double(angle))
    }

    /// Concatenates `transform` to the CTM: points are mapped by `transform` first.
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.determinant != 0, transform.determinant.isFinite else {
            cgLog("concatenate: non-invertible transform \(transform) ignored")
            return
        }
        var m = CGContext.cairoMatrix(transform)
        cairo_transform(cairo, &m)
    }

    /// The current transformation matrix: user space to base space.
    public var ctm: CGAffineTransform {
        userToDevicePixels.concatenating(baseTransform.inverted())
    }

    /// The transform from user space to device space. Device space here is the context's
    /// base space (for bitmap contexts: pixels, origin bottom-left), so this equals ``ctm``.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Cairo's full matrix: user space to device pixels (y down).
    package var userToDevicePixels: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGContext.affineTransform(m)
    }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    /// Maps a size from user space to device space (linear part only).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

    /// Maps a size from device space to user space (linear part only).
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }

    /// Maps a rectangle from user space to device space: the bounding box of its corners.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    /// Maps a rectangle from device space to user space: the bounding box of its corners.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
