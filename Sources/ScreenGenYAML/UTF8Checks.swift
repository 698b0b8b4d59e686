/// Byte-level checks on the raw text, done before libyaml sees it.
///
/// libyaml also rejects malformed UTF-8, but its reader error carries only a byte offset and
/// a terse message, and it decodes lazily in chunks; checking here gives one precise
/// diagnostic, naming the byte, before any event is built.
enum UTF8Checks {
    /// True when the text starts with the UTF-8 encoding of U+FEFF, which libyaml skips.
    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The encoding a UTF-16 or UTF-32 byte order mark at the start names ("UTF-32LE"), or nil.
    /// UTF-32LE's mark (FF FE 00 00) begins with UTF-16LE's, so it is tested first.
    static func foreignByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func starts(with mark: [UInt8]) -> Bool {
            bytes.count >= mark.count && zip(bytes, mark).allSatisfy { $0 == $1 }
        }
        if starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        return nil
    }

    /// The offset of the lead byte of the first ill-formed UTF-8 sequence, or nil when all of
    /// `bytes` is well-formed (no overlong forms, surrogates or code points past U+10FFFF,
    /// per Unicode table 3-7).
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // Input is mostly ASCII: skip it eight bytes at a time.
            while index + 8 <= count,
                base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondLow: UInt8 = 0x80
            var secondHigh: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondLow = 0xA0  // no overlong 3-byte forms
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondHigh = 0x9F  // no UTF-16 surrogates
            case 0xF0:
                length = 4
                secondLow = 0x90  // no overlong 4-byte forms
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondHigh = 0x8F  // nothing past U+10FFFF
            default: return index  // a stray continuation byte, C0, C1 or F5...FF
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= secondLow, second <= secondHigh else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
