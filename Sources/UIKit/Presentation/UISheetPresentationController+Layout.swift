import CoreGraphics
import Foundation

extension UISheetPresentationController {
    /// Whether the sheet shows as a card (a regular-width container, see
    /// `UIUserInterfaceSizeClass.regularWindowWidth`) rather than from the bottom edge.
    package var isRegularWidth: Bool {
        UIUserInterfaceSizeClass.horizontal(forWindowWidth: containerStorage?.bounds.width ?? 0) == .regular
    }

    /// The height of the large detent: the container's height less its top safe area
    /// and 10 points.
    package var maximumDetentHeight: CGFloat {
        guard let container = containerStorage else { return 0 }
        return max(0, container.bounds.height - container.safeAreaInsets.top - 10)
    }

    /// The active detents with their heights, smallest first.
    package func resolvedDetents() -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = SheetDetentResolution(traits: traitCollection, maximum: maximumDetentHeight)
        let resolved = detentsStorage.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        return resolved.isEmpty ? [(.large, maximumDetentHeight)] : resolved.sorted { $0.1 < $1.1 }
    }

    /// The height of the selected detent (the smallest when none is selected or the
    /// selected one is not among the detents).
    package func currentDetentHeight() -> CGFloat {
        let resolved = resolvedDetents()
        if let selectedDetentStorage, let match = resolved.first(where: { $0.identifier == selectedDetentStorage }) {
            return match.height
        }
        return resolved.first?.height ?? maximumDetentHeight
    }

    /// The sheet's frame at a detent height (compact), or the card's frame (regular).
    package func sheetFrame(for height: CGFloat) -> CGRect {
        guard let container = containerStorage else { return .zero }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        guard isRegularWidth else {
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        if presentationStyle == .pageSheet {
            let width = min(704, bounds.width - 40)
            let top = safe.top + 20
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: max(0, bounds.height - top))
        }
        var size = presentedWeak?.preferredContentSize ?? .zero
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: 540, height: 620) }
        size.width = min(size.width, bounds.width - 40)
        size.height = min(size.height, bounds.height - safe.top - safe.bottom - 40)
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: max(0, size.height))
    }

    /// The wrapper holding the presented controller's view (made on first use).
    package func sheetWrapper() -> UIView? {
        if let sheetView { return sheetView }
        guard let controllerView = presentedWeak?.view else { return nil }
        let wrapper = UIView(frame: controllerView.bounds)
        wrapper.clipsToBounds = true
        controllerView.frame = wrapper.bounds
        controllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapper.addSubview(controllerView)
        let grabber = UIView(frame: CGRect(x: 0, y: 5, width: 36, height: 5))
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.center.x = wrapper.bounds.midX
        grabber.isHidden = !prefersGrabberVisible
        grabber.isUserInteractionEnabled = false
        wrapper.addSubview(grabber)
        grabberView = grabber
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handleSheetPan)
        pan.delegate = dragGate
        wrapper.addGestureRecognizer(pan)
        sheetView = wrapper
        applyCornerRadius()
        return wrapper
    }

    /// Rounds the sheet's corners: the top two from the bottom edge, all four as a card.
    package func applyCornerRadius() {
        guard let sheetView else { return }
        sheetView.layer.cornerRadius = preferredCornerRadius ?? 10
        sheetView.layer.maskedCorners = isRegularWidth ? .all : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }

    /// Puts the dimming view under the sheet (it fades in with the presentation).
    package func installSheetViews() {
        guard let container = containerStorage else { return }
        _ = sheetWrapper()
        applyCornerRadius()
        let dimming = dimmingView ?? UIView()
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
    }

    /// The dimming view's alpha: shown while presented unless the sheet rests at or
    /// below the largest undimmed detent; hidden when `presented` is false (dismissing).
    package func updateDimming(presented: Bool) {
        guard let dimmingView else { return }
        var dimmed = presented
        if presented, !isRegularWidth, let undimmed = largestUndimmedDetentIdentifier,
           let limit = resolvedDetents().first(where: { $0.identifier == undimmed })?.height {
            dimmed = currentDetentHeight() > limit
        }
        dimmingView.alpha = dimmed ? 1 : 0
    }
}
