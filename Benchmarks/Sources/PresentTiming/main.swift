import Foundation
import UIKit
import UIKitSDL

// Plain timing driver for HiDPI presentation: a 640x480-point window of 300 views and 20
// labels shown by the SDL backend at scale 1 and 2 (OPENUIKIT_SCALE), timing one loop turn
// (render + present) when a 40x20-point view changes color, and when the whole window
// does. With DISPLAY set it uses that X server (an OpenGL renderer when there is one);
// otherwise SDL's dummy driver and the software renderer.
// Run: swift run -c release PresentTiming
@MainActor
func measure(scale: String, wholeWindow: Bool, turns: Int) -> Double {
    setenv("OPENUIKIT_SCALE", scale, 1)
    let backend = SDLBackend.shared
    guard backend.start() else { fatalError("no SDL video driver") }
    defer { backend.shutDown() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    window.backgroundColor = .white
    for i in 0..<300 {
        let view = UIView(frame: CGRect(x: CGFloat(i % 20) * 32, y: CGFloat(i / 20) * 32, width: 28, height: 28))
        view.backgroundColor = UIColor(hue: CGFloat(i) / 300, saturation: 0.6, brightness: 0.9, alpha: 1)
        view.layer.cornerRadius = 6
        window.addSubview(view)
    }
    for i in 0..<20 {
        let label = UILabel(frame: CGRect(x: CGFloat(i % 4) * 160, y: 400 + CGFloat(i / 4) * 16, width: 150, height: 16))
        label.text = "Label number \(i)"
        window.addSubview(label)
    }
    let blinker = UIView(frame: CGRect(x: 300, y: 200, width: 40, height: 20))
    window.addSubview(blinker)
    window.makeKeyAndVisible()
    for _ in 0..<10 { backend.runOneTurn() }
    var samples: [Double] = []
    for round in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for turn in 0..<turns {
            let color: UIColor = (round * turns + turn) % 2 == 0 ? .red : .blue
            if wholeWindow { window.backgroundColor = color } else { blinker.backgroundColor = color }
            backend.runOneTurn()
        }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(turns))
    }
    window.isHidden = true
    return samples.sorted()[samples.count / 2]
}

MainActor.assumeIsolated {
    if ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty ?? true { setenv("SDL_VIDEODRIVER", "dummy", 1) }
    for scale in ["1", "2"] {
        let small = measure(scale: scale, wholeWindow: false, turns: 60)
        let whole = measure(scale: scale, wholeWindow: true, turns: 20)
        print(String(format: "scale %@: small change %.2f ms per frame, whole window %.2f ms per frame", scale, small, whole))
    }
}
