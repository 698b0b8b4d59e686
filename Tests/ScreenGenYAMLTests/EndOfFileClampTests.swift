import Testing

@testable import ScreenGenYAML

/// A file's end is found with one counting pass when only LF breaks lines, and by the full
/// walk of `TextPosition` otherwise: both must give the position the walk gives, for every
/// kind of line break, a byte order mark, multi-byte characters and a final break or none.
struct EndOfFileClampTests {
    /// The position of the last line's end as the full walk finds it.
    static func walked(_ bytes: [UInt8]) -> TextPosition {
        bytes.withUnsafeBufferPointer { input in
            var end = input.count
            if end > 0, input[end - 1] == 0x0A { end -= 1 }
            if end > 0, input[end - 1] == 0x0D { end -= 1 }
            return TextPosition(ofByte: end, in: input)
        }
    }

    static func found(_ bytes: [UInt8]) -> TextPosition {
        bytes.withUnsafeBufferPointer { EndOfFileClamp.lastPosition(in: $0) }
    }

    @Test(arguments: [
        "", "\n", "a", "a\n", "a\nb", "a\nbc\n", "a\r\nb\r\n", "a\rb", "a\n\n", "\u{FEFF}ab", "\u{FEFF}a\nb",
        "é\nàé", "a\u{85}b", "a\u{2028}b\u{2029}c", "“quoted”\nx", "x:\n  - y\n  - z",
    ])
    func agreesWithTheWalkOn(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(Self.found(bytes) == Self.walked(bytes))
    }

    @Test func agreesWithTheWalkOnEveryShortMixOfBreaks() {
        // Pieces that break lines, or look like it: every sequence of up to four of them
        // (22,621 texts), so every neighbour of every piece is tried.
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("\u{85}".utf8), Array("\u{2028}".utf8),
            Array("\u{2029}".utf8), Array("–".utf8), [0x61], [0x62, 0x63], [0x20], Array("\u{FEFF}".utf8),
        ]
        var texts: [[UInt8]] = [[]]
        var shorter: [[UInt8]] = [[]]
        for _ in 1...4 {
            shorter = shorter.flatMap { text in pieces.map { text + $0 } }
            texts += shorter
        }
        let disagreeing = texts.filter { Self.found($0) != Self.walked($0) }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
    }
}
