import Foundation
import Testing
import UIKit

/// Geometry values print as Apple's SDK prints them (CoreGraphics' overlay describes CGRect,
/// CGPoint, CGSize and CGVector as tuples; the others are Swift's struct descriptions), so
/// messages that embed frames read and compare the same on Linux.
@Suite struct GeometryDescriptionTests {
    @Test func rectsPointsSizesAndVectorsPrintAsTuples() {
        #expect("\(CGRect(x: 40, y: 100, width: 200, height: 100))" == "(40.0, 100.0, 200.0, 100.0)")
        #expect("\(CGPoint(x: 40, y: -1.5))" == "(40.0, -1.5)")
        #expect("\(CGSize(width: 200, height: 100))" == "(200.0, 100.0)")
        #expect("\(CGVector(dx: 3, dy: 4))" == "(3.0, 4.0)")
        #expect(String(describing: CGRect.zero) == "(0.0, 0.0, 0.0, 0.0)")
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription == "(1.0, 2.0, 3.0, 4.0)")
        #expect("\([CGPoint(x: 1, y: 2)])" == "[(1.0, 2.0)]")
        #expect("\(Optional(CGSize(width: 1, height: 2)) as Any)" == "Optional((1.0, 2.0))")
    }

    @Test func transformsAndInsetsPrintTheirFields() {
        #expect("\(CGAffineTransform.identity)" == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
        #expect("\(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))" == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
        #expect("\(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))" == "NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
        #expect("\(UIOffset(horizontal: 1, vertical: 2))" == "UIOffset(horizontal: 1.0, vertical: 2.0)")
    }
}
