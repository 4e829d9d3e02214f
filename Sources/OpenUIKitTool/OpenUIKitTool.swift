import Foundation
import UIKit
import UIKitTesting

/// The `openuikit` command-line tool: renders a `.xib` or `.storyboard` scene to PNG, or
/// prints its view tree with frames and its Auto Layout problems; `openuikit fuzz` loads
/// mutated documents and archives until one crashes or hangs (`Fuzzer`).
///
/// Custom classes are drawn as themselves when their module is linked into the process
/// running the tool (a small host executable of yours that depends on the `OpenUIKitTool`
/// product and your module, registers classes Foundation cannot find by name with
/// `UINib.register(_:)`, and calls `OpenUIKitTool.main()`); otherwise as labelled
/// placeholders over their UIKit base class, as Xcode draws views it cannot build.
/// `prepareForInterfaceBuilder()` is called on every view of a custom class before the
/// render (Swift's `@IBDesignable` leaves no mark at run time on Linux, so every custom
/// view is treated as designable).
public enum OpenUIKitTool {
    /// Runs the tool with the process's arguments and returns its exit status.
    @MainActor public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        do {
            if arguments.first == "fuzz" {
                print(try fuzz(FuzzOptions(arguments: Array(arguments.dropFirst()))), terminator: "")
                return 0
            }
            let options = try ToolOptions(arguments: arguments)
            print(try run(options), terminator: "")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return error.isUsage ? 64 : 1
        }
    }

    /// Runs one command; returns what it prints (the inspection, or the render's one line).
    @MainActor public static func run(_ options: ToolOptions) throws(ToolError) -> String {
        let scene = try LoadedScene(options: options)
        defer { scene.close() }
        switch options.command {
        case .render:
            let output = options.output ?? "out.png"
            guard let data = scene.window.renderedImage().pngData() else { throw ToolError.file("could not encode the PNG of \(options.file)") }
            do {
                try data.write(to: URL(fileURLWithPath: output))
            } catch {
                throw ToolError.file("could not write \(output): \(error.localizedDescription)")
            }
            let pixels = "\(Int(scene.window.bounds.width * options.scale))x\(Int(scene.window.bounds.height * options.scale))"
            return "wrote \(output) (\(pixels) pixels)\n"
        case .inspect:
            return scene.inspection()
        }
    }
}

extension OpenUIKitTool {
    /// Runs the fuzzer with diagnostics silenced, crashes and hangs reported, printing
    /// progress; returns its summary line.
    @MainActor static func fuzz(_ options: FuzzOptions) throws(ToolError) -> String {
        Fuzzer.installCrashReport()
        Fuzzer.startWatchdog(hangSeconds: options.hangSeconds)
        return try Fuzzer.silencingDiagnostics { () throws(ToolError) -> String in
            try Fuzzer.run(options) { line in FileHandle.standardOutput.write(Data(line.utf8)) }.line
        }
    }
}

extension ToolError {
    var isUsage: Bool { if case .usage = self { return true } else { return false } }
}

extension Error {
    var isUsage: Bool { (self as? ToolError)?.isUsage ?? false }
}
