import CoreGraphics
import Foundation

/// A scroll view's archive: content size, offset and insets, zoom range, and the scrolling,
/// bouncing, paging and indicator flags. Its own pan and pinch recognizers are made again,
/// not archived.
extension UIScrollView {
    package func encodeScrollView(with coder: NSCoder) {
        coder.encodeSize(contentSize, forKey: "UIContentSize")
        coder.encode(Double(contentOffset.x), forKey: "UIContentOffsetX")
        coder.encode(Double(contentOffset.y), forKey: "UIContentOffsetY")
        coder.encode(contentInset, forKey: "UIContentInset")
        coder.encode(contentInsetAdjustmentBehavior.rawValue, forKey: "UIContentInsetAdjustmentBehavior")
        coder.encode(verticalScrollIndicatorInsets, forKey: "UIVerticalScrollIndicatorInsets")
        coder.encode(horizontalScrollIndicatorInsets, forKey: "UIHorizontalScrollIndicatorInsets")
        coder.encode(Double(minimumZoomScale), forKey: "UIMinimumZoomScale")
        coder.encode(Double(maximumZoomScale), forKey: "UIMaximumZoomScale")
        let flags: [(String, Bool)] = [
            ("UIScrollDisabled", !isScrollEnabled), ("UIPagingEnabled", isPagingEnabled), ("UIBouncesDisabled", !bounces),
            ("UIAlwaysBounceVertical", alwaysBounceVertical), ("UIAlwaysBounceHorizontal", alwaysBounceHorizontal),
            ("UIHidesVerticalScrollIndicator", !showsVerticalScrollIndicator), ("UIHidesHorizontalScrollIndicator", !showsHorizontalScrollIndicator),
            ("UIDirectionalLockEnabled", isDirectionalLockEnabled), ("UIBouncesZoomDisabled", !bouncesZoom),
            ("UIScrollsToTopDisabled", !scrollsToTop), ("UIDelaysContentTouchesDisabled", !delaysContentTouches),
            ("UICanCancelContentTouchesDisabled", !canCancelContentTouches),
        ]
        for (key, value) in flags { coder.encode(value, forKey: key) }
        coder.encode(keyboardDismissMode.rawValue, forKey: "UIKeyboardDismissMode")
        coder.encode(indicatorStyle.rawValue, forKey: "UIIndicatorStyle")
    }

    package func decodeScrollView(from coder: NSCoder) {
        if let minimum = coder.checkedFloat(forKey: "UIMinimumZoomScale", in: 1e-6...1e6),
           let maximum = coder.checkedFloat(forKey: "UIMaximumZoomScale", in: 1e-6...1e6) {
            guard minimum <= maximum else { coder.failDecoding("UIMinimumZoomScale \(minimum) exceeds UIMaximumZoomScale \(maximum)"); return }
            maximumZoomScale = maximum
            minimumZoomScale = minimum
        }
        if let size = coder.checkedSize(forKey: "UIContentSize") { contentSize = size }
        if let inset = coder.checkedEdgeInsets(forKey: "UIContentInset") { contentInset = inset }
        if let behavior = coder.checkedEnum(ContentInsetAdjustmentBehavior.self, forKey: "UIContentInsetAdjustmentBehavior") {
            contentInsetAdjustmentBehavior = behavior
        }
        if let insets = coder.checkedEdgeInsets(forKey: "UIVerticalScrollIndicatorInsets") { verticalScrollIndicatorInsets = insets }
        if let insets = coder.checkedEdgeInsets(forKey: "UIHorizontalScrollIndicatorInsets") { horizontalScrollIndicatorInsets = insets }
        let flags: [(String, (UIScrollView, Bool) -> Void)] = [
            ("UIScrollDisabled", { $0.isScrollEnabled = !$1 }), ("UIPagingEnabled", { $0.isPagingEnabled = $1 }),
            ("UIBouncesDisabled", { $0.bounces = !$1 }), ("UIAlwaysBounceVertical", { $0.alwaysBounceVertical = $1 }),
            ("UIAlwaysBounceHorizontal", { $0.alwaysBounceHorizontal = $1 }),
            ("UIHidesVerticalScrollIndicator", { $0.showsVerticalScrollIndicator = !$1 }),
            ("UIHidesHorizontalScrollIndicator", { $0.showsHorizontalScrollIndicator = !$1 }),
            ("UIDirectionalLockEnabled", { $0.isDirectionalLockEnabled = $1 }), ("UIBouncesZoomDisabled", { $0.bouncesZoom = !$1 }),
            ("UIScrollsToTopDisabled", { $0.scrollsToTop = !$1 }), ("UIDelaysContentTouchesDisabled", { $0.delaysContentTouches = !$1 }),
            ("UICanCancelContentTouchesDisabled", { $0.canCancelContentTouches = !$1 }),
        ]
        for (key, apply) in flags { if let value = coder.checkedBool(forKey: key) { apply(self, value) } }
        if let mode = coder.checkedEnum(KeyboardDismissMode.self, forKey: "UIKeyboardDismissMode") { keyboardDismissMode = mode }
        if let style = coder.checkedEnum(IndicatorStyle.self, forKey: "UIIndicatorStyle") { indicatorStyle = style }
        if let x = coder.checkedFloat(forKey: "UIContentOffsetX", in: -1e7...1e7), let y = coder.checkedFloat(forKey: "UIContentOffsetY", in: -1e7...1e7) {
            contentOffset = CGPoint(x: x, y: y)
        }
    }
}
