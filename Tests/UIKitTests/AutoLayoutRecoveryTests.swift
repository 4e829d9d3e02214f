import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Unsatisfiable systems: UIKit finds the required constraints in conflict, logs exactly
/// that set and breaks one of them, the one added last.
@MainActor @Suite(.serialized) struct UnsatisfiableConstraintTests {
    @Test func theLogListsOnlyTheConstraintsInConflict() {
        let root = container()
        let v = auto(root)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
        let height = v.heightAnchor.constraint(equalToConstant: 10)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "width"
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        leading.identifier = "leading"
        NSLayoutConstraint.activate([top, height, width, leading])
        root.layoutIfNeeded()
        LayoutEngine.diagnosticsLog = []
        let trailing = v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        trailing.identifier = "trailing"
        trailing.isActive = true
        root.layoutIfNeeded()
        #expect(LayoutEngine.diagnosticsLog.count == 1)
        let log = LayoutEngine.diagnosticsLog.joined()
        #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        let listed = log.components(separatedBy: "(\n")[1].components(separatedBy: "\n)")[0]
        #expect(listed.components(separatedBy: "\n").count == 3)
        #expect(listed.contains("'width' UIView:0x") && listed.contains("'leading' UIView:0x") && listed.contains("'trailing' UIView:0x"))
        #expect(!listed.contains(".top ==") && !listed.contains(".height =="))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(trailing.description)\n"))
        #expect(log.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(v.frame == CGRect(x: 0, y: 4, width: 100, height: 10))
    }

    @Test func theDiagnosticsLogKeepsOnlyTheLatestMessages() {
        LayoutEngine.diagnosticsLog = []
        let root = container()
        let v = auto(root)
        for i in 0..<(LayoutEngine.diagnosticsLogLimit + 10) {
            let a = v.widthAnchor.constraint(equalToConstant: 10), b = v.widthAnchor.constraint(equalToConstant: CGFloat(20 + i))
            NSLayoutConstraint.activate([a, b])
            root.layoutIfNeeded()
            NSLayoutConstraint.deactivate([a, b])
        }
        #expect(LayoutEngine.diagnosticsLog.count == LayoutEngine.diagnosticsLogLimit)
        #expect(LayoutEngine.diagnosticsLog.last?.contains("== \(20 + LayoutEngine.diagnosticsLogLimit + 9)") == true)
        LayoutEngine.diagnosticsLog = []
    }

    @Test func theLastAddedIsBrokenWhateverViewHoldsIt() {
        // The width is held by `v` and added first; leading and trailing are held by the
        // root and added after it. The engine installs in the order they were added, so
        // the trailing constraint, added last, is the one broken (not `v`'s own width,
        // which a walk of the tree from the root would reach last).
        let root = container()
        let middle = auto(root)
        let v = auto(middle)
        NSLayoutConstraint.activate([middle.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     middle.topAnchor.constraint(equalTo: root.topAnchor),
                                     middle.widthAnchor.constraint(equalTo: root.widthAnchor),
                                     middle.heightAnchor.constraint(equalTo: root.heightAnchor)])
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let trailing = v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
        NSLayoutConstraint.activate([leading, trailing, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 30)])
        #expect(width.installedView === v && trailing.installedView === root)
        LayoutEngine.diagnosticsLog = []
        root.layoutIfNeeded()
        let log = LayoutEngine.diagnosticsLog.joined()
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(trailing.description)\n"))
        #expect(v.frame == CGRect(x: 20, y: 0, width: 100, height: 30))
        // Removing the width lets the broken constraint back in.
        width.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 0, width: 280, height: 30))
    }

    @Test func autoresizingConstraintsAreKeptOverTheViewsOwn() {
        let root = container()
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(v)
        let other = auto(root)
        NSLayoutConstraint.activate([other.leadingAnchor.constraint(equalTo: v.trailingAnchor),
                                     other.topAnchor.constraint(equalTo: v.topAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 20),
                                     other.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        LayoutEngine.diagnosticsLog = []
        let wide = v.widthAnchor.constraint(equalToConstant: 100)
        wide.isActive = true
        root.layoutIfNeeded()
        let log = LayoutEngine.diagnosticsLog.joined()
        #expect(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"))
        #expect(log.contains("\"<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(log.contains("h=--& v=--& UIView:0x"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(wide.description)\n"))
        #expect(v.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(other.frame == CGRect(x: 60, y: 10, width: 20, height: 20))
    }
}

/// `requiresConstraintBasedLayout`: such a view gets `updateConstraints` at the first
/// update-constraints pass even without constraints.
@MainActor @Suite struct RequiresConstraintBasedLayoutTests {
    final class Needs: UIView {
        var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() { updates += 1; super.updateConstraints() }
    }
    final class DoesNotNeed: UIView {
        var updates = 0
        override func updateConstraints() { updates += 1; super.updateConstraints() }
    }

    @Test func updateConstraintsRunsForViewsThatRequireConstraints() {
        let root = container()
        let needs = Needs(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = DoesNotNeed(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(needs)
        root.addSubview(plain)
        #expect(needs.needsUpdateConstraints())
        #expect(!plain.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(needs.updates == 1)
        #expect(plain.updates == 0)
        #expect(!needs.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(needs.updates == 1)
        #expect(Needs.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
    }
}

/// Baselines: UILabel's first and last baselines in Auto Layout, and intrinsic size.
@MainActor @Suite struct BaselineLayoutTests {
    @Test func labelsOfDifferentFontsAlignByFirstBaseline() {
        let root = container()
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34); big.text = "Big"
        small.font = .systemFont(ofSize: 12); small.text = "small"
        for l in [big, small] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        NSLayoutConstraint.activate([big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                     small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                                     small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)])
        root.layoutIfNeeded()
        #expect(big.frame.origin == CGPoint(x: 10, y: 20))
        #expect(big.frame.size == big.intrinsicContentSize)
        #expect(small.frame.size == small.intrinsicContentSize)
        let bigBaseline = big.frame.minY + big.firstBaselineOffsetFromTop
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)  // frames are rounded to the pixel grid
        #expect(small.frame.minY > big.frame.minY)
        // Last baselines too, and a change of font moves the aligned label.
        let last = small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor)
        last.priority = .defaultHigh
        last.isActive = true
        big.font = .systemFont(ofSize: 50)
        root.layoutIfNeeded()
        #expect(abs((big.frame.minY + big.firstBaselineOffsetFromTop) - (small.frame.minY + small.firstBaselineOffsetFromTop)) <= 0.5)
        #expect(abs((big.frame.maxY - big.lastBaselineOffsetFromBottom) - (small.frame.maxY - small.lastBaselineOffsetFromBottom)) <= 0.5)
    }

    @Test func baselinesOfAStretchedLabelFollowTheCentredText() {
        let root = container()
        let label = UILabel(), marker = auto(root)
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor),
                                     label.heightAnchor.constraint(equalToConstant: 100),
                                     marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
                                     marker.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
                                     marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     marker.widthAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(label.frame.height == 100)
        #expect(abs(marker.frame.minY - label.firstBaselineOffsetFromTop) <= 0.5)
        #expect(abs(marker.frame.maxY - (100 - label.lastBaselineOffsetFromBottom)) <= 0.5)
        // A plain view's baselines are its bottom edge.
        let plain = auto(root)
        let follower = auto(root)
        NSLayoutConstraint.activate([plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
                                     plain.heightAnchor.constraint(equalToConstant: 30), plain.widthAnchor.constraint(equalToConstant: 5),
                                     plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     follower.topAnchor.constraint(equalTo: plain.firstBaselineAnchor),
                                     follower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(follower.frame.minY == 230)
    }

    @Test func forFirstBaselineLayoutRedirectsToASubview() {
        final class Row: UIView {
            let label = UILabel()
            override var forFirstBaselineLayout: UIView { label }
            override var forLastBaselineLayout: UIView { label }
        }
        let root = container()
        let row = Row()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.label.translatesAutoresizingMaskIntoConstraints = false
        row.label.text = "Row"
        root.addSubview(row)
        row.addSubview(row.label)
        let other = UILabel()
        other.text = "Other"
        other.font = .systemFont(ofSize: 30)
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 60),
                                     row.label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                                     row.label.topAnchor.constraint(equalTo: row.topAnchor, constant: 15),
                                     other.leadingAnchor.constraint(equalTo: row.trailingAnchor),
                                     other.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor)])
        root.layoutIfNeeded()
        let rowBaseline = row.frame.minY + row.label.frame.minY + row.label.firstBaselineOffsetFromTop
        #expect(abs(other.frame.minY + other.firstBaselineOffsetFromTop - rowBaseline) <= 0.5)
    }

    @Test func aLabelsIntrinsicSizeFeedsAutoLayout() {
        let root = container()
        let label = UILabel()
        label.text = "Intrinsic"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size.height > 0)
        #expect(label.frame == CGRect(origin: CGPoint(x: 16, y: 8), size: size))
        #expect(size == label.sizeThatFits(.zero))
        label.text = "Intrinsic content, longer"
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > size.width)
    }
}

/// `anchorWithOffset(to:)`: a dimension measuring the distance between two anchors.
@MainActor @Suite struct AnchorOffsetTests {
    @Test func distancesBetweenAnchorsAreDimensions() {
        let root = container()
        let a = auto(root), b = auto(root), c = auto(root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10), c.widthAnchor.constraint(equalToConstant: 50),
            // b sits centred in the gap between a and c.
            a.trailingAnchor.anchorWithOffset(to: b.centerXAnchor).constraint(equalTo: b.centerXAnchor.anchorWithOffset(to: c.leadingAnchor)),
            b.widthAnchor.constraint(equalToConstant: 20),
            // The vertical gap from a's bottom to b's top is twice a's height.
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 15),
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: a.heightAnchor, multiplier: 2),
            b.heightAnchor.constraint(equalToConstant: 10),
            c.topAnchor.constraint(equalTo: root.topAnchor), c.heightAnchor.constraint(equalToConstant: 15),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 50, height: 15))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 50, height: 15))
        #expect(b.frame == CGRect(x: 150, y: 45, width: 20, height: 10))
        // A constant on an offset dimension.
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        #expect(gap.description.contains(".leading - UIView:0x"))
        let fits = gap.constraint(lessThanOrEqualToConstant: 90)
        fits.isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 150)
        // The gap is 90 and b is centred (required): a gap of at least 100 conflicts and,
        // added last, is the constraint broken.
        LayoutEngine.diagnosticsLog = []
        let fixed = gap.constraint(greaterThanOrEqualToConstant: 100)
        fixed.isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 150)
        #expect(LayoutEngine.diagnosticsLog.joined().contains("Will attempt to recover by breaking constraint \n\(fixed.description)\n"))
        #expect(fixed.description.contains("(UIView:0x") && fixed.description.contains(".leading - UIView:0x") && fixed.description.contains(".trailing) >= 100"))
    }
}

/// Constraints across a view whose bounds origin is not zero (a scrolled container).
@MainActor @Suite struct BoundsOriginLayoutTests {
    @Test func itemsInsideAScrolledContainerAreLocatedAsShown() {
        let root = container()
        let scroller = auto(root)
        let content = auto(scroller), floating = auto(scroller)
        let fixedFrame = UIView(frame: CGRect(x: 4, y: 300, width: 30, height: 30))
        scroller.addSubview(fixedFrame)
        NSLayoutConstraint.activate([
            scroller.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroller.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroller.topAnchor.constraint(equalTo: root.topAnchor, constant: 40), scroller.heightAnchor.constraint(equalToConstant: 200),
            // Pinned to the container: scrolls with its content.
            content.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 10), content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50), content.heightAnchor.constraint(equalToConstant: 50),
            // Pinned to a view outside the container: stays where it is shown.
            floating.topAnchor.constraint(equalTo: root.topAnchor, constant: 45), floating.leadingAnchor.constraint(equalTo: content.trailingAnchor),
            floating.widthAnchor.constraint(equalToConstant: 20), floating.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 50, height: 50))
        #expect(floating.frame == CGRect(x: 50, y: 5, width: 20, height: 20))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        scroller.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 50, height: 50))
        #expect(floating.frame == CGRect(x: 50, y: 105, width: 20, height: 20))
        #expect(floating.convert(floating.bounds, to: root).minY == 45)
        #expect(fixedFrame.frame == CGRect(x: 4, y: 300, width: 30, height: 30))
        // Scrolling sideways too; the edit is an edit, not a rebuild.
        let rebuilds = root.layoutEngineForReading()?.rebuildCount
        scroller.bounds.origin = CGPoint(x: 30, y: 0)
        scroller.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(floating.frame == CGRect(x: 50, y: 5, width: 20, height: 20))
        #expect(root.layoutEngineForReading()?.rebuildCount == rebuilds)
        // A view constrained to one inside the container sees it as shown.
        let outside = auto(root)
        NSLayoutConstraint.activate([outside.topAnchor.constraint(equalTo: content.bottomAnchor),
                                     outside.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                                     outside.widthAnchor.constraint(equalToConstant: 5), outside.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(outside.frame == CGRect(x: -30, y: 100, width: 5, height: 5))
    }
}
