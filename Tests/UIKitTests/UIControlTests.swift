import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records every control event in the order it is sent.
@MainActor
final class EventRecorder {
    var events: [String] = []
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    func watch(_ control: UIControl) {
        for (event, name) in Self.names {
            control.addAction(UIAction(identifier: .init(name)) { [unowned self] _ in events.append(name) }, for: event)
        }
    }
}

/// The seeds' round control: circular hit area, gray while tracking, red after.
@MainActor
final class RoundControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        backgroundColor = .gray
        return super.beginTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        backgroundColor = .red
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        let radius = bounds.width / 2
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy < radius * radius
    }
}

@MainActor @Suite(.serialized) struct UIControlTests {
    @Test func tapSendsDownThenUpInside() {
        let window = makeEventWindow()
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(control)
        let recorder = EventRecorder(); recorder.watch(control)
        let finger = window.touchDown(at: CGPoint(x: 60, y: 60))
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        finger.up()
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(recorder.events == ["down", "upInside"])
        recorder.events = []
        UIApplication.shared.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 60, y: 60), count: 2)
        #expect(recorder.events == ["down", "upInside", "down", "downRepeat", "upInside"])
        window.isHidden = true
    }

    @Test func dragOutAndBackInUsesTheExtendedArea() {
        let window = makeEventWindow(CGSize(width: 400, height: 400))
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(control)
        let recorder = EventRecorder(); recorder.watch(control)
        let finger = window.touchDown(at: CGPoint(x: 125, y: 125))
        finger.move(to: CGPoint(x: 130, y: 125))        // inside
        finger.move(to: CGPoint(x: 200, y: 125))        // 50 pt outside: still inside (70 pt tolerance)
        #expect(control.isTouchInside)
        finger.move(to: CGPoint(x: 260, y: 125))        // 110 pt outside: exit
        #expect(!control.isTouchInside && !control.isHighlighted)
        finger.move(to: CGPoint(x: 270, y: 125))
        finger.move(to: CGPoint(x: 140, y: 125))        // back in: enter
        finger.move(to: CGPoint(x: 300, y: 125))        // out again
        finger.up()
        #expect(recorder.events == ["down", "dragInside", "dragInside", "exit", "dragOutside", "dragOutside",
                                    "enter", "dragInside", "exit", "dragOutside", "upOutside"])
        window.isHidden = true
    }

    @Test func cancelSendsTouchCancel() {
        let window = makeEventWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        let recorder = EventRecorder(); recorder.watch(control)
        let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
        finger.cancel()
        #expect(recorder.events == ["down", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        window.isHidden = true
    }

    @Test func methodReferenceTargetsAreWeakAndRemovable() {
        let window = makeEventWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        var recorder: ActionRecorder? = ActionRecorder()
        weak let weakRecorder = recorder
        control.addTarget(recorder!, action: ActionRecorder.control, for: .touchUpInside)
        control.addTarget(recorder!, action: ActionRecorder.handled, for: [.touchDown, .touchUpInside])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        #expect(control.allTargets.count == 1)
        #expect(control.actions(forTarget: recorder, forControlEvent: .touchUpInside)?.count == 2)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder?.log == ["handled", "control", "handled"])
        control.removeTarget(recorder, action: nil, for: .touchDown)
        recorder?.log = []
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder?.log == ["control", "handled"])
        recorder = nil
        #expect(weakRecorder == nil)
        window.tap(at: CGPoint(x: 10, y: 10))   // released target: nothing happens, no crash
        #expect(control.allTargets.isEmpty)
        window.isHidden = true
    }

    @Test func nilTargetSelectorActionAndUIActionReplacement() {
        final class Host: UIView {
            var count = 0
            override func handler(forAction action: Selector) -> ((Any?) -> Void)? {
                action.name == "buttonTapped:" ? { [unowned self] sender in if sender is UIControl { count += 1 } } : super.handler(forAction: action)
            }
        }
        let window = makeEventWindow()
        let host = Host(frame: window.bounds)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(host); host.addSubview(control)
        control.addTarget(nil, action: Selector("buttonTapped:"), for: .touchUpInside)
        #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull)
        var closures: [String] = []
        control.addAction(UIAction(identifier: .init("x")) { action in closures.append("first \(action.sender is UIControl)") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("x")) { _ in closures.append("second") }, for: .touchUpInside)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.count == 1)
        #expect(closures == ["second"])
        control.removeAction(identifiedBy: .init("x"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(host.count == 2 && closures == ["second"])
        window.isHidden = true
    }

    @Test func disabledControlsDoNotTrackAndStatesCombine() {
        let window = makeEventWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        let recorder = EventRecorder(); recorder.watch(control)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.events.isEmpty)
        control.isEnabled = true
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        window.isHidden = true
    }

    @Test func roundControlFromTheSeeds() {
        let window = makeEventWindow()
        window.backgroundColor = .white
        let round = RoundControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(round)
        var taps = 0
        round.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        // A corner of the square is outside the circle: not hit.
        #expect(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === window)
        window.tap(at: CGPoint(x: 55, y: 55))
        #expect(taps == 0)
        let finger = window.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(round.backgroundColor == .gray)
        let reader = PixelReader(window.renderedImage())
        #expect(reader[100, 100].isNear(Pixel(128, 128, 128, 255), 2))
        finger.up()
        #expect(round.backgroundColor == .red)
        #expect(taps == 1)
        let after = PixelReader(window.renderedImage())
        #expect(after[100, 100] == .red)
        #expect(after[53, 53] == .white)   // outside the rounded corner
        window.isHidden = true
    }
}
