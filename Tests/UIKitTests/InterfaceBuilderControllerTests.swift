import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct InterfaceBuilderControllerTests {
    @Test func defaultNibNameLookupLoadsTheViewAndConnectsActions() throws {
        // No nib name: UIKit looks for "GreetingView" (the class name without "Controller").
        let controller = GreetingViewController(nibName: nil, bundle: .module)
        #expect(controller.nibName == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.runUntilIdle()
        #expect(controller.outletsInViewDidLoad)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.nameField.placeholder == "Your name")
        #expect(controller.nameField.borderStyle == .roundedRect)
        #expect(controller.nameField.autocapitalizationType == .words)
        #expect(controller.nameField.returnKeyType == .done)
        #expect(controller.greetingLabel.frame.minY == 8, "8 below the safe area's top (no insets on the headless screen)")
        controller.nameField.becomeFirstResponder()
        window.type("Ada")
        #expect(controller.greetingLabel.text == "Hello, Ada", "editingChanged to File's Owner reaches a declared action")
        window.press(UIKeyCommand.inputReturn)
        #expect(controller.finished == 1, "editingDidEndOnExit to First Responder walks the chain to the IBKey action")
    }

    @Test func explicitNibNameAndMissingNib() throws {
        let controller = GreetingViewController(nibName: "GreetingView", bundle: .module)
        #expect(controller.nibName == "GreetingView")
        #expect(controller.view.subviews.count == 2)
        let (plain, log) = capturingInterfaceBuilderLog { () -> UIView in
            let missing = GreetingViewController(nibName: "NoSuchView", bundle: .module)
            return missing.view
        }
        #expect(plain.subviews.isEmpty)
        #expect(log.contains { $0.contains("with name 'NoSuchView'") })
        #expect(log.contains { $0.contains("loaded the \"NoSuchView\" nib but the view outlet was not set.") })
    }

    @Test func classesCanBeRegisteredByName() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="R1" customClass="RegisteredOnlyView">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </objects>
        </document>
        """
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let (before, log) = capturingInterfaceBuilderLog { nib.instantiate(withOwner: nil).first }
        #expect(before.map { type(of: $0) == UIView.self } == true, "no module and not registered: the base class")
        #expect(log == ["Unknown class RegisteredOnlyView in Interface Builder file."])
        UINib.register(RegisteredOnlyView.self)
        #expect(nib.instantiate(withOwner: nil).first is RegisteredOnlyView)
    }
}

@MainActor final class RegisteredOnlyView: UIView {}
