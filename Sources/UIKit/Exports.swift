// As Apple's UIKit does, `import UIKit` brings Foundation, CoreGraphics and QuartzCore.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
