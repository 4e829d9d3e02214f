import Foundation

/// The messages a text view sends its delegate while editing. Every method is optional
/// (default implementations allow everything).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (default true); false keeps the view first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16) may be replaced by `text` (default true).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Allows editing to begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Allows editing to end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows the change.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
