import CoreGraphics
import Foundation

// The UIGraphics context stack: the context `UIGraphicsGetCurrentContext()` returns, kept per
// thread as in UIKit, plus the bitmap image contexts of `UIGraphicsBeginImageContext…`.

/// One entry of a thread's context stack.
private struct UIGraphicsStackEntry {
    /// The context drawn into.
    var context: CGContext
    /// For contexts made by `UIGraphicsBeginImageContextWithOptions`: the point size and scale.
    var imageContext: (size: CGSize, scale: CGFloat)?
}

/// A thread's stack (a class so it can live in the thread dictionary and mutate in place).
private final class UIGraphicsContextStack {
    var entries: [UIGraphicsStackEntry] = []

    static let key = "org.openuikit.UIGraphics.contextStack"

    /// The calling thread's stack, created on first use.
    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// Writes a UIKit diagnostic to standard error.
package func uiLog(_ message: String) {
    DiagnosticLog.write("UIKit", message)
}

/// The context on top of the calling thread's UIGraphics stack, or nil when it is empty.
/// Inside `draw(_:)` and image renderer actions this is the context being drawn into.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current context of the calling thread until the matching
/// `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.entries.append(UIGraphicsStackEntry(context: context, imageContext: nil))
}

/// Removes the current context from the calling thread's stack, making the previous one
/// current; does nothing (with a log line) when the stack is empty.
public func UIGraphicsPopContext() {
    let stack = UIGraphicsContextStack.current
    guard !stack.entries.isEmpty else {
        uiLog("UIGraphicsPopContext() called with an empty context stack; ignored")
        return
    }
    stack.entries.removeLast()
}

/// Creates a bitmap context the way UIKit does: `size` points at `scale` pixels per point
/// (pixel sides rounded up), origin top-left with y down, CTM `[s, 0, 0, -s, 0, h·s]`, y-down
/// base space (shadows with positive heights go down). Opaque contexts have no alpha channel
/// and start black; others start transparent. Nil (with a log line) for empty, non-finite
/// or oversized sizes.
package func UIGraphicsCreateBitmapContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
    guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0,
          size.width > 0, size.height > 0 else {
        uiLog("cannot create an image context of size \(size) at scale \(scale)")
        return nil
    }
    let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
    guard pixelWidth <= CGFloat(CGContext.maximumPixelSide), pixelHeight <= CGFloat(CGContext.maximumPixelSide) else {
        uiLog("image context of \(pixelWidth)x\(pixelHeight) pixels refused: too large")
        return nil
    }
    let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
    guard let context = CGContext(data: nil, width: Int(pixelWidth), height: Int(pixelHeight), bitsPerComponent: 8,
                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else {
        return nil
    }
    context.translateBy(x: 0, y: pixelHeight)
    context.scaleBy(x: scale, y: -scale)
    context.baseSpaceIsTopLeft = true
    // CoreGraphics' default line width is 1; a fresh CGContext here starts with Cairo's 2.
    context.setLineWidth(1)
    return context
}

/// Pushes a new bitmap context of `size` points; `scale` 0 means the default renderer scale
/// (`UIGraphicsImageRendererFormat.defaultScale`). Nothing is pushed for an invalid size.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let effectiveScale = scale == 0 ? UIGraphicsImageRendererFormat.defaultScale : scale
    guard let context = UIGraphicsCreateBitmapContext(size: size, scale: effectiveScale, opaque: opaque) else { return }
    UIGraphicsContextStack.current.entries.append(
        UIGraphicsStackEntry(context: context, imageContext: (size, effectiveScale)))
}

/// Pushes a new transparent bitmap context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds, or nil when the current context is
/// not one made by `UIGraphicsBeginImageContext…`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.current.entries.last, let info = entry.imageContext,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: info.scale, orientation: .up)
}

/// Pops the current context when it is an image context (logging otherwise, as UIKit does).
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard let entry = stack.entries.last, entry.imageContext != nil else {
        uiLog("UIGraphicsEndImageContext() called when the current context is not an image context; ignored")
        return
    }
    stack.entries.removeLast()
}

/// Fills `rect` in the current context with its fill color, replacing what is there
/// (`.copy` blend mode, as UIKit does).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill color and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current context's fill color
/// (`.copy` blend mode, as UIKit does).
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` with the current fill color and `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard !r.isNull, !r.isEmpty else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    if r.width <= 2 || r.height <= 2 {
        context.fill(r)
    } else {
        context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                      CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                      CGRect(x: r.minX, y: r.minY + 1, width: 1, height: r.height - 2),
                      CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: r.height - 2)])
    }
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
