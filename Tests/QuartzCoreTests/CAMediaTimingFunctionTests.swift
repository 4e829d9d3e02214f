import Testing
@testable import QuartzCore

@Suite struct CAMediaTimingFunctionTests {
    @Test func namedCurvesHaveApplesControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let f = CAMediaTimingFunction(name: name)
            var out: [Float] = []
            var buffer: [Float] = [0, 0]
            for i in 0...3 {
                f.getControlPoint(at: i, values: &buffer)
                out += buffer
            }
            return out
        }
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
    }

    @Test(arguments: [
        (CAMediaTimingFunctionName.default, [0.408511, 0.802403, 0.960459]),
        (.easeIn, [0.093465, 0.315357, 0.621862]),
        (.easeOut, [0.378138, 0.684643, 0.906535]),
        (.easeInEaseOut, [0.129162, 0.5, 0.870838]),
        (.linear, [0.25, 0.5, 0.75]),
    ])
    func solvesTheBezierAccurately(name: CAMediaTimingFunctionName, expected: [Double]) {
        let f = CAMediaTimingFunction(name: name)
        for (x, y) in zip([0.25, 0.5, 0.75], expected) {
            #expect(close(f.transform(x), y, 1e-5), "\(name.rawValue) at \(x): \(f.transform(x)) != \(y)")
        }
        #expect(f.transform(0) == 0)
        #expect(f.transform(1) == 1)
    }

    @Test func isMonotonicAndExtrapolatesOutsideTheUnitInterval() {
        let f = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        var previous = -1.0
        for i in 0...1000 {
            let y = f.transform(Double(i) / 1000)
            #expect(y >= previous - 1e-12)
            previous = y
        }
        // Ease-in-out ends flat: extrapolation past 1 stays at 1.
        #expect(close(f.transform(1.5), 1))
        // Linear extends linearly.
        #expect(close(CAMediaTimingFunction(name: .linear).transform(1.5), 1.5))
    }

    @Test func overshootingCurvesKeepTheirYValues() {
        let back = CAMediaTimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)
        let peak = (0...100).map { back.transform(Double($0) / 100) }.max() ?? 0
        #expect(peak > 1.05)
    }

    @Test func equalityComparesControlPoints() {
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
    }
}
