import Foundation
import QuartzCore
import UIKit
import UIKitSDL

/// The OpenUIKit catalog. With a display (`DISPLAY` set) it opens the interactive screen in
/// a window, printing each action it reports; without one, or with `--png`, it renders
/// every screen to a PNG file in the output folder given as argument (default `out/catalog`).
/// `--run-loop` opens the run-loop check instead (`RunLoopDemoDelegate`); `--screen=NAME`
/// opens the view screen of that name (`ViewScreens.all`, e.g. `scroll`, `table`, `animation`).
let arguments = CommandLine.arguments.dropFirst()
let windowScreenName = arguments.first { $0.hasPrefix("--screen=") }.map { String($0.dropFirst("--screen=".count)) }
let wantsPNG = arguments.contains("--png")
let outputFolder = arguments.first { !$0.hasPrefix("--") } ?? "out/catalog"
let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

/// The catalog's window app: one window with the interactive screen.
@MainActor
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var screen: InteractiveScreen?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        if let name = windowScreenName, ViewScreens.all.first(where: { $0.name == name }) == nil {
            let names = ViewScreens.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("catalog: no screen named \(name) (screens: \(names)); opening the interactive screen\n".utf8))
        }
        if let name = windowScreenName, let entry = ViewScreens.all.first(where: { $0.name == name }) {
            window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            entry.build(window)
            window.makeKeyAndVisible()
            self.window = window
            FileHandle.standardOutput.write(Data("catalog: window open (\(name))\n".utf8))
            return true
        }
        let screen = InteractiveScreen { line in
            FileHandle.standardOutput.write(Data("ACTION \(line)\n".utf8))
        }
        screen.install(in: window)
        window.makeKeyAndVisible()
        self.window = window
        self.screen = screen
        FileHandle.standardOutput.write(Data("catalog: window open\n".utf8))
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        FileHandle.standardOutput.write(Data("catalog: terminating\n".utf8))
    }
}

if !display.isEmpty && !wantsPNG {
    let runLoopCheck = arguments.contains("--run-loop")
    SDLBackend.shared.windowTitle = runLoopCheck ? "OpenUIKit Run Loop" : "OpenUIKit Catalog"
    let status = MainActor.assumeIsolated {
        UIApplicationMain(delegate: runLoopCheck ? RunLoopDemoDelegate(measures: arguments.contains("--measure")) : CatalogAppDelegate())
    }
    if status == 0 { exit(0) }
    FileHandle.standardError.write(Data("catalog: no window could be opened on DISPLAY=\(display); rendering PNGs instead\n".utf8))
}

do {
    try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    for screen in CatalogScreens.all {
        let path = (outputFolder as NSString).appendingPathComponent("\(screen.name).png")
        try screen.render(to: path)
        print("wrote \(path)")
    }
    try MainActor.assumeIsolated { try ViewScreens.renderAll(into: outputFolder) }
} catch {
    FileHandle.standardError.write(Data("catalog: \(error)\n".utf8))
    exit(1)
}
