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

    @Test func agreesWithTheWalkOnRandomText() {
        // Pieces that break lines, or look like it, in every order: a fixed seed, so a failure
        // is the same failure on every run.
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("\u{85}".utf8), Array("\u{2028}".utf8),
            Array("\u{2029}".utf8), Array("–".utf8), [0x61], [0x62, 0x63], [0x20], Array("\u{FEFF}".utf8),
        ]
        var generator = SplitMix64(seed: 33)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 12) {
                bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            #expect(Self.found(bytes) == Self.walked(bytes), "\(bytes)")
        }
    }
}

/// A small deterministic generator (SplitMix64), so the random inputs are the same on every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
