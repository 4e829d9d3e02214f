import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The machine the app runs on. On Linux it reports the desktop as Mac Catalyst reports a
/// Mac: the operating system's own name and version, the iPad idiom (windows get iPadOS's
/// size classes), no physical orientation and no proximity sensor; the battery comes from
/// the kernel's power-supply class when the machine has one.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Posted when the physical orientation changes (never on a desktop, which has none).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes while battery monitoring is enabled.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes while battery monitoring is enabled.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the proximity sensor's state changes (never: there is no sensor).
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// Where the battery values are read (a test points it at a fake power-supply folder).
    package var powerSupplyDirectory = "/sys/class/power_supply"
    var batteryTimer: Timer?
    var lastBattery: (level: Float, state: BatteryState)?
    private var orientationNotificationRequests = 0

    /// The machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device: "Linux" here ("iPhone", "iPad" on Apple's devices).
    open var model: String { "Linux" }
    /// The kind of device, localized.
    open var localizedModel: String { model }
    /// The operating system's name ("Linux").
    open var systemName: String { "Linux" }

    /// The operating system's version: the kernel release's leading numbers ("6.1.0"), as
    /// Mac Catalyst reports the macOS version.
    open var systemVersion: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "0" }
        let release = withUnsafeBytes(of: &info.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let numeric = release.prefix { $0.isNumber || $0 == "." }
        return numeric.isEmpty ? "0" : String(numeric)
    }

    /// The idiom of the interface: `.pad`, as a Mac Catalyst app scaled to match iPad reports.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// An identifier that stays the same for this app on this machine (derived from the
    /// machine id and the bundle identifier); nil when the machine has no id.
    open var identifierForVendor: UUID? {
        let machineID = ["/etc/machine-id", "/var/lib/dbus/machine-id"].lazy
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .first { !$0.isEmpty }
        guard let machineID else { return nil }
        return Self.uuid(hashing: machineID + "/" + (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName))
    }

    /// A version-5-shaped UUID from two 64-bit FNV-1a hashes of `text`.
    static func uuid(hashing text: String) -> UUID {
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            return hash
        }
        var bytes = withUnsafeBytes(of: fnv(0xcbf29ce484222325).bigEndian, Array.init) + withUnsafeBytes(of: fnv(0x84222325cbf29ce4).bigEndian, Array.init)
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// Whether the device runs several apps at once (true).
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The physical orientation: `.unknown`, as for any device that cannot sense it.
    open var orientation: UIDeviceOrientation { .unknown }

    /// Whether orientation notifications were asked for (more `begin` than `end` calls).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Asks for orientation-change notifications (calls nest).
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    /// Ends a `beginGeneratingDeviceOrientationNotifications()` request.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    // MARK: Proximity

    /// Proximity monitoring: stays false, as UIKit leaves it on a device without a sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}   // UIKit: "If the device does not have a proximity sensor, this property remains false."
    }

    /// Whether something is close to the sensor (false: there is none).
    open var proximityState: Bool { false }

    // MARK: Battery

    /// The state of the battery.
    public enum BatteryState: Int, Sendable {
        /// Unknown (monitoring disabled, or no battery).
        case unknown
        /// Running on the battery.
        case unplugged
        /// Plugged in and charging.
        case charging
        /// Plugged in and full.
        case full
    }

    /// Whether the app watches the battery: only then are `batteryLevel` and `batteryState`
    /// known and their change notifications posted (checked once a minute).
    open var isBatteryMonitoringEnabled: Bool = false {
        didSet { batteryMonitoringChanged() }
    }

    /// The charge from 0 to 1; -1 when monitoring is disabled or the machine has no battery.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? readBattery().level : -1 }

    /// The battery's state; `.unknown` when monitoring is disabled or there is no battery.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? readBattery().state : .unknown }
}
