import CoreGraphics
import Foundation

/// Paging: with `isPagingEnabled` a drag comes to rest on a multiple of the bounds size,
/// at most one page from where the drag started.
extension UIScrollView {
    /// The speed (points per second) above which a release moves to the next page
    /// rather than back to the nearest one.
    package static let pagingFlickVelocity: CGFloat = 300

    /// The page offset a release at `offset` with `velocity` settles on.
    package func pagingTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let size = bounds.size, start = scrollState.dragStart
        func axis(_ x: CGFloat, _ v: CGFloat, _ start: CGFloat, _ page: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard page > 0 else { return x }
            let position = x / page
            var index: CGFloat
            if v > Self.pagingFlickVelocity { index = position.rounded(.down) + 1 }
            else if v < -Self.pagingFlickVelocity { index = position.rounded(.up) - 1 }
            else { index = position.rounded() }
            let startIndex = (start / page).rounded()
            index = min(max(index, startIndex - 1), startIndex + 1)
            return min(max(index * page, lo), hi)
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: axis(offset.x, velocity.x, start.x, size.width, lo.x, hi.x),
                       y: axis(offset.y, velocity.y, start.y, size.height, lo.y, hi.y))
    }
}
