import Foundation
import Testing
import UIKit
import UIKitTesting

/// Leading and trailing under right-to-left: the edges swap and the constants run in the
/// reading direction (a leading constant of 8 puts the right edge at width - 8), for
/// anchors, the visual format language, layout margins and stack views.
@MainActor @Suite struct RightToLeftLayoutTests {
    func rtlContainer() -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        container.semanticContentAttribute = .forceRightToLeft
        return container
    }

    func constrained(in container: UIView) -> UIView {
        let sub = UIView()
        sub.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sub)
        return sub
    }

    @Test func leadingConstantRunsInTheReadingDirection() {
        let container = rtlContainer()
        let sub = constrained(in: container)
        NSLayoutConstraint.activate([
            sub.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            sub.widthAnchor.constraint(equalToConstant: 100),
            sub.topAnchor.constraint(equalTo: container.topAnchor),
            sub.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(sub.frame == CGRect(x: 282, y: 0, width: 100, height: 10))
    }

    @Test func trailingConstantRunsInTheReadingDirection() {
        let container = rtlContainer()
        let sub = constrained(in: container)
        NSLayoutConstraint.activate([
            container.trailingAnchor.constraint(equalTo: sub.trailingAnchor, constant: 20),
            sub.widthAnchor.constraint(equalToConstant: 50),
            sub.topAnchor.constraint(equalTo: container.topAnchor),
            sub.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(sub.frame.minX == 20)
    }

    @Test func siblingsChainFromTheRight() {
        let container = rtlContainer()
        let a = constrained(in: container), b = constrained(in: container)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.maxX == 380)
        #expect(b.frame.maxX == 335)
        #expect(b.frame.minX == 305)
    }

    @Test func visualFormatRunsFromTheRight() {
        let container = rtlContainer()
        let a = constrained(in: container), b = constrained(in: container)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(40)]-5-[b(30)]", metrics: nil, views: ["a": a, "b": b]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: ["a": a]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: ["b": b]))
        container.layoutIfNeeded()
        #expect(a.frame.maxX == 380)
        #expect(b.frame.maxX == 335)
    }

    @Test func marginsGuideLeadingIsTheRightMargin() {
        let container = rtlContainer()
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
        let sub = constrained(in: container)
        NSLayoutConstraint.activate([
            sub.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 2),
            sub.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            sub.topAnchor.constraint(equalTo: container.topAnchor),
            sub.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(abs(sub.frame.maxX - (390 - 16 - 2)) < 1e-9)
        #expect(abs(sub.frame.minX - 4) < 1e-9)
    }

    @Test func stackViewArrangesFromTheRight() {
        let container = rtlContainer()
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        container.addSubview(stack)
        let a = UIView(), b = UIView()
        for (v, w) in [(a, 50.0), (b, 70.0)] {
            v.widthAnchor.constraint(equalToConstant: w).isActive = true
            stack.addArrangedSubview(v)
        }
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame.maxX == 382)
        #expect(a.frame.maxX == stack.bounds.maxX)
        #expect(b.frame.maxX == stack.bounds.maxX - 60)
    }
}
