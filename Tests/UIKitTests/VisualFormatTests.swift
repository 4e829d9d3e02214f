import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct VisualFormatTests {
    @Test func horizontalAndVerticalFormats() throws {
        let root = container(300, 200)
        let a = auto(root), b = auto(root)
        let views = ["a": a, "b": b]
        var cs = try NSLayoutConstraint.parseVisualFormat("H:|-[a(>=50@750)]-m-[b(==a)]-|", metrics: ["m": 10], views: views)
        cs += try NSLayoutConstraint.parseVisualFormat("V:|-(16)-[a(44)]", options: [], views: views)
        cs += NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [.alignAllCenterX], metrics: nil, views: views)
        cs += NSLayoutConstraint.constraints(withVisualFormat: "V:|-16-[b]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 16, width: 125, height: 44))
        #expect(b.frame == CGRect(x: 155, y: 16, width: 125, height: 44))
        #expect(cs.contains { $0.priority.rawValue == 750 && $0.relation == .greaterThanOrEqual })
    }

    @Test func flushAndPredicateLists() throws {
        let root = container(300, 200)
        let a = auto(root), b = auto(root)
        let cs = try NSLayoutConstraint.parseVisualFormat("H:|[a(100)][b(<=50,>=20)]-(>=0)-|", views: ["a": a, "b": b])
            + NSLayoutConstraint.parseVisualFormat("V:|[a(10)]", views: ["a": a])
            + NSLayoutConstraint.parseVisualFormat("V:|[b(10)]", views: ["b": b])
        NSLayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(a.frame.maxX == 100 && b.frame.minX == 100)
        #expect(b.frame.width >= 20 && b.frame.width <= 50)
    }

    @Test func errorsPointAtTheOffendingCharacter() {
        let a = UIView(), b = UIView()
        func error(_ f: String) -> VisualFormatError? {
            do { _ = try NSLayoutConstraint.parseVisualFormat(f, views: ["a": a, "b": b]); return nil } catch let e as VisualFormatError { return e } catch { return nil }
        }
        let missing = error("H:[a]-[c]")
        #expect(missing?.position == 7)
        #expect(missing?.message == "c is not a key in the views dictionary.")
        let unclosed = error("H:[a(50]")
        #expect(unclosed?.position == 7)
        #expect(error("H:[a]-[b")?.position == 8)
        #expect(error("H:[a]-x-[b]")?.message == "Expected a number or metric name")
        #expect(missing?.description.hasPrefix("Unable to parse constraint format: \n") == true)
        #expect(missing?.description.hasSuffix("H:[a]-[c] \n       ^") == true)
    }
}
