import CCairo
import CoreGraphics
import Foundation

/// A layer whose content is drawn in tiles, only where it is shown, at the level of detail
/// the current scale needs: for content far larger than the screen (maps, documents,
/// zoomable images), which a single backing image could not hold.
///
/// `draw(in:)` (or the delegate's `draw(_:in:)`, so a view's `draw(_:)`) is called once per
/// tile with the context clipped to the tile and scaled to its level; `setNeedsDisplay(_:)`
/// redraws the tiles it touches. Each new tile fades in over `fadeDuration()` from the
/// frame that first shows it (subclasses return 0 to show tiles at once, as on iOS). Core
/// Animation draws tiles on background threads; here they are drawn during the frame that
/// first shows them, which keeps frames deterministic for tests.
open class CATiledLayer: CALayer {
    /// The time a newly drawn tile takes to fade in (0.25 s, as in Core Animation).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail are kept, each half the resolution of the previous
    /// (default 1). Values below 1 are rejected.
    open var levelsOfDetail: Int = 1 {
        didSet {
            if levelsOfDetail < 1 {
                CALayer.log("CATiledLayer.levelsOfDetail \(levelsOfDetail) rejected: must be >= 1")
                levelsOfDetail = oldValue
            }
            tileCache.removeAll()
            noteVisualChange()
        }
    }

    /// How many of the levels are magnified beyond 1x (default 0): with a bias of 3 and 5
    /// levels, the levels are 8x, 4x, 2x, 1x and 1/2x (Apple's example).
    open var levelsOfDetailBias: Int = 0 {
        didSet {
            if levelsOfDetailBias < 0 || levelsOfDetailBias > 16 {
                CALayer.log("CATiledLayer.levelsOfDetailBias \(levelsOfDetailBias) rejected: must be in 0...16")
                levelsOfDetailBias = oldValue
            }
            tileCache.removeAll()
            noteVisualChange()
        }
    }

    /// The size of a tile in pixels of its level (default 256x256). Sizes that are not
    /// positive and finite are rejected.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            if !(tileSize.width >= 1 && tileSize.height >= 1 && tileSize.width.isFinite && tileSize.height.isFinite) {
                CALayer.log("CATiledLayer.tileSize \(tileSize) rejected: must be at least 1x1 and finite")
                tileSize = oldValue
            }
            tileCache.removeAll()
            noteVisualChange()
        }
    }

    /// The drawn tiles, by level and grid position.
    var tileCache: [TileKey: TileImage] = [:]
    /// Counts painted frames, for evicting tiles not shown recently.
    var paintGeneration = 0
    /// When the last tile still fading in is fully shown (media time), or nil.
    var fadingUntil: CFTimeInterval?
    /// How many tiles have been drawn (for tests: tiles are drawn only where shown).
    package internal(set) var tilesDrawn = 0

    /// Redraws the tiles touched by the marked area (instead of one backing image).
    override open func display() {
        let dirty = dirtyRect
        needsDisplayFlag = false
        dirtyRect = .null
        let whole = CGRect(origin: bounds.origin, size: bounds.size)
        if dirty.isNull || dirty.contains(whole) {
            tileCache.removeAll()
        } else {
            tileCache = tileCache.filter { !$0.value.rect.intersects(dirty) }
        }
        noteContentChange(in: dirty.isNull ? whole : dirty)
    }

    // MARK: Key-value access

    override open func value(forKey key: String) -> Any? {
        switch key {
        case "levelsOfDetail": return levelsOfDetail
        case "levelsOfDetailBias": return levelsOfDetailBias
        case "tileSize": return tileSize
        default: return super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "levelsOfDetail":
            if let v = value as? Int { levelsOfDetail = v } else { CALayer.log("levelsOfDetail: not an Int; ignored") }
        case "levelsOfDetailBias":
            if let v = value as? Int { levelsOfDetailBias = v } else { CALayer.log("levelsOfDetailBias: not an Int; ignored") }
        case "tileSize":
            if let v = BoxedGeometry.cast(value, to: CGSize.self) { tileSize = v } else { CALayer.log("tileSize: not a CGSize; ignored") }
        default: super.setValue(value, forKey: key)
        }
    }

    // MARK: Engine hooks

    override package func copySubclassProperties(from other: CALayer) {
        guard let other = other as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
        tileSize = other.tileSize
    }

    override package var subclassContentPartCount: Int { 1 }

    override package var hasContinuousContent: Bool { fadingUntil != nil }

    override package func advanceContinuousContent(toMediaTime time: CFTimeInterval) -> Bool {
        guard let until = fadingUntil else { return false }
        if time >= until { fadingUntil = nil }
        return true
    }

    override package func paintSubclassContent(_ painter: LayerPainter, values: LayerRenderValues,
                                               transform m: CGAffineTransform, alpha: CGFloat) -> CGRect {
        paintTiles(painter, values: values, transform: m, alpha: alpha)
    }
}
