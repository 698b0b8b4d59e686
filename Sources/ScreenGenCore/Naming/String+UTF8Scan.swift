extension String {
    /// Whether the text holds `byte`, read from the string's own storage. Walking
    /// `String.UTF8View` by index costs several times more a byte, and the emitters check every
    /// comment they write (tens of thousands in a large graph).
    func containsUTF8(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// Whether every UTF-8 byte of the text satisfies `predicate`, read as `containsUTF8` reads.
    func allUTF8(satisfy predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
