import Foundation

/// The command line of `openuikit fuzz [--count N] [--seed S] [--start I] [--render-every K]
/// [--hang-seconds T] [PATH…]`: PATHs are `.xib`/`.storyboard` files or folders holding
/// them (the document corpus); the built-in archives are always fuzzed too.
package struct FuzzOptions: Equatable, Sendable {
    /// How many mutated inputs to run.
    package var count = FuzzOptions.defaultCount
    /// The number of inputs when `--count` is not given.
    package static let defaultCount = 100_000
    /// The run's seed; input `i` of a run is the same whatever `count` and `start` are.
    package var seed: UInt64 = 1
    /// The first input's index (to replay one input: `--start I --count 1`).
    package var start = 0
    /// Render every K-th input's window (0: never).
    package var renderEvery = 100
    /// An input running longer than this is reported as a hang.
    package var hangSeconds = 20
    /// The document files and folders given.
    package var paths: [String] = []

    /// Parses the arguments after `fuzz`.
    package init(arguments: [String]) throws(ToolError) {
        var index = 0
        func number(_ flag: String, minimum: Int) throws(ToolError) -> Int {
            index += 1
            guard index < arguments.count, let value = Int(arguments[index]), value >= minimum else {
                throw ToolError.usage("\(flag) needs a whole number of at least \(minimum)")
            }
            return value
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--count": count = try number(argument, minimum: 1)
            case "--seed": seed = UInt64(try number(argument, minimum: 0))
            case "--start": start = try number(argument, minimum: 0)
            case "--render-every": renderEvery = try number(argument, minimum: 0)
            case "--hang-seconds": hangSeconds = try number(argument, minimum: 1)
            default:
                guard !argument.hasPrefix("-") else { throw ToolError.usage("unknown option \(argument)") }
                paths.append(argument)
            }
            index += 1
        }
    }

    /// The documents under `paths`, sorted by path: (file name, text).
    package func documents() throws(ToolError) -> [(name: String, text: String)] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw ToolError.file("no such file or folder: \(path)") }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var documents: [(name: String, text: String)] = []
        for file in files.sorted() {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw ToolError.file("cannot read \(file) as UTF-8 text") }
            documents.append(((file as NSString).lastPathComponent, text))
        }
        return documents
    }
}
