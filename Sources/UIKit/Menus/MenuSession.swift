import CoreGraphics
import Foundation

/// A menu shown in a window: the root panel and its open submenus, above everything in
/// a transparent overlay that closes the menu when tapped outside the panels. One menu is
/// open at a time; opening another closes it. While open, the menu takes the keyboard
/// (see `MenuSession+Keyboard`) without taking first-responder status from the view
/// that had it, so commands still reach that responder.
@preconcurrency @MainActor
package final class MenuSession {
    /// Where the root panel goes.
    package enum Placement {
        /// Below `rect` (window coordinates), leading edges aligned; above it when there is
        /// no room below.
        case below(CGRect)
        /// With its top-left corner at a point (a context menu at the click), flipped left
        /// or up when there is no room.
        case at(CGPoint)
    }

    /// The open menu, if any.
    package static var active: MenuSession?
    /// Set while a menu is being built (presenting again from that code is refused).
    private static var isPresenting = false

    /// Points kept between a menu and the window's edges.
    package static let margin: CGFloat = 8

    package let window: UIWindow
    package let overlay = MenuOverlayView()
    /// The open panels: the root first, then each open submenu.
    package private(set) var panels: [MenuPanelView] = []
    /// What `UIAction.sender` is while a chosen action's handler runs.
    package let sender: Any?
    /// Where commands start their trip up the responder chain (nil: the first responder).
    package weak var commandResponder: UIResponder?
    /// Every action of the menu is one choice of a single selection (pop-up buttons).
    package var selectsSingleAction = false
    /// Called after an element was performed (the host updates itself).
    package var didPerform: (@MainActor (UIMenuElement) -> Void)?
    /// Called once when the menu closes (performed or dismissed).
    package var didDismiss: (@MainActor () -> Void)?
    /// Whether the menu closed.
    package private(set) var isClosed = false

    /// Deferred elements' loaded elements for this presentation, and those asked.
    package var resolvedDeferred: [ObjectIdentifier: [UIMenuElement]] = [:]
    package var requestedDeferred: Set<ObjectIdentifier> = []
    package var isBuildingRows = false

    private init(window: UIWindow, sender: Any?, commandResponder: UIResponder?) {
        self.window = window
        self.sender = sender
        self.commandResponder = commandResponder
        overlay.session = self
    }

    /// Shows `menu` in `window` at `placement`; returns the session, or nil when the menu
    /// could not be shown (logged: no window, an empty menu, or a presentation started
    /// while another is being built). An open menu is closed first.
    @discardableResult
    package static func present(_ menu: UIMenu, in window: UIWindow?, placement: Placement, sender: Any?,
                                commandResponder: UIResponder?, configure: ((MenuSession) -> Void)? = nil) -> MenuSession? {
        guard let window else {
            UIView.log("UIMenu '\(menu.title)': the view showing it is not in a window; not shown")
            return nil
        }
        guard !isPresenting else {
            UIView.log("UIMenu '\(menu.title)': presented while another menu is being presented; ignored")
            return nil
        }
        isPresenting = true
        defer { isPresenting = false }
        active?.dismiss()
        let session = MenuSession(window: window, sender: sender, commandResponder: commandResponder)
        configure?(session)
        let panel = MenuPanelView(menu: menu)
        let size = panel.setRows(session.rows(for: menu))
        guard !panel.rows.isEmpty else {
            UIView.log("UIMenu '\(menu.title)': the menu has no elements to show; not shown")
            return nil
        }
        panel.frame = CGRect(origin: session.origin(for: size, placement: placement), size: session.clamped(size))
        session.overlay.frame = window.bounds
        session.overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(session.overlay)
        session.overlay.addSubview(panel)
        session.panels = [panel]
        active = session
        return session
    }

    /// A size no larger than the window less its margins.
    private func clamped(_ size: CGSize) -> CGSize {
        let b = window.bounds
        return CGSize(width: min(size.width, max(0, b.width - 2 * Self.margin)), height: min(size.height, max(0, b.height - 2 * Self.margin)))
    }

    /// Keeps a panel of `size` at `origin` inside the window's margins.
    private func keptOnScreen(_ origin: CGPoint, _ size: CGSize) -> CGPoint {
        let b = window.bounds, m = Self.margin, s = clamped(size)
        return CGPoint(x: max(m, min(origin.x, b.width - m - s.width)).rounded(),
                       y: max(m, min(origin.y, b.height - m - s.height)).rounded())
    }

    /// The root panel's origin for `placement`.
    private func origin(for size: CGSize, placement: Placement) -> CGPoint {
        let b = window.bounds
        switch placement {
        case .below(let rect):
            var y = rect.maxY + 4
            if y + size.height > b.height - Self.margin, rect.minY - 4 - size.height >= Self.margin { y = rect.minY - 4 - size.height }
            return keptOnScreen(CGPoint(x: rect.minX, y: y), size)
        case .at(let point):
            var p = point
            if p.x + size.width > b.width - Self.margin { p.x -= size.width }
            if p.y + size.height > b.height - Self.margin { p.y -= size.height }
            return keptOnScreen(p, size)
        }
    }

    /// Opens the submenu of row `index` of `panel` to its side (the right, else the left);
    /// closes deeper submenus first. Returns the new panel.
    @discardableResult
    package func openSubmenu(at index: Int, of panel: MenuPanelView) -> MenuPanelView? {
        guard let level = panels.firstIndex(where: { $0 === panel }), panel.rows.indices.contains(index),
              case .submenu(let menu) = panel.rows[index].kind else { return nil }
        if level + 1 < panels.count, panels[level + 1].menu === menu, panels[level + 1].parentRowIndex == index { return panels[level + 1] }
        closePanels(after: level)
        let sub = MenuPanelView(menu: menu)
        sub.parentRowIndex = index
        let size = sub.setRows(rows(for: menu))
        guard !sub.rows.isEmpty else {
            UIView.log("UIMenu '\(menu.title)': the submenu has no elements to show; not opened")
            return nil
        }
        let rowFrame = panel.convert(panel.rows[index].frame, to: overlay)
        var x = panel.frame.maxX - 2
        if x + size.width > window.bounds.width - Self.margin { x = panel.frame.minX - size.width + 2 }
        sub.frame = CGRect(origin: keptOnScreen(CGPoint(x: x, y: rowFrame.minY - MenuPanelView.padding), size), size: clamped(size))
        overlay.addSubview(sub)
        panels.append(sub)
        panel.highlightedIndex = index
        return sub
    }

    /// Closes the submenus deeper than `level`.
    package func closePanels(after level: Int) {
        while panels.count > level + 1 { panels.removeLast().removeFromSuperview() }
    }

    /// Rebuilds every open panel's rows (after deferred elements loaded or states changed),
    /// keeping positions and highlights.
    package func reloadPanels() {
        guard !isClosed else { return }
        for panel in panels {
            let highlighted = panel.highlightedIndex
            let size = panel.setRows(rows(for: panel.menu))
            panel.frame.size = clamped(size)
            panel.frame.origin = keptOnScreen(panel.frame.origin, size)
            panel.highlightedIndex = highlighted.flatMap { panel.rows.indices.contains($0) && panel.rows[$0].isSelectable ? $0 : nil }
        }
    }

    /// Shows `menu` in the root panel instead (closing submenus).
    package func replaceRoot(with menu: UIMenu) {
        guard let root = panels.first else { return }
        closePanels(after: 0)
        root.menu = menu
        root.highlightedIndex = nil
        reloadPanels()
    }

    /// Closes the menu (every panel) and reports it once.
    package func dismiss() {
        guard !isClosed else { return }
        isClosed = true
        overlay.removeFromSuperview()
        panels = []
        if Self.active === self { Self.active = nil }
        didDismiss?()
    }
}

/// The transparent view covering the window while a menu is open: it holds the panels,
/// tracks touches over them (highlighting rows, opening submenus, choosing on release)
/// and closes the menu when a touch begins outside every panel.
@preconcurrency @MainActor
package final class MenuOverlayView: UIView {
    package weak var session: MenuSession?

    package init() {
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
    }

    package required init?(coder: NSCoder) { nil }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let session, let touch = touches.first else { return }
        if session.panelAndRow(at: touch.location(in: self)) == nil { session.dismiss(); return }
        session.track(touch.location(in: self))
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let session, let touch = touches.first else { return }
        session.track(touch.location(in: self))
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let session, let touch = touches.first else { return }
        session.release(at: touch.location(in: self))
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
