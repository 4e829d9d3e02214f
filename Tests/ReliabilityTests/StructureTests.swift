import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// Trees a program can build that are cycles, very deep or self-changing: refused,
/// handled without recursion, or bounded.
@MainActor
@Suite struct StructureTests {
    @Test func aLayerCannotMaskItselfOrAnAncestor() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.mask = child
        #expect(child.mask == nil)
        child.mask = parent
        #expect(child.mask == nil)
        #expect(child.superlayer === parent)
        let a = CALayer(), b = CALayer()
        a.mask = b
        b.mask = a
        #expect(a.mask === b && b.mask == nil)
        // A mask moved to another layer leaves its first owner.
        let c = CALayer()
        c.mask = b
        #expect(c.mask === b && a.mask == nil)
        let window = makeTestWindow()
        defer { closeWindow(window) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        window.addSubview(view)
        view.layer.mask = view.layer
        view.layer.mask = window.layer
        UIApplication.shared.runUntilIdle()
        _ = window.renderedImage()
        #expect(view.layer.mask == nil)
    }

    @Test func addingAnAncestorAsASubviewIsRefused() {
        let window = makeTestWindow()
        defer { closeWindow(window) }
        let a = UIView(), b = UIView(), c = UIView()
        window.addSubview(a); a.addSubview(b); b.addSubview(c)
        c.addSubview(a)
        c.insertSubview(window, at: 0)
        b.insertSubview(a, belowSubview: c)
        c.insertSubview(b, aboveSubview: c)
        UIApplication.shared.runUntilIdle()
        #expect(a.superview === window && b.superview === a && c.superview === b)
        #expect(c.subviews.isEmpty)
    }

    /// A chain `depth` views deep, built from the bottom up and then added to `window`
    /// (adding to a parent already deep in a window still costs O(depth) per view: the
    /// tint-inheritance walk).
    func makeChain(depth: Int, in window: UIWindow) -> [UIView] {
        let views = (0..<depth).map { i -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            if i % 100 == 0 { v.backgroundColor = .systemBlue }
            return v
        }
        for i in stride(from: depth - 1, to: 0, by: -1) { views[i - 1].addSubview(views[i]) }
        window.addSubview(views[0])
        return views
    }

    @Test func aViewNestedFiveThousandDeepLaysOutRendersAndIsFreed() {
        weak var weakLeaf: UIView?
        do {
            let window = makeTestWindow()
            defer { closeWindow(window) }
            let chain = makeChain(depth: ReliabilityRun.scale > 1 ? 10_000 : 5_000, in: window)
            weakLeaf = chain.last
            let leaf = chain.last!
            leaf.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([leaf.widthAnchor.constraint(equalToConstant: 10)])
            for v in chain where v !== leaf { v.autoresizingMask = [.flexibleWidth] }
            window.frame.size.width = 150
            leaf.setNeedsDisplay()
            UIApplication.shared.runUntilIdle()
            _ = window.renderedImage()
            #expect(leaf.frame.width == 10)
            #expect(chain[chain.count - 2].frame.width == 50)  // 100 wide, flexible, in a window 50 narrower
            #expect(leaf.window === window)
            chain[0].removeFromSuperview()
        }
        UIApplication.shared.runUntilIdle()
        #expect(weakLeaf == nil)
    }

    /// The chain: 20,000 views, each added under the last (took 54 s, then a
    /// stack overflow when freed). Tint, damage, layout ordering and engine lookups now
    /// stop at the nearest cached ancestor, and trees are freed iteratively.
    @Test func aChainTwentyThousandDeepIsBuiltTintedRenderedAndFreed() throws {
        weak var weakLeaf: UIView?
        do {
            let window = makeTestWindow(CGSize(width: 40, height: 40))
            defer { closeWindow(window) }
            window.tintColor = .red
            var parent: UIView = window
            for _ in 0..<20_000 {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                parent.addSubview(v)
                parent = v
            }
            let leaf = parent
            weakLeaf = leaf
            #expect(leaf.tintColor == .red)
            leaf.backgroundColor = .blue
            UIApplication.shared.runUntilIdle()
            // The leaf's blue reached the window's pixels (sRGB bytes, BGRA in memory).
            let image = try #require(window.renderedImage().cgImage)
            let bytes = try #require(image.dataProvider?.data as Data?)
            let offset = 5 * image.bytesPerRow + 5 * 4
            #expect(Array(bytes[offset..<offset + 4]) == [255, 0, 0, 255])
            // A tint change high up reaches the leaf; the window's dimming reaches it and
            // leaves with the chain.
            let top = window.subviews[0]
            top.tintColor = .green
            #expect(leaf.tintColor == .green)
            window.tintAdjustmentMode = .dimmed
            #expect(leaf.tintAdjustmentMode == .dimmed)
            top.removeFromSuperview()
            #expect(leaf.window == nil)
            #expect(leaf.tintAdjustmentMode == .normal)
            #expect(leaf.tintColor == .green)
        }
        UIApplication.shared.runUntilIdle()
        #expect(weakLeaf == nil)
    }

    /// A view that moves itself in `layoutSubviews` every time.
    final class RestlessView: UIView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            frame.origin.x = CGFloat(passes)
            superview?.setNeedsLayout()
        }
    }

    @Test func aViewChangingItsFrameInLayoutSubviewsDoesNotHangTheTurn() {
        let window = makeTestWindow()
        defer { closeWindow(window) }
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(restless)
        restless.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(restless.passes > 0)
        #expect(restless.passes < 1_000)
        // The next turn lays it out again (UIKit keeps going, turn by turn).
        let before = restless.passes
        restless.setNeedsLayout()
        UIApplication.shared.runUntilIdle()
        #expect(restless.passes > before)
    }
}
