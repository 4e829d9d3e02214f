import Foundation

/// The one writer of the library's diagnostic lines on standard error, rate-limited so that
/// a program feeding bad values in a loop gets a few lines, not millions: each topic (the
/// module and the message's first word, such as `UIKit: frame`) is written the first
/// `burst` times, then once every `every` occurrences with the count suppressed since.
package enum DiagnosticLog {
    package static let burst = 5
    package static let every = 1_000
    private nonisolated(unsafe) static var counts: [String: Int] = [:]
    private static let lock = NSLock()
    /// How many lines were suppressed in all (for tests).
    package nonisolated(unsafe) static var suppressedCount = 0

    /// Receives every message, shown or suppressed (tests set it to check that bad input
    /// was reported; nil otherwise).
    package nonisolated(unsafe) static var recorder: ((String) -> Void)?

    /// Writes `module: message` unless its topic has been written too often.
    package static func write(_ module: String, _ message: String) {
        recorder?(message)
        let topic = module + ":" + (message.split(separator: " ", maxSplits: 1).first.map(String.init) ?? "")
        lock.lock()
        let n = (counts[topic] ?? 0) + 1
        counts[topic] = n
        let shown = n <= burst || n % every == 0
        if !shown { suppressedCount += 1 }
        lock.unlock()
        guard shown else { return }
        let note = n > burst ? " (\(n - burst) similar messages so far; most suppressed)" : ""
        FileHandle.standardError.write(Data("\(module): \(message)\(note)\n".utf8))
    }
}
