// The three layout scenes of issue 4 built through UIKit's API (views, anchors,
// layoutIfNeeded, container resizes), and a manual-frames twin of the chain for the
// Auto Layout vs manual layout comparison.
import UIKit

/// A view with a fixed intrinsic size.
public final class CellView: UIView {
    let intrinsic: CGSize
    public init(_ intrinsic: CGSize) {
        self.intrinsic = intrinsic
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    public required init?(coder: NSCoder) { nil }
    public override var intrinsicContentSize: CGSize { intrinsic }
}

/// A container laying out a chain of cells by hand (the manual-frames peer).
public final class ManualChainView: UIView {
    public override func layoutSubviews() {
        var y: CGFloat = 8
        let w = bounds.width
        for (i, v) in subviews.enumerated() {
            let width = i % 3 == 0 ? min(120, w - 32) : w - 32
            v.frame = CGRect(x: 16, y: y, width: width, height: 44)
            y += 52
        }
    }
}

@MainActor
public enum UIKitScenes {
    public static let sizes: [CGSize] = [
        CGSize(width: 320, height: 568), CGSize(width: 414, height: 896), CGSize(width: 768, height: 1024),
        CGSize(width: 375, height: 667), CGSize(width: 834, height: 1112), CGSize(width: 390, height: 844),
    ]

    /// Builds a scene: a root container with N constrained views (views created, anchors activated).
    public static func make(_ scene: String, _ n: Int) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var constraints: [NSLayoutConstraint] = []
        func low(_ c: NSLayoutConstraint, _ p: Float) -> NSLayoutConstraint { c.priority = UILayoutPriority(p); return c }
        switch scene {
        case "chain":
            var prev: UIView?
            for i in 0..<n {
                let v = CellView(CGSize(width: i % 3 == 0 ? 120 : UIView.noIntrinsicMetric, height: 44))
                container.addSubview(v)
                constraints += [
                    v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    v.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16),
                    low(v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16), 750),
                    v.topAnchor.constraint(equalTo: prev?.bottomAnchor ?? container.topAnchor, constant: 8),
                    v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
                    v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                ]
                prev = v
            }
            if let prev { constraints.append(low(prev.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -8), 500)) }
        case "grid":
            let columns = 10, rows = max(1, n / columns)
            var prevRowFirst: UIView?
            for _ in 0..<rows {
                var rowFirst: UIView?, prev: UIView?
                for c in 0..<columns {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(v)
                    constraints.append(v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? container.leadingAnchor, constant: 8))
                    if let rowFirst {
                        constraints += [v.widthAnchor.constraint(equalTo: rowFirst.widthAnchor),
                                        v.heightAnchor.constraint(equalTo: rowFirst.heightAnchor),
                                        v.topAnchor.constraint(equalTo: rowFirst.topAnchor)]
                    } else {
                        constraints += [v.topAnchor.constraint(equalTo: prevRowFirst?.bottomAnchor ?? container.topAnchor, constant: 8),
                                        low(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5), 750),
                                        v.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
                                        low(v.heightAnchor.constraint(lessThanOrEqualToConstant: 44), 250)]
                    }
                    if c == columns - 1 { constraints.append(v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8)) }
                    if rowFirst == nil { rowFirst = v }
                    prev = v
                }
                prevRowFirst = rowFirst
            }
            if let prevRowFirst { constraints.append(low(prevRowFirst.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -8), 500)) }
        case "bare":  // the views alone, no constraints (to split create's cost)
            for _ in 0..<n { container.addSubview(CellView(CGSize(width: 10, height: 10))) }
        default:  // independent
            for i in 0..<n {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(v)
                constraints += [
                    v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(i % 10) * 2),
                    v.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(i % 20)),
                    v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
                    v.heightAnchor.constraint(equalToConstant: 44),
                ]
            }
        }
        NSLayoutConstraint.activate(constraints)
        return container
    }

    /// Resizes the container and lays it out.
    public static func resize(_ container: UIView, _ k: Int) {
        container.frame.size = sizes[k % sizes.count]
        container.layoutIfNeeded()
    }

    /// The manual twin of the chain scene: the same cells, frames set by `layoutSubviews`.
    public static func makeManualChain(_ n: Int) -> UIView {
        let container = ManualChainView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        for _ in 0..<n { container.addSubview(UIView()) }
        return container
    }

    /// A checksum of the subviews' frames.
    public static func checksum(_ container: UIView) -> Double {
        container.subviews.reduce(0) { $0 + Double($1.frame.maxX + $1.frame.maxY) }
    }
}
