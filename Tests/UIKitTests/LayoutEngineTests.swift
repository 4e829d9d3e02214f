import Foundation
import Testing
@testable import UIKit
import UIKitTesting

final class UpdatingView: UIView {
    var updates = 0
    var widthConstraint: NSLayoutConstraint?
    var wanted: CGFloat = 40
    override func updateConstraints() {
        updates += 1
        if widthConstraint == nil {
            widthConstraint = widthAnchor.constraint(equalToConstant: wanted)
            widthConstraint?.isActive = true
        }
        widthConstraint?.constant = wanted
        super.updateConstraints()
    }
}

@MainActor @Suite struct LayoutEngineTests {
    @Test func treesMergeWhenJoined() {
        let sub = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = auto(sub)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: sub.leadingAnchor, constant: 4),
                                     child.topAnchor.constraint(equalTo: sub.topAnchor, constant: 4),
                                     child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        sub.layoutIfNeeded()  // detached tree: its own engine
        #expect(child.frame == CGRect(x: 4, y: 4, width: 20, height: 20))
        #expect(sub.layoutEngineForReading() != nil)
        let root = container()
        let other = auto(root)
        NSLayoutConstraint.activate([other.leadingAnchor.constraint(equalTo: root.leadingAnchor), other.topAnchor.constraint(equalTo: root.topAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 5), other.heightAnchor.constraint(equalToConstant: 5)])
        root.addSubview(sub)
        let cross = child.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 2)
        cross.priority = .defaultHigh
        cross.isActive = true
        #expect(root.constraints.contains { $0 === cross })
        root.layoutIfNeeded()
        #expect(sub.autoLayoutStorage?.ownedEngine == nil)
        #expect(child.frame.width == 20)
        #expect(other.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
        // Leaving the tree removes constraints installed above it that reach into it.
        sub.removeFromSuperview()
        #expect(!cross.isActive)
        sub.frame.size = CGSize(width: 50, height: 50)
        sub.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 4, y: 4, width: 20, height: 20))
    }

    @Test func updateConstraintsPassAndIntrinsicChanges() {
        let root = container()
        let v = UpdatingView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        v.setNeedsUpdateConstraints()
        #expect(v.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(v.updates == 1 && v.frame.width == 40)
        v.wanted = 70
        v.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(v.updates == 2 && v.frame.width == 70)
        #expect(!v.needsUpdateConstraints())
    }

    @Test func runLoopAppliesFramesInTheLayoutPass() {
        let window = makeWindow(CGSize(width: 200, height: 200))
        let v = auto(window)
        let left = v.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 30)])
        UIApplication.shared.runUntilIdle()
        #expect(v.frame.origin.x == 10 && v.frame.size == CGSize(width: 30, height: 30))
        #expect(v.frame.minY == window.safeAreaInsets.top)
        left.constant = 50
        UIApplication.shared.runUntilIdle()
        #expect(v.frame.minX == 50)
        window.isHidden = true
    }

    @Test func alignmentRectInsetsAndTranslatingFrames() {
        final class Inset: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5) }
        }
        let root = container()
        let v = Inset()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 7, y: 8, width: 108, height: 56))
        #expect(v.alignmentRect(forFrame: v.frame) == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(LayoutEngine.maskDescription([.flexibleWidth, .flexibleTopMargin]) == "h=-&- v=&--")
        #expect(LayoutEngine.maskDescription([]) == "h=--& v=--&")
    }

    @Test func flexibleAutoresizingFollowsEngineResizes() {
        let root = container(200, 200)
        let box = auto(root)
        let w = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                     w, box.heightAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.addSubview(inner)
        let pinned = auto(box)
        NSLayoutConstraint.activate([pinned.leadingAnchor.constraint(equalTo: inner.trailingAnchor), pinned.topAnchor.constraint(equalTo: box.topAnchor),
                                     pinned.widthAnchor.constraint(equalToConstant: 1), pinned.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 90)
        w.constant = 150
        root.layoutIfNeeded()
        #expect(box.frame.width == 150)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 130, height: 80))
        #expect(pinned.frame.minX == 140)
    }
}
