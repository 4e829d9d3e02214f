import CCairo
import CoreGraphics
import Foundation

/// A tile's place: its level's scale exponent and its column and row.
struct TileKey: Hashable {
    let level: Int
    let column: Int
    let row: Int
}

/// A drawn tile: its image, the layer rectangle it covers, when it was last shown (a
/// paint count) and the media time of the first frame that showed it.
struct TileImage {
    let image: CGImage
    let rect: CGRect
    var lastShown: Int
    var firstShownAt: CFTimeInterval?
}

extension CATiledLayer {
    /// Tiles kept beyond those on screen before the least recently shown are dropped.
    static let spareTiles = 64

    /// The level (power of two) whose resolution serves `pixelsPerPoint`: the coarsest one
    /// at least as fine, or the finest there is.
    func level(forPixelsPerPoint pixelsPerPoint: CGFloat) -> Int {
        let finest = levelsOfDetailBias, coarsest = levelsOfDetailBias - levelsOfDetail + 1
        let scale = max(contentsScale, 0.001)
        for level in stride(from: coarsest, through: finest, by: 1) where scale * pow(2, CGFloat(level)) >= pixelsPerPoint * 0.999 {
            return level
        }
        return finest
    }

    /// Draws (or reuses) and paints every tile of the current level that lies in the
    /// painter's visible area; returns the device box painted.
    func paintTiles(_ painter: LayerPainter, values v: LayerRenderValues, transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        let b = v.bounds
        guard b.width > 0, b.height > 0, m.determinant != 0, !painter.damageBox.isNull else { return .null }
        let visible = painter.damageBox.applying(m.inverted()).intersection(b)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return .null }
        let level = level(forPixelsPerPoint: max(hypot(m.a, m.b), hypot(m.c, m.d)))
        let pixelsPerPoint = contentsScale * pow(2, CGFloat(level))
        let tileWidth = tileSize.width / pixelsPerPoint, tileHeight = tileSize.height / pixelsPerPoint
        // Bound the work per frame: a grid finer than 4096 tiles on screen is coarsened.
        let columns = (Int(((visible.maxX - b.minX) / tileWidth).rounded(.up)), Int(((visible.minX - b.minX) / tileWidth).rounded(.down)))
        let rows = (Int(((visible.maxY - b.minY) / tileHeight).rounded(.up)), Int(((visible.minY - b.minY) / tileHeight).rounded(.down)))
        guard (columns.0 - columns.1) * (rows.0 - rows.1) <= 4096 else {
            CALayer.log("CATiledLayer: more than 4096 tiles of \(tileSize) px visible; tileSize too small for the scale; not drawn")
            return .null
        }
        paintGeneration += 1
        let cr = painter.cr
        cairo_save(cr)
        CairoPaths.setMatrix(cr, m)
        cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_clip(cr)
        for row in max(rows.1, 0)..<max(rows.0, 0) {
            for column in max(columns.1, 0)..<max(columns.0, 0) {
                let key = TileKey(level: level, column: column, row: row)
                let rect = CGRect(x: b.minX + CGFloat(column) * tileWidth, y: b.minY + CGFloat(row) * tileHeight,
                                  width: tileWidth, height: tileHeight).intersection(b)
                guard rect.width > 0, rect.height > 0 else { continue }
                var tile: TileImage
                if let cached = tileCache[key], cached.rect == rect {
                    tile = cached
                    tile.lastShown = paintGeneration
                } else {
                    guard let drawn = drawTile(rect, pixelsPerPoint: pixelsPerPoint) else { continue }
                    tile = drawn
                }
                let tileAlpha = fadeAlpha(of: &tile, frameTime: painter.recorder?.lastFrameTime)
                tileCache[key] = tile
                cairo_save(cr)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width) / Double(tile.image.width), Double(rect.height) / Double(tile.image.height))
                cairo_set_source_surface(cr, tile.image.surface, 0, 0)
                cairo_paint_with_alpha(cr, Double(alpha * tileAlpha))
                cairo_restore(cr)
            }
        }
        cairo_restore(cr)
        evictTiles(keeping: (columns.0 - columns.1) * (rows.0 - rows.1))
        return visible.applying(m)
    }

    /// How far `tile` has faded in at `frameTime` (a compositor frame; one-off renders show
    /// tiles whole); a tile still fading keeps the layer producing frames.
    private func fadeAlpha(of tile: inout TileImage, frameTime: CFTimeInterval?) -> CGFloat {
        let fade = type(of: self).fadeDuration()
        guard let frameTime, fade > 0, fade.isFinite else { return 1 }
        let start = tile.firstShownAt ?? frameTime
        tile.firstShownAt = start
        let progress = (frameTime - start) / fade
        guard progress < 1 else { return 1 }
        fadingUntil = max(fadingUntil ?? 0, start + fade)
        if !isRegisteredAsAnimating { AnimatingLayers.shared.register(self) }
        return CGFloat(max(progress, 0))
    }

    /// Draws one tile through `draw(in:)`, clipped to `rect` at `pixelsPerPoint`.
    private func drawTile(_ rect: CGRect, pixelsPerPoint: CGFloat) -> TileImage? {
        let width = Int(pixelsCovering: rect.width, scale: pixelsPerPoint)
        let height = Int(pixelsCovering: rect.height, scale: pixelsPerPoint)
        guard width > 0, height > 0 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let context = CALayer.drawingContext(surface: surface, pixelHeight: height, origin: rect.origin,
                                             scale: pixelsPerPoint, clip: rect)
        drawContents(in: context)
        cairo_surface_flush(surface)
        tilesDrawn += 1
        return TileImage(image: CGImage(adoptingSurface: cairo_surface_reference(surface)), rect: rect,
                         lastShown: paintGeneration, firstShownAt: nil)
    }

    /// Drops the least recently shown tiles beyond those on screen plus `spareTiles`.
    private func evictTiles(keeping onScreen: Int) {
        let limit = onScreen + CATiledLayer.spareTiles
        guard tileCache.count > limit else { return }
        let oldest = tileCache.sorted { $0.value.lastShown < $1.value.lastShown }.prefix(tileCache.count - limit)
        for (key, _) in oldest { tileCache.removeValue(forKey: key) }
    }
}
