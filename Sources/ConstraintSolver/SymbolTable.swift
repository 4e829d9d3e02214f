/// An open-addressing hash table keyed by symbol number, for rows (symbol → coefficient)
/// and for the column index (symbol → nothing: a set of row numbers).
///
/// Why not `Dictionary`/`Set`: the solver does little else than look up, add and remove
/// small integer keys, and the standard collections' seeded SipHash dominated its
/// profile. Here the hash is one multiplication (Fibonacci hashing), probing is linear,
/// deletion shifts entries back (no tombstones), and an empty table allocates nothing.
///
/// Why not `Array` storage: allocating an array goes through the standard library's
/// unspecialized `_allocateBufferUninitialized`, which looks up the array's generic
/// metadata on every call (about 560 instructions on Swift 6.3, 19% of adding an
/// independent scene). The slots live in a `ManagedBuffer` subclass instead (one
/// allocation, static metadata), keys and values side by side, copied on write.
struct SymbolMap {
    private var storage: MapStorage?
    /// The slots of `storage`: keys (-1 marks an empty slot) with their values.
    private var base: UnsafeMutablePointer<MapSlot>?
    /// The number of entries.
    private(set) var count = 0
    private var mask = -1
    private var shift: UInt64 = 64

    init() {}

    /// An empty map with room for `expected` entries before it grows (rows are sized from
    /// their constraint, which saves the growth step and the freed block it leaves).
    init(expected: Int) {
        var capacity = 4
        while expected * 4 > capacity * 3 { capacity *= 2 }
        resize(to: capacity)
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or -1.
    @inline(__always) func slot(of key: Int32) -> Int {
        if count == 0 { return -1 }
        let slots = base.unsafelyUnwrapped
        var i = home(key)
        while true {
            let k = slots[i].key
            if k == key { return i }
            if k < 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    @inline(__always) func contains(_ key: Int32) -> Bool { slot(of: key) >= 0 }

    /// The value in an occupied slot.
    @inline(__always) func value(atSlot i: Int) -> Double { base.unsafelyUnwrapped[i].value }

    /// The value of `key`, if present.
    @inline(__always) subscript(key: Int32) -> Double? {
        let i = slot(of: key)
        return i >= 0 ? base.unsafelyUnwrapped[i].value : nil
    }

    /// Gives this map its own copy of shared storage before a change (slot for slot, so
    /// slot numbers stay valid).
    @inline(__always) private mutating func makeUnique() {
        if storage != nil && !isKnownUniquelyReferenced(&storage) {
            let new = MapStorage.make(mask + 1)
            new.slots.update(from: base.unsafelyUnwrapped, count: mask + 1)
            storage = new
            base = new.slots
        }
    }

    /// Sets the value of `key` (inserting it if absent).
    @inline(__always) mutating func set(_ key: Int32, _ value: Double) {
        if (count + 1) * 4 > (mask + 1) * 3 { resize(to: Swift.max(4, (mask + 1) * 2)) } else { makeUnique() }
        let slots = base.unsafelyUnwrapped
        var i = home(key)
        while true {
            let k = slots[i].key
            if k == key { slots[i].value = value; return }
            if k < 0 {
                slots[i] = MapSlot(key: key, value: value)
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Overwrites the value in an occupied slot.
    @inline(__always) mutating func setValue(atSlot i: Int, _ value: Double) {
        makeUnique()
        base.unsafelyUnwrapped[i].value = value
    }

    /// Removes `key`, returning its value if it was present.
    @discardableResult
    @inline(__always) mutating func remove(_ key: Int32) -> Double? {
        let i = slot(of: key)
        if i < 0 { return nil }
        let value = base.unsafelyUnwrapped[i].value
        remove(atSlot: i)
        return value
    }

    /// Removes the entry in an occupied slot, shifting later entries of its probe run back.
    mutating func remove(atSlot slot: Int) {
        makeUnique()
        let slots = base.unsafelyUnwrapped
        var i = slot
        var j = slot
        while true {
            j = (j + 1) & mask
            let k = slots[j].key
            if k < 0 { break }
            let h = home(k)
            // Leave k where it is if its home lies cyclically in (i, j].
            if i <= j ? (i < h && h <= j) : (i < h || h <= j) { continue }
            slots[i] = slots[j]
            i = j
        }
        slots[i].key = -1
        count -= 1
    }

    mutating func removeAll() {
        self = SymbolMap()
    }

    /// Moves the entries into new storage of `capacity` slots (a power of two).
    private mutating func resize(to capacity: Int) {
        let old = base, oldCapacity = mask + 1, keepAlive = storage
        let new = MapStorage.make(capacity)
        storage = new
        base = new.slots
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        if let old {
            for i in 0..<oldCapacity where old[i].key >= 0 { set(old[i].key, old[i].value) }
        }
        withExtendedLifetime(keepAlive) {}
    }

    /// Multiplies every value.
    mutating func scale(by factor: Double) {
        guard count > 0 else { return }
        makeUnique()
        let slots = base.unsafelyUnwrapped
        for i in 0...mask where slots[i].key >= 0 { slots[i].value *= factor }
    }

    /// The entries, in slot order.
    func forEach(_ body: (Int32, Double) -> Void) {
        guard let slots = base else { return }
        withExtendedLifetime(storage) {
            for i in 0...mask where slots[i].key >= 0 { body(slots[i].key, slots[i].value) }
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

/// One slot of a ``SymbolMap``.
struct MapSlot {
    var key: Int32
    var value: Double
}

/// The slots of a ``SymbolMap``.
final class MapStorage: ManagedBuffer<Int, MapSlot> {
    /// New storage with `capacity` empty slots.
    static func make(_ capacity: Int) -> MapStorage {
        let storage = unsafeDowncast(MapStorage.create(minimumCapacity: capacity) { _ in capacity }, to: MapStorage.self)
        storage.slots.initialize(repeating: MapSlot(key: -1, value: 0), count: capacity)
        return storage
    }

    /// The first slot (tail-allocated: fixed for the storage's lifetime).
    var slots: UnsafeMutablePointer<MapSlot> { withUnsafeMutablePointerToElements { $0 } }
}

/// The keys-only twin of ``SymbolMap``: a set of small integers.
struct SymbolSet {
    private var storage: SetStorage?
    /// The slots of `storage`; -1 marks an empty slot.
    private var base: UnsafeMutablePointer<Int32>?
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
        let slots = base.unsafelyUnwrapped
        var i = home(key)
        while true {
            let k = slots[i]
            if k == key { return i }
            if k < 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    @inline(__always) func contains(_ key: Int32) -> Bool { slot(of: key) >= 0 }

    /// Gives this set its own copy of shared storage before a change (slot for slot).
    @inline(__always) private mutating func makeUnique() {
        if storage != nil && !isKnownUniquelyReferenced(&storage) {
            let new = SetStorage.make(mask + 1)
            new.slots.update(from: base.unsafelyUnwrapped, count: mask + 1)
            storage = new
            base = new.slots
        }
    }

    /// Inserts `key` if absent.
    @inline(__always) mutating func insert(_ key: Int32) {
        if (count + 1) * 4 > (mask + 1) * 3 { resize(to: Swift.max(4, (mask + 1) * 2)) } else { makeUnique() }
        let slots = base.unsafelyUnwrapped
        var i = home(key)
        while true {
            let k = slots[i]
            if k == key { return }
            if k < 0 {
                slots[i] = key
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
        makeUnique()
        let slots = base.unsafelyUnwrapped
        var i = slot
        var j = slot
        while true {
            j = (j + 1) & mask
            let k = slots[j]
            if k < 0 { break }
            let h = home(k)
            // Leave k where it is if its home lies cyclically in (i, j].
            if i <= j ? (i < h && h <= j) : (i < h || h <= j) { continue }
            slots[i] = k
            i = j
        }
        slots[i] = -1
        count -= 1
    }

    mutating func removeAll() {
        self = SymbolSet()
    }

    /// Moves the entries into new storage of `capacity` slots (a power of two).
    private mutating func resize(to capacity: Int) {
        let old = base, oldCapacity = mask + 1, keepAlive = storage
        let new = SetStorage.make(capacity)
        storage = new
        base = new.slots
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        if let old {
            for i in 0..<oldCapacity where old[i] >= 0 { insert(old[i]) }
        }
        withExtendedLifetime(keepAlive) {}
    }

    /// The members as an array, in slot order.
    var members: [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(count)
        for k in self { out.append(k) }
        return out
    }
}

/// The slots of a ``SymbolSet``.
final class SetStorage: ManagedBuffer<Int, Int32> {
    /// New storage with `capacity` empty slots.
    static func make(_ capacity: Int) -> SetStorage {
        let storage = unsafeDowncast(SetStorage.create(minimumCapacity: capacity) { _ in capacity }, to: SetStorage.self)
        storage.slots.initialize(repeating: -1, count: capacity)
        return storage
    }

    /// The first slot (tail-allocated: fixed for the storage's lifetime).
    var slots: UnsafeMutablePointer<Int32> { withUnsafeMutablePointerToElements { $0 } }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        let storage: MapStorage?
        let slots: UnsafeMutablePointer<MapSlot>?
        let capacity: Int
        var i = 0
        @inline(__always) mutating func next() -> (key: Int32, value: Double)? {
            guard let slots else { return nil }
            while i < capacity {
                let slot = slots[i]
                i += 1
                if slot.key >= 0 { return (slot.key, slot.value) }
            }
            return nil
        }
    }
    func makeIterator() -> Iterator { Iterator(storage: storage, slots: base, capacity: mask + 1) }
    var underestimatedCount: Int { count }
}

extension SymbolSet: Sequence {
    struct Iterator: IteratorProtocol {
        let storage: SetStorage?
        let slots: UnsafeMutablePointer<Int32>?
        let capacity: Int
        var i = 0
        @inline(__always) mutating func next() -> Int32? {
            guard let slots else { return nil }
            while i < capacity {
                let k = slots[i]
                i += 1
                if k >= 0 { return k }
            }
            return nil
        }
    }
    func makeIterator() -> Iterator { Iterator(storage: storage, slots: base, capacity: mask + 1) }
    var underestimatedCount: Int { count }
}
