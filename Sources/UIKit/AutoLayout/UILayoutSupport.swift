import CoreGraphics
import Foundation

/// A view controller's top or bottom layout guide (deprecated in iOS 11 in favour of the safe
/// area, still compiled by many libraries): the band between the view's top edge and its safe
/// area's top, or between the safe area's bottom and the view's bottom edge.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height: the top or bottom safe-area inset of the controller's view.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: a layout guide of the
/// controller's view, pinned to the view's edge and to its safe area.
@preconcurrency @MainActor
final class ViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(edge: Edge, in view: UIView) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            edge == .top ? topAnchor.constraint(equalTo: view.topAnchor) : topAnchor.constraint(equalTo: safe.bottomAnchor),
            edge == .top ? bottomAnchor.constraint(equalTo: safe.topAnchor) : bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        edge = .top
        super.init(coder: coder)
    }

    /// The safe-area inset on the guide's edge (read without solving).
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The guide made for `edge`, created (with its constraints) on first use.
    func layoutSupportGuide(_ edge: ViewControllerLayoutSupportGuide.Edge) -> ViewControllerLayoutSupportGuide {
        let view: UIView = self.view
        if let existing = view.layoutGuides.lazy.compactMap({ $0 as? ViewControllerLayoutSupportGuide }).first(where: { $0.edge == edge }) {
            return existing
        }
        return ViewControllerLayoutSupportGuide(edge: edge, in: view)
    }
}
