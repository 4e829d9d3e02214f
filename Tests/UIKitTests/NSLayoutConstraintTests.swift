import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
func container(_ w: CGFloat = 320, _ h: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
}

@MainActor
func auto(_ parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) { self.size = size; super.init(frame: .zero); translatesAutoresizingMaskIntoConstraints = false }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor @Suite struct NSLayoutConstraintTests {
    @Test func rawValuesAndPriorities() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.defaultLow - 1) < .defaultLow)
    }

    @Test func activationInstallsOnNearestCommonAncestor() {
        let root = container()
        let a = auto(root), b = auto(root)
        let inner = auto(a)
        let c = inner.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(!c.isActive)
        c.isActive = true
        #expect(c.isActive && root.constraints.contains { $0 === c })
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([w])
        #expect(a.constraints.contains { $0 === w })
        NSLayoutConstraint.deactivate([c, w])
        #expect(!c.isActive && root.constraints.isEmpty && a.constraints.isEmpty)
    }

    @Test func chainFramesAfterLayoutIfNeeded() {
        let root = container()
        var prev: UIView?
        var views: [UIView] = []
        for _ in 0..<5 {
            let v = auto(root)
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
            v.heightAnchor.constraint(equalToConstant: 44).isActive = true
            v.topAnchor.constraint(equalTo: prev?.bottomAnchor ?? root.topAnchor, constant: 8).isActive = true
            prev = v; views.append(v)
        }
        root.layoutIfNeeded()
        for (i, v) in views.enumerated() {
            #expect(v.frame == CGRect(x: 16, y: 8 + CGFloat(i) * 52, width: 288, height: 44))
        }
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(views[4].frame.width == 368)
    }

    @Test func constantChangeIsAnEdit() {
        let root = container()
        let v = auto(root)
        let left = v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                                     v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5, constant: 2)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 0, width: 160, height: 82))
        let engine = root.layoutEngineForReading()!
        let rebuilds = engine.rebuildCount
        left.constant = 30
        root.layoutIfNeeded()
        #expect(v.frame.minX == 30)
        #expect(engine.rebuildCount == rebuilds)
    }

    @Test func centeringAndAspectRatio() {
        let root = container(300, 300)
        let v = auto(root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 100, y: 125, width: 100, height: 50))
    }

    @Test func nestedViewsAndAutoresizingConstraints() {
        let root = container()
        let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        root.addSubview(box)
        let v = auto(box)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            v.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            v.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -5),
            v.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 100))
        #expect(v.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
        box.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 5, y: 5, width: 190, height: 40))
        let descriptions = box.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(descriptions.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:") && $0.contains("h=--& v=--&") })
    }

    @Test func marginsSafeAreaAndReadableGuides() {
        let root = container(1000, 400)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let v = auto(root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let r = auto(root)
        NSLayoutConstraint.activate([
            r.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            r.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            r.topAnchor.constraint(equalTo: root.topAnchor), r.heightAnchor.constraint(equalToConstant: 1),
        ])
        let s = auto(root)
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            s.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            s.widthAnchor.constraint(equalToConstant: 5), s.heightAnchor.constraint(equalToConstant: 5),
            v.leftAnchor.constraint(equalTo: root.leftMarginAnchorForTest),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 10, width: 940, height: 360))
        #expect(r.frame.width == 672 && r.frame.midX == 490)
        #expect(s.frame.origin == .zero)
        root.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 1000, height: 400))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 400))
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let root = container(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let v = auto(root)
        v.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
    }

    @Test func prioritiesAndHuggingCompressionFights() {
        let root = container(300, 100)
        let a = IntrinsicView(CGSize(width: 100, height: 20)), b = IntrinsicView(CGSize(width: 100, height: 20))
        root.addSubview(a); root.addSubview(b)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
        // Squeeze: the lower compression resistance gives way.
        root.frame.size.width = 150
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 50)
        // Intrinsic size change.
        a.size = CGSize(width: 60, height: 20)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 60 && b.frame.minX == 60)
        // An optional constraint loses to a required one.
        let wish = a.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 150 && b.frame.width == 0 || a.frame.width + b.frame.width == 150)
    }

    @Test func systemLayoutSizeFitting() {
        let cell = UIView()
        let label = IntrinsicView(CGSize(width: 120, height: 30))
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 136, height: 38))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 38))
        // The real layout is untouched.
        #expect(cell.frame == .zero)
    }

    @Test func unsatisfiableConstraintsAreReportedAndBroken() {
        let root = container()
        let v = auto(root)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        LayoutEngine.diagnosticsLog = []
        let conflict = v.widthAnchor.constraint(equalToConstant: 50)
        conflict.identifier = "conflict"
        conflict.isActive = true
        root.layoutIfNeeded()
        let log = LayoutEngine.diagnosticsLog.joined()
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(log.contains("'conflict' UIView:0x"))
        #expect(v.frame.width == 100)
        conflict.priority = UILayoutPriority(999)  // required→optional is refused on an installed constraint
        conflict.isActive = false
        v.constraints.first { $0.firstAttribute == .width }.map { _ in () }
    }

    @Test func ambiguityAndDescriptions() {
        let root = container()
        let v = auto(root)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                                     v.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        let h = v.heightAnchor.constraint(equalToConstant: 20)
        h.priority = .defaultHigh
        NSLayoutConstraint.activate([v.topAnchor.constraint(equalTo: root.topAnchor), h])
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(h.description.hasSuffix(".height == 20 @750   (active)>"))
        let c = NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
        #expect(NSLayoutConstraint.misuse(of: c) != nil)
        let d = NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        #expect(NSLayoutConstraint.misuse(of: d)?.contains("Location attributes must be specified in pairs") == true)
    }
}

extension UIView {
    var leftMarginAnchorForTest: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leftMargin) }
}

/// What UIKit's runtime does with each unusual pairing. Sources: the exceptions' texts as
/// iOS raises them (`NSInvalidArgumentException` from
/// `+[NSLayoutConstraint constraintWithItem:…]`, reported verbatim in public issue trackers:
/// "A constraint cannot be made between a leading/trailing attribute and a right/left
/// attribute…" since iOS 8, "A multiplier of 0 or a nil second item together with a location
/// …" since iOS 8.3, "Constraint must contain a first layout item"); cross-axis locations
/// (`left == top`) are installed by the runtime, which constraint libraries' suites rely on.
/// Here a raise becomes a log line and a constraint that is never installed.
@MainActor @Suite struct AttributePairingTests {
    @Test func crossAxisLocationsAreInstalled() {
        let parent = container(300, 300)
        let v = auto(parent)
        let c = NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: v, attribute: .top, multiplier: 1, constant: 50)
        NSLayoutConstraint.activate([c, v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
                                     v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)])
        parent.layoutIfNeeded()
        #expect(c.isActive)
        #expect(v.frame == CGRect(x: 70, y: 20, width: 10, height: 10))
    }

    @Test func raisingPairingsAreRefused() {
        let parent = container(300, 300)
        let v = auto(parent)
        let cases: [(NSLayoutConstraint, String)] = [
            (NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .left, multiplier: 1, constant: 0),
             "leading/trailing attribute and a right/left attribute"),
            (NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0),
             "Location attributes must be specified in pairs"),
            (NSLayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX, multiplier: 0, constant: 5),
             "A multiplier of 0"),
            (NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: 1, constant: 0),
             "Invalid pairing of layout attributes"),
        ]
        for (c, message) in cases {
            #expect(NSLayoutConstraint.misuse(of: c)?.contains(message) == true, "\(message)")
            c.isActive = true
            #expect(!c.isActive)
        }
    }
}

/// Under-constrained sizes resolve as UIKit resolves them: a plain view (no intrinsic size)
/// whose width has only an upper bound is 0 wide, not as wide as the bound.
@MainActor @Suite struct UnderConstrainedSizeTests {
    @Test func widthWithOnlyAnUpperBoundIsZero() {
        let parent = container(390, 200)
        let a = auto(parent), b = auto(parent)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 23),
            b.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor, constant: -52),
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
            b.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: parent.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 5, y: 0, width: 0, height: 10))
        #expect(b.frame == CGRect(x: 5, y: 0, width: 0, height: 10))
        #expect(a.hasAmbiguousLayout)
    }

    @Test func boundsAndAppPrioritiesStillWin() {
        let parent = container(390, 200)
        let a = auto(parent), b = auto(parent)
        let weakest = b.widthAnchor.constraint(equalToConstant: 70)
        weakest.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            weakest,
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), b.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: parent.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame.width == 40)
        #expect(b.frame.width == 70)
    }
}
