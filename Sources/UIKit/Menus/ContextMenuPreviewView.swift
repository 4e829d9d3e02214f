import CoreGraphics
import Foundation

/// The preview a context menu opened by a long press shows next to its menu (iOS's rich
/// presentation): the view of the controller the configuration's `previewProvider` made,
/// on a rounded platter. The preview's content takes no touches; a tap on the platter
/// commits the preview (`willPerformPreviewActionForMenuWith`).
@preconcurrency @MainActor
package final class ContextMenuPreviewView: UIView {
    /// The controller whose view is shown.
    package let controller: UIViewController
    weak var interaction: UIContextMenuInteraction?
    private var touchInside = false

    /// Points kept between the preview and the window's edges, and between it and the menu.
    package static let margin: CGFloat = 16
    package static let gap: CGFloat = 8
    /// The platter's corner radius (a rounded card, as iOS's previews).
    package static let cornerRadius: CGFloat = 13

    package init(controller: UIViewController, interaction: UIContextMenuInteraction) {
        self.controller = controller
        self.interaction = interaction
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        let content = controller.view!
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    package required init?(coder: NSCoder) { nil }

    /// The platter answers every touch inside it itself (the preview is not interactive).
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) && !isHidden && alpha > 0.01 ? self : nil
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchInside = true }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchInside = bounds.contains(touch.location(in: self))
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touchInside, bounds.contains(touch.location(in: self)) else { return }
        touchInside = false
        interaction?.commitPreview()
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchInside = false }

    /// The preview's size: the controller's `preferredContentSize` when it has one, else
    /// the previewed view's size (the highlighting preview's), else two thirds of the
    /// window's width by half its height; never more than the window less its margins.
    package static func size(for controller: UIViewController, target: UIView?, in window: UIWindow) -> CGSize {
        let available = window.bounds.insetBy(dx: margin, dy: margin).size
        var size = controller.preferredContentSize
        if !(size.width > 0 && size.height > 0), let target { size = target.bounds.size }
        if !(size.width > 0 && size.height > 0) {
            size = CGSize(width: (window.bounds.width * 2 / 3).rounded(), height: (window.bounds.height / 2).rounded())
        }
        return CGSize(width: min(size.width, max(0, available.width)), height: min(size.height, max(0, available.height)))
    }

    /// Places the preview of `size` centered on `location` horizontally, above the menu's
    /// panel (below it when there is no room above); with room on neither side the preview
    /// goes to the top and the panel below it. Returns the preview's frame (window
    /// coordinates) and moves `panel` when needed.
    package static func place(_ size: CGSize, near location: CGPoint, panel: UIView, in window: UIWindow) -> CGRect {
        let b = window.bounds
        let x = max(margin, min(location.x - size.width / 2, b.width - margin - size.width)).rounded()
        let menu = panel.frame
        if menu.minY - gap - size.height >= margin {
            return CGRect(x: x, y: menu.minY - gap - size.height, width: size.width, height: size.height)
        }
        if menu.maxY + gap + size.height <= b.height - margin {
            return CGRect(x: x, y: menu.maxY + gap, width: size.width, height: size.height)
        }
        let frame = CGRect(x: x, y: margin, width: size.width, height: size.height)
        panel.frame.origin.y = max(margin, min(frame.maxY + gap, b.height - MenuSession.margin - menu.height))
        return frame
    }
}

extension UIContextMenuInteraction {
    /// Shows the configuration's preview next to the menu when the menu opened by a long
    /// press on a view that is not a control and the configuration's `previewProvider`
    /// gives a controller. Returns the preview's controller.
    package func showPreviewIfProvided(_ configuration: UIContextMenuConfiguration, in presented: MenuSession,
                                       target: UIView?) -> UIViewController? {
        guard opensWithPreview, !(view is UIControl), let provider = configuration.previewProvider,
              let controller = provider(), let panel = presented.panels.first else { return nil }
        let window = presented.window
        let size = ContextMenuPreviewView.size(for: controller, target: target, in: window)
        let platter = ContextMenuPreviewView(controller: controller, interaction: self)
        platter.frame = presented.overlay.convert(ContextMenuPreviewView.place(size, near: windowLocation, panel: panel, in: window), from: nil)
        presented.overlay.addSubview(platter)
        return controller
    }

    /// The shown preview, if any.
    package var previewView: ContextMenuPreviewView? {
        session?.overlay.subviews.lazy.compactMap { $0 as? ContextMenuPreviewView }.first
    }

    /// A tap on the preview: the delegate hears `willPerformPreviewActionForMenuWith` with
    /// a commit animator holding the preview's controller, the menu closes (the dismissal
    /// callbacks), then the animator's completions run (where an app shows the previewed
    /// controller, as on iOS).
    package func commitPreview() {
        guard let session, !session.isClosed, let configuration, let preview = previewView else { return }
        let animator = ContextMenuAnimator(preview: preview.controller)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        session.dismiss()
        animator.finish()
    }
}
