import CoreGraphics
import Foundation

/// Desktop input: the keyboard's arrows, Page Up/Down and Home/End scroll the focused
/// scroll view (the first responder's enclosing one, else the window's front-most one).
/// The wheel and trackpad drive `panGestureRecognizer` (see `UIWindow`'s scroll delivery):
/// a wheel's steps scroll within the content; a trackpad rubber-bands and decelerates.
extension UIScrollView {
    /// How far an arrow key scrolls, in points.
    package static let keyboardLineStep: CGFloat = 40

    /// Scrolls for a key press; returns whether the key was a scrolling key.
    func handleScrollKeys(_ presses: Set<UIPress>) -> Bool {
        guard isScrollEnabled else { return false }
        for press in presses {
            guard let key = press.key, let target = keyboardTarget(for: key.characters) ?? keyboardTarget(for: key.charactersIgnoringModifiers) else { continue }
            setContentOffset(target, animated: true)
            return true
        }
        return false
    }

    /// The offset a scrolling key moves to, or nil for another key.
    private func keyboardTarget(for input: String) -> CGPoint? {
        let offset = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        let inset = adjustedContentInset
        let page = max(Self.keyboardLineStep, bounds.height - inset.top - inset.bottom - Self.keyboardLineStep)
        var target = offset
        switch input {
        case UIKeyCommand.inputUpArrow: target.y -= Self.keyboardLineStep
        case UIKeyCommand.inputDownArrow: target.y += Self.keyboardLineStep
        case UIKeyCommand.inputLeftArrow: target.x -= Self.keyboardLineStep
        case UIKeyCommand.inputRightArrow: target.x += Self.keyboardLineStep
        case UIKeyCommand.inputPageUp: target.y -= page
        case UIKeyCommand.inputPageDown: target.y += page
        case UIKeyCommand.inputHome: target.y = lo.y
        case UIKeyCommand.inputEnd: target.y = hi.y
        default: return nil
        }
        return clampedContentOffset(target)
    }
}

extension UIWindow {
    /// The scroll view that keyboard scrolling goes to when nothing is first responder:
    /// the front-most visible scroll view that scrolls (depth-first, last subview first).
    package func keyboardScrollView() -> UIScrollView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled,
               scrollView.scrollsVertically || scrollView.scrollsHorizontally {
                return scrollView
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
