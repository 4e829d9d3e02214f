import Foundation
import Testing
import UIKit

@Suite struct UIGeometryTests {
    @Test func edgeInsetsInsetRects() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 20, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 14, height: 6))
        #expect(CGRect(x: 5, y: 5, width: 10, height: 10).inset(by: .zero) == CGRect(x: 5, y: 5, width: 10, height: 10))
        let negative = UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 2).inset(by: negative) == CGRect(x: -1, y: -1, width: 4, height: 4))
        #expect(UIEdgeInsets() == .zero)
        #expect(insets.description == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
    }

    @Test func otherValueTypes() {
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        #expect(UIOffset(horizontal: 1, vertical: 2) != .zero)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
        #expect(UIRectCorner.topRight.rawValue == 2 && UIRectCorner.bottomLeft.rawValue == 4)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right] && UIRectEdge.bottom.rawValue == 4)
    }
}
