import Foundation
import UIKit
import UIKitTesting

/// Issue 15's grid benchmark: a `UICollectionViewFlowLayout` grid of image-and-label cells
/// (120x140 items: a 100x100 image over a one-line label; nine to a line at 1280 points)
/// flung at 4,000 points/s, one 120 Hz frame at a time (33.3 points per frame), at 1280x800
/// scale 1, with 1,000 and 1,000,000 items. The fling turns round at either end of the
/// content (1,000 items are 16,790 points tall, less than the 22,000 points the frames
/// cover). Each frame is timed from the scroll to the rendered pixels (scroll, reuse,
/// layout query, cell configuration, display, render); the first layout (data source,
/// `prepare()`, first screen) is timed once. Resident memory and, under
/// `LD_PRELOAD=libmalloccount.so` (Benchmarks/MallocCount), heap allocations per frame show
/// whether reuse keeps the frame flat.
///   swift run -c release GridFling               1,000 and 1,000,000 items
///   swift run -c release GridFling 1000000       one item count
///   swift run -c release GridFling sized         the delegate answers sizeForItemAt (general path)
/// The GTK 4 GtkGridView peer: Benchmarks/Gtk/run-gridview.sh (same items, sizes, steps).

final class ImageLabelCell: UICollectionViewCell {
    let imageView = UIImageView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 13)
        label.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = CGRect(x: (b.width - 100) / 2, y: 0, width: 100, height: 100)
        label.frame = CGRect(x: 0, y: 104, width: b.width, height: b.height - 104)
    }
}

/// Four 100x100 pictures (a colored square with a lighter disc), shared by the cells.
@MainActor enum Pictures {
    static let all: [UIImage] = [UIColor.systemRed, .systemGreen, .systemBlue, .systemOrange].map { color in
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        UIColor(white: 1, alpha: 0.5).setFill()
        UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).fill()
    }
    }
}

/// The data source; as the delegate too (`sized`), it answers `sizeForItemAt`, which turns
/// off the flow layout's uniform path (every item is asked for its size in `prepare()`).
final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! ImageLabelCell
        cell.imageView.image = Pictures.all[indexPath.item % Pictures.all.count]
        cell.label.text = "Item \(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 120, height: 140)
    }
}

/// Resident memory (from /proc/self/statm), in bytes.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The preloaded allocation counter's total, or nil when it is not loaded.
let allocationCount: (@convention(c) () -> UInt64)? = dlsym(nil, "malloccount_calls")
    .map { unsafeBitCast($0, to: (@convention(c) () -> UInt64).self) }

struct FlingResult {
    var firstLayout: Double
    var median: Double
    var p99: Double
    var residentGrowthPerFrame: Double
    var allocationsPerFrame: (first: Double, second: Double)?
}

func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }

@MainActor func fling(items: Int, sized: Bool, frames: Int = 600) -> FlingResult {
    let (width, height): (CGFloat, CGFloat) = (1280, 800)
    UIScreen.main.configureHeadless(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: 1, safeAreaInsets: .zero)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 140)
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    grid.backgroundColor = .systemBackground
    grid.register(ImageLabelCell.self, forCellWithReuseIdentifier: "item")
    let source = Items(count: items)
    window.addSubview(grid)
    window.isHidden = false
    UIApplication.shared.runUntilIdle()
    let setupStart = DispatchTime.now().uptimeNanoseconds
    if sized { grid.delegate = source }
    grid.dataSource = source
    UIApplication.shared.advanceTime(by: 1.0 / 120)
    let firstLayout = milliseconds(since: setupStart)
    var step: CGFloat = 4000.0 / 120.0
    func scroll() {
        let end = grid.contentSize.height - grid.bounds.height
        if grid.contentOffset.y + step > end || grid.contentOffset.y + step < 0 { step = -step }
        grid.contentOffset.y += step
        UIApplication.shared.advanceTime(by: 1.0 / 120)
    }
    // Warm-up: the first screenfuls create the cells that are reused from then on.
    for _ in 0..<60 { scroll() }
    let heapBefore = residentBytes()
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    var allocations: [UInt64] = []
    for frame in 0..<frames {
        if frame == 0 || frame == frames / 2, let allocationCount { allocations.append(allocationCount()) }
        let start = DispatchTime.now().uptimeNanoseconds
        scroll()
        samples.append(milliseconds(since: start))
    }
    if let allocationCount { allocations.append(allocationCount()) }
    let heapAfter = residentBytes()
    window.isHidden = true
    withExtendedLifetime(source) {}
    samples.sort()
    let half = Double(frames / 2)
    let perFrame = allocations.count == 3
        ? (first: Double(allocations[1] - allocations[0]) / half, second: Double(allocations[2] - allocations[1]) / half) : nil
    return FlingResult(firstLayout: firstLayout, median: samples[samples.count / 2], p99: samples[min(samples.count - 1, samples.count * 99 / 100)],
                       residentGrowthPerFrame: Double(heapAfter - heapBefore) / Double(frames), allocationsPerFrame: perFrame)
}

MainActor.assumeIsolated {
    let sized = CommandLine.arguments.contains("sized")
    let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    let counts = arguments.isEmpty ? [1_000, 1_000_000] : arguments
    let path = sized ? "delegate sizes" : "itemSize"
    var medians: [Double] = []
    for items in counts {
        let r = fling(items: items, sized: sized)
        medians.append(r.median)
        let allocations = r.allocationsPerFrame.map { String(format: ", %.0f then %.0f allocations/frame", $0.first, $0.second) } ?? ""
        print(String(format: "OpenUIKit UICollectionView grid fling (\(path)), %7d items, 1280x800 @1x: median %.3f ms, p99 %.3f ms per frame, first layout %.1f ms, resident memory %+.0f bytes/frame",
                     items, r.median, r.p99, r.firstLayout, r.residentGrowthPerFrame) + allocations)
    }
    if medians.count == 2 {
        print(String(format: "OpenUIKit growth (\(path)) %d -> %d items: median x%.3f", counts[0], counts[1], medians[1] / medians[0]))
    }
}
