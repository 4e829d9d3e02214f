// As on Apple platforms, importing QuartzCore brings CoreGraphics (and with it the
// geometry types) along.
@_exported import CoreGraphics
