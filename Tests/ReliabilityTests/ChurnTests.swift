import Foundation
import Testing
import UIKit
import UIKitTesting

/// Views added and removed many times: nothing they made survives them.
@MainActor
@Suite struct ChurnTests {
    /// A container with two constrained children, constrained to its superview.
    func makeConstrainedSubtree(in parent: UIView) -> UIView {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        let a = UILabel(), b = UIView()
        a.text = "Row"
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        parent.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4),
            container.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            a.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalToConstant: 20),
            container.bottomAnchor.constraint(equalTo: b.bottomAnchor),
        ])
        return container
    }

    @Test func constrainedViewsRemovedFromAWindowAreFreed() {
        let window = makeTestWindow()
        defer { closeWindow(window) }
        var weakViews: [() -> AnyObject?] = []
        for _ in 0..<200 {
            let container = makeConstrainedSubtree(in: window)
            UIApplication.shared.runUntilIdle()
            weak var w = container
            weak var child = container.subviews.first
            weakViews.append { w }
            weakViews.append { child }
            container.removeFromSuperview()
        }
        UIApplication.shared.runUntilIdle()
        let alive = weakViews.filter { $0() != nil }.count
        #expect(alive == 0)
    }

    @Test func constrainedViewsOfADroppedTreeAreFreed() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let container = makeConstrainedSubtree(in: root)
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = container.subviews.first
        }
        UIApplication.shared.runUntilIdle()
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }
}
