import Foundation
import UIKit

/// The catalog's interactive screen: the round control, a subview reachable outside its
/// parent's bounds, and the pie chart reporting its selection five ways. Every report is
/// written to `log` (the window app prints it; the CI window test reads it).
@MainActor
final class InteractiveScreen: NSObject, PieChartDelegate {
    let round = RoundControl(frame: CGRect(x: 40, y: 60, width: 140, height: 140))
    let box = OverhangingBox(frame: CGRect(x: 230, y: 60, width: 120, height: 120))
    let overhang = ToggleView(frame: CGRect(x: 60, y: 90, width: 120, height: 70))
    let pie = PieChart(frame: CGRect(x: 400, y: 40, width: 200, height: 200))
    let tappableImage = TappableImage(frame: CGRect(x: 40, y: 300, width: 110, height: 110))
    let enlarged = EnlargedTouchButton(type: .system)
    let fourState = FourStateButton.make(frame: CGRect(x: 400, y: 300, width: 110, height: 110))
    let textField = UITextField(frame: CGRect(x: 40, y: 430, width: 560, height: 34))
    var observation: NSKeyValueObservation?
    var notificationToken: NSObjectProtocol?
    /// Receives each report line.
    var log: (String) -> Void

    init(log: @escaping (String) -> Void) {
        self.log = log
        super.init()
    }

    /// Fills `container` with the screen's views and wires up every report.
    func install(in container: UIView) {
        container.backgroundColor = UIColor(white: 0.95, alpha: 1)
        container.addSubview(round)
        round.addTarget(self, action: InteractiveScreen.roundTapped, for: .touchUpInside)
        // Accessible as a button: activating it from a screen reader taps its middle (a
        // UIControl's accessibilityActivate() returns false); "Reset" is a custom action.
        round.isAccessibilityElement = true
        round.accessibilityLabel = "Round control"
        round.accessibilityTraits = .button
        round.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reset") { [weak self] _ in
            self?.log("round control: reset (custom action)")
            return true
        }]

        box.backgroundColor = .systemIndigo
        box.addSubview(overhang)
        container.addSubview(box)
        overhang.onToggle = { [weak self] on in self?.log("overhang: toggled \(on ? "on" : "off")") }

        container.addSubview(pie)
        pie.addTarget(self, action: InteractiveScreen.pieChanged, for: .valueChanged)             // 1 target-action
        pie.delegate = self                                                                        // 2 delegate
        installSeedControls(in: container)
        installTextField(in: container)
        pie.selectionHandler = { [weak self] sector in self?.log("pie: closure sector \(sector)") } // 3 closure
        observation = pie.observe(\.selectedSector, options: [.new]) { [weak self] _, change in   // 4 observation
            self?.log("pie: observation sector \(change.newValue ?? -1)")
        }
        notificationToken = NotificationCenter.default.addObserver(forName: PieChart.selectionDidChangeNotification, object: pie,
                                                                   queue: nil) { [weak self] note in  // 5 notification
            let sector = note.userInfo?["sector"] as? Int ?? -1
            MainActor.assumeIsolated { self?.log("pie: notification sector \(sector)") }
        }
    }

    /// The seeds' remaining examples: a tappable image view, a small button with a touch
    /// area enlarged through `point(inside:with:)`, and a button with an image per state.
    func installSeedControls(in container: UIView) {
        container.addSubview(tappableImage.view)
        tappableImage.onTap = { [weak self] index in self?.log("image view: tapped (image \(index))") }

        enlarged.setTitle("+20 pt", for: .normal)
        enlarged.frame = CGRect(x: 230, y: 340, width: 70, height: 30)
        enlarged.backgroundColor = UIColor(white: 0.88, alpha: 1)
        enlarged.addAction(UIAction { [weak self] _ in self?.log("enlarged button: touchUpInside") }, for: .touchUpInside)
        // The enlarged touch area, drawn as a dashed outline behind the button.
        let area = UIView(frame: enlarged.frame.insetBy(dx: -enlarged.touchMargin, dy: -enlarged.touchMargin))
        area.isUserInteractionEnabled = false
        area.layer.borderWidth = 1
        area.layer.borderColor = UIColor.systemGray.cgColor
        area.layer.cornerRadius = 6
        container.addSubview(area)
        container.addSubview(enlarged)

        fourState.accessibilityLabel = "Four-state button"
        container.addSubview(fourState)
        fourState.addAction(UIAction { [weak self] action in
            let selected = (action.sender as? UIButton)?.isSelected ?? false
            self?.log("four-state button: \(selected ? "selected" : "normal")")
        }, for: .touchUpInside)
    }

    /// A text field reporting each edit and the return key (the window test types into it).
    func installTextField(in container: UIView) {
        textField.borderStyle = .roundedRect
        textField.placeholder = "Type here, then press Return"
        textField.clearButtonMode = .whileEditing
        textField.addAction(UIAction { [weak self] action in
            self?.log("text field: changed \((action.sender as? UITextField)?.text ?? "")")
        }, for: .editingChanged)
        textField.addAction(UIAction { [weak self] action in
            self?.log("text field: return \((action.sender as? UITextField)?.text ?? "")")
        }, for: .editingDidEndOnExit)
        container.addSubview(textField)
    }

    func roundTapped(_ sender: RoundControl) { log("round control: touchUpInside") }

    func pieChanged(_ sender: PieChart) { log("pie: target-action sector \(sender.selectedSector)") }

    func pieChart(_ pieChart: PieChart, didSelectSector sector: Int) { log("pie: delegate sector \(sector)") }
}
