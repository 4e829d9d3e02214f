import Foundation
import Testing
import UIKit
import UIKitTesting

/// The standard controls' values and appearances compared with reference PNGs in
/// `__References__` (`ControlReferenceImageTests` covers the normal, highlighted, selected
/// and disabled states): slider positions, segmented selections, a stepper at its limits, a
/// switch on and off, a text field empty, with a placeholder, with text and editing, a search
/// bar, a progress view; each in the light and the dark appearance.
///
/// Tolerance: exact (`ReferenceTolerance.exact`). Cairo, Pango and the DejaVu fonts are the
/// same Debian packages wherever the tests run, so the same code draws the same bytes; a
/// change to how a control draws fails here with the image and a difference image written
/// (see `TestSupport`). Re-record deliberately with `RECORD_REFERENCES=1`.
@MainActor @Suite(.serialized) struct ControlVariantReferenceImageTests {
    enum Appearance: String, CaseIterable { case light, dark }

    /// Renders `view` alone in a window of `size` (its background `.systemBackground` in
    /// `appearance`, the view inset by 8 points), after `prepare` ran with it in the window.
    static func render(_ view: UIView, _ size: CGSize, _ appearance: Appearance,
                       prepare: (UIView) -> Void = { _ in }) -> CGImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.overrideUserInterfaceStyle = appearance == .dark ? .dark : .light
        window.backgroundColor = .systemBackground
        window.isHidden = false
        view.frame = CGRect(x: 8, y: 8, width: size.width - 16, height: size.height - 16)
        window.addSubview(view)
        prepare(view)
        UIApplication.shared.runUntilIdle()
        let image = window.renderedImage().cgImage!
        if view.isFirstResponder { _ = view.resignFirstResponder() }
        window.isHidden = true
        return image
    }

    /// Renders the view `make` returns (see `render`) and compares it with the reference
    /// `name-appearance`, for each of `appearances`.
    func expectReference(_ name: String, _ size: CGSize, appearances: [Appearance] = Appearance.allCases,
                         sourceLocation: SourceLocation = #_sourceLocation, _ make: () -> UIView,
                         prepare: (UIView) -> Void = { _ in }) {
        for appearance in appearances {
            expectMatchesReference(Self.render(make(), size, appearance, prepare: prepare),
                                   named: "\(name)-\(appearance.rawValue)", sourceLocation: sourceLocation)
        }
    }

    @Test func sliderPositions() {
        for (name, value) in [("slider-min", Float(0)), ("slider-mid", 0.5), ("slider-max", 1)] {
            expectReference(name, CGSize(width: 140, height: 40)) {
                let slider = UISlider()
                slider.value = value
                return slider
            }
        }
    }

    @Test func segmentedSelections() {
        for (name, index) in [("segmented-none", UISegmentedControl.noSegment), ("segmented-first", 0), ("segmented-last", 2)] {
            expectReference(name, CGSize(width: 180, height: 48)) {
                let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
                segmented.selectedSegmentIndex = index
                return segmented
            }
        }
    }

    @Test func stepperAtItsLimits() {
        // At the minimum the decrement half is disabled; at the maximum the increment half.
        for (name, value) in [("stepper-minimum", 0.0), ("stepper-maximum", 100.0)] {
            expectReference(name, CGSize(width: 110, height: 48)) {
                let stepper = UIStepper()
                stepper.value = value
                return stepper
            }
        }
    }

    @Test func switchOnAndOff() {
        for isOn in [false, true] {
            expectReference(isOn ? "switch-on" : "switch-off", CGSize(width: 67, height: 47)) {
                let toggle = UISwitch()
                toggle.isOn = isOn
                return toggle
            }
        }
    }

    @Test func buttons() {
        expectReference("button-system", CGSize(width: 100, height: 44)) {
            let button = UIButton(type: .system)
            button.setTitle("Save", for: .normal)
            return button
        }
        expectReference("button-filled", CGSize(width: 110, height: 50)) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            return UIButton(configuration: configuration)
        }
    }

    @Test func textFieldContents() {
        func field(_ text: String?, placeholder: String?) -> () -> UIView {
            {
                let field = UITextField()
                field.borderStyle = .roundedRect
                field.placeholder = placeholder
                field.text = text
                return field
            }
        }
        let size = CGSize(width: 160, height: 48)
        expectReference("text-field-empty", size, field(nil, placeholder: nil))
        expectReference("text-field-placeholder", size, field(nil, placeholder: "Name"))
        expectReference("text-field-text", size, field("Hello", placeholder: "Name"))
        // Editing: first responder, the caret after the text.
        expectReference("text-field-editing", size, field("Hello", placeholder: "Name")) { view in
            #expect(view.becomeFirstResponder())
        }
    }

    @Test func searchBar() {
        let size = CGSize(width: 240, height: 72)
        expectReference("search-bar-placeholder", size) {
            let bar = UISearchBar()
            bar.placeholder = "Search"
            return bar
        }
        expectReference("search-bar-text", size) {
            let bar = UISearchBar()
            bar.placeholder = "Search"
            bar.text = "cats"
            return bar
        }
    }

    /// Disabled controls in the dark appearance (`ControlReferenceImageTests` has them in
    /// the light one): dimmed tints and text on black.
    @Test func disabledInTheDarkAppearance() {
        func disabled(_ control: UIControl) -> () -> UIView {
            { control.isEnabled = false; return control }
        }
        let system = UIButton(type: .system)
        system.setTitle("Save", for: .normal)
        expectReference("button-system-disabled", CGSize(width: 100, height: 44), appearances: [.dark], disabled(system))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        expectReference("button-filled-disabled", CGSize(width: 110, height: 50), appearances: [.dark],
                        disabled(UIButton(configuration: configuration)))
        let toggle = UISwitch()
        toggle.isOn = true
        expectReference("switch-on-disabled", CGSize(width: 67, height: 47), appearances: [.dark], disabled(toggle))
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.selectedSegmentIndex = 0
        expectReference("segmented-disabled", CGSize(width: 180, height: 48), appearances: [.dark], disabled(segmented))
        let slider = UISlider()
        slider.value = 0.5
        expectReference("slider-disabled", CGSize(width: 140, height: 40), appearances: [.dark], disabled(slider))
        expectReference("stepper-disabled", CGSize(width: 110, height: 48), appearances: [.dark], disabled(UIStepper()))
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Hello"
        expectReference("text-field-disabled", CGSize(width: 160, height: 48), appearances: [.dark], disabled(field))
    }

    @Test func otherControls() {
        expectReference("progress", CGSize(width: 140, height: 20)) {
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.3
            return progress
        }
        expectReference("page-control", CGSize(width: 120, height: 40)) {
            let pages = UIPageControl()
            pages.numberOfPages = 4
            pages.currentPage = 1
            return pages
        }
    }
}
