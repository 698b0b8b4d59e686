/// How often each move key was counted: a table with open addressing and a multiplicative hash,
/// where a `Dictionary` hashes each key with SipHash, which was most of what counting a move cost.
/// A test run makes at most as many distinct moves as the graph declares (and a few back moves),
/// so the table stays small; it grows at half full.
@usableFromInline
struct MoveCounts {
    @usableFromInline var keys: [TallyMoveKey] = []
    @usableFromInline var counts: [Int] = []
    /// Per slot, the index of its key in `keys` plus one; 0 for an empty slot. A power of two.
    @usableFromInline var slots = [Int32](repeating: 0, count: 64)

    init() {}

    /// Counts `key` once more.
    @inlinable
    mutating func add(_ key: TallyMoveKey) {
        let mask = slots.count - 1
        var slot = key.slotHash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return insert(key, at: slot) }
            if keys[entry - 1] == key {
                counts[entry - 1] += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Each key counted, with its count.
    var entries: Zip2Sequence<[TallyMoveKey], [Int]> { zip(keys, counts) }

    @usableFromInline
    mutating func insert(_ key: TallyMoveKey, at slot: Int) {
        keys.append(key)
        counts.append(1)
        slots[slot] = Int32(keys.count)
        guard keys.count * 2 > slots.count else { return }
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = key.slotHash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}

extension TallyMoveKey {
    /// The key's two words, multiplied by odd constants and folded: the low bits a slot takes
    /// depend on every field.
    @inlinable
    var slotHash: Int {
        let first = UInt64(UInt32(bitPattern: from)) << 32 | UInt64(UInt32(bitPattern: to))
        let second =
            UInt64(UInt32(bitPattern: backScreen)) << 32 | UInt64(origin.rawValue) << 16 | UInt64(back.rawValue) << 8
            | UInt64(UInt8(bitPattern: style))
        let mixed = first &* 0x9E37_79B9_7F4A_7C15 ^ second &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: mixed ^ mixed >> 31)
    }
}
