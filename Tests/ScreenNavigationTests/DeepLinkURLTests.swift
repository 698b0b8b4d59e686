import ScreenNavigation
import Testing

/// `Navigation.DeepLinkURL(parsing:)`, one test per URL rule of its doc comment, each with exact results or
/// the exact `Navigation.DeepLinkFailure`.
@Suite("Navigation.DeepLinkURL parsing")
struct DeepLinkURLTests {
    /// A parsed URL's fields, comparable as a whole.
    private struct Parts: Equatable, CustomStringConvertible {
        var scheme: String
        var host: String
        var segments: [String]
        var query: [String: String]
        var description: String { "\(scheme) \(host.debugDescription) \(segments) \(query)" }
    }

    private func parse(_ text: String) throws -> Navigation.DeepLinkURL { try Navigation.DeepLinkURL(parsing: text) }
    private func parts(_ text: String) throws -> Parts {
        let url = try parse(text)
        return Parts(scheme: url.scheme, host: url.host, segments: url.segments, query: url.query)
    }
    private func segments(_ text: String) throws -> [String] { try parse(text).segments }
    private func query(_ text: String) throws -> [String: String] { try parse(text).query }

    @Test func takesTheURLApart() throws {
        #expect(
            try parts("shop://example.com/products/42/reviews?highlight=7&sort=new#top")
                == Parts(
                    scheme: "shop", host: "example.com", segments: ["products", "42", "reviews"],
                    query: ["highlight": "7", "sort": "new"]))
    }

    // MARK: Percent-decoding

    @Test func splitsTheRawPathBeforeDecoding() throws {
        #expect(try segments("app://h/a%2Fb/c") == ["a/b", "c"])
        #expect(try segments("app://h/a%2fb") == ["a/b"])
        #expect(try segments("app://h/%2F") == ["/"])
        #expect(try segments("app://h/%2F%2F/x") == ["//", "x"])
        // An encoded `?` or `#` is data, not the start of a query or fragment.
        #expect(
            try parts("app://h/a%3Fb%23c?k=%3F%23%26%3D")
                == Parts(scheme: "app", host: "h", segments: ["a?b#c"], query: ["k": "?#&="]))
    }

    @Test func decodesEachSegmentExactlyOnce() throws {
        #expect(try segments("app://h/100%25") == ["100%"])
        #expect(try segments("app://h/%252F") == ["%2F"])
        #expect(try segments("app://h/%25%32%46") == ["%2F"])
        #expect(try segments("app://h/%2525") == ["%25"])
        #expect(try segments("app://h/caf%C3%A9/%E2%9C%93") == ["café", "✓"])
        #expect(try segments("app://h/%F0%9F%98%80") == ["😀"])
        #expect(try segments("app://h/%41%62") == ["Ab"])
        // Escapes decode to any byte that is UTF-8, control characters included: they are data.
        #expect(try segments("app://h/a%00b%0A%20c") == ["a\u{0}b\n c"])
        #expect(try query("app://h/?k=100%25&%2525=%252F") == ["k": "100%", "%25": "%2F"])
    }

    @Test func refusesInvalidEscapes() {
        let cases: [(String, Navigation.DeepLinkFailure)] = [
            ("app://h/%", .invalidEscape("%")),
            ("app://h/a/%4", .invalidEscape("%4")),
            ("app://h/x%zz", .invalidEscape("x%zz")),
            ("app://h/%G0", .invalidEscape("%G0")),
            ("app://h/%0G", .invalidEscape("%0G")),
            ("app://h/ok/%%41", .invalidEscape("%%41")),
            ("app://h/a%", .invalidEscape("a%")),
            // In the query (key or value) and in the host too.
            ("app://h/a?k=%", .invalidEscape("%")),
            ("app://h/a?k=1%2", .invalidEscape("1%2")),
            ("app://h/a?%zz=1", .invalidEscape("%zz")),
            ("app://h/a?%zz", .invalidEscape("%zz")),
            ("app://%zz/a", .invalidEscape("%zz")),
        ]
        for (text, failure) in cases {
            #expect(throws: failure, "\(text)") { try parse(text) }
        }
    }

    @Test func refusesEscapesThatAreNotUTF8() {
        let cases: [(String, Navigation.DeepLinkFailure)] = [
            ("app://h/%FF", .invalidEscape("%FF")),
            ("app://h/a%ffb", .invalidEscape("a%ffb")),
            ("app://h/%C3%28", .invalidEscape("%C3%28")),
            ("app://h/%C0%AF", .invalidEscape("%C0%AF")),  // overlong '/'
            ("app://h/%E0%80%AF", .invalidEscape("%E0%80%AF")),  // overlong '/', three bytes
            ("app://h/%ED%A0%80", .invalidEscape("%ED%A0%80")),  // a UTF-16 surrogate
            ("app://h/%F4%90%80%80", .invalidEscape("%F4%90%80%80")),  // past U+10FFFF
            ("app://h/%C3", .invalidEscape("%C3")),  // truncated sequence
            ("app://h/%80", .invalidEscape("%80")),  // lone continuation byte
            ("app://h/a?k=%FF", .invalidEscape("%FF")),
            ("app://h/a?%C0%AF=1", .invalidEscape("%C0%AF")),
            ("app://%FF/a", .invalidEscape("%FF")),
        ]
        for (text, failure) in cases {
            #expect(throws: failure, "\(text)") { try parse(text) }
        }
    }

    // MARK: Scheme, host, authority

    @Test func schemeAndHostAreCaseInsensitiveThePathIsNot() throws {
        #expect(
            try parts("ShOp+X-1.a://Example.COM/Path/CASE?Key=Value")
                == Parts(
                    scheme: "shop+x-1.a", host: "example.com", segments: ["Path", "CASE"], query: ["Key": "Value"]))
        #expect(try parse("app://h/%41").segments == ["A"])
        #expect(try parse("app://%41%42/x").host == "ab")
    }

    @Test func aHostOnlyURLHasNoSegments() throws {
        #expect(try parts("app://host") == Parts(scheme: "app", host: "host", segments: [], query: [:]))
        #expect(try parts("app://host/") == Parts(scheme: "app", host: "host", segments: [], query: [:]))
        #expect(try parts("app://host?k=v") == Parts(scheme: "app", host: "host", segments: [], query: ["k": "v"]))
        #expect(try parts("app://host#frag") == Parts(scheme: "app", host: "host", segments: [], query: [:]))
        #expect(try parts("app://") == Parts(scheme: "app", host: "", segments: [], query: [:]))
        #expect(try parts("app:///") == Parts(scheme: "app", host: "", segments: [], query: [:]))
    }

    @Test func aURLWithoutAuthorityHasAnEmptyHost() throws {
        #expect(try parts("app:/a/b") == Parts(scheme: "app", host: "", segments: ["a", "b"], query: [:]))
        #expect(try parts("app:a/b") == Parts(scheme: "app", host: "", segments: ["a", "b"], query: [:]))
        #expect(try parts("app:a") == Parts(scheme: "app", host: "", segments: ["a"], query: [:]))
        #expect(try parts("app:") == Parts(scheme: "app", host: "", segments: [], query: [:]))
        #expect(try parts("app:?k=1") == Parts(scheme: "app", host: "", segments: [], query: ["k": "1"]))
        #expect(try parts("app:///a/b") == Parts(scheme: "app", host: "", segments: ["a", "b"], query: [:]))
        // Only the first ':' ends the scheme: the rest is path.
        #expect(try parts("app:a:b/c:d") == Parts(scheme: "app", host: "", segments: ["a:b", "c:d"], query: [:]))
    }

    @Test func userInfoAndPortAreIgnored() throws {
        #expect(try parse("app://user:secret@Host:8080/a").host == "host")
        #expect(try parse("app://user@host/a").host == "host")
        #expect(try parse("app://host:/a").host == "host")
        #expect(try parse("app://a@b@host:1/a").host == "host")
        #expect(
            try parts("app://user:pw@host:99?k=1")
                == Parts(scheme: "app", host: "host", segments: [], query: ["k": "1"]))
        // '@' and ':' after the authority are path.
        #expect(try parse("app://host/u@x:1").segments == ["u@x:1"])
    }

    @Test func anIPv6LiteralIsAHost() throws {
        #expect(try parse("app://[::1]/a").host == "[::1]")
        #expect(try parse("app://[::1]:8080/a").host == "[::1]")
        #expect(
            try parts("app://[FE80::A:1]/a") == Parts(scheme: "app", host: "[fe80::a:1]", segments: ["a"], query: [:]))
        #expect(
            try parts("app://user:pw@[2001:db8::7]:443/a?k=v")
                == Parts(scheme: "app", host: "[2001:db8::7]", segments: ["a"], query: ["k": "v"]))
    }

    @Test func withoutASchemeItIsMalformed() {
        let noScheme = Navigation.DeepLinkFailure.malformed(reason: "it has no scheme")
        for text in [
            "", "/a/b", "host/a", "grid/42", "a/b:c", "://h/a", ":", "1app://h/a", "a_b://h/a", "é://h/a", "#app:x",
            "?app:x", "/a?x=a:b",
        ] {
            #expect(throws: noScheme, "\(text)") { try parse(text) }
        }
    }

    @Test func spacesAndControlCharactersAreMalformed() {
        let space = Navigation.DeepLinkFailure.malformed(reason: "it contains a space")
        let control = Navigation.DeepLinkFailure.malformed(reason: "it contains a control character")
        let cases: [(String, Navigation.DeepLinkFailure)] = [
            ("app://h/a b", space),
            (" app://h/a", space),
            ("app://h/a?q=a b", space),
            ("app://h/a#a b", space),  // checked before the fragment is dropped
            ("app://h/a\tb", control),
            ("app://h/a\n", control),
            ("app://h/a\r\n", control),
            ("app://h/\u{0}", control),
            ("app://h/\u{1B}[31m", control),
            ("app://h/a\u{7F}", control),
            ("noscheme\u{1}", control),  // checked before the scheme
            ("app://h/\u{1} ", control),
            ("app://h/ \u{1}", space),
        ]
        for (text, failure) in cases {
            #expect(throws: failure, "\(text.debugDescription)") { try parse(text) }
        }
    }

    // MARK: Path segments

    @Test func oneTrailingSlashIsIgnored() throws {
        #expect(try segments("app://h/a/b/") == ["a", "b"])
        #expect(try segments("app://h/a/") == ["a"])
        #expect(try segments("app://h/a/?k=1") == ["a"])
        #expect(try segments("app://h/a/#f") == ["a"])
        #expect(try segments("app:a/") == ["a"])
    }

    @Test func anyOtherEmptySegmentIsRefused() {
        for text in [
            "app://h/a//b", "app://h/a/b//", "app://h//", "app://h//a", "app:////a", "app:///a//", "app:a//b",
            "app://h/a///", "app://h//?k=1",
        ] {
            #expect(throws: Navigation.DeepLinkFailure.emptySegment, "\(text)") { try parse(text) }
        }
    }

    @Test func rawDotSegmentsAreRefusedEscapedDotsAreData() throws {
        for text in [
            "app://h/.", "app://h/..", "app://h/a/./b", "app://h/a/../b", "app://h/a/..", "app://h/./", "app://h/../",
            "app:..", "app://h/a/.?k=1",
        ] {
            #expect(throws: Navigation.DeepLinkFailure.dotSegment, "\(text)") { try parse(text) }
        }
        #expect(try segments("app://h/%2E%2E") == [".."])
        #expect(try segments("app://h/%2e") == ["."])
        #expect(try segments("app://h/.%2E/%2E.") == ["..", ".."])
        #expect(try segments("app://h/.../.a/a./..b") == ["...", ".a", "a.", "..b"])
        // In the query, dots are ordinary text.
        #expect(try query("app://h/a?k=..&..=.") == ["k": "..", "..": "."])
        // Without an authority the path starts right after the scheme.
        #expect(throws: Navigation.DeepLinkFailure.dotSegment) { try parse("app:./a") }
    }

    @Test func plusIsAPlusSignInThePathAndInTheQuery() throws {
        #expect(
            try parts("app://h/a+b/+?q=c+d&+=+")
                == Parts(scheme: "app", host: "h", segments: ["a+b", "+"], query: ["q": "c+d", "+": "+"]))
        #expect(try segments("app://h/%2B%20") == ["+ "])
        #expect(try query("app://h/?q=%20") == ["q": " "])
    }

    // MARK: Query

    @Test func queryItems() throws {
        #expect(try query("app://h/a?k=v&x=1") == ["k": "v", "x": "1"])
        #expect(try query("app://h/a?k") == ["k": ""])
        #expect(try query("app://h/a?k=") == ["k": ""])
        #expect(try query("app://h/a?=v") == ["": "v"])
        #expect(try query("app://h/a?k=a=b") == ["k": "a=b"])
        #expect(try query("app://h/a?k=1?2") == ["k": "1?2"])
        #expect(try query("app://h/a?k=1/2") == ["k": "1/2"])
        #expect(try query("app://h/a?&&k=1&&") == ["k": "1"])
        #expect(try query("app://h/a?") == [:])
        #expect(try query("app://h/a?%3D=%26") == ["=": "&"])
        #expect(try query("app://h/a?K=1&k=2") == ["K": "1", "k": "2"])
    }

    /// A key given twice is kept with every value, in order: the link that reads it decides
    /// (a list takes them all, a single value refuses them, no item ignores them).
    @Test func aRepeatedQueryKeyKeepsEveryValue() throws {
        let cases: [(String, [String: [String]])] = [
            ("app://h/a?k=1&k=2", ["k": ["1", "2"]]),
            ("app://h/a?k=1&k=1", ["k": ["1", "1"]]),
            ("app://h/a?k&k", ["k": ["", ""]]),
            ("app://h/a?k=&k", ["k": ["", ""]]),
            ("app://h/a?k=1&%6B=2", ["k": ["1", "2"]]),  // the same key once decoded
            ("app://h/a?=1&=2", ["": ["1", "2"]]),
            ("app://h/a?k=1&x=0&k=2&k=3", ["k": ["1", "2", "3"]]),
            ("app://h/a?k=1&x=0", [:]),
        ]
        for (text, repeated) in cases {
            let url = try parse(text)
            #expect(url.repeatedQuery == repeated, "\(text)")
            // `query` keeps each key's first value.
            for (key, values) in repeated { #expect(url.query[key] == values[0], "\(text)") }
        }
        // A bad escape in a repeated item is refused as anywhere.
        #expect(throws: Navigation.DeepLinkFailure.invalidEscape("%zz")) { try parse("app://h/a?k=1&k=%zz") }
    }

    // MARK: Fragment

    @Test func theFragmentIsIgnored() throws {
        #expect(try parts("app://h/a#frag") == Parts(scheme: "app", host: "h", segments: ["a"], query: [:]))
        #expect(try parts("app://h/a?k=1#x&y=2") == Parts(scheme: "app", host: "h", segments: ["a"], query: ["k": "1"]))
        #expect(try parts("app://h/a?k=1#") == Parts(scheme: "app", host: "h", segments: ["a"], query: ["k": "1"]))
        #expect(try parts("app://h/a#/b/../?k=%zz&k") == Parts(scheme: "app", host: "h", segments: ["a"], query: [:]))
        // A '?' after the '#' is part of the fragment.
        #expect(try parts("app://h/a#x?k=1") == Parts(scheme: "app", host: "h", segments: ["a"], query: [:]))
        // A '#' in the authority ends it too.
        #expect(try parts("app://h#/a") == Parts(scheme: "app", host: "h", segments: [], query: [:]))
    }

    // MARK: Length

    @Test func theLengthLimitIsCheckedFirst() throws {
        let limit = Navigation.DeepLinkURL.maximumLength
        #expect(limit == 4096)
        let prefix = "app://h/"
        let atLimit = prefix + String(repeating: "a", count: limit - prefix.utf8.count)
        #expect(try parse(atLimit).segments == [String(repeating: "a", count: limit - prefix.utf8.count)])
        #expect(throws: Navigation.DeepLinkFailure.tooLong(length: limit + 1, limit: limit)) {
            try parse(atLimit + "b")
        }
        // Checked before anything else: spaces, no scheme, bad escapes.
        #expect(throws: Navigation.DeepLinkFailure.tooLong(length: 5000, limit: limit)) {
            try parse(String(repeating: " ", count: 5000))
        }
        #expect(throws: Navigation.DeepLinkFailure.tooLong(length: 4097, limit: limit)) {
            try parse(String(repeating: "%", count: 4097))
        }
        // Bytes of UTF-8, not characters: 2,049 'é' are 4,098 bytes.
        #expect(throws: Navigation.DeepLinkFailure.tooLong(length: 4098, limit: limit)) {
            try parse("app://h/" + String(repeating: "é", count: 2045))
        }
    }

    @Test func aMegabyteIsRefusedAsTooLong() {
        let huge = "app://h/" + String(repeating: "a/", count: 524_284)
        #expect(huge.utf8.count == 1_048_576)
        #expect(
            throws: Navigation.DeepLinkFailure.tooLong(length: 1_048_576, limit: Navigation.DeepLinkURL.maximumLength)
        ) {
            try parse(huge)
        }
        let hostile = String(repeating: "%/..//?&=#", count: 104_858)
        #expect(
            throws: Navigation.DeepLinkFailure.tooLong(length: 1_048_580, limit: Navigation.DeepLinkURL.maximumLength)
        ) {
            try parse(hostile)
        }
    }

    // MARK: Non-ASCII

    /// Raw non-ASCII characters are accepted as they are (an IRI, not RFC 3986's URI): each
    /// segment is its UTF-8 text, equal to the escaped spelling. Only ASCII controls and space
    /// are refused raw; Unicode controls and format characters (C1 controls, bidi overrides,
    /// zero-width space) pass through. The host is lowercased with Unicode rules.
    @Test func rawNonASCIICharactersAreAcceptedAsText() throws {
        #expect(
            try parts("app://h/café/✓?ü=😀")
                == Parts(scheme: "app", host: "h", segments: ["café", "✓"], query: ["ü": "😀"]))
        #expect(try parse("app://h/café") == parse("app://h/caf%C3%A9"))
        #expect(try parse("app://ÉCOLE.fr/a").host == "école.fr")
        #expect(try segments("app://h/a\u{85}b/\u{202E}x/\u{200B}") == ["a\u{85}b", "\u{202E}x", "\u{200B}"])
        #expect(try segments("app://h/\u{FFFD}") == ["\u{FFFD}"])
        // A non-ASCII scheme is not a scheme.
        #expect(throws: Navigation.DeepLinkFailure.malformed(reason: "it has no scheme")) { try parse("äpp://h/a") }
        // Swift compares strings by canonical equivalence: a precomposed and a decomposed 'é'
        // are the same key, so giving both is a repeated key.
        #expect(try parse("app://h/?%C3%A9=1&e%CC%81=2").repeatedQuery == ["\u{E9}": ["1", "2"]])
    }

    @Test func failuresDescribeThemselves() {
        #expect(Navigation.DeepLinkFailure.invalidEscape("%zz").description == "invalid percent-escape in '%zz'")
        #expect(
            Navigation.DeepLinkFailure.tooLong(length: 5000, limit: 4096).description
                == "the link is 5000 bytes long; the limit is 4096")
        #expect(Navigation.DeepLinkFailure.emptySegment.description == "the path has an empty segment")
    }
}
