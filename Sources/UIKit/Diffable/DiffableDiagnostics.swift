import CoreGraphics
import Foundation

/// The diffable data sources' diagnostic lines: misuse that UIKit raises an exception for
/// (duplicate identifiers, identifiers missing from the snapshot) is written to the log,
/// rate-limited, and the offending part of the call is dropped. The last lines are kept
/// for tests.
package enum DiffableDiagnostics {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var recent: [String] = []

    /// Logs `message` and keeps it among the recent lines.
    static func report(_ message: String) {
        lock.lock()
        recent.append(message)
        if recent.count > 100 { recent.removeFirst(recent.count - 100) }
        lock.unlock()
        DiagnosticLog.write("UIKit", message)
    }

    /// The most recent lines, oldest first (for tests).
    package static var recentMessages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recent
    }

    /// A set of identifiers printed as UIKit prints an `NSSet` in its messages: `{(\n    a,\n    b\n)}`.
    static func describeSet<T>(_ values: [T]) -> String {
        "{(\n" + values.map { "    \(String(describing: $0))" }.joined(separator: ",\n") + "\n)}"
    }
}
