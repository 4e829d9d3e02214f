import Foundation
import QuartzCore
import UIKit

/// The run-loop check (`Catalog --run-loop`): a window whose four squares are colored by
/// work that only a real run loop runs, each printing a line: a main-queue block sent
/// from a background thread (red), an awaited `@MainActor` task (green), a Foundation
/// timer (blue) and a `RunLoop.main.perform` block (black). With `--measure` it then
/// measures the main queue's wake-up latency and an animation's frame pacing and prints
/// them (see BENCHMARKS.md).
@MainActor
final class RunLoopDemoDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let measures: Bool

    init(measures: Bool) {
        self.measures = measures
        super.init()
    }

    nonisolated static func say(_ line: String) { FileHandle.standardOutput.write(Data("RUNLOOP \(line)\n".utf8)) }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        window.backgroundColor = .white
        let squares = (0..<4).map { i in
            let square = UIView(frame: CGRect(x: 20 + CGFloat(i) * 95, y: 20, width: 75, height: 60))
            square.backgroundColor = .lightGray
            window.addSubview(square)
            return square
        }
        window.makeKeyAndVisible()
        self.window = window
        Self.say("window open")

        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { squares[0].backgroundColor = .red }
                Self.say("main queue block from a background thread ran on the main thread: \(Thread.isMainThread)")
            }
        }
        Task { @MainActor in
            let color = await Self.colorAfterBackgroundWork()
            squares[1].backgroundColor = color
            Self.say("awaited main-actor task ran on the main thread: \(Thread.isMainThread)")
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.6, repeats: false) { _ in
            MainActor.assumeIsolated { squares[2].backgroundColor = .blue }
            Self.say("timer fired")
        }
        RunLoop.main.perform {
            MainActor.assumeIsolated { squares[3].backgroundColor = .black }
            Self.say("perform block ran")
        }
        if measures {
            _ = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { _ in
                MainActor.assumeIsolated { self.measure(animating: squares[3]) }
            }
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Self.say("terminating")
    }

    /// Work off the main actor, then a value back to it.
    nonisolated static func colorAfterBackgroundWork() async -> UIColor {
        try? await Task.sleep(nanoseconds: 400_000_000)
        return .green
    }

    /// Posts 500 blocks to the main queue from a background thread, one every 4 ms (the
    /// loop asleep in between), and prints the delay from post to run; then animates a
    /// square for 2 s and prints the intervals between its frames.
    func measure(animating square: UIView) {
        final class Samples: @unchecked Sendable {
            let lock = NSLock()
            var delays: [Double] = []
        }
        let samples = Samples()
        let count = 500
        Thread.detachNewThread {
            for _ in 0..<count {
                Thread.sleep(forTimeInterval: 0.004)
                let posted = DispatchTime.now().uptimeNanoseconds
                DispatchQueue.main.async {
                    let delay = Double(DispatchTime.now().uptimeNanoseconds - posted) / 1e6
                    samples.lock.lock(); samples.delays.append(delay); samples.lock.unlock()
                }
            }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
            samples.lock.lock(); let delays = samples.delays; samples.lock.unlock()
            guard delays.count == count else { return }
            timer.invalidate()
            let sorted = delays.sorted()
            func p(_ q: Double) -> String { String(format: "%.3f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))]) }
            Self.say("wake latency ms over \(count) posts: p50 \(p(0.5)) p99 \(p(0.99)) max \(p(1.0))")
            MainActor.assumeIsolated { self.measureFramePacing(animating: square) }
        }
    }

    /// Animates `square` across the window for 2 s and prints the frame intervals.
    func measureFramePacing(animating square: UIView) {
        let driver = RunLoopDriver.shared
        let start = CACurrentMediaTime()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 2
        square.layer.add(fade, forKey: "pacing")
        _ = Timer.scheduledTimer(withTimeInterval: 2.2, repeats: false) { _ in
            MainActor.assumeIsolated {
                let times = driver.frameTimes.filter { $0 > start + 0.05 && $0 < start + 1.95 }
                let intervals = zip(times.dropFirst(), times).map { ($0 - $1) * 1000 }
                let period = 1000 / Double(MediaClock.shared.maximumFramesPerSecond)
                let within = intervals.filter { abs($0 - period) <= period * 0.1 }.count
                let sorted = intervals.sorted()
                let mean = intervals.reduce(0, +) / Double(max(1, intervals.count))
                let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
                Self.say(String(format: "frame pacing: %d frames, period %.3f ms, mean interval %.3f ms, p99 %.3f ms, %d of %d within 10%%",
                                times.count, period, mean, p99, within, intervals.count))
                Self.say("measurements done")
            }
        }
    }
}
