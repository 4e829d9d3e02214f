import Foundation
import UIKit
import UIKitTesting

/// Issue 13's table benchmark: a fling through a table of self-sizing two-label cells
/// (estimated heights) at 4,000 points/s, one 120 Hz frame at a time (33.3 points per
/// frame), at 390x844 scale 2 and 1280x800 scale 1, with 1,000 and 1,000,000 rows. Each
/// frame is timed from the scroll to the rendered pixels (scroll, reuse, layout, display,
/// render); resident memory before and after shows whether reuse keeps memory flat, and,
/// when run under `LD_PRELOAD=libmalloccount.so` (Benchmarks/MallocCount, built by
/// Benchmarks/Gtk/run-listview.sh), the heap allocations per frame.
///   swift run -c release TableFling            all four configurations
///   swift run -c release TableFling 1000000 1280 800 1
/// The GTK 4 GtkListView peer: Benchmarks/Gtk/run-listview.sh (same rows, sizes, steps).

final class TwoLabelCell: UITableViewCell {
    let title = UILabel()
    let detail = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .systemFont(ofSize: 17)
        detail.font = .systemFont(ofSize: 13)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class Rows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TwoLabelCell
        cell.title.text = "Row \(indexPath.row)"
        cell.detail.text = indexPath.row % 4 == 0
            ? "Second label of row \(indexPath.row), long enough to wrap onto a second line in a phone-sized table"
            : "Detail \(indexPath.row)"
        return cell
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
    var median: Double
    var p99: Double
    var residentGrowthPerFrame: Double
    /// Allocations per frame in the first and the second half of the timed frames.
    var allocationsPerFrame: (first: Double, second: Double)?
}

@MainActor func fling(rows: Int, width: CGFloat, height: CGFloat, scale: CGFloat, frames: Int = 600) -> FlingResult {
    UIScreen.main.configureHeadless(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale,
                                    safeAreaInsets: .zero)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(TwoLabelCell.self, forCellReuseIdentifier: "row")
    table.estimatedRowHeight = 60
    table.rowHeight = UITableView.automaticDimension
    let source = Rows(count: rows)
    table.dataSource = source
    window.addSubview(table)
    window.isHidden = false
    UIApplication.shared.runUntilIdle()
    let step: CGFloat = 4000.0 / 120.0
    // Warm-up: the first screenfuls create the cells that are reused from then on.
    for _ in 0..<60 {
        table.contentOffset.y += step
        UIApplication.shared.advanceTime(by: 1.0 / 120)
    }
    let heapBefore = residentBytes()
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    var allocations: [UInt64] = []
    for frame in 0..<frames {
        if frame == 0 || frame == frames / 2, let allocationCount { allocations.append(allocationCount()) }
        let start = DispatchTime.now().uptimeNanoseconds
        table.contentOffset.y += step
        UIApplication.shared.advanceTime(by: 1.0 / 120)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    if let allocationCount { allocations.append(allocationCount()) }
    let heapAfter = residentBytes()
    window.isHidden = true
    withExtendedLifetime(source) {}
    samples.sort()
    let half = Double(frames / 2)
    let perFrame = allocations.count == 3
        ? (first: Double(allocations[1] - allocations[0]) / half, second: Double(allocations[2] - allocations[1]) / half) : nil
    return FlingResult(median: samples[samples.count / 2], p99: samples[min(samples.count - 1, samples.count * 99 / 100)],
                       residentGrowthPerFrame: Double(heapAfter - heapBefore) / Double(frames), allocationsPerFrame: perFrame)
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst().compactMap { Double($0) }
    let configurations: [(Int, CGFloat, CGFloat, CGFloat)] = arguments.count == 4
        ? [(Int(arguments[0]), CGFloat(arguments[1]), CGFloat(arguments[2]), CGFloat(arguments[3]))]
        : [(1_000, 390, 844, 2), (1_000_000, 390, 844, 2), (1_000, 1280, 800, 1), (1_000_000, 1280, 800, 1)]
    for (rows, width, height, scale) in configurations {
        let r = fling(rows: rows, width: width, height: height, scale: scale)
        let allocations = r.allocationsPerFrame.map { String(format: ", %.0f then %.0f allocations/frame", $0.first, $0.second) } ?? ""
        print(String(format: "OpenUIKit UITableView fling, %7d rows, %.0fx%.0f @%.0fx: median %.3f ms, p99 %.3f ms per frame, resident memory %+.0f bytes/frame",
                     rows, width, height, scale, r.median, r.p99, r.residentGrowthPerFrame) + allocations)
    }
}
