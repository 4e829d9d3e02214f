/// The largest finite `Float`, as Darwin's `math.h` defines `MAXFLOAT` (UIKit code writes
/// `CGFloat(MAXFLOAT)` for an unbounded text height); Glibc's definition is not imported
/// into Swift.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE` (`MAXFLOAT`): what animation code sets `repeatCount` to for "forever".
public let HUGE: Float = .greatestFiniteMagnitude
