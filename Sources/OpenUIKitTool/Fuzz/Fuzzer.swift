import Foundation
import Synchronization
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// `openuikit fuzz`: loads mutated Interface Builder documents and keyed archives in this
/// process, one after another, each either loading or failing with an error. A crash
/// (a trap, a bad access, a stack overflow) prints the input's index and seed before the
/// process ends with the signal; an input using more than `hangSeconds` of CPU time (or ten
/// times that in wall-clock time) is reported
/// as a hang and ends the process with status 3. Input `i` of a seed is the same in every
/// run, so `--seed S --start I --count 1` replays it.
package enum Fuzzer {
    /// What a finished run did.
    package struct Summary: Sendable {
        package var inputs = 0, documents = 0, archives = 0, loaded = 0, refused = 0
        package var seconds = 0.0
        /// The one-line report the tool prints.
        package var line: String {
            "\(inputs) inputs (\(documents) documents, \(archives) archives): \(loaded) loaded, \(refused) refused; "
                + "crashes 0, hangs 0; \(String(format: "%.1f", seconds)) s\n"
        }
    }

    /// The index of the input running now, -1 between inputs (read by the crash report and
    /// the hang watchdog).
    static let current = Atomic<Int>(-1)
    /// How many inputs have finished (the watchdog's sign of progress).
    static let finished = Atomic<Int>(0)
    /// The run's seed, for the crash report.
    static let runSeed = Atomic<UInt64>(0)
    /// Where crash and hang reports go: standard error as it was before the run silenced it.
    static let reportDescriptor = Atomic<Int32>(2)

    /// Runs `options.count` inputs from `options.start`; `progress` hears a line now and then.
    @MainActor package static func run(_ options: FuzzOptions, progress: (String) -> Void = { _ in }) throws(ToolError) -> Summary {
        let documents = try options.documents()
        let archives: [Data]
        do {
            archives = try ArchiveMutator.seedArchives()
        } catch {
            throw ToolError.file("could not write the built-in archives: \(error)")
        }
        runSeed.store(options.seed, ordering: .relaxed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var summary = Summary()
        let began = Date()
        let every = max(1_000, options.count / 20)
        for index in options.start..<(options.start + options.count) {
            current.store(index, ordering: .relaxed)
            var random = SeededRandom(seed: options.seed, index: index)
            let render = options.renderEvery > 0 && index % options.renderEvery == 0
            let pick = Int.random(in: 0..<(documents.count + archives.count), using: &random)
            let outcome: FuzzTarget.Outcome
            if pick < documents.count {
                let document = documents[pick]
                let text = DocumentMutator.mutate(document.text, using: &random)
                outcome = FuzzTarget.loadDocument(Data(text.utf8), name: document.name, in: window, render: render)
                summary.documents += 1
            } else {
                let mutated = (try? ArchiveMutator.mutate(archives[pick - documents.count], using: &random)) ?? Data()
                outcome = FuzzTarget.decodeArchive(mutated, in: window, render: render)
                summary.archives += 1
            }
            if outcome == .loaded { summary.loaded += 1 } else { summary.refused += 1 }
            summary.inputs += 1
            current.store(-1, ordering: .relaxed)
            finished.add(1, ordering: .relaxed)
            if summary.inputs % every == 0 {
                progress("\(summary.inputs)/\(options.count) inputs, \(summary.loaded) loaded, \(summary.refused) refused, "
                         + "\(String(format: "%.0f", Date().timeIntervalSince(began))) s\n")
            }
        }
        summary.seconds = Date().timeIntervalSince(began)
        return summary
    }

    /// Runs `body` with standard error sent to /dev/null (a million refused inputs log a
    /// great deal, rate-limited or not); crash and hang reports still reach the real one.
    package static func silencingDiagnostics<T>(_ body: () throws(ToolError) -> T) throws(ToolError) -> T {
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else { return try body() }
        reportDescriptor.store(saved, ordering: .relaxed)
        dup2(null, 2)
        close(null)
        defer {
            dup2(saved, 2)
            close(saved)
            reportDescriptor.store(2, ordering: .relaxed)
        }
        return try body()
    }

    /// Writes `text`, then the decimal `number` when given, to the report descriptor (no
    /// allocation: it runs in a signal handler).
    static func report(_ text: StaticString, _ number: UInt64? = nil) {
        let descriptor = reportDescriptor.load(ordering: .relaxed)
        _ = write(descriptor, text.utf8Start, text.utf8CodeUnitCount)
        guard let number else { return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var value = number, position = buffer.count
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0 && position > 0
            _ = write(descriptor, buffer.baseAddress! + position, buffer.count - position)
        }
    }

    /// Reports the running input as the cause of `signal`.
    static func reportCrash(signal: Int32) {
        let index = UInt64(max(current.load(ordering: .relaxed), 0))
        report("\nopenuikit fuzz: input ", index)
        report(" crashed with signal ", UInt64(signal))
        reportReplay(index)
    }

    /// Ends a report with the command line that replays input `index`.
    static func reportReplay(_ index: UInt64) {
        report("; replay it with --count 1 --seed ", runSeed.load(ordering: .relaxed))
        report(" --start ", index)
        report("\n")
    }

    /// Reports crashes on an alternate stack (so that a stack overflow is reported too),
    /// then lets the signal end the process as it would have.
    static func installCrashReport() {
        let size = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        sigaltstack(&stack, nil)
        for number in [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                Fuzzer.reportCrash(signal: signal)
                var reset = sigaction()
                reset.__sigaction_handler.sa_handler = SIG_DFL
                sigaction(signal, &reset, nil)
                raise(signal)
            }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(number, &action, nil)
        }
    }

    /// A thread that ends the process when an input makes no progress for `hangSeconds` of
    /// the process's CPU time (a loop that never ends burns CPU), or for ten times that in
    /// wall-clock time (an input that blocks). CPU time, not wall time, is what counts first:
    /// a fuzzer run at a low priority on a busy machine may wait far longer than an input
    /// takes, and that is not a hang.
    static func startWatchdog(hangSeconds: Int) {
        let thread = Thread {
            var last = finished.load(ordering: .relaxed), quiet = 0, cpuAtProgress = processCPUSeconds()
            while true {
                sleep(1)
                let now = finished.load(ordering: .relaxed)
                if now != last || current.load(ordering: .relaxed) < 0 {
                    last = now
                    quiet = 0
                    cpuAtProgress = processCPUSeconds()
                    continue
                }
                quiet += 1
                let busy = processCPUSeconds() - cpuAtProgress
                if busy >= Double(hangSeconds) || quiet >= hangSeconds * 10 {
                    let index = UInt64(max(current.load(ordering: .relaxed), 0))
                    report("\nopenuikit fuzz: input ", index)
                    report(" hangs (no progress for this many seconds: ", UInt64(quiet))
                    report(", of which CPU: ", UInt64(busy))
                    report(")")
                    reportReplay(index)
                    _exit(3)
                }
            }
        }
        thread.start()
    }

    /// The CPU time this process has used, in seconds.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
