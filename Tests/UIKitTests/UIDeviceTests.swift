import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIDevice` on a Linux desktop: the system's own name and version, the iPad idiom, no
/// orientation or proximity sensor, a stable vendor identifier and the battery from the
/// kernel's power-supply class.
@MainActor @Suite(.serialized) struct UIDeviceTests {
    @Test func describesTheMachine() {
        let device = UIDevice.current
        #expect(device.systemName == "Linux")
        #expect(device.userInterfaceIdiom == .pad)
        // The kernel release's leading numbers, e.g. "6.1.0".
        let parts = device.systemVersion.split(separator: ".")
        #expect(!parts.isEmpty && parts.allSatisfy { Int($0) != nil })
        #expect(device.systemVersion.compare("3.0", options: .numeric) == .orderedDescending)
        #expect(device.name == ProcessInfo.processInfo.hostName)
        #expect(device.orientation == .unknown)
        #expect(!device.orientation.isValidInterfaceOrientation)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled)   // no sensor: stays false, as UIKit documents
    }

    @Test func theVendorIdentifierIsStable() throws {
        guard FileManager.default.fileExists(atPath: "/etc/machine-id") || FileManager.default.fileExists(atPath: "/var/lib/dbus/machine-id") else { return }
        let first = try #require(UIDevice.current.identifierForVendor)
        #expect(UIDevice.current.identifierForVendor == first)
        #expect(UIDevice.uuid(hashing: "a") != UIDevice.uuid(hashing: "b"))
        #expect(UIDevice.uuid(hashing: "a") == UIDevice.uuid(hashing: "a"))
    }

    @Test func orientationNotificationRequestsNest() {
        let device = UIDevice.current
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func theBatteryIsReadOnlyWhileMonitored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("power-\(UUID().uuidString)")
        let battery = folder.appendingPathComponent("BAT0")
        try FileManager.default.createDirectory(at: battery, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Battery\n".write(to: battery.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        try "73\n".write(to: battery.appendingPathComponent("capacity"), atomically: true, encoding: .utf8)
        try "Charging\n".write(to: battery.appendingPathComponent("status"), atomically: true, encoding: .utf8)
        let device = UIDevice.current
        let saved = device.powerSupplyDirectory
        device.powerSupplyDirectory = folder.path
        defer { device.isBatteryMonitoringEnabled = false; device.powerSupplyDirectory = saved }
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)   // not monitored
        device.isBatteryMonitoringEnabled = true
        #expect(abs(device.batteryLevel - 0.73) < 1e-6)
        #expect(device.batteryState == .charging)
        final class Posted: @unchecked Sendable { var names: [Notification.Name] = [] }
        let posted = Posted()
        let observers = [UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { posted.names.append($0.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        try "Full\n".write(to: battery.appendingPathComponent("status"), atomically: true, encoding: .utf8)
        device.checkBattery()   // what the once-a-minute timer runs
        #expect(posted.names == [UIDevice.batteryStateDidChangeNotification])
        #expect(device.batteryState == .full)
    }
}
