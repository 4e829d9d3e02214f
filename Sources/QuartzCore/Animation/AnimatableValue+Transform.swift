import CoreGraphics
import Foundation

/// An affine transform split into translation, rotation, scale and shear, so that
/// transforms interpolate the way they look (a rotation turns instead of shrinking).
///
/// With row vectors (`p' = p * M`): row 0 = `sx * u`, row 1 = `sy * (k * u + v)` where
/// `u = (cos θ, sin θ)` and `v = (-sin θ, cos θ)`; a negative determinant makes `sx` negative.
package struct AffineDecomposition: Equatable, Sendable {
    package var translationX: Double
    package var translationY: Double
    package var scaleX: Double
    package var scaleY: Double
    package var shear: Double
    package var rotation: Double

    /// Decomposes the affine part of `t`.
    package init(_ t: CATransform3D) {
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        translationX = Double(t.m41)
        translationY = Double(t.m42)
        var sx = (a * a + b * b).squareRoot()
        if a * d - b * c < 0 { sx = -sx }
        if sx == 0 {
            // Degenerate first row: take the rotation from the second row.
            let len = (c * c + d * d).squareRoot()
            rotation = len > 0 ? atan2(-c, d) : 0
            scaleX = 0
            scaleY = len
            shear = 0
            return
        }
        let ux = a / sx, uy = b / sx
        rotation = atan2(uy, ux)
        let vx = -uy, vy = ux
        let sy = c * vx + d * vy
        let kRaw = c * ux + d * uy
        scaleX = sx
        scaleY = sy
        shear = sy != 0 ? kRaw / sy : 0
    }

    /// Creates a decomposition from its parts.
    package init(translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, shear: Double, rotation: Double) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
        self.rotation = rotation
    }

    /// The affine 3D transform these parts describe.
    package var transform: CATransform3D {
        let ux = cos(rotation), uy = sin(rotation)
        let vx = -uy, vy = ux
        var t = CATransform3D.identity
        t.m11 = CGFloat(scaleX * ux)
        t.m12 = CGFloat(scaleX * uy)
        t.m21 = CGFloat(scaleY * (shear * ux + vx))
        t.m22 = CGFloat(scaleY * (shear * uy + vy))
        t.m41 = CGFloat(translationX)
        t.m42 = CGFloat(translationY)
        return t
    }

    /// Interpolates two affine transforms part by part, turning the shorter way round.
    package static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
        let (da, db) = endpoints(a, b)
        return interpolate(da, db, f)
    }

    /// The decompositions of two affine transforms, the second's rotation moved to within
    /// half a turn of the first's (so that interpolating turns the shorter way round).
    package static func endpoints(_ a: CATransform3D, _ b: CATransform3D) -> (AffineDecomposition, AffineDecomposition) {
        let da = AffineDecomposition(a)
        var db = AffineDecomposition(b)
        var delta = db.rotation - da.rotation
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        db.rotation = da.rotation + delta
        return (da, db)
    }

    /// Interpolates part by part between two decompositions from `endpoints(_:_:)`.
    package static func interpolate(_ da: AffineDecomposition, _ db: AffineDecomposition, _ f: Double) -> CATransform3D {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return AffineDecomposition(
            translationX: mix(da.translationX, db.translationX), translationY: mix(da.translationY, db.translationY),
            scaleX: mix(da.scaleX, db.scaleX), scaleY: mix(da.scaleY, db.scaleY),
            shear: mix(da.shear, db.shear), rotation: mix(da.rotation, db.rotation)).transform
    }
}
