import Foundation
import OpenUIKitTool

// `openuikit render File.xib -o out.png` / `openuikit inspect File.xib`: see OpenUIKitTool.
exit(MainActor.assumeIsolated { OpenUIKitTool.main() })
