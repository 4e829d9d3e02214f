import Foundation

/// A time interval in seconds, as CoreFoundation defines it.
public typealias CFTimeInterval = Double

/// Returns the current absolute time of the media clock, in seconds.
///
/// Reads ``MediaClock/shared``: in the default `.virtual` mode this time moves only when
/// code advances the clock, so animations are exact and tests never wait.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.shared.now
}
