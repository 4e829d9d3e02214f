// `import UIKitSnapshotTesting` brings swift-snapshot-testing's API (`assertSnapshot`,
// `verifySnapshot`, `withSnapshotTesting`, `Snapshotting`, `Diffing`) with the strategies
// this module adds for OpenUIKit's types.
@_exported import SnapshotTesting
@_exported import UIKit
