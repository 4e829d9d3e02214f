import Foundation
import UIKit

/// Runs an app in real windows: launches `delegate` (`willFinishLaunching`,
/// `didFinishLaunching`, where it creates and shows its window), then runs the SDL loop
/// until the windows close. Returns the exit status (1 when no display is available).
///
/// The Linux counterpart of `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`:
/// without the Objective-C runtime a class cannot be created from its name, so the
/// delegate instance is passed in.
@MainActor @discardableResult
public func UIApplicationMain(delegate: UIApplicationDelegate) -> Int32 {
    let backend = SDLBackend.shared
    guard backend.start() else { return 1 }
    UIApplication.shared.launch(with: delegate)
    backend.run()
    return 0
}

/// An app delegate that can be the program's entry point: mark it `@main` and it is
/// created and run by `UIApplicationMain(delegate:)`, as `@main` does on iOS.
///
/// ```swift
/// @main final class AppDelegate: UIResponder, UIApplicationMainDelegate { … }
/// ```
/// (A non-final class adds `required override init() { super.init() }`.)
@preconcurrency @MainActor
public protocol UIApplicationMainDelegate: UIApplicationDelegate {
    init()
}

extension UIApplicationMainDelegate {
    /// The program's entry point.
    public static func main() {
        exit(UIApplicationMain(delegate: Self()))
    }
}
