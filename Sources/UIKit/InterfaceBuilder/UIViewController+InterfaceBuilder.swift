import Foundation

extension UIViewController {
    /// The storyboard the controller was created from, nil otherwise.
    public var storyboard: UIStoryboard? { storyboardStorage }

    /// Implements `loadView()`: the storyboard scene's view, else the nib, else a plain view.
    package func loadViewFromInterfaceBuilderOrPlain() {
        if let loader = storyboardViewLoader {
            loader(self)
            return
        }
        if let name = nibName ?? defaultNibName() {
            let nib = UINib(nibName: name, bundle: nibBundle)
            do {
                _ = try nib.instantiateOrThrow(withOwner: self, options: nil)
            } catch {
                UINib.log("Could not load NIB: \(error)")
            }
            if viewStorage == nil {
                UINib.log("-[\(String(reflecting: type(of: self))) loadView] loaded the \"\(name)\" nib but the view outlet was not set.")
            } else {
                return
            }
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The nib UIKit finds for a controller created without a nib name: `MyView.xib` for
    /// `MyViewController`, else `MyViewController.xib`, in the bundle's resources.
    func defaultNibName() -> String? {
        let className = String(describing: type(of: self))
        var candidates: [String] = []
        if className.hasSuffix("Controller"), className.count > "Controller".count { candidates.append(String(className.dropLast("Controller".count))) }
        candidates.append(className)
        let bundle = nibBundle ?? .main
        return candidates.first { IBResourceLocator.url(named: $0, extensions: ["xib"], in: bundle) != nil }
    }

    /// Implements `performSegue(withIdentifier:sender:)`.
    package func performSegueCore(_ identifier: String, sender: Any?) {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            UINib.log("Receiver (<\(String(reflecting: type(of: self))): \(IBKeyPathSetter.address(self))>) has no segue with identifier '\(identifier)'")
            return
        }
        template.run(from: self, sender: sender)
    }

    /// Implements `canPerformUnwindSegueAction(_:from:sender:)`.
    package func canPerformUnwindCore(_ action: Selector) -> Bool {
        handler(forAction: action) != nil
    }
}
