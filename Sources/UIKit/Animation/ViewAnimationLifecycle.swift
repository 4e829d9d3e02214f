import Foundation

extension ViewAnimationContext {
    /// Removes every running animation when the app enters the background, as Core
    /// Animation does on iOS: animation blocks complete with `finished == false` (and can
    /// be started again on `didBecomeActiveNotification`). Installed with the first block.
    @MainActor package static let installLifecycleObserver: Void = {
        _ = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                                   object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                for layer in AnimatingLayers.shared.current() { layer.removeAllAnimations() }
            }
        }
    }()
}
