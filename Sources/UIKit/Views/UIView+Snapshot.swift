import CCairo
import CoreGraphics
import Foundation

extension UIView {
    /// An image of the view's subtree (model values), `rect` of its bounds at the screen
    /// scale; with `afterScreenUpdates` pending layout and display run first.
    package func snapshotImage(of rect: CGRect, afterScreenUpdates: Bool) -> CGImage? {
        if afterScreenUpdates { UIApplication.shared.runUntilIdleCore() }
        let scale = hostingWindow?.screen.scale ?? UIScreen.main.scale
        let width = Int(pixelsCovering: rect.width, scale: scale), height = Int(pixelsCovering: rect.height, scale: scale)
        guard width > 0, height > 0, width <= CALayer.maximumBackingDimension, height <= CALayer.maximumBackingDimension else { return nil }
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        ctx.baseSpaceIsTopLeft = true
        // Top-left, point-based user space.
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -(rect.minX - bounds.minX), y: -(rect.minY - bounds.minY))
        layerStorage.render(in: ctx)
        return ctx.makeImage()
    }

    /// Implements `drawHierarchy(in:afterScreenUpdates:)`: draws the subtree scaled into
    /// `rect` of the current context; false when there is no current context.
    package func drawHierarchyCore(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { UIApplication.shared.runUntilIdleCore() }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        layerStorage.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// Implements `snapshotView(afterScreenUpdates:)` and the resizable variant: a view
    /// whose layer shows the captured image, stretching only inside the cap insets.
    package func makeSnapshotView(from rect: CGRect, afterScreenUpdates: Bool, capInsets: UIEdgeInsets) -> UIView? {
        guard let image = snapshotImage(of: rect, afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.layerStorage.contentsScale = CGFloat(image.width) / max(rect.width, 1)
        snapshot.layerStorage.contents = image
        if capInsets != .zero, rect.width > 0, rect.height > 0 {
            let w = rect.width, h = rect.height
            snapshot.layerStorage.contentsCenter = CGRect(x: capInsets.left / w, y: capInsets.top / h,
                                                          width: max(0, w - capInsets.left - capInsets.right) / w,
                                                          height: max(0, h - capInsets.top - capInsets.bottom) / h)
        }
        return snapshot
    }
}
