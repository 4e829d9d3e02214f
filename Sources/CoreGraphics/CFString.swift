/// Core Foundation's string type, which Swift on Linux does not expose. Apple code passes
/// names `as CFString` where CoreGraphics and QuartzCore take them (font names, color space
/// names, text layer fonts); here those parameters are `String`, and this alias lets that
/// code compile unchanged.
public typealias CFString = String
