import Foundation
import Testing
@testable import UIKit

/// The constraint records a view archives, read back however Foundation hands their numbers
/// back: an attribute or relation of 0 or 1 may come back as a Boolean `NSNumber`.
@MainActor struct ConstraintRecordDecodingTests {
    private func record(first: Any, relation: Any, second: Any) -> NSDictionary {
        let record = NSMutableDictionary()
        record["NSFirstItemPath"] = ""
        record["NSFirstAttribute"] = first
        record["NSRelation"] = relation
        record["NSSecondItemPath"] = "0"
        record["NSSecondAttribute"] = second
        record["NSMultiplier"] = 1.0
        record["NSConstant"] = 8.0
        record["NSPriority"] = 1000.0
        return record
    }

    private func owner() -> UIView {
        let owner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        owner.addSubview(UIView())
        return owner
    }

    @Test func booleanNumbersReadAsZeroAndOne() throws {
        let owner = owner()
        // .left is 1 and .equal is 0: written as Booleans, as a reader may return them.
        let result = ArchivedConstraint.constraint(
            from: record(first: NSNumber(value: true), relation: NSNumber(value: false), second: NSNumber(value: true)), in: owner)
        let constraint = try result.get()
        #expect(constraint.firstAttribute == .left)
        #expect(constraint.relation == .equal)
        #expect(constraint.secondAttribute == .left)
        #expect(constraint.secondItem === owner.subviews[0])
        #expect(constraint.constant == 8)
    }

    @Test func integerNumbersAndSwiftIntegersRead() throws {
        let owner = owner()
        let fromNumbers = try ArchivedConstraint.constraint(
            from: record(first: NSNumber(value: 7), relation: NSNumber(value: 1), second: NSNumber(value: 7)), in: owner).get()
        #expect(fromNumbers.firstAttribute == .width && fromNumbers.relation == .greaterThanOrEqual)
        let fromInts = try ArchivedConstraint.constraint(from: record(first: 3, relation: -1, second: 4), in: owner).get()
        #expect(fromInts.firstAttribute == .top && fromInts.secondAttribute == .bottom && fromInts.relation == .lessThanOrEqual)
    }

    @Test func fractionsAndStringsAreRefused() {
        let owner = owner()
        for bad: Any in [NSNumber(value: 1.5), "1", NSNumber(value: Double.nan)] {
            let result = ArchivedConstraint.constraint(from: record(first: bad, relation: 0, second: 1), in: owner)
            guard case .failure(let failure) = result else {
                Issue.record("\(bad) was read as an attribute")
                continue
            }
            #expect(failure.description.contains("NSFirstAttribute"))
        }
    }
}
