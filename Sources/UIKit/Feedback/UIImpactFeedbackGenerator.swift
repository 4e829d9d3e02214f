import Foundation

/// Plays the haptic of a physical impact (a view snapping into place, a collision).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the impact.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style the generator plays.
    let style: FeedbackStyle

    /// Creates a generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of `style` attached to `view`.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of the medium style.
    public override convenience init() { self.init(style: .medium) }

    /// Creates a generator of the medium style attached to `view`.
    public override convenience init(view: UIView) { self.init(style: .medium, view: view) }

    /// Plays the impact at full intensity.
    open func impactOccurred() { play(intensity: 1, at: nil) }

    /// Plays the impact at `intensity` (0 to 1; values outside are clamped, NaN is refused
    /// with a log line).
    open func impactOccurred(intensity: CGFloat) { play(intensity: intensity, at: nil) }

    /// Plays the impact at full intensity at `location` in the attached view.
    open func impactOccurred(at location: CGPoint) { play(intensity: 1, at: location) }

    /// Plays the impact at `intensity` at `location` in the attached view.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { play(intensity: intensity, at: location) }

    private func play(intensity: CGFloat, at location: CGPoint?) {
        guard !intensity.isNaN else {
            UIView.log("UIImpactFeedbackGenerator.impactOccurred(intensity:): intensity is NaN; nothing played")
            return
        }
        perform(.impact(style, intensity: min(1, max(0, intensity)), location: location))
    }
}
