// CoreGraphics on Apple platforms provides CGFloat, CGPoint, CGSize and CGRect; on Linux
// they live in Foundation, so importing CoreGraphics brings Foundation along.
@_exported import Foundation
