import CoreGraphics
import Foundation

/// One item's button in a tab bar: the image (or selected image) over the title, and a
/// badge at the image's top right.
@preconcurrency @MainActor
package final class TabBarButton: UIControl {
    package let item: UITabBarItem
    package let imageView = UIImageView()
    package let titleLabel = UILabel()
    package let badgeLabel = UILabel()
    weak var bar: UITabBar?

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = UIFont.systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = UIFont.systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = 9
        accessibilityLabel = item.title
        addTarget(self, action: TabBarButton.fire, for: .touchUpInside)
        refresh()
    }

    package required init?(coder: NSCoder) { UIView.log("init(coder:): TabBarButton is created by UITabBar; not decoded"); return nil }

    /// An accessibility element unless set otherwise (its title and image are not separate
    /// elements), as iOS's tab bar buttons are.
    package override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// A button, selected while its item is the bar's selected one (as iOS's tab bar
    /// buttons read to VoiceOver and appear to UI tests).
    package override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.button).union(controlStateTraits(self))
            if bar?.selectedItemStorage === item { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    func fire() { bar?.userSelected(item) }

    /// Shows the item's current title, image and badge.
    func refresh() {
        let selected = bar?.selectedItemStorage === item
        let color: UIColor = selected ? (bar?.tintColor ?? .systemBlue) : (bar?.unselectedItemTintColor ?? .systemGray)
        titleLabel.text = item.title
        titleLabel.textColor = color
        let image = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.text = item.badgeValue
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let imageSide: CGFloat = 25
        imageView.frame = CGRect(x: (w - imageSide) / 2, y: 7, width: imageSide, height: imageSide)
        let offset = item.titlePositionAdjustment
        titleLabel.frame = CGRect(x: offset.horizontal, y: 35 + offset.vertical, width: w, height: 12)
        let text = item.badgeValue ?? ""
        let badgeWidth = max(18, text.size(withAttributes: [.font: badgeLabel.font as Any]).width.rounded(.up) + 10)
        badgeLabel.frame = CGRect(x: imageView.frame.maxX - 6, y: 2, width: text.isEmpty ? 10 : badgeWidth, height: text.isEmpty ? 10 : 18)
        badgeLabel.layer.cornerRadius = badgeLabel.frame.height / 2
    }
}

extension UITabBar {
    /// A tab bar's height above the safe area: 49 points, as UIKit's.
    package static let height: CGFloat = 49

    /// Adds the background once.
    package func setUpTabBar() {
        backgroundView.shadowAtTop = true
        addSubview(backgroundView)
        standardAppearance.observers.add(self)
    }

    /// The items or their look changed: rebuild the buttons at the next layout.
    package func setNeedsItemsRebuild() {
        buttonsAreStale = true
        setNeedsLayout()
    }

    /// Shows the selection on every button.
    package func updateButtonSelection() {
        for button in buttons { button.refresh() }
    }

    /// A button was tapped: a managing controller decides (its delegate may refuse);
    /// a standalone bar selects the item and tells its delegate.
    package func userSelected(_ item: UITabBarItem) {
        if let controller = managingController {
            controller.userSelectedTab(item)
            return
        }
        selectedItemStorage = item
        updateButtonSelection()
        delegate?.tabBar(self, didSelect: item)
    }

    /// Rebuilds the buttons when stale and lays them out in equal widths across the bar
    /// (above its bottom safe area).
    package func layoutTabBarContent() {
        backgroundView.apply(scrollEdgeAppearance ?? standardAppearance)
        if let barTintColor { backgroundView.backgroundColor = barTintColor }
        backgroundView.frame = bounds
        if buttonsAreStale {
            buttonsAreStale = false
            let key = ObjectIdentifier(self)
            for button in buttons {
                button.item.changeHandlers[key] = nil
                button.removeFromSuperview()
            }
            buttons = itemStorage.map { TabBarButton(item: $0, bar: self) }
            for button in buttons {
                addSubview(button)
                button.item.changeHandlers[key] = { [weak button] in button?.refresh() }
            }
        }
        guard !buttons.isEmpty else { return }
        let w = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * w, y: 0, width: w, height: UITabBar.height)
        }
    }
}
