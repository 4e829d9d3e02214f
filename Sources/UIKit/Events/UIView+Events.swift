import Foundation

extension UIView {
    /// Implements `addGestureRecognizer(_:)`.
    package func addGestureRecognizerCore(_ recognizer: UIGestureRecognizer) {
        if recognizer.viewStorage === self { return }
        recognizer.viewStorage?.removeGestureRecognizerCore(recognizer)
        extras.gestureRecognizers.append(recognizer)
        recognizer.viewStorage = self
    }

    /// Implements `removeGestureRecognizer(_:)`: a recognizer in the middle of a gesture is
    /// cancelled or failed, then reset.
    package func removeGestureRecognizerCore(_ recognizer: UIGestureRecognizer) {
        guard recognizer.viewStorage === self else { return }
        if recognizer.stateStorage == .began || recognizer.stateStorage == .changed { recognizer.accept(.cancelled) }
        extrasStorage?.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.viewStorage = nil
        let dispatcher = EventDispatcher.shared
        dispatcher.engaged.removeAll { $0 === recognizer }
        dispatcher.waiting.removeAll { $0 === recognizer }
        for touch in dispatcher.activeTouches { touch.recognizerStorage.removeAll { $0 === recognizer } }
        recognizer.resetCore()
        dispatcher.finishDispatch()
    }

    /// Implements the `gestureRecognizers` setter.
    package func setGestureRecognizers(_ recognizers: [UIGestureRecognizer]) {
        for old in extrasStorage?.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === old }) {
            removeGestureRecognizerCore(old)
        }
        for recognizer in recognizers { addGestureRecognizerCore(recognizer) }
    }
}
