import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor final class BarActionTarget: UIResponder {
    var count = 0
    func fire(_ sender: UIBarButtonItem) { count += 1 }
}

@MainActor @Suite(.serialized) struct NavigationBarTests {
    @Test func barButtonItemInitializers() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == "Done" && done.style == .done)
        let cancel = UIBarButtonItem(systemItem: .cancel)
        #expect(cancel.title == "Cancel" && cancel.style == .plain)
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(fixed.width == 12)
        var performed = 0
        let action = UIAction(title: "Share") { _ in performed += 1 }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.primaryAction === action && item.displayedTitle == "Share")
        item.sendAction(event: nil)
        #expect(performed == 1)
        item.isEnabled = false
        item.sendAction(event: nil)
        #expect(performed == 1)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(UIBarButtonItem(customView: custom).customView === custom)
        item.tag = 7
        #expect(item.tag == 7)
    }

    @Test func navigationItemProperties() {
        let item = UINavigationItem(title: "Inbox")
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = edit
        #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItem === edit)
        item.leftBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .trash)]
        #expect(item.leftBarButtonItem?.title == "+")
        item.setHidesBackButton(true, animated: false)
        #expect(item.hidesBackButton && item.largeTitleDisplayMode == .automatic)
        let controller = UIViewController()
        controller.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
        controller.title = "Drafts"
        #expect(controller.navigationItem.title == "Drafts")
    }

    /// Heights: 44 points for the bar's row and 52 more for a large title (96 in all):
    /// the persistent height and `_kNavBarLargeTitleHeightExtension` of Flutter's
    /// Cupertino navigation bar (cupertino/nav_bar.dart), which reproduces iOS's.
    @Test func standaloneBarHeightsAndItemStack() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 44)
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.topItem === second && bar.backItem === first && bar.items?.count == 2)
        bar.prefersLargeTitles = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 96)
        second.largeTitleDisplayMode = .never
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 44)
        second.prompt = "Choose"
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 74)
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.topItem === first && bar.backItem == nil)
        #expect(bar.popItem(animated: false) === first)
        #expect(bar.popItem(animated: false) == nil)
    }

    @MainActor final class RefusingDelegate: UINavigationBarDelegate {
        var popped: [String] = []
        var allow = false
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allow }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { popped.append(item.title ?? "") }
    }

    /// A standalone bar in a window: the back button reads the previous item's title and a
    /// tap on it pops the top item (the delegate may refuse).
    @Test func standaloneBarBackButtonTapPops() {
        let window = makeEventWindow(CGSize(width: 320, height: 200))
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(bar)
        let delegate = RefusingDelegate()
        bar.delegate = delegate
        bar.items = [UINavigationItem(title: "Settings"), UINavigationItem(title: "Wi-Fi")]
        UIApplication.shared.runUntilIdle()
        #expect(bar.backButton.title == "Settings")
        #expect(bar.titleLabel.attributedText?.string == "Wi-Fi")
        #expect(abs(bar.titleLabel.frame.midX - 160) < 1)
        let back = windowCenter(of: bar.backButton)
        window.tap(at: back)
        #expect(bar.items?.count == 2 && delegate.popped.isEmpty)
        delegate.allow = true
        window.tap(at: back)
        #expect(bar.items?.count == 1 && delegate.popped == ["Wi-Fi"])
        #expect(bar.backButton.isHidden)
    }

    @Test func backButtonTitleRules() {
        let window = makeEventWindow(CGSize(width: 320, height: 200))
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(bar)
        let root = UINavigationItem(title: "Root"), top = UINavigationItem(title: "Top")
        bar.items = [root, top]
        root.backButtonTitle = "Home"
        UIApplication.shared.runUntilIdle()
        #expect(bar.backButton.title == "Home")
        root.backButtonTitle = nil
        root.title = "A title far too long to fit beside the centered title of the bar"
        UIApplication.shared.runUntilIdle()
        #expect(bar.backButton.title == "Back")
        root.backButtonDisplayMode = .minimal
        UIApplication.shared.runUntilIdle()
        #expect(bar.backButton.title == "")
        top.hidesBackButton = true
        UIApplication.shared.runUntilIdle()
        #expect(bar.backButton.isHidden)
    }

    /// Bar button items become buttons; tapping one through the window sends its action
    /// (a method reference, and a nil-targeted selector travelling the responder chain).
    @Test func barButtonItemTapSendsAction() {
        let window = makeEventWindow(CGSize(width: 320, height: 200))
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(bar)
        let target = BarActionTarget()
        let item = UINavigationItem(title: "Notes")
        let add = UIBarButtonItem(title: "Add", style: .plain, target: target, action: BarActionTarget.fire)
        var edits = 0
        let edit = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in edits += 1 })
        item.rightBarButtonItem = add
        item.leftBarButtonItem = edit
        bar.items = [item]
        UIApplication.shared.runUntilIdle()
        let addView = bar.rightViews[0].1, editView = bar.leftViews[0].1
        #expect(abs(addView.frame.maxX - (320 - 16)) < 0.01)
        #expect(abs(editView.frame.minX - 16) < 0.01)
        window.tap(at: windowCenter(of: addView))
        #expect(target.count == 1)
        window.tap(at: windowCenter(of: editView))
        #expect(edits == 1)
        add.isEnabled = false
        UIApplication.shared.runUntilIdle()
        window.tap(at: windowCenter(of: bar.rightViews[0].1))
        #expect(target.count == 1)
    }

    /// The appearance's background color fills the bar (pixels) and its title attributes
    /// reach the title.
    @Test func appearanceBackgroundAndTitleAttributes() {
        let window = makeEventWindow(CGSize(width: 100, height: 100))
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(bar)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.green]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.items = [UINavigationItem(title: "")]
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        let scale = Int(window.screen.scale)
        #expect(pixels[5 * scale, 20 * scale].isNear(.red))
        #expect(pixels[5 * scale, 60 * scale].isNear(.white))
        bar.topItem?.title = "Hi"
        UIApplication.shared.runUntilIdle()
        #expect(bar.titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .green)
        // Without a scroll-edge appearance, the bar at the scroll edge is transparent (iOS 15).
        bar.scrollEdgeAppearance = nil
        UIApplication.shared.runUntilIdle()
        #expect(PixelReader(window.renderedImage())[5 * scale, 20 * scale].isNear(.white))
    }

    /// A toolbar lays out buttons, fixed and flexible spaces across its width.
    @Test func toolbarItemLayout() {
        let window = makeEventWindow(CGSize(width: 320, height: 100))
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 320, height: 44))
        window.addSubview(toolbar)
        let left = UIBarButtonItem(title: "L", style: .plain, target: nil, action: nil)
        let right = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        toolbar.items = [left, .flexibleSpace(), .fixedSpace(10), right]
        UIApplication.shared.runUntilIdle()
        #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        #expect(toolbar.itemViews[0].1.frame.minX == 16)
        #expect(right.customView!.frame == CGRect(x: 320 - 16 - 40, y: 12, width: 40, height: 20))
    }

    /// `UIBarButtonItem.isHidden` (iOS 16) takes an item out of the toolbar and, set back to
    /// false, puts it back: the hidden item is still observed.
    @Test func aHiddenToolbarItemShownAgainReturns() {
        let window = makeEventWindow(CGSize(width: 320, height: 100))
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 320, height: 44))
        window.addSubview(toolbar)
        let share = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        let trash = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20)))
        toolbar.items = [share, .flexibleSpace(), trash]
        UIApplication.shared.runUntilIdle()
        trash.isHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(trash.customView!.superview == nil)
        #expect(toolbar.itemViews.count == 2)
        trash.isHidden = false
        UIApplication.shared.runUntilIdle()
        #expect(trash.customView!.superview === toolbar)
        #expect(trash.customView!.frame == CGRect(x: 320 - 16 - 30, y: 12, width: 30, height: 20))
    }
}
