import Foundation

/// A placeholder in a menu whose elements are provided later: when the menu shows, a
/// "Loading…" row stands in for it and its provider is called; the elements given to
/// the completion replace the row. A cached element (the default) keeps them for later
/// presentations; an `uncached(_:)` one asks the provider every time.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// Receives the elements a provider produced.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    /// Produces elements and passes them to the completion (at once or later).
    public typealias Provider = @MainActor (@escaping Completion) -> Void

    /// The provider.
    package let provider: Provider
    /// Whether the loaded elements are kept for later presentations.
    package let isCached: Bool
    /// The elements loaded by a cached element.
    package var loadedElements: [UIMenuElement]?

    /// Creates a cached deferred element.
    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping Provider) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Creates a deferred element from an archive (not supported: it holds a closure).
    public required init?(coder: NSCoder) { nil }

    /// A deferred element whose provider is called each time the menu shows (iOS 15).
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Asks for the elements (the cached ones when there are); `deliver` receives them
    /// once. A completion called twice is logged and ignored.
    package func load(_ deliver: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if isCached, let loadedElements { deliver(loadedElements); return }
        var delivered = false
        provider { [weak self] elements in
            guard !delivered else {
                UIView.log("UIDeferredMenuElement: the completion was called more than once; later elements ignored")
                return
            }
            delivered = true
            if let self, self.isCached { self.loadedElements = elements }
            deliver(elements)
        }
    }
}
