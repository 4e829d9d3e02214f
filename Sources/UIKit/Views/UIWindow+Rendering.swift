import CoreGraphics
import Foundation

extension UIWindow {
    /// Sets up a new window: hidden, registered with the application, render root.
    package func configureNewWindow() {
        layerStorage.isHidden = true
        renderRoot.anchorPoint = .zero
        renderRoot.suppressesActions = true
        UIApplication.shared.registerWindow(self)
        updateSafeAreaAfterGeometryChange()
    }

    /// Shows or hides the window's view tree for rendering.
    package func visibilityDidChange() {
        UIApplication.shared.windowVisibilityDidChange(self)
        if !isHidden {
            installRootViewControllerViewIfNeeded()
            scheduleFirstDisplayIfNeeded()
            for subview in subviewStorage { subview.propagateDidAppearInVisibleWindow() }
            setNeedsLayout()
        } else {
            propagateDisappearanceInHiddenWindow()
        }
    }

    /// Makes this window the key one.
    package func makeKeyCore() {
        let app = UIApplication.shared
        guard app.keyWindowStorage !== self else { return }
        let old = app.keyWindowStorage
        app.keyWindowStorage = self
        windowSceneStorage?.keyWindowStorage = self
        old?.resignKey()
        becomeKey()
    }

    /// Implements the `rootViewController` setter: the old controller's view leaves, the
    /// new one's fills the window (when it is shown).
    package func setRootViewController(_ controller: UIViewController?) {
        guard controller !== rootViewControllerStorage else { return }
        let old = rootViewControllerStorage
        if let oldView = old?.viewIfLoaded, oldView.superviewStorage === self {
            oldView.removeFromSuperview()
        }
        rootViewControllerStorage = controller
        if !isHidden { installRootViewControllerViewIfNeeded() }
        windowScene?.statusBarManagerIfCreated?.refresh()
    }

    /// Adds the root view controller's view, sized to the window, if it is not there yet.
    package func installRootViewControllerViewIfNeeded() {
        guard let controller = rootViewControllerStorage, let view = controller.view, view.superviewStorage !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    /// The screen's safe-area insets that fall inside the window, in window coordinates.
    package func screenSafeAreaInsetsInWindow() -> UIEdgeInsets {
        let s = screen.screenSafeAreaInsets
        guard s != .zero else { return .zero }
        let safe = screen.bounds.inset(by: s)
        let f = frame
        return UIEdgeInsets(top: max(0, safe.minY - f.minY), left: max(0, safe.minX - f.minX),
                            bottom: max(0, f.maxY - safe.maxY), right: max(0, f.maxX - safe.maxX))
    }

    /// The screen changed size, scale or insets: new compositor, new safe area.
    /// Views draw again at a new scale and hear about the trait change.
    package func screenDidChange(previousScale: CGFloat) {
        compositor = nil
        updateSafeAreaAfterGeometryChange()
        propagateWindowScale()
        notifyDisplayScaleChange(from: previousScale)
    }

    /// Gives every view in the window the screen's scale.
    private func propagateWindowScale() {
        let scale = screen.scale
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.adoptScreenScale(scale)
            stack.append(contentsOf: view.subviewStorage)
        }
    }

    /// Renders the window's layer tree at media time `time` into its compositor and
    /// records the damage (window coordinates). Hidden or empty windows render nothing.
    package func renderFrame(at time: CFTimeInterval) {
        let size = bounds.size
        let scale = screen.scale
        let pixelWidth = Int(pixelsCovering: size.width, scale: scale), pixelHeight = Int(pixelsCovering: size.height, scale: scale)
        guard pixelWidth > 0, pixelHeight > 0 else { lastDamage = []; return }
        guard pixelWidth <= CALayer.maximumBackingDimension, pixelHeight <= CALayer.maximumBackingDimension else {
            UIView.log("window \(pixelWidth)x\(pixelHeight) px exceeds \(CALayer.maximumBackingDimension) px per side; not rendered")
            lastDamage = []
            return
        }
        if compositor == nil || compositor?.pixelWidth != pixelWidth || compositor?.pixelHeight != pixelHeight
            || compositor?.scale != scale {
            compositor = Compositor(width: pixelWidth, height: pixelHeight, scale: scale)
        }
        guard let compositor else { lastDamage = []; return }
        let rootBounds = CGRect(origin: frame.origin, size: size)
        if renderRoot.bounds != rootBounds { renderRoot.bounds = rootBounds }
        if layerStorage.superlayer !== renderRoot { renderRoot.addSublayer(layerStorage) }
        if compositor.rootLayer !== renderRoot { compositor.rootLayer = renderRoot }
        // The compositor refills its damage list in place when no one else holds it.
        lastDamage = []
        lastDamage = compositor.render(atTime: time)
        if !lastDamage.isEmpty {
            unpresentedDamage.append(contentsOf: lastDamage)
            if unpresentedDamage.count > 16 {
                let union = unpresentedDamage.reduce(CGRect.null) { $0.union($1) }
                unpresentedDamage.removeAll(keepingCapacity: true)
                unpresentedDamage.append(union)
            }
        }
    }

    /// The regions redrawn since the last call (window coordinates), for a backend
    /// presenting only what changed.
    package func takeUnpresentedDamage() -> [CGRect] {
        defer { unpresentedDamage = [] }
        return unpresentedDamage
    }

    /// The last rendered frame as an image (rendering one now if none was rendered yet).
    package func renderedImageCore() -> UIImage {
        if compositor == nil { renderFrame(at: MediaClock.shared.now) }
        guard let compositor else {
            UIView.log("renderedImage(): the window has no size; returning an empty image")
            let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            return UIImage(cgImage: ctx!.makeImage()!)
        }
        return UIImage(cgImage: compositor.makeImage(), scale: compositor.scale, orientation: .up)
    }
}
