import CoreGraphics
import Foundation

extension UIControl {
    /// The distance outside the bounds that still counts as inside while tracking (UIKit's 70 points).
    package static let trackingTolerance: CGFloat = 70

    /// Implements `touchesBegan`: tracking starts, the control highlights, and `.touchDown`
    /// (then `.touchDownRepeat` for a repeated tap) is sent. A disabled control forwards the
    /// touches up the responder chain.
    package func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard enabledFlag, trackingTouch == nil, let touch = touches.first else {
            if !enabledFlag { next?.touchesBegan(touches, with: event) }
            return
        }
        trackingTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if isTracking {
            sendActionsCore(for: .touchDown, with: event)
            if touch.tapCount > 1 { sendActionsCore(for: .touchDownRepeat, with: event) }
        }
    }

    /// Implements `touchesMoved`: inside-ness with the tracking tolerance, highlight,
    /// `continueTracking`, then `.touchDragEnter`/`.touchDragExit` on crossing and
    /// `.touchDragInside`/`.touchDragOutside`.
    package func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !enabledFlag { next?.touchesMoved(touches, with: event) }
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch.location(in: self), event: event)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        if !wasInside && isTouchInside { sendActionsCore(for: .touchDragEnter, with: event) }
        if wasInside && !isTouchInside { sendActionsCore(for: .touchDragExit, with: event) }
        sendActionsCore(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
    }

    /// Implements `touchesEnded`: `endTracking`, then `.touchUpInside` (with
    /// `.primaryActionTriggered` when the control reports it) or `.touchUpOutside`.
    package func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !enabledFlag { next?.touchesEnded(touches, with: event) }
            return
        }
        isTouchInside = isInsideForTracking(touch.location(in: self), event: event)
        isHighlighted = false
        let wasTracking = isTracking
        if wasTracking { endTracking(touch, with: event) }
        trackingTouch = nil
        isTracking = false
        if wasTracking {
            if isTouchInside, showsMenuAsPrimaryAction, let interaction = contextMenuInteractionStorage {
                sendActionsCore(for: .menuActionTriggered, with: event)
                if let window { interaction.windowLocation = touch.location(in: window) }
                interaction.presentMenu()
            } else if isTouchInside {
                sendActionsCore(for: .touchUpInside, with: event)
                if sendsPrimaryActionOnTouchUpInside { sendActionsCore(for: .primaryActionTriggered, with: event) }
            } else {
                sendActionsCore(for: .touchUpOutside, with: event)
            }
        }
        isTouchInside = false
    }

    /// Implements `touchesCancelled`: `cancelTracking`, then `.touchCancel`.
    package func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !enabledFlag { next?.touchesCancelled(touches, with: event) }
            return
        }
        isHighlighted = false
        let wasTracking = isTracking
        if wasTracking { cancelTracking(with: event) }
        trackingTouch = nil
        isTracking = false
        isTouchInside = false
        sendActionsCore(for: .touchCancel, with: event)
    }

    /// Whether a tracked point counts as inside: within the bounds grown by the tolerance,
    /// or inside `point(inside:with:)`.
    package func isInsideForTracking(_ point: CGPoint, event: UIEvent?) -> Bool {
        let t = Self.trackingTolerance
        return bounds.insetBy(dx: -t, dy: -t).contains(point) || self.point(inside: point, with: event)
    }

    /// Whether `.primaryActionTriggered` follows `.touchUpInside` (buttons; UIControl
    /// subclasses without a primary action say no).
    package var sendsPrimaryActionOnTouchUpInside: Bool {
        controlActions.contains { $0.events.contains(.primaryActionTriggered) } && self is UIControlPrimaryActionOnTap
    }

    /// Implements the `isEnabled` setter: disabling cancels tracking.
    package func setEnabledValue(_ value: Bool) {
        guard value != enabledFlag else { return }
        enabledFlag = value
        if !value, trackingTouch != nil {
            isHighlighted = false
            if isTracking { cancelTracking(with: nil) }
            trackingTouch = nil
            isTracking = false
            isTouchInside = false
        }
        controlStateDidChange()
    }

    package func setSelectedValue(_ value: Bool) {
        guard value != selectedFlag else { return }
        selectedFlag = value
        controlStateDidChange()
    }

    package func setHighlightedValue(_ value: Bool) {
        guard value != highlightedFlag else { return }
        highlightedFlag = value
        controlStateDidChange()
    }

    /// The combined state.
    package var combinedState: UIControl.State {
        var s: UIControl.State = []
        if highlightedFlag { s.insert(.highlighted) }
        if !enabledFlag { s.insert(.disabled) }
        if selectedFlag { s.insert(.selected) }
        return s
    }

    /// A state flag changed. UIControl itself draws nothing for its states (as in UIKit);
    /// the hook is where state-dependent subclasses such as buttons update their content.
    package func controlStateDidChange() {}

    /// Resolves leading/trailing for the layout direction.
    package func resolvedHorizontalAlignment() -> UIControl.ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
}

/// Controls whose tap is their primary action (buttons): `.primaryActionTriggered` is sent
/// after `.touchUpInside`.
@preconcurrency @MainActor
public protocol UIControlPrimaryActionOnTap: UIControl {}
