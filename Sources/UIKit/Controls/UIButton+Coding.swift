import CoreGraphics
import Foundation

/// A button's archive: its type, per-state titles, attributed titles (`UIAttributedTitle-0`…,
/// see `AttributedTextArchive`), title colors, title shadow colors, images and background images, insets and image flags. Each state's value has its own
/// key (`UITitle-0`, `UIImage-1`…) with the states listed in `UIButtonStates`, since
/// Foundation on Linux cannot decode a dictionary of objects that may fail to decode.
/// Configurations (`UIButton.Configuration`) and menus are not archived.
extension UIButton {
    /// The kinds of per-state values and their key prefixes.
    private static let stateKeys = ["UITitle", "UITitleColor", "UITitleShadowColor", "UIImage", "UIBackgroundImage"]

    package func encodeButton(with coder: NSCoder) {
        coder.encode(buttonType.rawValue, forKey: "UIButtonType")
        var states = Set<UInt>()
        for (state, title) in titles { coder.encode(title, forKey: "UITitle-\(state)"); states.insert(state) }
        for (state, title) in attributedTitles { coder.encodeAttributedText(title, forKey: "UIAttributedTitle-\(state)"); states.insert(state) }
        for (state, color) in titleColors { coder.encode(color, forKey: "UITitleColor-\(state)"); states.insert(state) }
        for (state, color) in titleShadowColors { coder.encode(color, forKey: "UITitleShadowColor-\(state)"); states.insert(state) }
        for (state, image) in images { coder.encode(image, forKey: "UIImage-\(state)"); states.insert(state) }
        for (state, image) in backgroundImages { coder.encode(image, forKey: "UIBackgroundImage-\(state)"); states.insert(state) }
        if !states.isEmpty { coder.encode(states.sorted().map { Int($0) } as NSArray, forKey: "UIButtonStates") }
        coder.encode(contentEdgeInsets, forKey: "UIContentEdgeInsets")
        coder.encode(titleEdgeInsets, forKey: "UITitleEdgeInsets")
        coder.encode(imageEdgeInsets, forKey: "UIImageEdgeInsets")
        coder.encode(adjustsImageWhenHighlighted, forKey: "UIAdjustsImageWhenHighlighted")
        coder.encode(adjustsImageWhenDisabled, forKey: "UIAdjustsImageWhenDisabled")
    }

    package func decodeButton(from coder: NSCoder) {
        if let type = coder.checkedEnum(ButtonType.self, forKey: "UIButtonType") { buttonType = type }
        let states = coder.checkedList(Int.self, forKey: "UIButtonStates") ?? []
        guard states.count <= 64 else { coder.failDecoding("UIButtonStates lists \(states.count) states"); return }
        for raw in states {
            guard (0...0xFFFF_FFFF).contains(raw) else { coder.failDecoding("UIButtonStates holds \(raw)"); return }
            let state = UIControl.State(rawValue: UInt(raw))
            if let title = coder.checkedString(forKey: "UITitle-\(raw)") { setTitle(title, for: state) }
            if let title = coder.checkedAttributedText(forKey: "UIAttributedTitle-\(raw)") { setAttributedTitle(title, for: state) }
            if let color = coder.checkedObject(UIColor.self, forKey: "UITitleColor-\(raw)") { setTitleColor(color, for: state) }
            if let color = coder.checkedObject(UIColor.self, forKey: "UITitleShadowColor-\(raw)") { setTitleShadowColor(color, for: state) }
            if let image = coder.checkedObject(UIImage.self, forKey: "UIImage-\(raw)") { setImage(image, for: state) }
            if let image = coder.checkedObject(UIImage.self, forKey: "UIBackgroundImage-\(raw)") { setBackgroundImage(image, for: state) }
        }
        if let insets = coder.checkedEdgeInsets(forKey: "UIContentEdgeInsets") { contentEdgeInsets = insets }
        if let insets = coder.checkedEdgeInsets(forKey: "UITitleEdgeInsets") { titleEdgeInsets = insets }
        if let insets = coder.checkedEdgeInsets(forKey: "UIImageEdgeInsets") { imageEdgeInsets = insets }
        if let adjusts = coder.checkedBool(forKey: "UIAdjustsImageWhenHighlighted") { adjustsImageWhenHighlighted = adjusts }
        if let adjusts = coder.checkedBool(forKey: "UIAdjustsImageWhenDisabled") { adjustsImageWhenDisabled = adjusts }
    }
}
