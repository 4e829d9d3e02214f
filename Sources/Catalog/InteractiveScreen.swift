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
    var observation: NSKeyValueObservation?
    var notificationToken: NSObjectProtocol?
    /// Receives each report line.
    var log: (String) -> Void

    init(log: @escaping (String) -> Void) {
        self.log = log
        super.init()
    }

    /// Fills `window` with the screen's views and wires up every report.
    func install(in window: UIWindow) {
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        window.addSubview(round)
        round.addTarget(self, action: InteractiveScreen.roundTapped, for: .touchUpInside)

        box.backgroundColor = .systemIndigo
        box.addSubview(overhang)
        window.addSubview(box)
        overhang.onToggle = { [weak self] on in self?.log("overhang: toggled \(on ? "on" : "off")") }

        window.addSubview(pie)
        pie.addTarget(self, action: InteractiveScreen.pieChanged, for: .valueChanged)             // 1 target-action
        pie.delegate = self                                                                        // 2 delegate
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

    func roundTapped(_ sender: RoundControl) { log("round control: touchUpInside") }

    func pieChanged(_ sender: PieChart) { log("pie: target-action sector \(sender.selectedSector)") }

    func pieChart(_ pieChart: PieChart, didSelectSector sector: Int) { log("pie: delegate sector \(sector)") }
}
