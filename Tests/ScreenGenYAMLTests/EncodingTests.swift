import Testing

@testable import ScreenGenYAML

/// Text that is not clean UTF-8 is rejected before libyaml reads it, at the offending byte,
/// with columns counted in characters like libyaml's.
@Suite struct EncodingTests {
    @Test func anInvalidByteIsNamedAtItsCharacterColumn() {
        #expect(
            diagnostics(ofBytes: Array("ké: ".utf8) + [0xFF]) == [
                "t.yaml:1:5: error: invalid UTF-8 byte 0xFF [yaml-syntax]"
            ])
        #expect(
            diagnostics(ofBytes: Array("a: 1\nbé: ".utf8) + [0xC3, 0x28]) == [
                "t.yaml:2:5: error: invalid UTF-8 byte 0xC3 [yaml-syntax]"
            ])
    }

    @Test(
        arguments: [
            ([0x80], "0x80"),  // a continuation byte with no lead
            ([0xC0, 0xAF], "0xC0"),  // overlong "/"
            ([0xE0, 0x80, 0xAF], "0xE0"),  // overlong, three bytes
            ([0xED, 0xA0, 0x80], "0xED"),  // a UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // past U+10FFFF
            ([0xE2, 0x82], "0xE2"),  // cut off at the end of the file
            ([0xF8, 0x88, 0x80, 0x80, 0x80], "0xF8"),  // a five-byte form
        ] as [([UInt8], String)])
    func malformedSequencesAreReportedAtTheirLeadByte(_ sequence: [UInt8], _ named: String) {
        #expect(
            diagnostics(ofBytes: Array("a: ".utf8) + sequence) == [
                "t.yaml:1:4: error: invalid UTF-8 byte \(named) [yaml-syntax]"
            ])
    }

    @Test func positionsOfInvalidBytesFollowLibyamlsLineBreaksAndByteOrderMark() {
        #expect(
            diagnostics(ofBytes: Array("a: 1\r\nb: ".utf8) + [0xFF]) == [
                "t.yaml:2:4: error: invalid UTF-8 byte 0xFF [yaml-syntax]"
            ])
        #expect(
            diagnostics(ofBytes: [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF]) == [
                "t.yaml:1:4: error: invalid UTF-8 byte 0xFF [yaml-syntax]"
            ])
    }

    /// libyaml takes NEL (U+0085), LS (U+2028) and PS (U+2029) as line breaks; positions we
    /// compute must too.
    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func unicodeLineBreaksCountAsLibyamlCountsThem(_ lineBreak: String) {
        #expect(
            diagnostics(of: "a\(lineBreak)b: c: d\n") == [
                "t.yaml:2:2: error: mapping values are not allowed in this context [yaml-syntax]"
            ])
        #expect(
            diagnostics(ofBytes: Array("a\(lineBreak)b".utf8) + [0xFF]) == [
                "t.yaml:2:2: error: invalid UTF-8 byte 0xFF [yaml-syntax]"
            ])
    }

    @Test func anInvalidByteIsFoundAtEveryAlignment() {
        // The scan skips ASCII eight bytes at a time; the byte must be found wherever it falls.
        for prefix in 0..<20 {
            let bytes = Array(String(repeating: "x", count: prefix).utf8) + [0xC1, 0x41] + Array("yyyyyyyyyy".utf8)
            #expect(
                diagnostics(ofBytes: bytes) == ["t.yaml:1:\(prefix + 1): error: invalid UTF-8 byte 0xC1 [yaml-syntax]"])
        }
    }

    @Test func anInvalidByteFarIntoALongASCIIFileIsFound() {
        let line = "- abcdefghijklmnopqrstuvwxyz\n"
        let bytes = Array(String(repeating: line, count: 1000).utf8) + Array("- x".utf8) + [0xFE]
        #expect(diagnostics(ofBytes: bytes) == ["t.yaml:1001:4: error: invalid UTF-8 byte 0xFE [yaml-syntax]"])
    }

    @Test func controlCharactersAreLibyamlsReaderErrorAtTheirCharacterColumn() {
        #expect(
            diagnostics(of: "a: \u{07}\n") == [
                "t.yaml:1:4: error: control characters are not allowed (U+0007) [yaml-syntax]"
            ])
        #expect(
            diagnostics(of: "é\nüé: \u{0}\n") == [
                "t.yaml:2:5: error: control characters are not allowed (U+0000) [yaml-syntax]"
            ])
        #expect(
            diagnostics(of: "\u{FEFF}x: 1\r\nab: \u{1B}\n") == [
                "t.yaml:2:5: error: control characters are not allowed (U+001B) [yaml-syntax]"
            ])
    }

    @Test func utf16AndUTF32AreRejectedNamingTheEncoding() {
        func expected(_ encoding: String) -> [String] {
            [
                "t.yaml:1:1: error: the file is \(encoding) (it starts with a \(encoding) byte order mark); screens files must be UTF-8 [yaml-syntax]"
            ]
        }
        #expect(diagnostics(ofBytes: [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00]) == expected("UTF-16LE"))
        #expect(diagnostics(ofBytes: [0xFE, 0xFF, 0x00, 0x61, 0x00, 0x3A]) == expected("UTF-16BE"))
        #expect(diagnostics(ofBytes: [0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00]) == expected("UTF-32LE"))
        #expect(diagnostics(ofBytes: [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61]) == expected("UTF-32BE"))
    }
}
