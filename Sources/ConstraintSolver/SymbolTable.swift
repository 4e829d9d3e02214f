/// An open-addressing hash table keyed by symbol number, for rows (symbol → coefficient)
/// and for the column index (symbol → nothing: a set of row numbers).
///
/// Why not `Dictionary`/`Set`: the solver does little else than look up, add and remove
/// small integer slotKeys, and the standard collections' seeded SipHash dominated its
/// profile. Here the hash is one multiplication (Fibonacci hashing), probing is linear,
/// deletion shifts entries back (no tombstones), and an empty table allocates nothing.
struct SymbolMap {
    /// Keys by slot; -1 marks an empty slot.
    private(set) var slotKeys: [Int32] = []
    private(set) var slotValues: [Double] = []
    /// The number of entries.
    private(set) var count = 0
    private var mask = -1
    private var shift: UInt64 = 64

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or -1.
    @inline(__always) func slot(of key: Int32) -> Int {
        if count == 0 { return -1 }
        var i = home(key)
        while true {
            let k = slotKeys[i]
            if k == key { return i }
            if k < 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    @inline(__always) func contains(_ key: Int32) -> Bool { slot(of: key) >= 0 }

    /// The value of `key`, if present.
    @inline(__always) subscript(key: Int32) -> Double? {
        let i = slot(of: key)
        return i >= 0 ? slotValues[i] : nil
    }

    /// Sets the value of `key` (inserting it if absent).
    @inline(__always) mutating func set(_ key: Int32, _ value: Double) {
        if (count + 1) * 4 > (mask + 1) * 3 { grow() }
        var i = home(key)
        while true {
            let k = slotKeys[i]
            if k == key { slotValues[i] = value; return }
            if k < 0 {
                slotKeys[i] = key
                slotValues[i] = value
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Overwrites the value in an occupied slot.
    @inline(__always) mutating func setValue(atSlot i: Int, _ value: Double) { slotValues[i] = value }

    /// Removes `key`, returning its value if it was present.
    @discardableResult
    @inline(__always) mutating func remove(_ key: Int32) -> Double? {
        let i = slot(of: key)
        if i < 0 { return nil }
        let value = slotValues[i]
        remove(atSlot: i)
        return value
    }

    /// Removes the entry in an occupied slot, shifting later entries of its probe run back.
    mutating func remove(atSlot slot: Int) {
        var i = slot
        var j = slot
        while true {
            j = (j + 1) & mask
            let k = slotKeys[j]
            if k < 0 { break }
            let h = home(k)
            // Leave k where it is if its home lies cyclically in (i, j].
            if i <= j ? (i < h && h <= j) : (i < h || h <= j) { continue }
            slotKeys[i] = k
            slotValues[i] = slotValues[j]
            i = j
        }
        slotKeys[i] = -1
        count -= 1
    }

    mutating func removeAll() {
        self = SymbolMap()
    }

    private mutating func grow() {
        let oldKeys = slotKeys, oldValues = slotValues
        let capacity = Swift.max(4, (mask + 1) * 2)
        slotKeys = [Int32](repeating: -1, count: capacity)
        slotValues = [Double](repeating: 0, count: capacity)
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        for i in 0..<oldKeys.count where oldKeys[i] >= 0 {
            set(oldKeys[i], oldValues[i])
        }
    }

    /// Multiplies every value.
    mutating func scale(by factor: Double) {
        for i in 0..<slotKeys.count where slotKeys[i] >= 0 { slotValues[i] *= factor }
    }

    /// The entries, in slot order.
    func forEach(_ body: (Int32, Double) -> Void) {
        for i in 0..<slotKeys.count {
            let k = slotKeys[i]
            if k >= 0 { body(k, slotValues[i]) }
        }
    }

    /// The entries as an array, in slot order.
    var entries: [(key: Int32, value: Double)] {
        var out: [(key: Int32, value: Double)] = []
        out.reserveCapacity(count)
        forEach { out.append(($0, $1)) }
        return out
    }
}

/// The slotKeys-only twin of ``SymbolMap``: a set of small integers.
struct SymbolSet {
    /// Keys by slot; -1 marks an empty slot.
    private(set) var slotKeys: [Int32] = []
    /// The number of entries.
    private(set) var count = 0
    private var mask = -1
    private var shift: UInt64 = 64

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or -1.
    @inline(__always) func slot(of key: Int32) -> Int {
        if count == 0 { return -1 }
        var i = home(key)
        while true {
            let k = slotKeys[i]
            if k == key { return i }
            if k < 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    @inline(__always) func contains(_ key: Int32) -> Bool { slot(of: key) >= 0 }

    /// Sets the value of `key` (inserting it if absent).
    @inline(__always) mutating func insert(_ key: Int32) {
        if (count + 1) * 4 > (mask + 1) * 3 { grow() }
        var i = home(key)
        while true {
            let k = slotKeys[i]
            if k == key { return }
            if k < 0 {
                slotKeys[i] = key
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Removes `key` if present.
    @inline(__always) mutating func remove(_ key: Int32) {
        let i = slot(of: key)
        if i >= 0 { remove(atSlot: i) }
    }

    /// Removes the entry in an occupied slot, shifting later entries of its probe run back.
    mutating func remove(atSlot slot: Int) {
        var i = slot
        var j = slot
        while true {
            j = (j + 1) & mask
            let k = slotKeys[j]
            if k < 0 { break }
            let h = home(k)
            // Leave k where it is if its home lies cyclically in (i, j].
            if i <= j ? (i < h && h <= j) : (i < h || h <= j) { continue }
            slotKeys[i] = k
            i = j
        }
        slotKeys[i] = -1
        count -= 1
    }

    mutating func removeAll() {
        self = SymbolSet()
    }

    private mutating func grow() {
        let oldKeys = slotKeys
        let capacity = Swift.max(4, (mask + 1) * 2)
        slotKeys = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        for k in oldKeys where k >= 0 { insert(k) }
    }

    /// The members as an array, in slot order.
    var members: [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(count)
        for k in slotKeys where k >= 0 { out.append(k) }
        return out
    }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        let keys: [Int32]
        let values: [Double]
        var i = 0
        @inline(__always) mutating func next() -> (key: Int32, value: Double)? {
            while i < keys.count {
                let k = keys[i]
                i += 1
                if k >= 0 { return (k, values[i - 1]) }
            }
            return nil
        }
    }
    func makeIterator() -> Iterator { Iterator(keys: slotKeys, values: slotValues) }
    var underestimatedCount: Int { count }
}

extension SymbolSet: Sequence {
    struct Iterator: IteratorProtocol {
        let keys: [Int32]
        var i = 0
        @inline(__always) mutating func next() -> Int32? {
            while i < keys.count {
                let k = keys[i]
                i += 1
                if k >= 0 { return k }
            }
            return nil
        }
    }
    func makeIterator() -> Iterator { Iterator(keys: slotKeys) }
    var underestimatedCount: Int { count }
}
