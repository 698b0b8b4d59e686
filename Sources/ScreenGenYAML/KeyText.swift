/// A mapping key's text in a form most keys are compared in without a `String` comparison
/// (#33: the duplicate-key scan compared each key with its mapping's earlier keys as strings).
///
/// Keys compare as `String`s do, by canonical equivalence, so bytes settle it only where that
/// is the same thing: two ASCII texts are equal exactly when their bytes are. An ASCII text of
/// up to 16 bytes is held whole; a longer one by its length, first bytes and a hash, so that a
/// difference shows at once and only a match is confirmed on the strings. A text with any
/// other byte is always compared as a `String` (a non-ASCII text can equal an ASCII one:
/// U+212A KELVIN SIGN is canonically `K`).
struct KeyText: Equatable {
    private enum Form: UInt8 {
        /// ASCII, at most 16 bytes: `head` and `tail` hold them all, so equal means equal.
        case shortASCII
        /// ASCII, longer: `head` holds the first 8 bytes and `tail` a hash of all of them.
        case longASCII
        /// Anything else: compare the strings.
        case other
    }

    private let form: Form
    private let length: Int
    private let head: UInt64
    private let tail: UInt64

    init(_ text: String) {
        var text = text
        self = text.withUTF8 { KeyText(bytes: $0) }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        length = bytes.count
        let (first, second) = Self.firstSixteen(of: bytes)
        // Bytes 16 and on are checked one by one, only in the rare text that long.
        var highBits = (first | second) & 0x8080_8080_8080_8080
        if bytes.count > 16 {
            for byte in bytes[16...] { highBits |= UInt64(byte & 0x80) }
        }
        if highBits != 0 {
            (form, head, tail) = (.other, 0, 0)
        } else if bytes.count <= 16 {
            (form, head, tail) = (.shortASCII, first, second)
        } else {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            (form, head, tail) = (.longASCII, first, UInt64(UInt(bitPattern: hasher.finalize())))
        }
    }

    /// The first 16 bytes (fewer in a shorter text) as two little-endian words, zero past the
    /// end: read a word at a time where the text is long enough, never past its end.
    private static func firstSixteen(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        if count >= 16 { return (word(at: 0), word(at: 8)) }
        if count > 8 {
            // The last 8 bytes end at the text's end; shifting drops those the first word holds.
            return (word(at: 0), word(at: count - 8) >> (8 * UInt64(16 - count)))
        }
        // Shorter: two loads that overlap in the middle; a byte read twice lands where it was.
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return (low | high << (8 * UInt64(count - 4)), 0)
        }
        if count >= 2 {
            let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            return (low | high << (8 * UInt64(count - 2)), 0)
        }
        return (count == 1 ? UInt64(base[0]) : 0, 0)
    }

    /// A slot that never matches a text: what `ScalarTextCache` starts with.
    static let unused = KeyText(form: .other, length: 0, head: 0, tail: 0)

    private init(form: Form, length: Int, head: UInt64, tail: UInt64) {
        (self.form, self.length, self.head, self.tail) = (form, length, head, tail)
    }

    /// Whether equal `KeyText`s mean equal bytes (see `ScalarTextCache`).
    var isExact: Bool { form == .shortASCII }

    /// A hash of the bytes held, from 0 to 255.
    var slot: Int {
        let mixed = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 56)
    }

    @inline(__always)
    static func == (lhs: KeyText, rhs: KeyText) -> Bool {
        lhs.head == rhs.head && lhs.tail == rhs.tail && lhs.length == rhs.length && lhs.form == rhs.form
    }

    /// False when the text is surely not `<<` (see `MergeKey`).
    var mayBeMergeKey: Bool {
        form != .shortASCII || (length == 2 && head == 0x3C3C)
    }

    /// Whether the texts are surely equal (`true`), surely different (`false`), or have to be
    /// compared as strings (nil).
    @inline(__always)
    func matches(_ other: KeyText) -> Bool? {
        if form == .other || other.form == .other { return nil }
        guard length == other.length, head == other.head, tail == other.tail, form == other.form else { return false }
        return form == .shortASCII ? true : nil
    }
}
