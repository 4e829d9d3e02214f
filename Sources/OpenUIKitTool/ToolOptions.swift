import Foundation
import UIKit

/// The command line of `openuikit`: `render File.xib [--scene ID] [--size 390x844]
/// [--scale 2] [--appearance dark] -o out.png` or `inspect File.xib [--scene ID] [--size …]`.
public struct ToolOptions: Equatable, Sendable {
    /// What to do.
    public enum Command: String, Sendable { case render, inspect }

    public var command: Command
    /// The `.xib` or `.storyboard` path.
    public var file: String
    /// A storyboard scene (scene id, controller id or storyboard identifier) or a xib's
    /// top-level view id; nil: the initial scene, or the xib's first top-level view.
    public var scene: String?
    /// The window size in points; nil: the xib view's own size, 390x844 for a storyboard.
    public var size: CGSize?
    /// Pixels per point.
    public var scale: CGFloat = 2
    /// `light` or `dark`.
    public var appearance: UIUserInterfaceStyle = .light
    /// The PNG to write (render).
    public var output: String?

    /// The usage text printed with every argument error.
    public static let usage = """
        usage: openuikit render FILE.xib|FILE.storyboard [--scene ID] [--size WIDTHxHEIGHT] [--scale N] [--appearance light|dark] -o OUT.png
               openuikit inspect FILE.xib|FILE.storyboard [--scene ID] [--size WIDTHxHEIGHT]
               openuikit fuzz [--count N] [--seed S] [--start I] [--render-every K] [--hang-seconds T] [FILE.xib|FILE.storyboard|FOLDER]...
        """

    /// Parses the arguments after the program name.
    public init(arguments: [String]) throws(ToolError) {
        guard let first = arguments.first else { throw ToolError.usage("no command given") }
        guard let command = Command(rawValue: first) else { throw ToolError.usage("unknown command '\(first)' (render or inspect)") }
        self.command = command
        var file: String?
        var index = 1
        func value(_ flag: String) throws(ToolError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("-") || Double(arguments[index]) != nil else {
                throw ToolError.usage("\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--scene": scene = try value(argument)
            case "--size":
                let text = try value(argument)
                let parts = text.lowercased().split(separator: "x")
                guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                      width >= 1, height >= 1, width <= 10_000, height <= 10_000 else {
                    throw ToolError.usage("--size \(text): expected WIDTHxHEIGHT in points, e.g. 390x844 (1 to 10000 each)")
                }
                size = CGSize(width: width, height: height)
            case "--scale":
                let text = try value(argument)
                guard let number = Double(text), number >= 1, number <= 4 else { throw ToolError.usage("--scale \(text): expected a number from 1 to 4") }
                scale = CGFloat(number)
            case "--appearance":
                let text = try value(argument)
                switch text {
                case "light": appearance = .light
                case "dark": appearance = .dark
                default: throw ToolError.usage("--appearance \(text): expected light or dark")
                }
            case "-o", "--output": output = try value(argument)
            default:
                guard !argument.hasPrefix("-") else { throw ToolError.usage("unknown option \(argument)") }
                guard file == nil else { throw ToolError.usage("more than one document given ('\(file!)' and '\(argument)')") }
                file = argument
            }
            index += 1
        }
        guard let file else { throw ToolError.usage("no .xib or .storyboard file given") }
        self.file = file
        if command == .render, output == nil { throw ToolError.usage("render needs -o OUT.png") }
        if command == .inspect, output != nil { throw ToolError.usage("inspect prints to standard output; -o is for render") }
    }
}

/// What stops the tool: a bad command line, an unreadable or invalid document (naming the
/// file, line and element), or a PNG that cannot be written.
public enum ToolError: Error, CustomStringConvertible, Equatable {
    case usage(String)
    case document(InterfaceBuilderError)
    case file(String)

    public var description: String {
        switch self {
        case .usage(let message): return "openuikit: \(message)\n\(ToolOptions.usage)"
        case .document(let error): return "openuikit: \(error)"
        case .file(let message): return "openuikit: \(message)"
        }
    }
}
