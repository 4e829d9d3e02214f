import Foundation
import UIKit

/// The scrolling examples, side by side: an image zoomable between half and four times its
/// size (`viewForZooming(in:)`), a horizontal paging scroll view of colored pages with a page
/// control that follows it, and a vertical list with pull to refresh (`UIRefreshControl`)
/// that ends refreshing after a short timer.
@MainActor
final class ScrollScreen: UIScrollViewDelegate {
    /// Keeps the screen (the scroll views' delegate) alive while its window is shown.
    static var current: ScrollScreen?

    let zoomScrollView = UIScrollView()
    let imageView: UIImageView
    let pagingScrollView = UIScrollView()
    let pageControl = UIPageControl()
    let listScrollView = UIScrollView()
    let refreshControl = UIRefreshControl()
    /// How many times the list was refreshed (shown in its first row).
    private(set) var refreshCount = 0
    private var refreshRows: [UILabel] = []

    static let pageColors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]

    /// Builds the screen into `container` and keeps it alive.
    static func build(_ container: UIView) {
        let screen = ScrollScreen()
        screen.install(in: container)
        current = screen
    }

    init() {
        imageView = UIImageView(image: ScrollScreen.makePattern(side: 400))
    }

    /// Adds the three scroll views to `container`, each 200 points wide under its caption.
    func install(in container: UIView) {
        container.backgroundColor = .white
        let frames = (0..<3).map { CGRect(x: 12 + CGFloat($0) * 210, y: 40, width: 196, height: 300) }
        for (i, title) in ["Zoom (0.5x-4x)", "Paging", "Pull to refresh"].enumerated() {
            let caption = UILabel(frame: CGRect(x: frames[i].minX, y: 12, width: frames[i].width, height: 20))
            caption.font = .boldSystemFont(ofSize: 14)
            caption.textAlignment = .center
            caption.text = title
            container.addSubview(caption)
        }

        zoomScrollView.frame = frames[0]
        zoomScrollView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        zoomScrollView.delegate = self
        zoomScrollView.addSubview(imageView)
        zoomScrollView.contentSize = imageView.bounds.size
        zoomScrollView.minimumZoomScale = 0.5
        zoomScrollView.maximumZoomScale = 4
        zoomScrollView.zoomScale = 0.75
        zoomScrollView.contentOffset = CGPoint(x: 50, y: 0)
        container.addSubview(zoomScrollView)

        pagingScrollView.frame = frames[1]
        pagingScrollView.isPagingEnabled = true
        pagingScrollView.showsHorizontalScrollIndicator = false
        pagingScrollView.delegate = self
        for (i, color) in Self.pageColors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(i) * frames[1].width, y: 0, width: frames[1].width, height: frames[1].height))
            page.backgroundColor = color
            let label = UILabel(frame: page.bounds)
            label.text = "Page \(i + 1)"
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 28)
            label.textAlignment = .center
            page.addSubview(label)
            pagingScrollView.addSubview(page)
        }
        pagingScrollView.contentSize = CGSize(width: frames[1].width * CGFloat(Self.pageColors.count), height: frames[1].height)
        container.addSubview(pagingScrollView)
        pageControl.frame = CGRect(x: frames[1].minX, y: frames[1].maxY + 6, width: frames[1].width, height: 26)
        pageControl.numberOfPages = Self.pageColors.count
        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .darkGray
        pageControl.addTarget(self, action: ScrollScreen.pageControlChanged, for: .valueChanged)
        container.addSubview(pageControl)

        listScrollView.frame = frames[2]
        listScrollView.backgroundColor = UIColor(white: 0.97, alpha: 1)
        listScrollView.alwaysBounceVertical = true
        refreshControl.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refreshControl.addTarget(self, action: ScrollScreen.refresh, for: .valueChanged)
        listScrollView.refreshControl = refreshControl
        let rowHeight: CGFloat = 44
        for i in 0..<12 {
            let row = UILabel(frame: CGRect(x: 12, y: CGFloat(i) * rowHeight, width: frames[2].width - 24, height: rowHeight))
            row.font = .systemFont(ofSize: 15)
            row.text = "Row \(i + 1)"
            let separator = UIView(frame: CGRect(x: 12, y: CGFloat(i + 1) * rowHeight - 0.5, width: frames[2].width - 12, height: 0.5))
            separator.backgroundColor = .separator
            listScrollView.addSubview(row)
            listScrollView.addSubview(separator)
            refreshRows.append(row)
        }
        refreshRows[0].text = "Never refreshed"
        listScrollView.contentSize = CGSize(width: frames[2].width, height: rowHeight * 12)
        container.addSubview(listScrollView)

        let hint = UILabel(frame: CGRect(x: 12, y: 380, width: 616, height: 60))
        hint.numberOfLines = 0
        hint.font = .systemFont(ofSize: 12)
        hint.textColor = .secondaryLabel
        hint.text = "Pinch the pattern to zoom it (ctrl-drag in a window); swipe the pages (the page control follows and can be tapped); pull the list down past the spinner to refresh it (it ends after one second)."
        container.addSubview(hint)
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        scrollView === zoomScrollView ? imageView : nil
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === pagingScrollView, scrollView.bounds.width > 0 else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    // MARK: Actions

    /// Scrolls to the page the page control was moved to.
    func pageControlChanged() {
        let x = CGFloat(pageControl.currentPage) * pagingScrollView.bounds.width
        pagingScrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }

    /// Pretends to load for one second, then updates the first row and ends refreshing.
    func refresh() {
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.refreshCount += 1
                self.refreshRows[0].text = "Refreshed \(self.refreshCount)x"
                self.refreshControl.endRefreshing()
            }
        }
    }

    /// A `side`-point image of colored tiles and concentric rings, so zooming shows detail.
    static func makePattern(side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            let tile = side / 8
            for row in 0..<8 {
                for column in 0..<8 {
                    let hue = CGFloat((row + column) % 8) / 8
                    UIColor(hue: hue, saturation: (row + column) % 2 == 0 ? 0.35 : 0.6, brightness: 0.95, alpha: 1).setFill()
                    UIRectFill(CGRect(x: CGFloat(column) * tile, y: CGFloat(row) * tile, width: tile, height: tile))
                }
            }
            UIColor.white.setStroke()
            for ring in 1...6 {
                let radius = CGFloat(ring) * side / 14
                let circle = UIBezierPath(ovalIn: CGRect(x: side / 2 - radius, y: side / 2 - radius, width: radius * 2, height: radius * 2))
                circle.lineWidth = 3
                circle.stroke()
            }
            ("Zoom me" as NSString).draw(at: CGPoint(x: side / 2 - 60, y: side / 2 - 14),
                                         withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.black])
        }
    }
}
