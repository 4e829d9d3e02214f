import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `layoutIfNeeded()` / `updateConstraintsIfNeeded()` on a subtree: only the marked views
/// of that subtree, parents first, each once; other trees keep their marks.
@MainActor @Suite struct LayoutIfNeededSubtreeTests {
    @Test func onlyTheMarkedViewsOfTheSubtreeAreLaidOutParentsFirst() {
        let root = RecordingView("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RecordingView("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let aChild = RecordingView("aChild", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = RecordingView("b", frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let bChild = RecordingView("bChild", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = RecordingView("other", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(a); a.addSubview(aChild); root.addSubview(b); b.addSubview(bChild)
        root.layoutIfNeeded(); other.layoutIfNeeded()
        RecordingView.shared = []
        for v in [root, a, aChild, b, bChild, other] { v.layoutCount = 0 }

        aChild.setNeedsLayout(); a.setNeedsLayout(); bChild.setNeedsLayout(); other.setNeedsLayout()
        a.layoutIfNeeded()
        #expect(RecordingView.shared.filter { $0.hasSuffix("layoutSubviews") } == ["a.layoutSubviews", "aChild.layoutSubviews"])
        #expect(bChild.layoutCount == 0 && other.layoutCount == 0 && root.layoutCount == 0)
        #expect(a.layoutCount == 1 && aChild.layoutCount == 1)

        // The root's turn: the rest of its tree, not the other tree.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1 && bChild.layoutCount == 1 && a.layoutCount == 1)
        #expect(other.layoutCount == 0)
        other.layoutIfNeeded()
        #expect(other.layoutCount == 1)
        // Nothing marked: nothing laid out.
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1 && bChild.layoutCount == 1)
    }

    @Test func aViewMarkingItselfAgainIsLaidOutOnceAndItsSubviewsToo() {
        let root = RecordingView("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        root.layoutCount = 0; child.layoutCount = 0
        // The parent's layout resizes the child (marking it) and marks itself again.
        root.onLayout = { [unowned root, unowned child] in
            child.frame.size.width += 1
            root.setNeedsLayout()
        }
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.layoutCount == 1)
        #expect(child.layoutCount == 1)  // marked by its size change, laid out in the same call
        root.onLayout = nil
        #expect(root.needsLayoutFlag)  // the new mark waits for the next pass
        root.layoutIfNeeded()
        #expect(root.layoutCount == 2 && !root.needsLayoutFlag)
    }

    @Test func updateConstraintsIfNeededRunsTheSubtreeDeepestFirst() {
        final class Updating: UIView {
            let name: String
            init(_ name: String) { self.name = name; super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
            static var order: [String] = []
            override func updateConstraints() { Updating.order.append(name); super.updateConstraints() }
        }
        let top = Updating("top"), middle = Updating("middle"), leaf = Updating("leaf"), outside = Updating("outside")
        top.addSubview(middle); middle.addSubview(leaf)
        Updating.order = []
        top.setNeedsUpdateConstraints(); leaf.setNeedsUpdateConstraints(); outside.setNeedsUpdateConstraints()
        top.updateConstraintsIfNeeded()
        #expect(Updating.order == ["leaf", "top"])
        #expect(outside.needsUpdateConstraints() && !top.needsUpdateConstraints())
        outside.updateConstraintsIfNeeded()
        #expect(Updating.order == ["leaf", "top", "outside"])
    }
}
