import CoreGraphics
import Foundation

/// A popover's view: the content, clipped to rounded corners, and the arrow outside it.
@preconcurrency @MainActor
package final class PopoverView: UIView {
    let contentClip = UIView()
    let arrow = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        contentClip.clipsToBounds = true
        contentClip.layer.cornerRadius = 13
        contentClip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentClip)
        layer.addSublayer(arrow)
        applyColor(nil)
    }

    required init?(coder: NSCoder) { nil }

    func applyColor(_ color: UIColor?) {
        let fill = color ?? .secondarySystemBackground
        contentClip.backgroundColor = fill
        arrow.fillColor = fill.cgColor
    }
}

/// The view behind a popover: a tap on it (outside the popover) dismisses the popover.
@preconcurrency @MainActor
package final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController?

    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        // Passthrough views stay interactive: the touch goes to the content underneath.
        if let views = popover?.passthroughViews, let window {
            let p = convert(point, to: window)
            if views.contains(where: { $0.window === window && $0.bounds.contains($0.convert(p, from: window)) }) { return nil }
        }
        return hit
    }
}

/// Where a popover goes: its frame, the arrow's direction and the arrow tip's position
/// along the popover's edge.
package struct PopoverPlacement {
    var frame: CGRect
    var direction: UIPopoverArrowDirection
    var tip: CGPoint
}

extension UIPopoverPresentationController {
    /// The arrow's length and the width of its base.
    package static let arrowHeight: CGFloat = 13
    package static let arrowBase: CGFloat = 36
    /// The content size used when the presented controller prefers none.
    package static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The style the popover takes in `window`: itself in a regular-width window; in a
    /// compact-width one the delegate's choice (`.none`: stay a popover), else a page sheet.
    package func adaptedStyle(in window: UIWindow) -> UIModalPresentationStyle {
        let traits = window.traitCollection
        guard traits.horizontalSizeClass == .compact else { return .popover }
        let chosen = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .pageSheet
        switch chosen {
        case .none, .popover: return .popover
        case .automatic: return .pageSheet
        default: return chosen
        }
    }

    /// The popover view holding the presented controller's view (made on first use).
    package func popoverContainerView() -> UIView? {
        if let popoverView { return popoverView }
        guard let content = presentedWeak?.view else { return nil }
        let popover = PopoverView(frame: content.bounds)
        popover.contentClip.frame = popover.bounds
        content.frame = popover.contentClip.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentClip.addSubview(content)
        popover.applyColor(backgroundColor)
        popoverView = popover
        return popover
    }

    /// Tells the delegate, checks the source and puts the outside-tap view in the container.
    package func installPopoverViews() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if sourceView == nil, barButtonItem == nil {
            UIView.log("UIPopoverPresentationController (\(presentedControllerOrPlaceholder)) should have a non-nil sourceView or barButtonItem set before the presentation occurs; centered without an arrow")
        }
        guard let container = containerStorage else { return }
        _ = popoverContainerView()
        let outside = outsideTapView ?? PopoverOutsideView()
        outside.popover = self
        outside.backgroundColor = nil
        outside.isOpaque = false
        outside.frame = container.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if outside.gestureRecognizers?.isEmpty ?? true {
            outside.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIPopoverPresentationController.outsideTapped))
        }
        container.insertSubview(outside, at: 0)
        outsideTapView = outside
    }

    /// A tap outside the popover: dismissed unless the delegate refuses.
    package func outsideTapped() {
        guard let presented = presentedWeak, presented.presentationTransition == nil, !presented.isModalInPresentation else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        guard popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true,
              delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// The source rectangle in the container's coordinates (nil without a source).
    package func sourceRectInContainer() -> CGRect? {
        guard let container = containerStorage else { return nil }
        if let item = barButtonItem {
            if let view = shownView(of: item), view.window === container.window {
                return view.convert(view.bounds, to: container)
            }
            UIView.log("UIPopoverPresentationController: the bar button item is not shown in a bar of this window; using sourceView")
        }
        guard let view = sourceView, view.window === container.window else { return nil }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? view.bounds : sourceRect
        guard UIView.validate(rect, "UIPopoverPresentationController.sourceRect") else { return view.convert(view.bounds, to: container) }
        return view.convert(rect, to: container)
    }

    /// The view a navigation bar or toolbar of the container's window shows for `item`.
    private func shownView(of item: UIBarButtonItem) -> UIView? {
        if let custom = item.customView { return custom }
        var stack: [UIView] = containerStorage?.window.map { [$0] } ?? []
        while let view = stack.popLast() {
            if let bar = view as? UINavigationBar, let match = (bar.leftViews + bar.rightViews).first(where: { $0.0 === item }) {
                return match.1
            }
            if let toolbar = view as? UIToolbar, let match = toolbar.itemViews.first(where: { $0.0 === item }) { return match.1 }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// Decides the popover's frame and arrow: the first permitted side (below, above,
    /// right, left of the source) where the content fits inside the margins, else the
    /// roomiest permitted side with the content shrunk to fit; along that side the
    /// popover is centered on the source and kept inside the margins.
    package func resolvedPopoverPlacement() -> PopoverPlacement {
        guard let container = containerStorage else { return PopoverPlacement(frame: .zero, direction: .unknown, tip: .zero) }
        let m = popoverLayoutMargins
        let safe = container.safeAreaInsets
        let area = container.bounds.inset(by: UIEdgeInsets(top: max(m.top, safe.top), left: max(m.left, safe.left),
                                                           bottom: max(m.bottom, safe.bottom), right: max(m.right, safe.right)))
        var size = presentedWeak?.preferredContentSize ?? .zero
        if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) { size = Self.defaultContentSize }
        guard let source = sourceRectInContainer() else {
            let fitted = CGSize(width: min(size.width, area.width), height: min(size.height, area.height))
            let frame = CGRect(x: (area.midX - fitted.width / 2).rounded(), y: (area.midY - fitted.height / 2).rounded(),
                               width: fitted.width, height: fitted.height)
            return PopoverPlacement(frame: frame, direction: .unknown, tip: .zero)
        }
        let a = Self.arrowHeight
        let permitted = permittedArrowDirections == .unknown || permittedArrowDirections.isEmpty ? .any : permittedArrowDirections
        // Room on each side of the source, after the arrow.
        let candidates: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - source.maxY - a), (.down, source.minY - area.minY - a),
            (.left, area.maxX - source.maxX - a), (.right, source.minX - area.minX - a),
        ].filter { permitted.contains($0.0) }
        func fits(_ c: (UIPopoverArrowDirection, CGFloat)) -> Bool {
            c.0 == .up || c.0 == .down ? c.1 >= size.height && area.width >= size.width : c.1 >= size.width && area.height >= size.height
        }
        let choice = candidates.first(where: fits) ?? candidates.max(by: { $0.1 < $1.1 }) ?? (.up, area.maxY - source.maxY - a)
        let direction = choice.0
        var frame = CGRect.zero
        if direction == .up || direction == .down {
            let w = min(size.width, area.width), h = max(0, min(size.height, choice.1))
            let x = min(max(source.midX - w / 2, area.minX), area.maxX - w)
            let y = direction == .up ? source.maxY + a : source.minY - a - h
            frame = CGRect(x: x.rounded(), y: y.rounded(), width: w, height: h)
        } else {
            let w = max(0, min(size.width, choice.1)), h = min(size.height, area.height)
            let y = min(max(source.midY - h / 2, area.minY), area.maxY - h)
            let x = direction == .left ? source.maxX + a : source.minX - a - w
            frame = CGRect(x: x.rounded(), y: y.rounded(), width: w, height: h)
        }
        // The arrow's tip touches the source's edge, its base inside the popover's edge.
        let inset = Self.arrowBase / 2 + 13
        let tip: CGPoint
        switch direction {
        case .up: tip = CGPoint(x: min(max(source.midX, frame.minX + inset), frame.maxX - inset), y: source.maxY)
        case .down: tip = CGPoint(x: min(max(source.midX, frame.minX + inset), frame.maxX - inset), y: source.minY)
        case .left: tip = CGPoint(x: source.maxX, y: min(max(source.midY, frame.minY + inset), frame.maxY - inset))
        default: tip = CGPoint(x: source.minX, y: min(max(source.midY, frame.minY + inset), frame.maxY - inset))
        }
        return PopoverPlacement(frame: frame, direction: direction, tip: tip)
    }

    /// Places the popover and draws its arrow pointing at the source.
    package func layoutPopover() {
        guard let popoverView, containerStorage != nil, !isTransitioning || popoverView.superview != nil else { return }
        let placement = resolvedPopoverPlacement()
        arrowDirection = placement.direction
        let frame = placement.frame
        let tip = CGPoint(x: placement.tip.x - frame.minX, y: placement.tip.y - frame.minY)
        let half = Self.arrowBase / 2
        let path = CGMutablePath()
        switch placement.direction {
        case .up:
            path.addLines(between: [CGPoint(x: tip.x - half, y: 0.5), tip, CGPoint(x: tip.x + half, y: 0.5)])
        case .down:
            path.addLines(between: [CGPoint(x: tip.x - half, y: frame.height - 0.5), tip, CGPoint(x: tip.x + half, y: frame.height - 0.5)])
        case .left:
            path.addLines(between: [CGPoint(x: 0.5, y: tip.y - half), tip, CGPoint(x: 0.5, y: tip.y + half)])
        case .right:
            path.addLines(between: [CGPoint(x: frame.width - 0.5, y: tip.y - half), tip, CGPoint(x: frame.width - 0.5, y: tip.y + half)])
        default:
            break
        }
        path.closeSubpath()
        popoverView.arrow.path = placement.direction == .unknown ? nil : path
    }
}
