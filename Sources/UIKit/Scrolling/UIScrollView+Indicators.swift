import CoreGraphics
import Foundation
import QuartzCore

/// The scroll indicators, drawn as iOS 13 and later draw them: a 3-point bar with round
/// ends, 3 points from the edge, dark (black at 35%) for `.default` and `.black`, light
/// (white at 35%) for `.white`; shown while the content moves, faded out 0.5 s after it
/// stops (over 0.2 s). They are sublayers of the scroll view's layer above the content,
/// not subviews.
extension UIScrollView {
    /// The bar's thickness in points.
    package static let indicatorThickness: CGFloat = 3
    /// The gap between the bar and the scroll view's edge.
    package static let indicatorMargin: CGFloat = 3
    /// The shortest bar (it shrinks further, to a dot, while rubber-banding).
    package static let indicatorMinimumLength: CGFloat = 36
    /// How long the bars stay after the content stops, in seconds.
    package static let indicatorFadeDelay: TimeInterval = 0.5
    /// How long the fade takes.
    package static let indicatorFadeDuration: TimeInterval = 0.2

    /// The bars' colour for `indicatorStyle`.
    package var indicatorColor: CGColor {
        switch indicatorStyle {
        case .white: return UIColor(white: 1, alpha: 0.35).cgColor
        case .default, .black: return UIColor(white: 0, alpha: 0.35).cgColor
        }
    }

    /// Shows the indicators of the axes that scroll (moving them to the current offset)
    /// and schedules their fade unless the content keeps moving.
    package func showScrollIndicators() {
        guard let window, !window.isHidden else { return }
        let content = contentSize, size = bounds.size
        let vertical = showsVerticalScrollIndicator && content.height > size.height - adjustedContentInset.top - adjustedContentInset.bottom
        let horizontal = showsHorizontalScrollIndicator && content.width > size.width - adjustedContentInset.left - adjustedContentInset.right
        if !vertical, !horizontal, let bars = scrollState.indicators {
            withoutImplicitAnimations { bars.vertical.isHidden = true; bars.horizontal.isHidden = true }
        }
        guard vertical || horizontal else { return }
        withoutImplicitAnimations {
            let bars = indicatorLayers()
            bars.vertical.isHidden = !vertical
            bars.horizontal.isHidden = !horizontal
            if vertical { bars.vertical.frame = verticalIndicatorFrame(bothShown: horizontal) }
            if horizontal { bars.horizontal.frame = horizontalIndicatorFrame(bothShown: vertical) }
            for bar in [bars.vertical, bars.horizontal] {
                bar.backgroundColor = indicatorColor
                bar.opacity = 1
            }
        }
        scheduleIndicatorFade()
    }

    /// The scroll view's two bars, made on first use.
    private func indicatorLayers() -> (vertical: CALayer, horizontal: CALayer) {
        if let bars = scrollState.indicators { return bars }
        func make() -> CALayer {
            let bar = CALayer()
            bar.cornerRadius = Self.indicatorThickness / 2
            bar.zPosition = 10_000
            bar.opacity = 0
            layer.addSublayer(bar)
            return bar
        }
        let bars = (make(), make())
        scrollState.indicators = bars
        return bars
    }

    /// The vertical bar's frame (bounds coordinates): its length is the visible fraction
    /// of the content, shortened by any rubber-band overshoot.
    private func verticalIndicatorFrame(bothShown: Bool) -> CGRect {
        let b = bounds, inset = adjustedContentInset, ind = verticalScrollIndicatorInsets
        let m = Self.indicatorMargin, t = Self.indicatorThickness
        let top = b.minY + inset.top + ind.top + m
        let track = b.height - inset.top - inset.bottom - ind.top - ind.bottom - 2 * m - (bothShown ? t + m : 0)
        let span = indicatorSpan(offset: b.minY, lo: minimumContentOffset.y, hi: maximumContentOffset.y,
                                 visible: b.height, content: contentSize.height + inset.top + inset.bottom, track: track)
        return CGRect(x: b.maxX - inset.right - ind.right - m - t, y: top + span.start, width: t, height: span.length)
    }

    private func horizontalIndicatorFrame(bothShown: Bool) -> CGRect {
        let b = bounds, inset = adjustedContentInset, ind = horizontalScrollIndicatorInsets
        let m = Self.indicatorMargin, t = Self.indicatorThickness
        let left = b.minX + inset.left + ind.left + m
        let track = b.width - inset.left - inset.right - ind.left - ind.right - 2 * m - (bothShown ? t + m : 0)
        let span = indicatorSpan(offset: b.minX, lo: minimumContentOffset.x, hi: maximumContentOffset.x,
                                 visible: b.width, content: contentSize.width + inset.left + inset.right, track: track)
        return CGRect(x: left + span.start, y: b.maxY - inset.bottom - ind.bottom - m - t, width: span.length, height: t)
    }

    /// Where the bar sits along its track of length `track`.
    private func indicatorSpan(offset: CGFloat, lo: CGFloat, hi: CGFloat, visible: CGFloat, content: CGFloat,
                               track: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        let minimum = min(Self.indicatorMinimumLength, track)
        var length = max(minimum, track * min(1, visible / content))
        let overshoot = offset < lo ? lo - offset : offset > hi ? offset - hi : 0
        length = max(Self.indicatorThickness * 2, length - overshoot)
        let progress = hi > lo ? min(max((offset - lo) / (hi - lo), 0), 1) : 0
        return ((track - length) * progress, length)
    }

    /// Fades the bars out `indicatorFadeDelay` after they were last shown, unless the
    /// content is still being dragged or moving then (one pending timer at a time).
    private func scheduleIndicatorFade() {
        scrollState.indicatorFade?.stop()
        scrollState.indicatorFade = nil
        scrollState.indicatorsShownAt = MediaClock.shared.now
        guard !scrollState.indicatorFadePending else { return }
        scrollState.indicatorFadePending = true
        _ = GestureTimers.shared.schedule(after: Self.indicatorFadeDelay) { [weak self] in self?.indicatorFadeTimerFired() }
    }

    private func indicatorFadeTimerFired() {
        scrollState.indicatorFadePending = false
        // A scroll view no longer shown needs no fade (and keeps no timer going).
        guard let window, !window.isHidden else { return }
        let remaining = scrollState.indicatorsShownAt + Self.indicatorFadeDelay - MediaClock.shared.now
        if isTracking || scrollState.animation != nil || remaining > 1e-6 {
            scrollState.indicatorFadePending = true
            _ = GestureTimers.shared.schedule(after: max(remaining, 1.0 / 60)) { [weak self] in self?.indicatorFadeTimerFired() }
            return
        }
        fadeScrollIndicators()
    }

    private func fadeScrollIndicators() {
        guard let bars = scrollState.indicators, let window, !window.isHidden else { return }
        let duration = Self.indicatorFadeDuration
        scrollState.indicatorFade = ScrollAnimation(kind: .indicatorFade, view: self, step: { [weak self] t in
            let p = min(1, t / duration)
            self?.withoutImplicitAnimations {
                for bar in [bars.vertical, bars.horizontal] { bar.opacity = Float(1 - p) }
            }
            return p >= 1
        }, completion: { [weak self] _ in self?.scrollState.indicatorFade = nil })
    }

    private func withoutImplicitAnimations(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
