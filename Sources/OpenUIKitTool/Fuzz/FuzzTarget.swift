import Foundation
import UIKit

/// What the fuzzer (and the reliability tests) do with one input: load a document and lay
/// out (and optionally render) what it makes, or decode an archive through the validating
/// unarchiver. Either it works or it fails with an error; a crash or a hang is a defect.
package enum FuzzTarget {
    /// How one input ended.
    package enum Outcome: Equatable {
        /// The document loaded (or the archive decoded) and was laid out.
        case loaded
        /// It was refused with an error (the error's description).
        case refused(String)
    }

    /// Loads the `.xib` or `.storyboard` in `data`: a xib's top-level objects, or every scene
    /// of a storyboard; the views go into `window`, which is laid out (and rendered when
    /// `render` is set), then emptied again.
    @MainActor package static func loadDocument(_ data: Data, name: String, in window: UIWindow, render: Bool) -> Outcome {
        defer { empty(window) }
        do throws(InterfaceBuilderError) {
            let document = try IBDocument(data: data, file: name, bundle: nil)
            switch document.kind {
            case .xib:
                let objects = try document.required(document.root.child("objects"), "objects")
                let instantiation = IBInstantiation(values: document.makeValues(), owner: FuzzOwner())
                for case let view as UIView in try instantiation.instantiate(objects.children) { window.addSubview(view) }
                show(window, render: render)
            case .storyboard:
                let storyboard = UIStoryboard(document: document)
                for scene in document.root.children(of: "scenes") {
                    guard let controller = scene.children(of: "objects").first(where: { $0["sceneMemberID"] == "viewController" }),
                          let id = controller["id"] else { continue }
                    window.rootViewController = try storyboard.instantiateScene(controllerID: id, creator: nil, embedChain: [])
                    show(window, render: render)
                    window.rootViewController = nil
                }
            }
            return .loaded
        } catch {
            return .refused(error.description)
        }
    }

    /// Decodes the keyed archive in `data` through
    /// `NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom:)`; a decoded view or layer is
    /// laid out in `window`.
    @MainActor package static func decodeArchive(_ data: Data, in window: UIWindow, render: Bool) -> Outcome {
        defer { empty(window) }
        let coder: NSKeyedUnarchiver
        do {
            coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        } catch {
            return .refused("\(error)")
        }
        let root = coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        if let error = coder.error { return .refused("\(error)") }
        guard let root else { return .refused("the archive's root object decoded as nil") }
        if let view = root as? UIView {
            window.addSubview(view)
        } else if let layer = root as? CALayer {
            window.layer.addSublayer(layer)
        }
        show(window, render: render)
        return .loaded
    }

    @MainActor static func show(_ window: UIWindow, render: Bool) {
        window.isHidden = false
        UIApplication.shared.runUntilIdle()
        if render { _ = window.renderedImage() }
    }

    /// Takes everything the input put into `window` out again and stops its animations.
    @MainActor static func empty(_ window: UIWindow) {
        window.rootViewController = nil
        for view in window.subviews { view.removeFromSuperview() }
        for layer in window.layer.sublayers ?? [] where layer.delegate == nil { layer.removeFromSuperlayer() }
        window.layer.removeAllAnimations()
        window.isHidden = true
    }
}

/// File's Owner of the documents the fuzzer loads: outlets and actions to it find nothing,
/// as when a nib is loaded with an owner of the wrong class.
@MainActor final class FuzzOwner: UIResponder {}
