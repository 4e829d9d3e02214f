import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@Suite struct CALayerHierarchyTests {
    func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    @Test func sublayersIsNilWhenEmptyAndOrderedBackToFront() {
        let parent = CALayer()
        #expect(parent.sublayers == nil)
        parent.addSublayer(named("a"))
        parent.addSublayer(named("b"))
        #expect(names(parent) == ["a", "b"])
        #expect(parent.sublayers?.first?.superlayer === parent)
    }

    @Test func insertAtBelowAboveAndReplace() {
        let parent = CALayer()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSublayer(d, below: b)
        #expect(names(parent) == ["c", "a", "d", "b"])
        parent.insertSublayer(e, above: c)
        #expect(names(parent) == ["c", "e", "a", "d", "b"])
        parent.insertSublayer(named("f"), at: 99)
        #expect(names(parent).last == "f")
        parent.replaceSublayer(d, with: named("g"))
        #expect(names(parent) == ["c", "e", "a", "g", "b", "f"])
        #expect(d.superlayer == nil)
    }

    @Test func addingMovesALayerFromItsOldSuperlayer() {
        let first = CALayer(), second = CALayer(), child = CALayer()
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(second.sublayers?.count == 1)
        #expect(child.superlayer === second)
    }

    @Test func reinsertingInTheSameParentReorders() {
        let parent = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        parent.sublayers = [a, b, c]
        parent.insertSublayer(a, at: 2)
        #expect(names(parent) == ["b", "a", "c"])
        parent.addSublayer(b)
        #expect(names(parent) == ["a", "c", "b"])
    }

    @Test func cyclesAreRefused() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        #expect(parent.superlayer == nil)
        #expect(child.sublayers == nil)
        parent.addSublayer(parent)
        #expect(parent.sublayers?.count == 1)
    }

    @Test func settingSublayersReplacesAll() {
        let parent = CALayer()
        let old = CALayer()
        parent.addSublayer(old)
        parent.sublayers = [named("x"), named("y")]
        #expect(old.superlayer == nil)
        #expect(names(parent) == ["x", "y"])
        parent.sublayers = nil
        #expect(parent.sublayers == nil)
    }

    @Test func removedLayerWithNoOwnerIsFreedAfterTheCommit() {
        let parent = CALayer()
        weak var weakChild: CALayer?
        do {
            let child = CALayer()
            weakChild = child
            parent.addSublayer(child)
            child.setNeedsDisplay()
            child.setNeedsLayout()
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperlayer()
        // As in Core Animation, the transaction holds changed layers until it commits.
        CATransaction.flush()
        LayerUpdateQueue.shared.flush()
        #expect(weakChild == nil)
    }

    @Test func maskIsNotASublayerAndRemovesFromItsTree() {
        let layer = CALayer(), holder = CALayer(), mask = CALayer()
        holder.addSublayer(mask)
        layer.mask = mask
        #expect(mask.superlayer == nil)
        #expect(holder.sublayers == nil)
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil)
    }

    @Test func sublayerOrderByZPositionIsStable() {
        let parent = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        parent.sublayers = [a, b, c]
        b.zPosition = -1
        #expect(parent.sublayersInDrawingOrder.map { $0.name } == ["b", "a", "c"])
        a.zPosition = 5
        #expect(parent.sublayersInDrawingOrder.map { $0.name } == ["b", "c", "a"])
        #expect(names(parent) == ["a", "b", "c"])
    }
}
