import Foundation
import Testing
import UIKit
import UIKitTesting

/// `topLayoutGuide`/`bottomLayoutGuide` (UILayoutSupport) and `keyboardLayoutGuide`, used as
/// libraries use them: constraints to their anchors, then frames after layout.
@MainActor @Suite(.serialized) struct LayoutSupportGuideTests {
    func window(safeArea: UIEdgeInsets) -> (UIWindow, UIViewController) {
        UIScreen.main.configureHeadless(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: safeArea)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    func box(in view: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(v)
        return v
    }

    @available(*, deprecated, message: "exercises the deprecated topLayoutGuide and bottomLayoutGuide")
    @Test func layoutSupportGuidesSpanTheUnsafeBands() {
        let (window, controller) = window(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { window.isHidden = true; UIScreen.main.configureHeadless(safeAreaInsets: .zero) }
        let content = box(in: controller.view)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(content.frame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57 - 34))
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    }

    @Test func keyboardGuideIsDockedAtTheBottom() throws {
        let (window, controller) = window(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { window.isHidden = true; UIScreen.main.configureHeadless(safeAreaInsets: .zero) }
        let view: UIView = controller.view
        let field = box(in: view)
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            field.heightAnchor.constraint(equalToConstant: 40),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 100),
        ])
        UIApplication.shared.runUntilIdle()
        // Apple: usesBottomSafeArea "defaults to true, indicating that the layout guide ties to the
        // bottomAnchor of the view's safeAreaLayoutGuide"; false ties it to the view's bottomAnchor.
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(field.frame.maxY == 802)
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        UIApplication.shared.runUntilIdle()
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(field.frame.maxY == 836)
    }

    @Test func trackingConstraintsFollowTheDockedEdge() {
        let (window, controller) = window(safeArea: .zero)
        defer { window.isHidden = true }
        let view: UIView = controller.view
        let guide = view.keyboardLayoutGuide
        let bar = box(in: view)
        let nearBottom = bar.bottomAnchor.constraint(equalTo: guide.topAnchor)
        let nearTop = bar.topAnchor.constraint(equalTo: view.topAnchor)
        let awayFromTop = bar.heightAnchor.constraint(equalToConstant: 44)
        guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        #expect(nearBottom.isActive && !nearTop.isActive && awayFromTop.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .top) == [nearTop])
        NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.widthAnchor.constraint(equalToConstant: 50)])
        UIApplication.shared.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 800, width: 50, height: 44))
    }
}
