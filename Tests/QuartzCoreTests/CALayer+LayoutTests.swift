import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A layer that lays out its sublayers side by side and counts passes.
final class RowLayer: CALayer {
    var passes = 0
    override func layoutSublayers() {
        passes += 1
        let count = CGFloat(sublayers?.count ?? 0)
        for (index, sublayer) in (sublayers ?? []).enumerated() {
            sublayer.frame = CGRect(x: CGFloat(index) * bounds.width / count, y: 0, width: bounds.width / count, height: bounds.height)
        }
    }
}

@Suite struct CALayerLayoutTests {
    @Test func boundsSizeChangeMarksLayoutAndLayoutIfNeededRunsItOnce() {
        let row = RowLayer()
        row.addSublayer(CALayer())
        row.addSublayer(CALayer())
        row.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        #expect(row.needsLayout())
        row.layoutIfNeeded()
        row.layoutIfNeeded()
        #expect(row.passes == 1)
        #expect(row.sublayers?[1].frame == CGRect(x: 50, y: 0, width: 50, height: 10))
        row.position = CGPoint(x: 5, y: 5)
        #expect(!row.needsLayout())
    }

    @Test func commitLaysOutMarkedLayersTopDown() {
        var order: [String] = []
        final class Recording: CALayer {
            var record: ((String) -> Void)?
            override func layoutSublayers() { record?(name ?? "") }
        }
        let parent = Recording(), child = Recording()
        parent.name = "parent"; child.name = "child"
        parent.record = { order.append($0) }; child.record = { order.append($0) }
        parent.addSublayer(child)
        child.setNeedsLayout()
        parent.setNeedsLayout()
        LayerUpdateQueue.shared.flush()
        #expect(order == ["parent", "child"])
    }

    @Test func delegateLaysOutSublayers() {
        final class Layouter: CALayerDelegate {
            var count = 0
            func layoutSublayers(of layer: CALayer) { count += 1 }
        }
        let layer = CALayer()
        let delegate = Layouter()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.count == 1)
    }

    @Test func removingASublayerDuringLayoutIsSafe() {
        final class Pruning: CALayer {
            override func layoutSublayers() { sublayers?.first?.removeFromSuperlayer() }
        }
        let parent = Pruning()
        let doomed = RowLayer(), kept = RowLayer()
        parent.addSublayer(doomed)
        parent.addSublayer(kept)
        doomed.setNeedsLayout()
        kept.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.sublayers?.count == 1)
        #expect(doomed.passes == 0)
        #expect(kept.passes == 1)
    }
}
