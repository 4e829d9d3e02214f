import Foundation
import QuartzCore
import UIKit

/// The OpenUIKit catalog: renders every screen to a PNG file in the output folder given as
/// the first argument (default `out/catalog`).
let outputFolder = CommandLine.arguments.dropFirst().first ?? "out/catalog"
do {
    try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    for screen in CatalogScreens.all {
        let path = (outputFolder as NSString).appendingPathComponent("\(screen.name).png")
        try screen.render(to: path)
        print("wrote \(path)")
    }
    try ViewScreens.renderAll(into: outputFolder)
} catch {
    FileHandle.standardError.write(Data("catalog: \(error)\n".utf8))
    exit(1)
}
