import CoreGraphics
import Foundation

/// Pull to refresh: set it as a scroll view's `refreshControl`; pulling the content down
/// past the threshold starts refreshing and sends `.valueChanged`; the content then rests
/// below the control (its height is added to the top of `adjustedContentInset`) until
/// `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height: the space it takes above the content while refreshing.
    package static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start refreshing, in points.
    package static let triggerDistance: CGFloat = 100

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing: Bool = false
    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle; setNeedsLayout() }
    }

    /// The scroll view the control belongs to.
    weak var scrollView: UIScrollView?
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// Creates a refresh control (its frame is managed by its scroll view).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureRefreshControl()
    }

    /// Creates a refresh control.
    public convenience init() { self.init(frame: .zero) }

    /// Creates a refresh control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    private func configureRefreshControl() {
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.systemFont(ofSize: 12)
        addSubview(titleLabel)
        alpha = 0
    }

    /// Starts refreshing from code (no `.valueChanged`, as in UIKit): the content's top
    /// inset grows by the control's height.
    open func beginRefreshing() { startRefreshing(sendingAction: false) }

    /// Ends the refresh: the inset goes back and the content returns to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        scrollView.scrollState.refreshInset = 0
        scrollView.updateAdjustedContentInset()
        if !scrollView.isDragging, scrollView.contentOffset.y < scrollView.minimumContentOffset.y {
            scrollView.animateContentOffset(to: scrollView.clampedContentOffset(scrollView.contentOffset), animated: true) { _ in }
        }
        alpha = 0
    }

    /// Places the spinner and the title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        spinner.center = CGPoint(x: b.midX, y: b.midY - (attributedTitle == nil ? 0 : 8))
        titleLabel.frame = CGRect(x: 0, y: b.midY + 10, width: b.width, height: 16)
    }

    func startRefreshing(sendingAction: Bool) {
        guard !isRefreshing else { return }
        isRefreshing = true
        alpha = 1
        spinner.startAnimating()
        if sendingAction { sendActions(for: .valueChanged) }
        if let scrollView, !scrollView.isDragging { applyRefreshInset() }
    }

    /// Adds the control's height to the scroll view's top inset while refreshing.
    func applyRefreshInset() {
        guard isRefreshing, let scrollView, scrollView.scrollState.refreshInset == 0 else { return }
        scrollView.scrollState.refreshInset = Self.height
        scrollView.updateAdjustedContentInset()
    }

    /// Follows a pull: shows the control as the content comes down and starts refreshing
    /// once the pull passes `triggerDistance`.
    func scrollViewDidPull(_ scrollView: UIScrollView) {
        let pull = scrollView.minimumContentOffset.y - scrollView.contentOffset.y
        if !isRefreshing { alpha = min(1, max(0, pull / Self.triggerDistance)) }
        if !isRefreshing, scrollView.isDragging, pull >= Self.triggerDistance { startRefreshing(sendingAction: true) }
    }
}

extension UIScrollView {
    /// Installs or removes the refresh control (it sits just above the content).
    func refreshControlDidChange(from old: UIRefreshControl?) {
        if let old, old !== refreshControl {
            old.removeFromSuperview()
            old.scrollView = nil
            if scrollState.refreshInset != 0 { scrollState.refreshInset = 0; updateAdjustedContentInset() }
        }
        guard let control = refreshControl else { return }
        control.scrollView = self
        insertSubview(control, at: 0)
        layoutRefreshControl()
    }

    /// Puts the refresh control right above the top of the content's inset area.
    func layoutRefreshControl() {
        guard let control = refreshControl else { return }
        let top = adjustedContentInset.top - scrollState.refreshInset
        let frame = CGRect(x: 0, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }
}
