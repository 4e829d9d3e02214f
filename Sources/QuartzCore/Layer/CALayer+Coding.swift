import CoreGraphics
import Foundation

extension CALayer: NSCoding {}

extension CALayer {
    /// Copies every model property of `other` (not its sublayers, delegate or animations).
    package func copyProperties(from other: CALayer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        isDoubleSided = other.isDoubleSided
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        backgroundColor = other.backgroundColor
        isOpaque = other.isOpaque
        allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        edgeAntialiasingMask = other.edgeAntialiasingMask
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        contents = other.contents
        contentsWereSetExplicitly = other.contentsWereSetExplicitly
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        name = other.name
        style = other.style
        actions = other.actions
        delegate = other.delegate
        copySubclassProperties(from: other)
    }

    /// Archives the layer's model properties and sublayers (colors as components;
    /// images are not archived).
    package func encodeProperties(with coder: NSCoder) {
        coder.encode(bounds, forKey: "bounds")
        coder.encode(position, forKey: "position")
        coder.encode(anchorPoint, forKey: "anchorPoint")
        coder.encode(Double(zPosition), forKey: "zPosition")
        coder.encode(CALayer.archive(transform), forKey: "transform")
        coder.encode(opacity, forKey: "opacity")
        coder.encode(isHidden, forKey: "hidden")
        coder.encode(masksToBounds, forKey: "masksToBounds")
        coder.encode(Double(cornerRadius), forKey: "cornerRadius")
        coder.encode(Int(maskedCorners.rawValue), forKey: "maskedCorners")
        coder.encode(Double(borderWidth), forKey: "borderWidth")
        coder.encode(CALayer.archive(borderColor), forKey: "borderColor")
        coder.encode(CALayer.archive(backgroundColor), forKey: "backgroundColor")
        coder.encode(CALayer.archive(shadowColor), forKey: "shadowColor")
        coder.encode(shadowOpacity, forKey: "shadowOpacity")
        coder.encode(shadowOffset, forKey: "shadowOffset")
        coder.encode(Double(shadowRadius), forKey: "shadowRadius")
        coder.encode(isOpaque, forKey: "opaque")
        coder.encode(contentsGravity.rawValue, forKey: "contentsGravity")
        coder.encode(Double(contentsScale), forKey: "contentsScale")
        coder.encode(contentsRect, forKey: "contentsRect")
        coder.encode(contentsCenter, forKey: "contentsCenter")
        coder.encode(name, forKey: "name")
        coder.encode(sublayerStorage as NSArray, forKey: "sublayers")
    }

    /// Restores what `encodeProperties(with:)` archived; missing keys keep defaults.
    package func decodeProperties(from coder: NSCoder) {
        if coder.containsValue(forKey: "bounds") { bounds = coder.decodeRect(forKey: "bounds") }
        if coder.containsValue(forKey: "position") { position = coder.decodePoint(forKey: "position") }
        if coder.containsValue(forKey: "anchorPoint") { anchorPoint = coder.decodePoint(forKey: "anchorPoint") }
        zPosition = CGFloat(coder.decodeDouble(forKey: "zPosition"))
        if let t = coder.decodeObject(forKey: "transform") as? [Double], t.count == 16 {
            transform = CATransform3D(rows: (0..<4).map { r in (0..<4).map { CGFloat(t[r * 4 + $0]) } })
        }
        if coder.containsValue(forKey: "opacity") { opacity = coder.decodeFloat(forKey: "opacity") }
        isHidden = coder.decodeBool(forKey: "hidden")
        masksToBounds = coder.decodeBool(forKey: "masksToBounds")
        cornerRadius = CGFloat(coder.decodeDouble(forKey: "cornerRadius"))
        if coder.containsValue(forKey: "maskedCorners") {
            maskedCorners = CACornerMask(rawValue: UInt(max(0, coder.decodeInteger(forKey: "maskedCorners"))) & 0xF)
        }
        borderWidth = CGFloat(coder.decodeDouble(forKey: "borderWidth"))
        if coder.containsValue(forKey: "borderColor") { borderColor = CALayer.unarchiveColor(coder.decodeObject(forKey: "borderColor")) }
        backgroundColor = CALayer.unarchiveColor(coder.decodeObject(forKey: "backgroundColor"))
        if coder.containsValue(forKey: "shadowColor") { shadowColor = CALayer.unarchiveColor(coder.decodeObject(forKey: "shadowColor")) }
        shadowOpacity = coder.decodeFloat(forKey: "shadowOpacity")
        if coder.containsValue(forKey: "shadowOffset") { shadowOffset = coder.decodeSize(forKey: "shadowOffset") }
        if coder.containsValue(forKey: "shadowRadius") { shadowRadius = CGFloat(coder.decodeDouble(forKey: "shadowRadius")) }
        isOpaque = coder.decodeBool(forKey: "opaque")
        if let gravity = coder.decodeObject(forKey: "contentsGravity") as? String { contentsGravity = CALayerContentsGravity(rawValue: gravity) }
        if coder.containsValue(forKey: "contentsScale") { contentsScale = CGFloat(coder.decodeDouble(forKey: "contentsScale")) }
        if coder.containsValue(forKey: "contentsRect") { contentsRect = coder.decodeRect(forKey: "contentsRect") }
        if coder.containsValue(forKey: "contentsCenter") { contentsCenter = coder.decodeRect(forKey: "contentsCenter") }
        name = coder.decodeObject(forKey: "name") as? String
        if let children = coder.decodeObject(forKey: "sublayers") as? [CALayer] {
            // addSublayer refuses cycles (a mutated archive can name an ancestor).
            for child in children { addSublayer(child) }
        }
    }

    /// A transform as sixteen doubles, row by row.
    private static func archive(_ t: CATransform3D) -> [Double] { t.rows.flatMap { $0.map(Double.init) } }

    /// A color as its components followed by its space's model, or an empty array for nil.
    private static func archive(_ color: CGColor?) -> [Double] {
        guard let color, let components = color.components else { return [] }
        return components.map(Double.init) + [Double(color.colorSpace?.model.rawValue ?? 1)]
    }

    /// The color archived by `archive(_:)`, or nil.
    private static func unarchiveColor(_ object: Any?) -> CGColor? {
        guard let values = object as? [Double], values.count >= 2 else { return nil }
        let components = values.dropLast().map { CGFloat($0) }
        if components.count == 2 { return CGColor(gray: components[0], alpha: components[1]) }
        guard components.count == 4 else { return nil }
        return CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
}
