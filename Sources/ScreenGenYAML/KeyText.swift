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
        // Bytes are read one at a time: keys are short, and this costs less than copying them.
        var words: (UInt64, UInt64) = (0, 0)
        var allBits: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            allBits |= byte
            if index < 8 {
                words.0 |= UInt64(byte) << (8 * index)
            } else if index < 16 {
                words.1 |= UInt64(byte) << (8 * (index - 8))
            }
        }
        if allBits >= 0x80 {
            (form, head, tail) = (.other, 0, 0)
        } else if bytes.count <= 16 {
            (form, head, tail) = (.shortASCII, words.0, words.1)
        } else {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            (form, head, tail) = (.longASCII, words.0, UInt64(UInt(bitPattern: hasher.finalize())))
        }
    }

    /// Whether the texts are surely equal (`true`), surely different (`false`), or have to be
    /// compared as strings (nil).
    func matches(_ other: KeyText) -> Bool? {
        if form == .other || other.form == .other { return nil }
        guard length == other.length, head == other.head, tail == other.tail, form == other.form else { return false }
        return form == .shortASCII ? true : nil
    }
}
