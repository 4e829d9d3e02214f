import Testing
import UIKit

// Subclasses written as iOS libraries write them (constraint DSLs, custom guides, views,
// controls, recognizers, layers, controllers, images, colors, fonts).

/// SnapKit's shape: a final subclass with stored properties and no initializer of its own.
final class LayoutConstraint: NSLayoutConstraint {
    var label: String?
}

/// A subclass with a designated initializer of its own calling NSObject's `init()`.
final class TaggedConstraint: NSLayoutConstraint {
    let tag: Int
    init(tag: Int) {
        self.tag = tag
        super.init()
    }
}

final class PaddedGuide: UILayoutGuide {
    var padding: CGFloat = 0
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class BadgeView: UIView {
    var count = 0
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PlainView: UIView {}

final class CheckBox: UIControl {
    var isChecked = false
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class RoundButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class InsetLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class ForceTouchRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}

final class DoubleTap: UITapGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }
}

final class PlainPan: UIPanGestureRecognizer {}

final class RingLayer: CALayer {
    var ringWidth: CGFloat = 2
    override init() { super.init() }
    override init(layer: Any) {
        if let other = layer as? RingLayer { ringWidth = other.ringWidth }
        super.init(layer: layer)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class DashedShape: CAShapeLayer {}

final class DetailController: UIViewController {
    let itemID: Int
    init(itemID: Int) {
        self.itemID = itemID
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PlainController: UIViewController {}

// Swift asks subclasses of these `@unchecked Sendable` classes to restate the conformance
// (a warning otherwise); on iOS the conformance comes from Objective-C and is not restated.
final class TemplateImage: UIImage, @unchecked Sendable {}

final class BrandColor: UIColor, @unchecked Sendable {}

final class BrandFont: UIFont, @unchecked Sendable {}

/// Nonisolated Swift 5 code observing a view, as on iOS where `observe` is nonisolated.
final class FrameWatcher {
    var token: NSKeyValueObservation?
    var widths: [CGFloat] = []
    func watch(_ view: UIView) {
        token = view.observe(\.frame, options: [.new]) { [weak self] _, change in
            self?.widths.append(change.newValue?.width ?? -1)
        }
    }
}

@MainActor
@Suite struct SubclassingFromOutsideTests {
    @Test func nonisolatedCodeObservesViews() {
        let view = UIView()
        let watcher = FrameWatcher()
        watcher.watch(view)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        #expect(watcher.widths == [30])
    }

    @Test func constraintSubclassesBuildAndActivate() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let width = LayoutConstraint(item: child, attribute: .width, relatedBy: .equal,
                                     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40)
        width.label = "width"
        let left = LayoutConstraint(item: child, attribute: .left, relatedBy: .equal,
                                    toItem: parent, attribute: .left, multiplier: 1, constant: 10)
        NSLayoutConstraint.activate([width, left])
        parent.layoutIfNeeded()
        #expect(child.frame.origin.x == 10)
        #expect(child.frame.width == 40)
        #expect(width.label == "width")
        #expect(parent.constraints.contains { $0 === left })
        // iOS prints the runtime class: `<SnapKit.LayoutConstraint:0x… UIView:0x….width == 40   (active)>`.
        #expect(width.description.hasPrefix("<SubclassingTests.LayoutConstraint:0x"))
        #expect(width.description.hasSuffix(".width == 40   (active)>"))
    }

    @Test func emptyConstraintsExistAndRefuseToActivate() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil)
        #expect(empty.multiplier == 1)
        #expect(empty.constant == 0)
        let tagged = TaggedConstraint(tag: 3)
        tagged.isActive = true
        #expect(!tagged.isActive)
        #expect(tagged.tag == 3)
    }

    @Test func viewsControlsAndLabelsSubclass() {
        let badge = BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(badge.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(PlainView().frame == .zero)
        #expect(CheckBox(frame: .zero).isEnabled)
        #expect(RoundButton(type: .custom).buttonType == .custom)
        #expect(InsetLabel().numberOfLines == 1)
    }

    @Test func guidesSubclass() {
        let view = UIView()
        let guide = PaddedGuide()
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view)
    }

    @Test func recognizersSubclass() {
        #expect(DoubleTap(target: nil, action: nil).numberOfTapsRequired == 2)
        #expect(ForceTouchRecognizer(target: nil, action: nil).state == .possible)
        #expect(PlainPan().maximumNumberOfTouches == Int.max)
    }

    @Test func layersSubclass() {
        let ring = RingLayer()
        ring.ringWidth = 5
        #expect(RingLayer(layer: ring).ringWidth == 5)
        #expect(DashedShape().lineWidth == 1)
    }

    @Test func controllersSubclass() {
        #expect(DetailController(itemID: 7).itemID == 7)
        #expect(PlainController().view != nil)
    }

    @Test func valueClassesSubclass() {
        #expect(BrandColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.components?.first == 1)
        #expect(BrandColor(white: 0.5, alpha: 1).cgColor.alpha == 1)
        #expect(BrandFont(name: "DejaVu Sans", size: 12)?.pointSize == 12)
        #expect(TemplateImage().size == .zero)
    }
}
