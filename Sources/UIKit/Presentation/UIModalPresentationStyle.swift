import Foundation

/// How a presented view controller is laid out over its presenter.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// Covers the whole window; the presenter's view is removed when the transition ends.
    case fullScreen = 0
    /// A card over a dimmed presenter: a sheet in a compact-width window, a wide centred
    /// card in a regular-width one.
    case pageSheet = 1
    /// A card over a dimmed presenter: a sheet in a compact-width window, a 540 × 620
    /// centred card in a regular-width one.
    case formSheet = 2
    /// Covers the presentation context (the nearest ancestor that defines one); the
    /// context's view is removed when the transition ends.
    case currentContext = 3
    /// Laid out by the presentation controller the transitioning delegate supplies.
    case custom = 4
    /// Covers the whole window; the presenter's view stays underneath.
    case overFullScreen = 5
    /// Covers the presentation context; the context's view stays underneath.
    case overCurrentContext = 6
    /// A popover next to its source with an arrow (a page sheet in a compact-width window).
    case popover = 7
    /// No adaptation (used by adaptive presentation delegates).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

/// The animation of a modal presentation and its dismissal.
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    /// The presented view slides up from the bottom (and back down on dismissal).
    case coverVertical = 0
    /// The presenter's view flips around the vertical axis to reveal the presented view.
    case flipHorizontal = 1
    /// The presented view fades in (and out on dismissal).
    case crossDissolve = 2
    /// The presenter's view curls up (shown here as `coverVertical`, with a log line).
    case partialCurl = 3
}
