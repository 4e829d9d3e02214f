import Foundation
import UIKit
import UIKitTesting

/// A shown window of `size` at scale 1 with a white background; hide it when done.
@MainActor
func makeWindow(_ size: CGSize = CGSize(width: 100, height: 100), color: UIColor? = .white) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = color
    window.isHidden = false
    return window
}

/// A view that records its hooks and passes into a shared log.
@MainActor
final class RecordingView: UIView {
    var log: [String]
    let name: String
    var layoutCount = 0
    var drawCount = 0
    var drawRects: [CGRect] = []
    var tintChanges = 0
    var drawColor: UIColor?
    var onLayout: (() -> Void)?
    var onDidMoveToWindow: (() -> Void)?
    var onDraw: (() -> Void)?

    init(_ name: String, frame: CGRect = .zero, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    static var shared: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) { RecordingView.shared.append("\(name).willMove(toSuperview:\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { RecordingView.shared.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { RecordingView.shared.append("\(name).willMove(toWindow:\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() {
        RecordingView.shared.append("\(name).didMoveToWindow")
        onDidMoveToWindow?()
    }
    override func didAddSubview(_ subview: UIView) { RecordingView.shared.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { RecordingView.shared.append("\(name).willRemoveSubview") }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        RecordingView.shared.append("\(name).layoutSubviews")
        onLayout?()
    }
    override func tintColorDidChange() { tintChanges += 1 }
}

/// A view that fills its bounds (or the rect asked) with a color in `draw(_:)`.
@MainActor
final class DrawingView: UIView {
    var drawCount = 0
    var drawRects: [CGRect] = []
    var fill: UIColor = .red
    var onDraw: (() -> Void)?
    override func draw(_ rect: CGRect) {
        drawCount += 1
        drawRects.append(rect)
        fill.setFill()
        UIGraphicsGetCurrentContext()?.fill(rect)
        onDraw?()
    }
}
