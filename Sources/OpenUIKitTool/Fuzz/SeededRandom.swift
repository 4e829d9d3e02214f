/// A small deterministic random generator (SplitMix64): every run of a seed is the same,
/// so a failing input is named by its seed and index and replayed exactly.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }
    /// The generator of input `index` of a run seeded with `seed`.
    package init(seed: UInt64, index: Int) { state = seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15 }
    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
