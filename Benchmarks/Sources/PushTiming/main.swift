import CCairoBench
import Foundation
import UIKit
import UIKitTesting

/// Times the push benchmark of issue 17 in one run: a `UINavigationController` pushes and
/// pops between two screens of 200 views each (1280x800 at scale 1); each frame of the
/// 0.35 s slide advances the media clock by 1/60 s and renders. The floor paints the same
/// pixels with plain Cairo calls: both screens' backgrounds and squares at the horizontal
/// offsets the slide shows in that frame (read from the presentation layers, not timed).
/// Run once with the navigation bar hidden (views only) and once with it shown.

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

let width = 1280, height = 800
let columns = 20, rows = 10, side: CGFloat = 40, pitch: CGFloat = 64

/// One screen: a white root view with 200 colored squares (20 x 10, 40 points on a
/// 64-point grid); `hueOffset` tells the two screens' colors apart.
final class SquaresViewController: UIViewController {
    let hueOffset: Double
    var colors: [(r: Double, g: Double, b: Double)] = []

    init(hueOffset: Double) {
        self.hueOffset = hueOffset
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<(columns * rows) {
            let hue = (Double(index % 12) / 12 + hueOffset).truncatingRemainder(dividingBy: 1)
            let square = UIView(frame: Self.squareFrame(index))
            square.backgroundColor = UIColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 1)
            view.addSubview(square)
            colors.append((hue, 1 - hue, 0.5))
        }
    }

    static func squareFrame(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index % columns) * pitch + 12, y: CGFloat(index / columns) * pitch + 60, width: side, height: side)
    }
}

/// The raw-Cairo floor: clears, then paints each screen's background and squares at its
/// offset (the screen in front last), and the bar as a plain rectangle when shown.
final class Floor {
    let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    let cr: OpaquePointer

    init() { cr = cairo_create(target) }

    func frame(screens: [(x: Double, colors: [(r: Double, g: Double, b: Double)])], barHeight: Double) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for screen in screens {
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_rectangle(cr, screen.x, 0, Double(width), Double(height))
            cairo_fill(cr)
            for (index, color) in screen.colors.enumerated() {
                let f = SquaresViewController.squareFrame(index)
                cairo_rectangle(cr, screen.x + Double(f.minX), Double(f.minY), Double(f.width), Double(f.height))
                cairo_set_source_rgba(cr, color.r, color.g, color.b, 1)
                cairo_fill(cr)
            }
        }
        if barHeight > 0 {
            cairo_set_source_rgba(cr, 0.97, 0.97, 0.97, 0.94)
            cairo_rectangle(cr, 0, 0, Double(width), barHeight)
            cairo_fill(cr)
        }
        cairo_surface_flush(target)
    }
}

MainActor.assumeIsolated {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    UIScreen.main.configureHeadless(bounds: bounds, scale: 1)
    let floor = Floor()
    for barHidden in [true, false] {
        let window = UIWindow(frame: bounds)
        let first = SquaresViewController(hueOffset: 0), second = SquaresViewController(hueOffset: 0.5)
        first.title = "First"; second.title = "Second"
        let navigation = UINavigationController(rootViewController: first)
        navigation.isNavigationBarHidden = barHidden
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let barHeight = barHidden ? 0 : Double(navigation.navigationBar.frame.maxY)
        var frames: [Double] = [], floors: [Double] = []
        for cycle in 0..<24 {
            navigation.pushViewController(second, animated: true)
            UIApplication.shared.runUntilIdle()
            for step in 0..<2 {
                var transitionFrames = 0
                while transitionFrames < 30,
                      first.view.layer.animationKeys()?.isEmpty == false || second.view.layer.animationKeys()?.isEmpty == false {
                    let frame = milliseconds { UIApplication.shared.advanceTime(by: 1.0 / 60) }
                    // The pushed screen is in front during the push and stays in front while it pops.
                    let screens = [first, second].filter { $0.view.window != nil }
                        .map { c in (x: Double(c.view.layer.presentation()?.frame.minX ?? c.view.frame.minX), colors: c.colors) }
                    let floorTime = milliseconds { floor.frame(screens: screens, barHeight: barHeight) }
                    if cycle >= 4 { frames.append(frame); floors.append(floorTime) }
                    transitionFrames += 1
                }
                UIApplication.shared.advanceTime(by: 0.1)
                if step == 0 { navigation.popViewController(animated: true); UIApplication.shared.runUntilIdle() }
            }
        }
        let frame = percentile(frames, 0.5), floorMedian = percentile(floors, 0.5)
        let label = barHidden ? "bar hidden" : "bar shown"
        print(String(format: "push/pop slide, 2 x 200 views, 1280x800@1, %@: %d frames, median %.3f ms, p99 %.3f ms",
                     label, frames.count, frame, percentile(frames, 0.99)))
        print(String(format: "raw Cairo floor (same squares at the same offsets): median %.3f ms", floorMedian))
        print(String(format: "ratio frame/floor = %.2fx (goal <= 1.3x)", frame / floorMedian))
        window.isHidden = true
        UIApplication.shared.runUntilIdle()
    }
}
