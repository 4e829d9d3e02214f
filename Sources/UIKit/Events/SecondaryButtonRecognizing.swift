import Foundation

/// A gesture recognizer that says which mouse buttons it wants: touches made with only a
/// secondary button held (right clicks) reach only recognizers accepting them (views and
/// other recognizers never see them), and primary touches skip recognizers refusing them.
@preconcurrency @MainActor
package protocol SecondaryButtonRecognizing: UIGestureRecognizer {
    /// Whether the recognizer wants secondary-button touches.
    var acceptsSecondaryButton: Bool { get }
    /// Whether the recognizer wants fingers and primary-button touches.
    var acceptsPrimaryButton: Bool { get }
}
