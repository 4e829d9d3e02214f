import Testing
import TestSupport
@testable import ConstraintSolver

/// The open-addressing tables against the standard library's, under random churn.
@Suite struct SymbolTableTests {
    @Test(arguments: 0..<20)
    func mapMatchesDictionary(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var map = SymbolMap()
        var reference: [Int32: Double] = [:]
        let range: ClosedRange<Int32> = 0...(seed % 2 == 0 ? 40 : 4000)
        for step in 0..<3000 {
            let key = Int32.random(in: range, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0, 1:
                let v = Double(step)
                map.set(key, v)
                reference[key] = v
            default:
                #expect(map.remove(key) == reference.removeValue(forKey: key))
            }
            if step % 97 == 0 {
                #expect(map.count == reference.count)
                for (k, v) in reference { #expect(map[k] == v) }
                var seen = 0
                for (k, v) in map { seen += 1; #expect(reference[k] == v) }
                #expect(seen == reference.count)
            }
        }
        map.scale(by: 2)
        for (k, v) in reference { #expect(map[k] == 2 * v) }
    }

    @Test(arguments: 0..<10)
    func setMatchesSet(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(100 + seed))
        var set = SymbolSet()
        var reference = Set<Int32>()
        for _ in 0..<3000 {
            let key = Int32.random(in: 0...300, using: &rng)
            if Bool.random(using: &rng) {
                set.insert(key); reference.insert(key)
            } else {
                set.remove(key); reference.remove(key)
            }
        }
        #expect(set.count == reference.count)
        #expect(Set(set.members) == reference)
        #expect(reference.allSatisfy { set.contains($0) })
    }

    @Test func copiesAreIndependent() {
        var map = SymbolMap()
        for k in Int32(0)..<50 { map.set(k, Double(k)) }
        var copy = map
        copy.set(3, -1)
        copy.remove(4)
        copy.scale(by: 10)
        let slot = copy.slot(of: 7)
        copy.setValue(atSlot: slot, 0.5)
        #expect(map[3] == 3 && map[4] == 4 && map[7] == 7 && map.count == 50)
        #expect(copy[3] == -10 && copy[4] == nil && copy[7] == 0.5 && copy.count == 49)
        var set = SymbolSet()
        for k in Int32(0)..<20 { set.insert(k) }
        var setCopy = set
        setCopy.remove(5)
        #expect(set.contains(5) && !setCopy.contains(5) && set.count == 20 && setCopy.count == 19)
    }
}
