import Foundation

/// The animation blocks open on the main thread, innermost last, and the global switch
/// of `UIView.setAnimationsEnabled(_:)`.
package enum ViewAnimationContext {
    nonisolated(unsafe) private static var stack: [ViewAnimationBlock] = []
    nonisolated(unsafe) package static var animationsEnabled = true

    /// The innermost open block, or nil.
    package static var current: ViewAnimationBlock? { stack.last }

    /// Runs `body` with `block` open (inheriting from the enclosing block), then closes it:
    /// lays out resized views with `.layoutSubviews` and closes the completion.
    @MainActor package static func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        installLifecycleObserver
        if let outer = stack.last { block.inherit(from: outer) }
        if !animationsEnabled { block.isAnimating = false }
        stack.append(block)
        body()
        if block.isAnimating, block.options.contains(.layoutSubviews) {
            for view in block.resizedViews { view.layoutIfNeeded() }
        }
        stack.removeLast()
        block.completion?.close()
    }

    /// Opens `block` without running a closure (`beginAnimations`); `close` ends it.
    @MainActor package static func open(_ block: ViewAnimationBlock) {
        installLifecycleObserver
        if let outer = stack.last { block.inherit(from: outer) }
        if !animationsEnabled { block.isAnimating = false }
        stack.append(block)
    }

    /// Closes the innermost block opened with `open` (`commitAnimations`); false when none is open.
    @MainActor package static func close(_ block: ViewAnimationBlock) -> Bool {
        guard let index = stack.lastIndex(where: { $0 === block }) else { return false }
        stack.remove(at: index)
        block.completion?.close()
        return true
    }

    /// The action for a view's layer property `key`: an animation from the innermost
    /// animating block, or nil (no animation).
    package static func action(forKey key: String) -> CAAction? {
        guard let block = stack.last, block.isAnimating, animationsEnabled,
              ViewAnimationBlock.animatableKeys.contains(key) else { return nil }
        return ViewAnimationAction(block: block)
    }
}
