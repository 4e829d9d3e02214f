import Foundation
import UIKit

/// How long the randomized reliability runs are: the fixed CI size, or the factor in
/// `OPENUIKIT_RELIABILITY_SCALE` (for example `100`) for a longer run.
enum ReliabilityRun {
    static let scale: Int = {
        guard let text = ProcessInfo.processInfo.environment["OPENUIKIT_RELIABILITY_SCALE"], let n = Int(text), n > 0 else { return 1 }
        return n
    }()
    /// The seeds to run: the fixed CI seed, then more in a longer run.
    static func seeds(_ base: UInt64) -> [UInt64] { (0..<UInt64(scale)).map { base &+ $0 } }
}

/// Values a program can produce for a floating-point property: NaN, infinities, zero,
/// negatives, huge and tiny values.
let extremeValues: [CGFloat] = [.nan, .infinity, -.infinity, 0, -0.0, -1, -1e6, 1e30, -1e30,
                                CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude,
                                CGFloat.leastNonzeroMagnitude, 1e-300, 0.5, 1e9]

@MainActor
func makeTestWindow(_ size: CGSize = CGSize(width: 200, height: 200)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.isHidden = false
    return window
}

/// Hides a test window and stops what runs in it, so that later tests (which count
/// presented frames) see no work from this one.
@MainActor
func closeWindow(_ window: UIWindow) {
    var stack: [CALayer] = [window.layer]
    while let layer = stack.popLast() {
        layer.removeAllAnimations()
        stack += layer.sublayers ?? []
    }
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
}
