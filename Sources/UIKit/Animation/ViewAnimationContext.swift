import Foundation

/// The animation blocks open on the main thread, innermost last, and the global switch
/// of `UIView.setAnimationsEnabled(_:)`.
package enum ViewAnimationContext {
    @exclusivity(unchecked) nonisolated(unsafe) private static var stack: [ViewAnimationBlock] = []
    nonisolated(unsafe) package static var animationsEnabled = true
    /// The views added to a superview while a block was open (cleared when the last closes).
    nonisolated(unsafe) private static var viewsAddedInBlocks: Set<ObjectIdentifier> = []
    /// The action handed out for the innermost block (one for all its property changes),
    /// dropped whenever a block opens or closes.
    @exclusivity(unchecked) nonisolated(unsafe) private static var innermostAction: ViewAnimationAction?

    /// The innermost open block, or nil.
    package static var current: ViewAnimationBlock? { stack.last }

    /// Runs `body` with `block` open (inheriting from the enclosing block), then closes it:
    /// lays out resized views with `.layoutSubviews` and closes the completion.
    @MainActor package static func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        installLifecycleObserver
        if let outer = stack.last { block.inherit(from: outer) }
        if !animationsEnabled { block.isAnimating = false }
        stack.append(block)
        innermostAction = nil
        body()
        if block.isAnimating, block.options.contains(.layoutSubviews) {
            for view in block.resizedViews { view.layoutIfNeeded() }
        }
        stack.removeLast()
        innermostAction = nil
        if stack.isEmpty { viewsAddedInBlocks.removeAll() }
        block.completion?.close()
    }

    /// Opens `block` without running a closure (`beginAnimations`); `close` ends it.
    @MainActor package static func open(_ block: ViewAnimationBlock) {
        installLifecycleObserver
        if let outer = stack.last { block.inherit(from: outer) }
        if !animationsEnabled { block.isAnimating = false }
        stack.append(block)
        innermostAction = nil
    }

    /// Closes the innermost block opened with `open` (`commitAnimations`); false when none is open.
    @MainActor package static func close(_ block: ViewAnimationBlock) -> Bool {
        guard let index = stack.lastIndex(where: { $0 === block }) else { return false }
        stack.remove(at: index)
        innermostAction = nil
        if stack.isEmpty { viewsAddedInBlocks.removeAll() }
        block.completion?.close()
        return true
    }

    /// Notes a view added to a superview, so that its first appearance is not animated
    /// when the addition happens inside an open block.
    @MainActor package static func viewWasAdded(_ view: UIView) {
        guard !stack.isEmpty else { return }
        viewsAddedInBlocks.insert(ObjectIdentifier(view))
    }

    /// Whether a view whose layer has never been drawn animates inside a block: only when
    /// it joined an on-screen (drawn) tree before the block opened, as the fade-in idiom
    /// does. Views added inside the block appear at their final values, as in UIKit.
    @MainActor package static func animatesFirstAppearance(of view: UIView) -> Bool {
        var node: UIView? = view
        while let current = node {
            if viewsAddedInBlocks.contains(ObjectIdentifier(current)) { return false }
            if current.layer.renderRecord.compositor != nil { return true }
            node = current.superview
        }
        return false
    }

    /// The action for a view's layer property `key`: an animation from the innermost
    /// animating block, or nil (no animation).
    package static func action(forKey key: String) -> CAAction? {
        guard let block = stack.last, block.isAnimating, animationsEnabled,
              ViewAnimationBlock.animatableKeys.contains(key) else { return nil }
        if let action = innermostAction { return action }
        let action = ViewAnimationAction(block: block)
        innermostAction = action
        return action
    }
}
