import Foundation
import UIKit

/// Runs `body` on the main actor from swift-snapshot-testing's non-isolated closures:
/// `assertSnapshot` calls them synchronously from the test, which (as on iOS, where UIKit is
/// main-actor isolated too) must run on the main actor; anything else traps with a clear message.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { body() }
}
