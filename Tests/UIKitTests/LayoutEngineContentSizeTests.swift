import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The content-size constraints a view's intrinsic size gives the engine, as an app sees
/// them: listed by `constraintsAffectingLayout` with UIKit's descriptions, following
/// priority and intrinsic-size changes, and taking part in conflicts when required.
@MainActor @Suite struct LayoutEngineContentSizeTests {
    private func contentSize(_ view: UIView, _ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        view.constraintsAffectingLayout(for: axis).filter { $0.description.hasPrefix("<NSContentSizeLayoutConstraint:") }
    }

    @Test func intrinsicSizesAreListedWithTheirPriorities() {
        let root = container(300, 200)
        let box = IntrinsicView(CGSize(width: 100, height: 20))
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        let horizontal = contentSize(box, .horizontal)
        #expect(horizontal.count == 2)
        #expect(horizontal.allSatisfy { $0.description.contains(".width == 100 Hug:250 CompressionResistance:750") && $0.isActive })
        #expect(Set(horizontal.map(\.relation.rawValue)) == [NSLayoutConstraint.Relation.lessThanOrEqual.rawValue,
                                                              NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue])
        #expect(contentSize(box, .vertical).allSatisfy { $0.description.contains(".height == 20 Hug:250 CompressionResistance:750") })
        // Asked again: the same objects.
        let again = contentSize(box, .horizontal)
        #expect(Set(again.map(ObjectIdentifier.init)) == Set(horizontal.map(ObjectIdentifier.init)))

        // A priority change shows in both descriptions of the axis; an intrinsic change moves the size.
        box.setContentHuggingPriority(UILayoutPriority(300), for: .horizontal)
        box.size = CGSize(width: 60, height: 20)
        box.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(box.frame.width == 60)
        let changed = contentSize(box, .horizontal)
        #expect(changed.count == 2)
        #expect(changed.allSatisfy { $0.description.contains(".width == 60 Hug:300 CompressionResistance:750") })
        #expect(Set(changed.map(ObjectIdentifier.init)) == Set(horizontal.map(ObjectIdentifier.init)))
        #expect(changed.first { $0.relation == .lessThanOrEqual }?.priority == UILayoutPriority(300))

        // Losing the intrinsic width: the width rests at zero, and says so.
        box.size = CGSize(width: UIView.noIntrinsicMetric, height: 20)
        box.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(box.frame.width == 0)
        let resting = contentSize(box, .horizontal)
        #expect(resting.count == 1)
        #expect(resting.first?.description.contains(".width == 0 (no intrinsic size)") == true)
        #expect(horizontal.allSatisfy { !$0.isActive })
    }

    @Test func plainViewsRestAtZeroAndLeaveWithTheirView() {
        let root = container(300, 200)
        let plain = auto(root)
        NSLayoutConstraint.activate([plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     plain.topAnchor.constraint(equalTo: root.topAnchor),
                                     plain.widthAnchor.constraint(lessThanOrEqualToConstant: 23)])
        root.layoutIfNeeded()
        #expect(plain.frame == CGRect(x: 0, y: 0, width: 0, height: 0))
        let listed = contentSize(plain, .vertical)
        #expect(listed.count == 1)
        #expect(listed.first?.description.contains(".height == 0 (no intrinsic size)") == true)
        #expect(listed.first?.isActive == true)
        plain.removeFromSuperview()
        #expect(listed.first?.isActive == false)
    }

    @Test func aRebuildRetiresTheOldObjects() throws {
        let root = container(300, 200)
        let box = IntrinsicView(CGSize(width: 100, height: 20))
        root.addSubview(box)
        let pins = [box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)]
        NSLayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        let before = contentSize(box, .horizontal)
        #expect(before.count == 2 && before.allSatisfy(\.isActive))
        // A rebuild after which nothing ties the box to the engine: its old preferences go.
        let engine = try #require(root.layoutEngineForReading())
        let rebuilds = engine.rebuildCount
        engine.structureDidChange()
        NSLayoutConstraint.deactivate(pins)
        root.layoutIfNeeded()
        #expect(engine.rebuildCount == rebuilds + 1)
        #expect(before.allSatisfy { !$0.isActive })
        #expect(contentSize(box, .horizontal).isEmpty)
        // Tied again: new preferences, active, and the intrinsic size holds.
        NSLayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        let after = contentSize(box, .horizontal)
        #expect(after.count == 2 && after.allSatisfy(\.isActive))
    }

    @Test func requiredHuggingConflictsAndIsReported() {
        let root = container(300, 200)
        let box = IntrinsicView(CGSize(width: 100, height: 20))
        box.setContentHuggingPriority(.required, for: .horizontal)
        box.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        LayoutEngine.diagnosticsLog = []
        let wide = box.widthAnchor.constraint(equalToConstant: 150)
        wide.isActive = true
        root.layoutIfNeeded()
        // The app's constraint, added last, is the one broken; the intrinsic width holds.
        #expect(box.frame.width == 100)
        let report = LayoutEngine.diagnosticsLog.joined()
        #expect(report.contains("Unable to simultaneously satisfy constraints"))
        #expect(report.contains("NSContentSizeLayoutConstraint"))
        #expect(report.contains("Hug:1000 CompressionResistance:1000"))
        // Back to optional: the constraint that was broken fits again once asked anew.
        wide.isActive = false
        box.setContentHuggingPriority(.defaultLow, for: .horizontal)
        box.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 150)
        #expect(contentSize(box, .horizontal).allSatisfy { $0.description.contains("Hug:250 CompressionResistance:750") })
    }

    @Test func fittingSizesUseTheIntrinsicSize() {
        let cell = UIView()
        let box = IntrinsicView(CGSize(width: 80, height: 30))
        cell.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
            box.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 96, height: 38))
        box.size = CGSize(width: 50, height: 10)
        box.invalidateIntrinsicContentSize()
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 66, height: 18))
    }
}
