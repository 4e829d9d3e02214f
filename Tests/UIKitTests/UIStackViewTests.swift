import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct UIStackViewTests {
    func stack(_ sizes: [CGSize], _ configure: (UIStackView) -> Void) -> (UIView, UIStackView, [IntrinsicView]) {
        let root = container(300, 100)
        let views = sizes.map { IntrinsicView($0) }
        let s = UIStackView(arrangedSubviews: views)
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     s.topAnchor.constraint(equalTo: root.topAnchor), s.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        configure(s)
        root.layoutIfNeeded()
        return (root, s, views)
    }

    @Test func rawValues() {
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom.rawValue == 4)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    }

    @Test func fillEquallyWithSpacing() {
        let (_, _, v) = stack([CGSize(width: 10, height: 10), CGSize(width: 20, height: 10), CGSize(width: 30, height: 10)]) {
            $0.distribution = .fillEqually; $0.spacing = 15
        }
        #expect(v.map(\.frame.width) == [90, 90, 90])
        #expect(v.map(\.frame.minX) == [0, 105, 210])
        #expect(v.allSatisfy { $0.frame.height == 100 })
    }

    @Test func fillProportionally() {
        let (_, _, v) = stack([CGSize(width: 10, height: 10), CGSize(width: 20, height: 10)]) { $0.distribution = .fillProportionally }
        #expect(abs(v[0].frame.width - 100) < 1e-6 && abs(v[1].frame.width - 200) < 1e-6)
    }

    @Test func fillUsesHugging() {
        let (_, _, v) = stack([CGSize(width: 50, height: 10), CGSize(width: 50, height: 10)]) {
            ($0.arrangedSubviews[1]).setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(v[0].frame.width == 50 && v[1].frame == CGRect(x: 50, y: 0, width: 250, height: 100))
    }

    @Test func equalSpacingAndCentering() {
        let (_, _, v) = stack([CGSize(width: 50, height: 10), CGSize(width: 50, height: 10), CGSize(width: 50, height: 10)]) {
            $0.distribution = .equalSpacing
        }
        #expect(v.map(\.frame.minX) == [0, 125, 250])
        let (_, _, w) = stack([CGSize(width: 20, height: 10), CGSize(width: 60, height: 10), CGSize(width: 20, height: 10)]) {
            $0.distribution = .equalCentering
        }
        #expect(abs((w[1].frame.midX - w[0].frame.midX) - (w[2].frame.midX - w[1].frame.midX)) < 1e-6)
    }

    @Test func alignments() {
        let sizes = [CGSize(width: 50, height: 10), CGSize(width: 50, height: 30)]
        #expect(stack(sizes) { $0.alignment = .top }.2.map(\.frame.minY) == [0, 0])
        #expect(stack(sizes) { $0.alignment = .bottom }.2.map(\.frame.maxY) == [100, 100])
        #expect(stack(sizes) { $0.alignment = .center }.2.map(\.frame.midY) == [50, 50])
        let baseline = stack(sizes) { $0.alignment = .lastBaseline }.2
        #expect(baseline[0].frame.maxY == baseline[1].frame.maxY)
        let first = stack(sizes) { $0.alignment = .firstBaseline }.2
        #expect(first[0].frame.maxY == first[1].frame.maxY)
        #expect(stack(sizes) { $0.alignment = .fill }.2.map(\.frame.height) == [100, 100])
    }

    @Test func verticalCustomSpacingMarginsAndHidden() {
        let (root, s, v) = stack([CGSize(width: 10, height: 20), CGSize(width: 10, height: 20), CGSize(width: 10, height: 20)]) {
            $0.axis = .vertical; $0.alignment = .leading; $0.spacing = 4
            $0.setCustomSpacing(10, after: $0.arrangedSubviews[0])
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 0, right: 0)
            $0.distribution = .fill; $0.arrangedSubviews[2].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        }
        #expect(v.map(\.frame.minY) == [5, 35, 59])
        #expect(v[0].frame.minX == 6)
        #expect(s.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(v[1].frame.height == 0)
        #expect(v[2].frame.minY == 35)
        v[1].isHidden = false
        root.layoutIfNeeded()
        #expect(v.map(\.frame.minY) == [5, 35, 59])
        _ = s
    }
}
