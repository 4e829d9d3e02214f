import Foundation

extension UIDevice {
    /// The first battery under the power-supply folder: its capacity (percent) and status.
    func readBattery() -> (level: Float, state: BatteryState) {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: powerSupplyDirectory) else { return (-1, .unknown) }
        for entry in entries.sorted() {
            let folder = (powerSupplyDirectory as NSString).appendingPathComponent(entry)
            func read(_ file: String) -> String? {
                (try? String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard read("type") == "Battery", let capacity = read("capacity").flatMap(Float.init), capacity.isFinite else { continue }
            let level = min(1, max(0, capacity / 100))
            switch read("status") {
            case "Charging": return (level, .charging)
            case "Full": return (level, .full)
            case "Discharging", "Not charging": return (level, .unplugged)
            default: return (level, .unknown)
            }
        }
        return (-1, .unknown)
    }

    /// Starts or stops the once-a-minute check that posts the battery notifications.
    func batteryMonitoringChanged() {
        batteryTimer?.invalidate()
        batteryTimer = nil
        guard isBatteryMonitoringEnabled else {
            lastBattery = nil
            return
        }
        lastBattery = readBattery()
        let timer = Timer(timeInterval: 60, repeats: true) { _ in
            MainActor.assumeIsolated { UIDevice.current.checkBattery() }
        }
        RunLoop.main.add(timer, forMode: .common)
        batteryTimer = timer
    }

    /// Posts the level and state notifications for what changed since the last check.
    func checkBattery() {
        guard isBatteryMonitoringEnabled else { return }
        let now = readBattery()
        defer { lastBattery = now }
        guard let last = lastBattery else { return }
        if now.level != last.level { NotificationCenter.default.post(name: Self.batteryLevelDidChangeNotification, object: self) }
        if now.state != last.state { NotificationCenter.default.post(name: Self.batteryStateDidChangeNotification, object: self) }
    }
}
