import Foundation
import QuartzCore
import UIKit
import UIKitSDL

/// The OpenUIKit catalog. With a display (`DISPLAY` set) it opens in a window as a
/// navigation app: a list of every screen, each pushed on selection (`CatalogAppDelegate`);
/// without one, or with `--png`, it renders every screen to a PNG file in the output folder
/// given as argument (default `out/catalog`). `--run-loop` opens the run-loop check instead
/// (`RunLoopDemoDelegate`); `--screen=NAME` opens the view screen of that name alone
/// (`ViewScreens.all`, e.g. `events-interactive`, `scroll`, `table`), printing the
/// interactive screen's actions; `--scenes` opens two windows from a scene-based app (`SceneDemoAppDelegate`).
let arguments = CommandLine.arguments.dropFirst()
let windowScreenName = arguments.first { $0.hasPrefix("--screen=") }.map { String($0.dropFirst("--screen=".count)) }
let wantsPNG = arguments.contains("--png")
let outputFolder = arguments.first { !$0.hasPrefix("--") } ?? "out/catalog"
let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

if !display.isEmpty && !wantsPNG {
    if arguments.contains("--scenes") {
        exit(MainActor.assumeIsolated { UIApplicationMain(delegate: SceneDemoAppDelegate(), sceneDelegate: { SceneDemoSceneDelegate() }) })
    }
    let runLoopCheck = arguments.contains("--run-loop")
    SDLBackend.shared.windowTitle = runLoopCheck ? "OpenUIKit Run Loop" : "OpenUIKit Catalog"
    let status = MainActor.assumeIsolated {
        UIApplicationMain(delegate: runLoopCheck ? RunLoopDemoDelegate(measures: arguments.contains("--measure")) : CatalogAppDelegate(screenName: windowScreenName))
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
