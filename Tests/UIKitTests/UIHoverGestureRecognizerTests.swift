import Foundation
import Testing
import UIKit
import UIKitTesting

/// Pointer input: hover recognizers, the cursor chosen over views and by pointer
/// interactions, button masks and modifier flags reaching recognizers.
@MainActor @Suite(.serialized) struct UIHoverGestureRecognizerTests {
    @MainActor final class Recorder {
        var log: [String] = []
        func hovered(_ g: UIHoverGestureRecognizer) {
            let p = g.location(in: g.view)
            log.append("\(g.state.rawValue)@\(Int(p.x)),\(Int(p.y))")
        }
    }

    @Test func hoverBeginsChangesAndEndsAsThePointerEntersMovesAndLeaves() {
        let window = makeEventWindow()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        let hover = UIHoverGestureRecognizer()
        let recorder = Recorder()
        hover.addTarget(recorder, action: Recorder.hovered)
        view.addGestureRecognizer(hover)
        window.hover(at: CGPoint(x: 10, y: 10))
        #expect(recorder.log.isEmpty)
        window.hover(at: CGPoint(x: 60, y: 70))
        window.hover(at: CGPoint(x: 80, y: 90))
        window.hover(at: CGPoint(x: 200, y: 200))
        // began 1, changed 2, ended 3 (locations in the view).
        #expect(recorder.log == ["1@10,20", "2@30,40", "3@150,150"])
        #expect(hover.state == .possible)
        window.hover(at: CGPoint(x: 60, y: 60), modifierFlags: .alternate)
        #expect(recorder.log.last == "1@10,10" && hover.modifierFlags == .alternate)
        window.pointerExit()
        #expect(recorder.log.last?.hasPrefix("3@") == true)
        window.isHidden = true
    }

    @Test func theCursorIsABeamOverTextAHandOverButtonsAndTheArrowElsewhere() {
        let window = makeEventWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 50, width: 100, height: 30)
        let text = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
        let label = UILabel(frame: CGRect(x: 0, y: 200, width: 100, height: 30))
        for v in [field, button, text, label] as [UIView] { window.addSubview(v) }
        var shown: [String] = []
        PointerCursor.shared.onChange = { shown.append($0.rawValue) }
        defer { PointerCursor.shared.onChange = nil }
        window.hover(at: CGPoint(x: 10, y: 10))
        #expect(PointerCursor.shared.current == .iBeam)
        window.hover(at: CGPoint(x: 10, y: 60))
        #expect(PointerCursor.shared.current == .pointingHand)
        window.hover(at: CGPoint(x: 10, y: 120))
        #expect(PointerCursor.shared.current == .iBeam)
        window.hover(at: CGPoint(x: 10, y: 210))
        #expect(PointerCursor.shared.current == .arrow)
        button.isEnabled = false
        window.hover(at: CGPoint(x: 10, y: 60))
        #expect(PointerCursor.shared.current == .arrow)
        #expect(shown == ["iBeam", "pointingHand", "iBeam", "arrow"])
        window.isHidden = true
    }

    final class Splitter: UIPointerInteractionDelegate {
        var log: [String] = []
        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            // Only the middle strip is the divider.
            let strip = CGRect(x: 45, y: 0, width: 10, height: defaultRegion.rect.height)
            return strip.contains(request.location) ? UIPointerRegion(rect: strip, identifier: "divider") : nil
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(shape: .roundedRect(region.rect), constrainedAxes: .horizontal)
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            log.append("enter \(region.identifier.map { "\($0)" } ?? "")")
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            log.append("exit")
        }
    }

    @Test func pointerInteractionsChooseRegionsAndStyles() {
        let window = makeEventWindow()
        let pane = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(pane)
        let delegate = Splitter()
        let interaction = UIPointerInteraction(delegate: delegate)
        pane.addInteraction(interaction)
        #expect(interaction.view === pane)
        window.hover(at: CGPoint(x: 50, y: 50))
        #expect(PointerCursor.shared.current == .resizeLeftRight)
        window.hover(at: CGPoint(x: 51, y: 60))
        window.hover(at: CGPoint(x: 10, y: 50))
        #expect(PointerCursor.shared.current == .arrow)
        #expect(delegate.log == ["enter divider", "exit"])
        #expect(UIPointerStyle(shape: .verticalBeam(length: 20)).systemCursor == .iBeam)
        #expect(UIPointerStyle(effect: .highlight(UITargetedPreview(view: pane))).systemCursor == .pointingHand)
        #expect(UIPointerStyle.hidden().systemCursor == .hidden)
        #expect(UIPointerStyle(shape: .roundedRect(.zero), constrainedAxes: .vertical).systemCursor == .resizeUpDown)
        interaction.isEnabled = false
        window.hover(at: CGPoint(x: 50, y: 50))
        #expect(PointerCursor.shared.current == .arrow)
        window.isHidden = true
    }

    @Test func recognizersSeeTheButtonMaskAndModifiersOfTheirGesture() {
        let window = makeEventWindow()
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let touch = UITouch()
        let event = UIEvent(touches: [touch], timestamp: MediaClock.shared.now, buttonMask: .primary)
        touch.update(window: window, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: MediaClock.shared.now)
        UIApplication.shared.sendEvent(event)
        #expect(pan.buttonMask == .primary)
        touch.update(window: window, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: MediaClock.shared.now)
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: MediaClock.shared.now, buttonMask: .primary))
        UIApplication.shared.runUntilIdle()
        // A finger has no buttons.
        let finger = window.touchDown(at: CGPoint(x: 20, y: 20))
        #expect(pan.buttonMask == [])
        finger.up()
        window.isHidden = true
    }
}
