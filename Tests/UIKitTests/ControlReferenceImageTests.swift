import Foundation
import Testing
import UIKit
import UIKitTesting

/// Every standard control in its normal, highlighted, selected and disabled states compared
/// with reference PNGs in `__References__` (exact: fonts and Cairo are the same Debian
/// packages wherever the tests run). A change to how a control draws fails here with the
/// image and a difference image written (see `TestSupport`); re-record deliberately with
/// `RECORD_REFERENCES=1`.
@MainActor @Suite(.serialized) struct ControlReferenceImageTests {
    enum State: String, CaseIterable { case normal, highlighted, selected, disabled }

    /// Renders `control` in `state` alone in a white window of `size` and compares it with
    /// the reference `name-state`.
    func expectControl(_ name: String, _ size: CGSize, sourceLocation: SourceLocation = #_sourceLocation,
                       _ make: () -> UIControl) {
        for state in State.allCases {
            let window = makeWindow(size)
            let control = make()
            control.frame = CGRect(x: 8, y: 8, width: size.width - 16, height: size.height - 16)
            window.addSubview(control)
            switch state {
            case .normal: break
            case .highlighted: control.isHighlighted = true
            case .selected: control.isSelected = true
            case .disabled: control.isEnabled = false
            }
            UIApplication.shared.runUntilIdle()
            expectMatchesReference(window.renderedImage().cgImage!, named: "\(name)-\(state.rawValue)",
                                   sourceLocation: sourceLocation)
            window.isHidden = true
        }
    }

    @Test func systemButton() {
        expectControl("button-system", CGSize(width: 100, height: 44)) {
            let button = UIButton(type: .system)
            button.setTitle("Save", for: .normal)
            return button
        }
    }

    @Test func filledButton() {
        expectControl("button-filled", CGSize(width: 110, height: 50)) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            return UIButton(configuration: configuration)
        }
    }

    @Test func switchOnAndOff() {
        expectControl("switch-off", CGSize(width: 67, height: 47)) { UISwitch() }
        expectControl("switch-on", CGSize(width: 67, height: 47)) {
            let toggle = UISwitch()
            toggle.isOn = true
            return toggle
        }
    }

    @Test func slider() {
        expectControl("slider", CGSize(width: 140, height: 40)) {
            let slider = UISlider()
            slider.value = 0.3
            return slider
        }
    }

    @Test func segmentedControl() {
        expectControl("segmented", CGSize(width: 180, height: 48)) {
            let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
            segmented.selectedSegmentIndex = 1
            return segmented
        }
    }

    @Test func stepper() {
        expectControl("stepper", CGSize(width: 110, height: 48)) {
            let stepper = UIStepper()
            stepper.value = 5
            return stepper
        }
    }

    @Test func pageControl() {
        expectControl("page-control", CGSize(width: 120, height: 40)) {
            let pages = UIPageControl()
            pages.numberOfPages = 4
            pages.currentPage = 1
            return pages
        }
    }

    @Test func textField() {
        expectControl("text-field", CGSize(width: 160, height: 48)) {
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.text = "Hello"
            return field
        }
    }
}
