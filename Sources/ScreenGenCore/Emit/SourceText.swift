/// Generated source as it is written: UTF-8 bytes, appended a piece at a time.
///
/// The generated code of a large graph is millions of small pieces (names, punctuation).
/// Appending one to a byte array is a bounds check and a copy; appending it to a `String`
/// costs several times that (uniqueness, capacity and flag bookkeeping on every call), which
/// made string appends a third of a build. Only whole `String`s go in, so the bytes are
/// always valid UTF-8.
struct SourceText {
    private(set) var bytes: [UInt8] = []

    static func += (text: inout SourceText, piece: String) {
        let appended: Void? = piece.utf8.withContiguousStorageIfAvailable { text.bytes.append(contentsOf: $0) }
        if appended == nil { text.bytes.append(contentsOf: piece.utf8) }
    }

    static func += (text: inout SourceText, piece: Substring) {
        let appended: Void? = piece.utf8.withContiguousStorageIfAvailable { text.bytes.append(contentsOf: $0) }
        if appended == nil { text.bytes.append(contentsOf: piece.utf8) }
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The text written so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

extension SourceText {
    mutating func append(_ other: SourceText) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Takes back the last `count` bytes, which must end where a piece ended.
    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
    }
}
