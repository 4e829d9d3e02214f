import Foundation
import UIKit
import UIKitTesting

/// The view benchmark scenes of issue 3: a window whose views are spread out on a grid,
/// every view with a background color, ten levels deep.
///
/// The window (depth 0) holds rows of 1000x100 points (depth 1); each row holds ten
/// 100x100 branches. A branch is a chain of eight nested views (depths 2–9), each showing
/// a line of 4x4-point leaves (depths 3–10) along its top edge and its next chain view
/// below them; 100 views per branch. No two leaves overlap, so a change to one leaf
/// touches only its ancestors' pixels. 10,000 branch views make a 1000x1000 window.
@MainActor
public final class ViewScene {
    /// Views per branch.
    public static let viewsPerBranch = 100
    /// Chain views per branch (depths 2–9).
    public static let chainLength = 8

    public let window: UIWindow
    /// Every view of the window, the window first.
    public private(set) var allViews: [UIView] = []
    /// Leaves at the deepest level, in branch order.
    public private(set) var deepLeaves: [UIView] = []
    /// The deepest leaf of the middle branch: the one the one-leaf turn changes.
    public let changingLeaf: UIView
    /// The number of views in the window, the window included.
    public var viewCount: Int { allViews.count }
    private var toggle = false
    private var random = SplitMix(seed: 42)

    /// Builds a window of `branchViews` views (a multiple of 1,000) plus its rows and the window.
    /// With `show`, the window is made visible and rendered once.
    public init(branchViews: Int, show: Bool) {
        let branches = branchViews / ViewScene.viewsPerBranch
        let rows = max(1, branches / 10)
        UIScreen.main.configureHeadless(bounds: CGRect(x: 0, y: 0, width: 1000, height: CGFloat(rows) * 100), scale: 1)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: CGFloat(rows) * 100))
        window.backgroundColor = .white
        allViews.append(window)
        var leaves: [UIView] = []
        for rowIndex in 0..<rows {
            let row = LayoutView(frame: CGRect(x: 0, y: CGFloat(rowIndex) * 100, width: 1000, height: 100))
            row.backgroundColor = ViewScene.color(rowIndex)
            row.role = .row
            window.addSubview(row)
            allViews.append(row)
            for column in 0..<min(10, branches - rowIndex * 10) {
                leaves.append(ViewScene.makeBranch(in: row, column: column, seed: rowIndex * 10 + column, into: &allViews))
            }
        }
        deepLeaves = leaves
        changingLeaf = leaves[leaves.count / 2]
        if show {
            window.makeKeyAndVisible()
        }
        UIApplication.shared.runUntilIdle()
    }

    /// Builds one branch; returns its deepest leaf.
    private static func makeBranch(in row: UIView, column: Int, seed: Int, into views: inout [UIView]) -> UIView {
        let leavesTotal = viewsPerBranch - chainLength
        var parent: UIView = row
        var frame = CGRect(x: CGFloat(column) * 100, y: 0, width: 100, height: 100)
        var deepest: UIView?
        for level in 0..<chainLength {
            let chain = LayoutView(frame: frame)
            chain.backgroundColor = color(seed + level)
            chain.role = .chain
            parent.addSubview(chain)
            views.append(chain)
            let leafCount = leavesTotal / chainLength + (level < leavesTotal % chainLength ? 1 : 0)
            for index in 0..<leafCount {
                let leaf = UIView(frame: LayoutView.leafFrame(index))
                leaf.backgroundColor = color(seed + level + index)
                chain.addSubview(leaf)
                views.append(leaf)
                deepest = leaf
            }
            parent = chain
            frame = LayoutView.chainChildFrame(in: chain.bounds)
        }
        return deepest!
    }

    private static func color(_ seed: Int) -> UIColor {
        UIColor(red: CGFloat(seed * 37 % 256) / 255, green: CGFloat(seed * 91 % 256) / 255,
                blue: CGFloat(seed * 53 % 256) / 255, alpha: 1)
    }

    /// Changes the changing leaf's background color and runs one full turn (constraints,
    /// layout, display, render). Returns the damage of the turn.
    @discardableResult
    public func oneLeafTurn() -> [CGRect] {
        toggle.toggle()
        changingLeaf.backgroundColor = toggle ? .red : .blue
        UIApplication.shared.runUntilIdle()
        return window.lastRenderedDamage
    }

    /// Moves the changing leaf by one point and back on alternate calls, then runs a turn.
    public func oneLeafMoveTurn() {
        toggle.toggle()
        changingLeaf.center.x += toggle ? 1 : -1
        UIApplication.shared.runUntilIdle()
    }

    /// Hit-tests `count` pseudo-random points of the window; returns how many hit a leaf.
    @discardableResult
    public func hitTests(_ count: Int) -> Int {
        var leafHits = 0
        let size = window.bounds.size
        for _ in 0..<count {
            let point = CGPoint(x: random.unit() * size.width, y: random.unit() * size.height)
            if let hit = window.hitTest(point, with: nil), hit.subviews.isEmpty { leafHits += 1 }
        }
        return leafHits
    }

    /// Marks every view for layout and runs the layout pass (every `LayoutView` sets its
    /// subviews' frames in `layoutSubviews`).
    public func layoutPass() {
        for view in allViews { view.setNeedsLayout() }
        window.layoutIfNeeded()
    }

    /// Total `layoutSubviews` calls of `LayoutView`s so far.
    public static var layoutCount: Int { LayoutView.layoutCount }
}

/// A view laying out its subviews with frames: leaves on a line along the top edge, the
/// next chain view below them (chain views), or ten branches side by side (rows).
public final class LayoutView: UIView {
    enum Role { case row, chain }
    var role: Role = .chain
    nonisolated(unsafe) static var layoutCount = 0

    static func leafFrame(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index % 20) * 5 + 0.5, y: CGFloat(index / 20) * 5 + 0.5, width: 4, height: 4)
    }

    static func chainChildFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: 10, width: bounds.width, height: max(0, bounds.height - 10))
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        LayoutView.layoutCount += 1
        let width = bounds.width
        var leafIndex = 0
        for (index, subview) in subviews.enumerated() {
            switch role {
            case .row:
                subview.frame = CGRect(x: CGFloat(index) * width / 10, y: 0, width: width / 10, height: bounds.height)
            case .chain:
                if subview is LayoutView {
                    subview.frame = LayoutView.chainChildFrame(in: bounds)
                } else {
                    subview.frame = LayoutView.leafFrame(leafIndex)
                    leafIndex += 1
                }
            }
        }
    }
}

/// A small deterministic random generator.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}

/// Peak resident memory of the process so far, in bytes.
public func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// Current resident memory, in bytes (from /proc/self/statm).
public func currentResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Builds a window of `count` views with background colors only (plain `UIView`s,
/// no layout subclass), runs a turn, and returns the window (hidden unless `show`).
@MainActor
public func makePlainViewWindow(count: Int, show: Bool) -> UIWindow {
    UIScreen.main.configureHeadless(bounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), scale: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.backgroundColor = .white
    var made = 0
    // Ten levels: 100 columns of chains, each view with a few leaf children, spread out.
    while made < count {
        let column = UIView(frame: CGRect(x: CGFloat(made / 100 % 10) * 100, y: CGFloat(made / 1000) * 100, width: 100, height: 100))
        column.backgroundColor = .gray
        window.addSubview(column)
        made += 1
        var parent = column
        for level in 0..<9 where made < count {
            let chain = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: CGFloat(90 - level * 10)))
            chain.backgroundColor = .lightGray
            parent.addSubview(chain)
            made += 1
            for index in 0..<10 where made < count {
                let leaf = UIView(frame: CGRect(x: CGFloat(index) * 10 + 1, y: 1, width: 8, height: 8))
                leaf.backgroundColor = .red
                parent.addSubview(leaf)
                made += 1
            }
            parent = chain
        }
    }
    if show { window.makeKeyAndVisible() }
    UIApplication.shared.runUntilIdle()
    return window
}
