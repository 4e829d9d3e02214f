import Foundation
import UIKit

/// A screen loaded from a xib shipped as a SwiftPM resource (`Documents/ProfileScreen.xib`
/// through `Bundle.module`), as an iOS app loads its nibs.
@MainActor
enum XibScreen {
    /// Loads the document's view and pins it to `container`.
    static func build(_ container: UIView) {
        guard let view = UINib(nibName: "ProfileScreen", bundle: .module).instantiate(withOwner: nil).first as? UIView else {
            UIView.log("Catalog: ProfileScreen.xib did not load")
            return
        }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }
}
