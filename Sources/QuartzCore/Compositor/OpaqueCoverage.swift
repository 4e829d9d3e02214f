import CoreGraphics

/// Which device pixels a layer's sublayers paint over opaquely: a layer's background
/// that its descendants cover entirely is not painted (a screen's background under the
/// screens of a navigation slide, a window's clear under a full-window view). Only plain
/// cases count: opaque, square-cornered, axis-aligned backgrounds of visible layers whose
/// ancestors up to the covered layer are fully opaque, unmasked and not in transition.
/// The search is bounded (a few levels, a few layers), so a layer with many small
/// sublayers costs little; whatever is not proven covered is painted. Likewise a layer
/// entirely under a later, opaque sibling (the screen under a pushed screen) paints
/// nothing (`siblingCovers`, `Occlusion`).
package enum OpaqueCoverage {
    /// The most sublayers looked at for one covered layer.
    static let budget = 8
    /// How many levels below the covered layer are searched.
    static let depth = 2
    /// The most uncovered pieces tracked before giving up.
    static let pieceLimit = 16
    /// Whether covered backgrounds are skipped (tests compare frames with it off).
    package nonisolated(unsafe) static var isEnabled = true
    /// How many backgrounds and clears the current thread skipped as covered (tests;
    /// counted per thread so that frames rendered in parallel do not add to each other's).
    package static var skippedCount: Int {
        get { counts.value.skipped }
        set { counts.value.skipped = newValue }
    }
    /// How many layer parts the current thread did not paint as hidden under an opaque
    /// sibling (tests; per thread).
    package static var occludedCount: Int {
        get { counts.value.occluded }
        set { counts.value.occluded = newValue }
    }
    private final class Counts {
        var skipped = 0
        var occluded = 0
    }
    private static let counts = ThreadLocalStorage { Counts() }

    /// Whether every device pixel of `area` is painted opaquely by sublayers of `layer`
    /// (values `v`, device transform `m`).
    package static func sublayersCover(_ area: CGRect, of layer: CALayer, values v: LayerRenderValues,
                                       transform m: CGAffineTransform, presented: Bool) -> Bool {
        guard isEnabled, !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite,
              !layer.sublayerStorage.isEmpty, !layer.hasActiveTransition,
              !v.masksToBounds || v.cornerRadius == 0 || v.maskedCorners.isEmpty else { return false }
        var search = Search(whole: outward(area), presented: presented)
        search.collect(layer, v, m, level: 0, clip: v.masksToBounds && m.b == 0 && m.c == 0 ? v.bounds.applying(m) : nil)
        guard search.isCovered else { return false }
        skippedCount += 1
        return true
    }

    struct Search {
        /// What is not known to be covered yet while it is one rectangle (whole device
        /// pixels); nil once it is covered or split into `pieces`.
        var whole: CGRect?
        /// What is not known to be covered yet once a cover split it.
        var pieces: [CGRect] = []
        let presented: Bool
        var visited = 0

        init(whole: CGRect, presented: Bool) {
            self.whole = whole
            self.presented = presented
        }

        /// Whether everything is known to be covered.
        var isCovered: Bool { whole == nil && pieces.isEmpty }

        mutating func collect(_ layer: CALayer, _ v: LayerRenderValues, _ m: CGAffineTransform, level: Int, clip: CGRect?) {
            guard !layer.keepsSublayersIn3D, !(layer is CAReplicatorLayer) else { return }
            let base = LayerPainter.sublayerBase(v, m)
            for sublayer in layer.sublayersInDrawingOrder {
                guard !isCovered, visited < OpaqueCoverage.budget else { return }
                visited += 1
                guard sublayer.mask == nil, !sublayer.hasActiveTransition else { continue }
                let sv = sublayer.renderValues(presented: presented)
                guard !sv.isHidden, sv.opacity >= 1, sv.transform.isAffine else { continue }
                let sm = LayerPainter.childTransform(sv, base: base)
                guard sm.b == 0, sm.c == 0 else { continue }
                let square = sv.cornerRadius == 0 || sv.maskedCorners.isEmpty
                var rect = sv.bounds.applying(sm)
                if let clip { rect = rect.intersection(clip) }
                if OpaqueCoverage.paintsOpaqueBackground(sv) {
                    subtract(OpaqueCoverage.inward(rect))
                } else if level + 1 < OpaqueCoverage.depth, !sublayer.sublayerStorage.isEmpty, !sv.masksToBounds || square {
                    collect(sublayer, sv, sm, level: level + 1, clip: sv.masksToBounds ? rect : clip)
                }
            }
        }

        /// Removes `cover` from the uncovered pieces (each piece minus a rectangle is at most
        /// four rectangles); gives up (leaves a piece) when the pieces grow too many.
        mutating func subtract(_ cover: CGRect) {
            guard !cover.isEmpty else { return }
            // While the area is one rectangle, a cover missing it or holding it all
            // changes it without building pieces.
            if let rect = whole {
                let overlap = rect.intersection(cover)
                if overlap.isNull || overlap.isEmpty { return }
                whole = nil
                if overlap == rect { return }
                pieces = [rect]
            }
            var next: [CGRect] = []
            for piece in pieces {
                let overlap = piece.intersection(cover)
                guard !overlap.isNull, !overlap.isEmpty else { next.append(piece); continue }
                if overlap.minY > piece.minY { next.append(CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: overlap.minY - piece.minY)) }
                if overlap.maxY < piece.maxY { next.append(CGRect(x: piece.minX, y: overlap.maxY, width: piece.width, height: piece.maxY - overlap.maxY)) }
                if overlap.minX > piece.minX { next.append(CGRect(x: piece.minX, y: overlap.minY, width: overlap.minX - piece.minX, height: overlap.height)) }
                if overlap.maxX < piece.maxX { next.append(CGRect(x: overlap.maxX, y: overlap.minY, width: piece.maxX - overlap.maxX, height: overlap.height)) }
            }
            if next.count > OpaqueCoverage.pieceLimit { visited = OpaqueCoverage.budget }
            pieces = next
        }
    }

    /// Whether values `v` paint an opaque, square-cornered background over the bounds.
    static func paintsOpaqueBackground(_ v: LayerRenderValues) -> Bool {
        guard let color = v.backgroundColor, color.alpha >= 1 else { return false }
        return v.cornerRadius == 0 || v.maskedCorners.isEmpty
    }

    /// The device pixels that sublayers later in `sublayers` (drawing order) paint opaquely
    /// over the ones before them: for each large, plain, opaque sublayer (at least an eighth
    /// of the parent's area, so a grid of small views costs nothing) the whole pixels its
    /// background covers, with its index. At most `siblingCoverLimit`, the largest kept.
    package static func siblingCovers(_ sublayers: [CALayer], parent v: LayerRenderValues, base: CGAffineTransform,
                                      presented: Bool) -> [(index: Int, rect: CGRect)] {
        guard isEnabled, sublayers.count > 1, base.b == 0, base.c == 0 else { return [] }
        let parentArea = v.bounds.width * v.bounds.height
        var covers: [(index: Int, rect: CGRect)] = []
        for index in 1..<sublayers.count {
            let sublayer = sublayers[index]
            let size = sublayer.bounds.size
            guard size.width * size.height * 8 >= parentArea, sublayer.mask == nil, !sublayer.hasActiveTransition else { continue }
            let sv = sublayer.renderValues(presented: presented)
            guard !sv.isHidden, sv.opacity >= 1, sv.transform.isAffine, paintsOpaqueBackground(sv) else { continue }
            let sm = LayerPainter.childTransform(sv, base: base)
            guard sm.b == 0, sm.c == 0 else { continue }
            let rect = inward(sv.bounds.applying(sm))
            guard !rect.isEmpty else { continue }
            covers.append((index, rect))
        }
        if covers.count > siblingCoverLimit {
            covers = covers.sorted { $0.rect.width * $0.rect.height > $1.rect.width * $1.rect.height }
                .prefix(siblingCoverLimit).sorted { $0.index < $1.index }
        }
        return covers
    }

    /// The most sibling covers one layer's sublayers are checked against.
    static let siblingCoverLimit = 4

    /// The smallest whole-pixel rectangle holding `rect` (what an antialiased fill touches).
    static func outward(_ rect: CGRect) -> CGRect {
        let x0 = rect.minX.rounded(.down), y0 = rect.minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: rect.maxX.rounded(.up) - x0, height: rect.maxY.rounded(.up) - y0)
    }

    /// The largest whole-pixel rectangle inside `rect` (the pixels a fill covers fully).
    static func inward(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return .zero }
        let x0 = rect.minX.rounded(.up), y0 = rect.minY.rounded(.up)
        let x1 = rect.maxX.rounded(.down), y1 = rect.maxY.rounded(.down)
        guard x1 > x0, y1 > y0 else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
