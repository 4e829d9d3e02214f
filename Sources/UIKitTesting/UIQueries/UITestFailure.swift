import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Reports a UI query failure (no match, several matches where one is required, an element
/// that cannot be hit) as XCUITest does, as a test failure: a Swift Testing issue inside a
/// Swift Testing test, else `XCTFail` when XCTest is loaded (found at run time, so this
/// module links no XCTest), else a line on standard error. Never traps.
enum UITestFailure {
    /// Set to observe failures instead of recording them (tests of the queries themselves).
    @MainActor static var handler: ((String) -> Void)?

    @MainActor static func record(_ message: String, sourceLocation: SourceLocation) {
        if let handler { handler(message); return }
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else if let fail = xctFail {
            fail(message, "\(sourceLocation.filePath)", UInt(sourceLocation.line))
        } else {
            FileHandle.standardError.write(Data("\(sourceLocation.fileID):\(sourceLocation.line): UI query failed: \(message)\n".utf8))
        }
    }

    private typealias XCTFailFunction = @convention(thin) (String, StaticString, UInt) -> Void

    /// swift-corelibs-xctest's `XCTFail(_:file:line:)`, when the process has XCTest loaded.
    @MainActor private static let xctFail: ((String, String, UInt) -> Void)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF") else { return nil }
        let function = unsafeBitCast(symbol, to: XCTFailFunction.self)
        return { message, file, line in
            // StaticString needs a literal: the file is put in the message instead.
            function("\(file):\(line): \(message)", #filePath, line)
        }
    }()
}

/// Observes UI query failures instead of recording them, for tests of failing queries.
public enum XCUIElementFailures {
    /// Runs `body`, passing each UI query failure message to `handler` instead of recording
    /// it as a test failure.
    @MainActor public static func observe(_ handler: @escaping (String) -> Void, during body: () -> Void) {
        let saved = UITestFailure.handler
        UITestFailure.handler = handler
        defer { UITestFailure.handler = saved }
        body()
    }
}
