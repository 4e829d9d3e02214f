import Foundation
import QuartzCore

/// The special layers: shapes (a progress ring trimmed with strokeEnd, a dashed star),
/// gradients (axial, radial, conic) and a replicator (a spinner of fading bars).
enum SpecialLayerScene {
    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    static func make() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 320)
        root.backgroundColor = color(0.97, 0.97, 0.98)

        // A progress ring: a full faint track and a 70% arc on top.
        let ringPath = CGMutablePath()
        ringPath.addArc(center: CGPoint(x: 70, y: 70), radius: 50, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
        for (index, end) in [CGFloat(1), 0.7].enumerated() {
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 20, y: 20, width: 140, height: 140)
            ring.path = ringPath
            ring.fillColor = nil
            ring.lineWidth = 14
            ring.lineCap = .round
            ring.strokeColor = index == 0 ? color(0.85, 0.87, 0.92) : color(0.2, 0.5, 1)
            ring.strokeEnd = end
            root.addSublayer(ring)
        }

        // A five-pointed star, filled with even-odd, outlined with a dash.
        let star = CGMutablePath()
        for point in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(point) * 4 * .pi / 5
            let p = CGPoint(x: 70 + 60 * cos(angle), y: 70 + 60 * sin(angle))
            point == 0 ? star.move(to: p) : star.addLine(to: p)
        }
        star.closeSubpath()
        let starLayer = CAShapeLayer()
        starLayer.frame = CGRect(x: 180, y: 20, width: 140, height: 140)
        starLayer.path = star
        starLayer.fillRule = .evenOdd
        starLayer.fillColor = color(1, 0.75, 0.1)
        starLayer.strokeColor = color(0.6, 0.3, 0)
        starLayer.lineWidth = 3
        starLayer.lineDashPattern = [8, 4]
        root.addSublayer(starLayer)

        // Gradients.
        let types: [CAGradientLayerType] = [.axial, .radial, .conic]
        for (index, type) in types.enumerated() {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 20 + CGFloat(index) * 150, y: 180, width: 130, height: 120)
            gradient.type = type
            gradient.colors = [color(1, 0.3, 0.3), color(1, 0.85, 0.2), color(0.2, 0.6, 1)]
            gradient.cornerRadius = 16
            if type == .radial || type == .conic {
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            } else {
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            root.addSublayer(gradient)
        }

        // A replicator: twelve bars around a centre, each fainter than the last.
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 480, y: 40, width: 120, height: 120)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceAlphaOffset = -1 / 12
        let bar = CALayer()
        bar.frame = CGRect(x: 55, y: 4, width: 10, height: 34)
        bar.cornerRadius = 5
        bar.backgroundColor = color(0.15, 0.15, 0.2)
        spinner.addSublayer(bar)
        root.addSublayer(spinner)
        return root
    }
}
